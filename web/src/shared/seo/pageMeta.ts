import { DEFAULT_SEO_DESCRIPTIONS, DEFAULT_SEO_TITLES, SEO_PAGE_KEYS, type PageKey } from '@domain/seo';
import { localizedSeoText } from '@domain/siteLocale';

/**
 * Page keys whose title and description come from site assets, with built-in fallbacks. The keys
 * and the fallbacks are the shared ones (the server's previews and site-asset defaults use them too).
 */
export type { PageKey };
export const PAGE_KEYS = SEO_PAGE_KEYS;
export const DEFAULT_TITLES = DEFAULT_SEO_TITLES;
export const DEFAULT_DESCRIPTIONS = DEFAULT_SEO_DESCRIPTIONS;

type TextMap = Record<string, string> | null | undefined;

function pick(map: TextMap, key: string): string | undefined {
  const v = map?.[key];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/**
 * The title and description a page shows: site assets first, then the built-in fallback; an unedited
 * default in the page's language (`translate`: the page's catalog, which has the server's words).
 */
export function resolvePageMeta(
  key: PageKey,
  seoTitles?: TextMap,
  seoDescriptions?: TextMap,
  translate: (english: string) => string = (english) => english,
): { title: string; description: string } {
  return {
    title: localizedSeoText('title', key, pick(seoTitles, key) ?? DEFAULT_TITLES[key], translate),
    description: localizedSeoText('description', key, pick(seoDescriptions, key) ?? DEFAULT_DESCRIPTIONS[key], translate),
  };
}
