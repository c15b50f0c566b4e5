/**
 * The moment the app has taken a page over (hydrated a server-rendered page, or rendered a
 * client-rendered one): the page-start script (app/pageStart.ts) hands the page to it then, and
 * the end-to-end tests wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
const APP_READY_EVENT = 'mg:app-ready';

export function announceAppReady(doc: Document = document) {
  if (doc.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return;
  doc.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  doc.dispatchEvent(new Event(APP_READY_EVENT));
}

/** Calls `then` once the app is ready (at once when it already is). */
export function onAppReady(then: () => void, doc: Document = document) {
  if (doc.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) then();
  else doc.addEventListener(APP_READY_EVENT, then, { once: true });
}
