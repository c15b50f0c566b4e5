import { LOCALE_TAGS, localizedPath, SITE_LOCALES, type SiteLocale } from '@domain/siteLocale';

/** The template's `<html lang="en">` in the page's language, and its news feed link to the feed in that language. */
export function withLang(html: string, locale: SiteLocale): string {
  const out = html.replace(/<html lang="[^"]*"/i, () => `<html lang="${LOCALE_TAGS[locale]}"`);
  if (locale === 'en') return out;
  return out.replace(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/i, () => `<link rel="alternate" type="application/rss+xml" title="${RSS_TITLES[locale]}" href="${rssPath(locale)}" />`);
}

/** Each language's news feed: /rss.xml, /ro/rss.xml. */
export const rssPath = (locale: SiteLocale) => localizedPath('/rss.xml', locale);

export const RSS_TITLES: Record<SiteLocale, string> = { en: 'Metal Gates Festival news', ro: 'Știri Metal Gates Festival' };

/**
 * The page in every language (`hreflang`), and English as the `x-default` for a visitor of another
 * language: on every page that exists in both, English and Romanian alike.
 */
export function alternateLinks(origin: string, barePath: string, query = ''): { hreflang: string; href: string }[] {
  const href = (locale: SiteLocale) => `${origin}${localizedPath(barePath, locale)}${query}`;
  return [...SITE_LOCALES.map((locale) => ({ hreflang: LOCALE_TAGS[locale], href: href(locale) })), { hreflang: 'x-default', href: href('en') }];
}
