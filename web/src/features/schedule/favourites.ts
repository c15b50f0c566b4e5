import { useSyncExternalStore } from 'react';

/** Favourites live in this browser only (no account): a JSON array of band ids in localStorage. */
export const FAVOURITES_KEY = 'metal-gates:my-schedule';

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly string[] = Object.freeze([]);
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = EMPTY;

function storage(): Storage | null {
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

export function writeFavourites(ids: readonly string[]) {
  try {
    storage()?.setItem(FAVOURITES_KEY, JSON.stringify([...new Set(ids)]));
  } catch {
    // quota or disabled storage: the in-page state still updates below
  }
  listeners.forEach((l) => l());
}

export function toggleFavourite(id: string) {
  const ids = readFavourites();
  writeFavourites(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (e: StorageEvent) => e.key === FAVOURITES_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The favourite ids, re-rendering on every change (this tab or another). */
export function useFavourites(): readonly string[] {
  return useSyncExternalStore(subscribe, readFavourites, () => EMPTY);
}
