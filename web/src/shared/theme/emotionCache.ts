import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the app's Emotion cache: its class names (`mg-…`). Not Emotion's default `css`, whose
 * cache @emotion/react creates as it loads (that cache must find nothing of ours, see below).
 */
export const EMOTION_KEY = 'mg';

/**
 * The attribute a server-rendered page's style tags carry their class names in, instead of
 * Emotion's `data-emotion`. Emotion adopts the tags it finds by `data-emotion` by inserting each
 * into the head again, even where it already stands, and Chromium then restyles every element the
 * tag styles (~200 on the home page, 20-230 ms at 4x CPU slow-down, seen in traces). Under their own
 * attribute no Emotion cache sees them, and `browserEmotionCache` adopts them without moving them.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-ssr-emotion';

/** The server's global style tags (Chakra's reset, token variables, layer order). */
export const SERVER_GLOBAL_STYLES = `style[${SERVER_STYLES_ATTRIBUTE}^="${EMOTION_KEY}-global "]`;

/** The server render's cache, one per page. */
export function serverEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}

/** The server's `<style data-emotion="…">` tags, with their class names moved to `SERVER_STYLES_ATTRIBUTE`. */
export function serverStyleTags(emotionTags: string): string {
  return emotionTags.replace(/<style data-emotion=/g, `<style ${SERVER_STYLES_ATTRIBUTE}=`);
}

/**
 * The browser's cache. On a server-rendered page it knows the server's classes as inserted (so it
 * inserts none of them twice) and takes the server's tag as its own where it stands: what the
 * browser renders later goes into a new tag right after it. That is what Emotion's own adoption
 * does, minus the move (`inserted` and `sheet.tags` are the cache's public fields).
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}^="${EMOTION_KEY} "]`)) {
    for (const name of tag.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ').slice(1)) cache.inserted[name] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}
