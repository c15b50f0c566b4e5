/**
 * What the service worker may keep for offline reading. Pure rules, shared by the worker and its tests:
 * only public reads are kept; the admin, /login and anything sent with credentials never are.
 */

/** GraphQL queries of the public pages (lineup, running order, my schedule, home, info, news, archive, layout). */
export const PUBLIC_OPERATIONS = new Set([
  'Lineup',
  'HomeNews',
  'PublicInfoPage',
  'NewsList',
  'NewsArticle',
  'FooterLocation',
  'PublicArchives',
  'SiteAssets',
  'ActiveFestival',
]);

/** Page paths the worker answers from the app shell when there is no network. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/admin(\/|$)/, /^\/login(\/|$)/, /^\/(rss|sitemap)\.xml$/, /^\/robots\.txt$/];

/** Public REST reads kept for offline use (the startup health check included, or offline start fails). */
export function isCacheableRestRead(pathname: string): boolean {
  return /^\/api\/(health|site-assets|infopage|festivals\/active|lineup|stages|news|archives)(\/|$)/.test(pathname);
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
  const variables = JSON.stringify(body.variables ?? {});
  return `${origin}/api/graphql/__offline?operation=${encodeURIComponent(body.operationName)}&variables=${encodeURIComponent(variables)}`;
}
