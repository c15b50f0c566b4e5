import { localizedPath, type SiteLocale } from '@domain/siteLocale';

/** The address of this page in `locale`, marked as the visitor's choice (`lang=`) for the head script to remember. */
export function switchHref(pathname: string, search: string, locale: SiteLocale): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  params.set('lang', locale);
  return `${localizedPath(pathname, locale)}?${params.toString()}`;
}
