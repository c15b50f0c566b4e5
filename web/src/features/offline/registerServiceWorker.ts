/**
 * Registers the offline service worker in built apps (`vite build` mode, also when NODE_ENV says
 * otherwise, as under the e2e tests). Never in dev, where Vite serves sources and there is no worker;
 * a browser without service workers simply has no offline mode.
 */
export function registerServiceWorker() {
  // `env` is undefined outside Vite's and the page-start bundle's builds (the unit tests).
  if (import.meta.env?.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No offline mode (private window, blocked storage): the site works online as before.
    });
  // A server-rendered page runs this script only after `load` (server/http/deferredScripts.ts).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
