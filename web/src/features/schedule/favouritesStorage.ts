// The saved favourites, read without React: the page-start script (start.ts) needs them too.

/** Favourites live in this browser only (no account): a JSON array of band ids in localStorage. */
export const FAVOURITES_KEY = 'metal-gates:my-schedule';

export const EMPTY: readonly string[] = Object.freeze([]);
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = EMPTY;

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): favourites just do not persist
  }
}

/** The saved ids; a corrupt or foreign value reads as none. Same array while unchanged (for useSyncExternalStore). */
export function readFavourites(): readonly string[] {
  const raw = storage()?.getItem(FAVOURITES_KEY) ?? null;
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedIds = Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string'))] : EMPTY;
  } catch {
    cachedIds = EMPTY;
  }
  return cachedIds;
}
