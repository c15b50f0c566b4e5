import { localizedPath, type SiteLocale } from '@domain/siteLocale';

/** Ids in a share link are our own UUID-like text; anything else is dropped, not trusted. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A share link names at most this many bands (a festival has fewer). */
export const MAX_SHARED_BANDS = 200;

/** The band ids of `?bands=a,b` (trimmed, de-duplicated, invalid ones dropped); null when the parameter is absent. */
export function parseSharedBands(search: string | URLSearchParams): string[] | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('bands');
  if (raw === null) return null;
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => ID.test(id));
  return [...new Set(ids)].slice(0, MAX_SHARED_BANDS);
}

/** `?bands=` with the ids joined by commas (kept readable: ids need no escaping). */
export function bandsQuery(ids: readonly string[]): string {
  return `bands=${ids.filter((id) => ID.test(id)).join(',')}`;
}

/** The absolute link that shows these picks to anyone (in the page's language). */
export function shareLink(origin: string, ids: readonly string[], locale: SiteLocale = 'en'): string {
  return `${origin}${localizedPath('/lineup/my-schedule', locale)}?${bandsQuery(ids)}`;
}

/** The calendar feed of these picks: https for "Add to calendar", webcal for "Subscribe"; in the page's language. */
export function calendarLinks(origin: string, ids: readonly string[], locale: SiteLocale = 'en'): { download: string; subscribe: string } {
  const download = `${origin}/api/lineup.ics?${bandsQuery(ids)}${locale === 'en' ? '' : `&locale=${locale}`}`;
  return { download, subscribe: download.replace(/^https?:/, 'webcal:') };
}
