/**
 * Registers the offline service worker in production builds. Never in dev (Vite serves sources)
 * nor under tests; a browser without service workers simply has no offline mode.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No offline mode (private window, blocked storage): the site works online as before.
    });
  });
}
