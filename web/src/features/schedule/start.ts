import { readFavourites } from './favouritesStorage';

/**
 * Whether this server-rendered page shows a favourite toggle of a band this browser has picked:
 * the server cannot know the picks, so only the app can show those stars pressed, and the page
 * starts it at once (web/src/app/pageStart.ts).
 */
export function showsSavedPicks(doc: Document = document): boolean {
  const picks = new Set(readFavourites());
  if (picks.size === 0) return false;
  return [...doc.querySelectorAll('[data-favourite-band]')].some((toggle) => picks.has(toggle.getAttribute('data-favourite-band') ?? ''));
}
