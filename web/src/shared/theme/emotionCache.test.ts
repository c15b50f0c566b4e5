import { afterEach, describe, expect, it } from '@jest/globals';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE, browserEmotionCache, serverStyleTags } from './emotionCache';

describe('the browser adopts the server-rendered style tags', () => {
  afterEach(() => document.head.replaceChildren());

  it('moves the class names out of data-emotion, where no Emotion cache looks for tags to adopt', () => {
    expect(serverStyleTags('<style data-emotion="mg-global x1">a{}</style><style data-emotion="mg a1 b2">.mg-a1{}</style>')).toBe(
      `<style ${SERVER_STYLES_ATTRIBUTE}="mg-global x1">a{}</style><style ${SERVER_STYLES_ATTRIBUTE}="mg a1 b2">.mg-a1{}</style>`,
    );
  });

  it("knows the server's classes, leaves its tag where it stands, and adds new styles in a tag after it", () => {
    document.head.innerHTML = `<title>t</title><style ${SERVER_STYLES_ATTRIBUTE}="${EMOTION_KEY} a1 b2">.mg-a1{color:red}.mg-b2{color:blue}</style><link rel="manifest" href="/m">`;
    const serverTag = document.head.querySelector('style')!;
    const moved: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => moved.push(...r.removedNodes)));
    observer.observe(document.head, { childList: true });

    const cache = browserEmotionCache();
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.sheet.tags).toEqual([serverTag]);

    // What a component rendered in the browser does: a new class's rules go through the cache.
    const styles = { name: 'c3', styles: 'color:green;', map: undefined, next: undefined };
    cache.insert(`.${EMOTION_KEY}-c3`, styles, cache.sheet, true);
    observer.takeRecords().forEach((r) => moved.push(...r.removedNodes));
    observer.disconnect();
    expect(moved).toEqual([]);
    expect(serverTag.nextElementSibling?.tagName).toBe('STYLE');
    expect(cache.inserted[styles.name]).toBeTruthy();
    expect(cache.sheet.tags).toHaveLength(2);
  });
});
