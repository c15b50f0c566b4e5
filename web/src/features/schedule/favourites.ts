import { useSyncExternalStore } from 'react';
import { EMPTY, FAVOURITES_KEY, readFavourites, storage } from './favouritesStorage';

type Listener = () => void;
const listeners = new Set<Listener>();

export function writeFavourites(ids: readonly string[]) {
  try {
    storage()?.setItem(FAVOURITES_KEY, JSON.stringify([...new Set(ids)]));
  } catch {
    // quota or disabled storage: the in-page state still updates below
  }
  listeners.forEach((l) => l());
}

/** The visitor's own picks followed by the shared ones they did not have (saving a shared link by default). */
export function mergePicks(own: readonly string[], shared: readonly string[]): string[] {
  return [...new Set([...own, ...shared])];
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
