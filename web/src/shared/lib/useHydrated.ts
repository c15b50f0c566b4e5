import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and in the hydrating render that must match it, true once the
 * browser has taken the page over. A server-rendered page's scripts load after the page
 * (server/http/deferredScripts.ts): a control that only works with them can stay disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
