/**
 * Logs this visit from a server-rendered page before (or without) the app: a reader who never
 * touches the page still counts. Fire and forget, like the app's own log (useVisitLog.ts), which
 * the app then skips (markVisitLogged).
 */
export function logVisit() {
  // A beacon is the browser's own fire-and-forget POST: queued off the page's main thread, where a
  // first fetch() cost 5-18 ms of set-up.
  if (navigator.sendBeacon?.('/api/visits/log')) return;
  fetch('/api/visits/log', { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}
