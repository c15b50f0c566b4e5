/**
 * What the service worker may keep for offline reading. Pure rules, shared by the worker and its tests:
 * only public reads are kept; the admin, /login and anything sent with credentials never are.
 * What the collections and singletons add (their REST paths, their generated public reads) comes from the registry.
 */
import { PREVIEW_HEADER } from '@domain/releases';
import { REGISTRY_ITEM_QUERIES, REGISTRY_PUBLIC_QUERIES, REGISTRY_REST_PATHS } from './generated/registry';

/**
 * An answer the worker may keep: a 200 that was not read through a preview link (#35 item 5: it
 * shows drafts, which this browser must not show offline once the preview is over).
 */
export function isKeptAnswer(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 200 && !response.headers.has(PREVIEW_HEADER);
}

/**
 * GraphQL queries the public pages compose themselves (lineup: its days, a day's bands and the band
 * search; running order, my schedule, home, news, the footer).
 */
export const PAGE_OPERATIONS = ['Lineup', 'LineupDays', 'LineupDay', 'LineupSearch', 'HomeNews', 'NewsList', 'FooterLocation'];

/**
 * Every public GraphQL read kept: the pages' own and the registry's (archive, partners, the active
 * festival, site assets, the info page; a band's dialog and an article as visited).
 */
export const PUBLIC_OPERATIONS = new Set([...PAGE_OPERATIONS, ...Object.keys(REGISTRY_PUBLIC_QUERIES), ...REGISTRY_ITEM_QUERIES]);

/** Paths that are not pages of the public site: never kept, never answered from the app shell. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/admin(\/|$)/, /^\/login(\/|$)/, /^(\/ro)?\/rss\.xml$/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

/** A page of the public site: kept as visited, answered from what was kept when there is no network. */
export function isKeptPage(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every collection's and singleton's public REST reads, from the registry. */
const PUBLIC_REST_READS = new RegExp(`^/api/(${REGISTRY_REST_PATHS.map(escapeRegExp).join('|')})(/|$)`);

/**
 * Public REST reads kept for offline use. Not the startup health check: an old "ok" says nothing of
 * the server now; with no network the worker answers it itself (sw.ts).
 */
export function isCacheableRestRead(pathname: string): boolean {
  return PUBLIC_REST_READS.test(pathname);
}

export interface GraphqlBody {
  operationName?: unknown;
  query?: unknown;
  variables?: unknown;
}

/**
 * The cache key of a public GraphQL read (a GET URL: the Cache API keeps GET requests only), or null
 * when the request must not be kept: a mutation, an operation outside the list, or one carrying a token.
 */
export function graphqlCacheKey(origin: string, body: GraphqlBody, hasAuthorization: boolean): string | null {
  if (hasAuthorization) return null;
  if (typeof body.operationName !== 'string' || !PUBLIC_OPERATIONS.has(body.operationName)) return null;
  if (typeof body.query !== 'string' || /^\s*mutation\b/.test(body.query)) return null;
  return offlineKey(origin, body.operationName, body.variables);
}

/**
 * The same key for a query sent as a GET (the app's persisted queries name their operation and hash
 * in the URL, not their text; a GET is never a mutation), so what the worker asked at install and
 * what the pages ask meet under one key.
 */
export function graphqlGetCacheKey(url: URL, hasAuthorization: boolean): string | null {
  const operationName = url.searchParams.get('operationName');
  if (hasAuthorization || !operationName || !PUBLIC_OPERATIONS.has(operationName)) return null;
  try {
    return offlineKey(url.origin, operationName, JSON.parse(url.searchParams.get('variables') || '{}'));
  } catch {
    return null;
  }
}

const offlineKey = (origin: string, operationName: string, variables: unknown) =>
  `${origin}/api/graphql/__offline?operation=${encodeURIComponent(operationName)}&variables=${encodeURIComponent(JSON.stringify(variables ?? {}))}`;
