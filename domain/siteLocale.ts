import { DEFAULT_SEO_DESCRIPTIONS, DEFAULT_SEO_TITLES, type PageKey } from './seo';

/**
 * The public site's languages and where each lives: English at the site's root (`/lineup`), Romanian
 * under `/ro` (`/ro/lineup`). The language of a page is its path's and nothing else's, so the public
 * cache, the offline worker and crawlers keep one page per URL; a visitor's remembered choice only
 * decides which URL they are sent to (web/src/shared/i18n/remembered.ts).
 */
export const SITE_LOCALES = ['en', 'ro'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_SITE_LOCALE: SiteLocale = 'en';

/** The `<html lang>`, hreflang and RSS language of each locale; also the Intl locale of its dates. */
export const LOCALE_TAGS: Record<SiteLocale, string> = { en: 'en', ro: 'ro' };

/** What the language switch says (each language in its own words). */
export const LOCALE_NAMES: Record<SiteLocale, string> = { en: 'English', ro: 'Română' };

const ROMANIAN_PREFIX = /^\/ro(?=\/|$)/;

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}

/** The language of a path: `ro` for `/ro` and below, else English. */
export function localeOfPath(pathname: string): SiteLocale {
  return ROMANIAN_PREFIX.test(pathname) ? 'ro' : 'en';
}

/** The path without its language prefix: `/ro/news/1` → `/news/1`, `/ro` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (!ROMANIAN_PREFIX.test(pathname)) return pathname;
  return pathname.replace(ROMANIAN_PREFIX, '') || '/';
}

/** The same page in another language: `localizedPath('/news/1', 'ro')` → `/ro/news/1`. */
export function localizedPath(pathname: string, locale: SiteLocale): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? '/ro' : `/ro${bare}`;
}

/**
 * A page's title or description as shown: what the site assets say, except that an English built-in
 * default (never edited) is translated (`translate`: on a Romanian page, its Romanian default; the
 * server reads domain/seoRomanian.ts, the browser the same texts from its Romanian catalog). Once the
 * site assets are read in Romanian (#36 item 2), their own Romanian text wins the same way.
 */
export function localizedSeoText(kind: 'title' | 'description', key: PageKey, stored: string | null | undefined, translate: (english: string) => string): string {
  const text = stored?.trim() ?? '';
  const english = (kind === 'title' ? DEFAULT_SEO_TITLES : DEFAULT_SEO_DESCRIPTIONS)[key];
  return !text || text === english ? translate(english) : text;
}
