/**
 * Logs this visit from a server-rendered page before (or without) the app: a reader who never
 * touches the page still counts. Fire and forget, like the app's own log (useVisitLog.ts), which
 * the app then skips (markVisitLogged).
 */
export function logVisit() {
  fetch('/api/visits/log', { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}
