/** The news-article SEO key, in either spelling, is not edited on the SEO tab. */
export const EXCLUDED_SEO_KEYS = new Set(['newsArticle', 'news-article']);

const LABELS: Record<string, string> = {
  home: 'Home',
  lineup: 'Lineup',
  news: 'News',
  info: 'Info',
  archive: 'Archive',
  contact: 'Contact',
  login: 'Login',
  notFound: 'Not Found',
};

/** Page keys present in seoTitles, minus the news-article key, in their stored order. */
export function editableSeoKeys(seoTitles: Record<string, string> | null | undefined): string[] {
  return Object.keys(seoTitles ?? {}).filter((k) => !EXCLUDED_SEO_KEYS.has(k));
}

/** 'notFound' → 'Not Found', 'coming-soon' → 'Coming Soon'. */
export function seoKeyLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  return key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (c) => c.toUpperCase());
}
