/// <reference lib="webworker" />
/**
 * The service worker (Workbox, built by vite-plugin-pwa's injectManifest): precaches the app shell,
 * answers public page navigations from it when there is no network, and keeps public reads
 * (GraphQL queries of the public pages, public REST reads, uploaded images) as they are visited.
 * The admin, /login and anything sent with a token are never kept.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { graphqlCacheKey, isCacheableRestRead, NAVIGATION_DENYLIST, type GraphqlBody } from './features/offline/cachePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const NETWORK_TIMEOUT_SECONDS = 4;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Online, a public page comes from the server, which renders it with its data; only without a
// network does the precached app shell answer (the pages then read their kept queries).
const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await fetch(options.request);
      } catch {
        return appShell(options);
      }
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// Public GraphQL queries are POSTs: kept under a GET key derived from the operation and its variables.
const graphqlReads = new NetworkFirst({
  cacheName: 'public-graphql',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    okOnly,
    // The key is worked out by the route below while the body is still unread (fetch consumes it).
    { cacheKeyWillBeUsed: async ({ request, params }) => (params as { cacheKey?: string } | undefined)?.cacheKey ?? request },
  ],
});
registerRoute(
  ({ url, request }) => url.pathname === '/api/graphql' && request.method === 'POST' && !request.headers.has('authorization'),
  async (options) => {
    const body = (await options.request.clone().json().catch(() => ({}))) as GraphqlBody;
    const key = graphqlCacheKey(self.location.origin, body, false);
    if (!key) return fetch(options.request);
    return graphqlReads.handle({ event: options.event, request: options.request, params: { cacheKey: key } });
  },
  'POST',
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCacheableRestRead(url.pathname) && !request.headers.has('authorization'),
  new NetworkFirst({ cacheName: 'public-rest', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly] }),
);

// Uploaded images never change under a key: cache first, bounded.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/uploads/'),
  new CacheFirst({ cacheName: 'public-images', plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
);
