/// <reference lib="webworker" />
/**
 * The service worker (Workbox, built by vite-plugin-pwa's injectManifest): precaches the app shell,
 * keeps every public page as it is visited (its server-rendered HTML, data included) and public
 * reads (GraphQL queries of the public pages, public REST reads, uploaded images), and answers them
 * when there is no network. The admin, /login and anything sent with a token are never kept.
 *
 * Offline from the first visit (issue #26 item 1, docs/decisions/issue-26-offline-first-visit.md):
 * the first page view came before the worker, so when it installs the worker asks for the public
 * pages' reads once and, once active, keeps the pages open in this browser; and it answers the
 * startup health check itself when there is no network (an offline start is not an outage).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { graphqlCacheKey, graphqlGetCacheKey, isCacheableRestRead, isKeptAnswer, isKeptPage, NAVIGATION_DENYLIST, type GraphqlBody } from './features/offline/cachePolicy';
import { lineupOverviewBodies, publicReadBodies } from './features/offline/publicReads';
import { localeOfPath, type SiteLocale } from '@domain/siteLocale';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const NETWORK_TIMEOUT_SECONDS = 4;
// A page waits this long for the network before the kept copy answers (a bad signal): a network
// that answers in time always wins, so a changed set time is seen on the next navigation.
const PAGE_NETWORK_TIMEOUT_SECONDS = 3;

const manifest = self.__WB_MANIFEST;
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(manifest);

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
// None read through a preview link (#35 item 5): they show drafts, which must not show offline later.
const notPreview = { cacheWillUpdate: async ({ response }: { response: Response }) => (isKeptAnswer(response) ? response : null) };

// Kept pages are named after the build (the app shell's revision): a page's HTML loads that build's
// chunks, which the precache keeps only while that build is current.
const build = manifest.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const PAGES_PREFIX = 'public-pages-';
const PAGES = `${PAGES_PREFIX}${(typeof build === 'object' && build.revision) || 'dev'}`;
const GRAPHQL = 'public-graphql';

// Online, a public page comes from the server (network first, within PAGE_NETWORK_TIMEOUT_SECONDS),
// which renders it with its data, and is kept as it came; without a network, or with one too slow,
// the kept page answers (it starts its app from the data it carries), or,
// for a page never opened here, the precached app shell (the page then reads its kept queries).
const pages = new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS, plugins: [okOnly, notPreview, new ExpirationPlugin({ maxEntries: 60 })] });
const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return appShell(options);
      }
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);

// The startup health check (client-rendered pages ask it before they show anything): with no
// network, the worker answers that it has the site, so the app starts from what was kept, with its
// offline notice. A server that answers, even 503, is reported as it answered.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/health',
  async ({ request }) => {
    try {
      return await withTimeout(fetch(request), NETWORK_TIMEOUT_SECONDS);
    } catch {
      return new Response(JSON.stringify({ status: 'offline' }), { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
  },
);

// Public GraphQL queries sent whole (POST: the worker's own at install, a client falling back from a
// hash the server did not know) are kept under a GET key derived from the operation and its variables.
/** The offline budget (README, "Offline"): kept answers per cache, least recently kept dropped first. */
const GRAPHQL_ENTRIES = 100;
const REST_ENTRIES = 100;
const graphqlReads = new NetworkFirst({
  cacheName: GRAPHQL,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    okOnly,
    notPreview,
    // Bounded (#37): every older page of /news and every search is an entry of its own; the least
    // recently kept go first (the pages' own reads are kept again on each visit).
    new ExpirationPlugin({ maxEntries: GRAPHQL_ENTRIES }),
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

// The app's queries are GETs naming their hash (persisted queries): kept under the same key.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/api/graphql' && !request.headers.has('authorization'),
  async (options) => {
    const key = graphqlGetCacheKey(options.url, false);
    if (!key) return fetch(options.request);
    return graphqlReads.handle({ event: options.event, request: options.request, params: { cacheKey: key } });
  },
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCacheableRestRead(url.pathname) && !request.headers.has('authorization'),
  new NetworkFirst({ cacheName: 'public-rest', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly, notPreview, new ExpirationPlugin({ maxEntries: REST_ENTRIES })] }),
);

// Uploaded images never change under a key: cache first, bounded.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/uploads/'),
  new CacheFirst({ cacheName: 'public-images', plugins: [okOnly, notPreview, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

// The first page view loaded before this worker existed, and a page's reads may have gone out before
// it controlled the page: when it installs, it asks for the public pages' reads itself (a handful of
// small queries), so every public page opens offline after that one view, whichever it was.
self.addEventListener('install', (event) => event.waitUntil(keepPublicReads()));

// Once active (and in control of the open pages), it keeps the pages open now as they are: the
// first page view, and any opened before it took control. Pages kept by an older build go.
self.addEventListener('activate', (event) => event.waitUntil(dropOlderPages().then(keepOpenPages)));

/**
 * The languages of the pages open in this browser (the visitor's: Romanian under /ro), English when
 * none is: the reads are asked in those, so the pages open offline in the language the visitor uses.
 */
async function openPageLocales(): Promise<SiteLocale[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const locales = new Set(windows.map((client) => localeOfPath(new URL(client.url).pathname)));
  return locales.size ? [...locales] : ['en'];
}

async function keepPublicReads() {
  const cache = await caches.open(GRAPHQL);
  /** Asks one read and keeps its answer (not one with errors: the page asks again itself, online); the answer, or null. */
  const keep = async (body: GraphqlBody & { operationName: string }): Promise<unknown> => {
    try {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Apollo-Require-Preflight': 'true' },
        body: JSON.stringify(body),
      });
      const key = graphqlCacheKey(self.location.origin, body, false);
      const answer: unknown = await response.clone().json();
      if (key && isKeptAnswer(response) && !(answer && typeof answer === 'object' && 'errors' in answer)) await cache.put(key, response);
      return answer;
    } catch {
      return null; // No network, or no answer: the pages keep their reads when they make them.
    }
  };
  const locales = await openPageLocales();
  await Promise.all(
    locales.map(async (locale) => {
      const answers = await Promise.all(publicReadBodies(locale).map(async (body) => [body.operationName, await keep(body)] as const));
      // The overview's days come from LineupDays' answer: each day's first bands are kept after it.
      const days = answers.find(([name]) => name === 'LineupDays')?.[1];
      await Promise.all(lineupOverviewBodies(days, locale).map(keep));
    }),
  );
}

async function dropOlderPages() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES).map((name) => caches.delete(name)));
}

async function keepOpenPages() {
  const cache = await caches.open(PAGES);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      url.hash = '';
      if (url.origin !== self.location.origin || !isKeptPage(url.pathname) || (await cache.match(url.href))) return;
      try {
        const response = await fetch(url.href, { headers: { Accept: 'text/html' } });
        if (isKeptAnswer(response) && !response.redirected && response.headers.get('Content-Type')?.startsWith('text/html')) await cache.put(url.href, response);
      } catch {
        // Kept on its next visit.
      }
    }),
  );
}

function withTimeout<T>(promise: Promise<T>, seconds: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), seconds * 1000);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
