import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { getOperationAST, parse } from 'graphql';
import { knownDocument, persistedQueryHash } from '../persisted-documents';
import { COLLECTIONS } from '@domain/collections';
import { localeArgsSchema } from '@domain/locales';
import { SINGLETONS } from '@domain/singletons';
import { listParameterNames } from '@domain/paging';
import { jsonTooDeep } from '../json-depth';
import { requestOrigin, type TrustProxy } from '../public-origin';
import { previewTokenOf } from '../preview-cookie';

// Never cached: health and metrics must say what is true now; admin pages and hashed assets have
// their own policy. Tested on the normalised path (lower case, no trailing slash), as routing matches it.
// Preview links (#35 item 5) are a door of their own, never an answer to keep.
const UNCACHED = /^\/api\/health(\/|$)|^\/admin(\/|$)|^\/assets\/|^\/metrics$|^\/preview(\/|$)/;

/**
 * The query parameters each public read uses. Every other parameter is left out of the key and out
 * of the URL the app is given, so `?bust=N` can neither make a new entry nor change the answer.
 * Paths not named here (images among them) take none.
 */
const API_PARAMS: Record<string, readonly string[]> = {
  // Every collection list: paging, search and its filters (domain/paging.ts).
  ...Object.fromEntries(Object.values(COLLECTIONS).map((c) => [`/api/${c.rest.path}`, listParameterNames(c.listArgs)])),
  '/api/lineup.ics': ['bands', 'locale'],
};
/** Every collection's and singleton's reads (a list, an item, an extra read, the document) take `locale` and `fallback` (#36). */
const LOCALIZED_PATHS = [...Object.values(COLLECTIONS), ...Object.values(SINGLETONS)].map((d) => `/api/${d.rest.path}`);
const LOCALE_PARAMS = Object.keys(localeArgsSchema.shape);
const isLocalized = (routed: string) => LOCALIZED_PATHS.some((path) => routed === path || routed.startsWith(`${path}/`));
const apiParams = (routed: string): readonly string[] => [...(API_PARAMS[routed] ?? []), ...(isLocalized(routed) ? LOCALE_PARAMS : [])];
/** What the web app's pages read from their query (a band's dialog, a shared schedule, an older page of /news, a day of the lineup). */
const PAGE_PARAMS = ['band', 'bands', 'cursor', 'day'] as const;
/** API bodies that carry absolute links (so their key names the origin); pages always do. */
const API_WITH_ORIGIN = new Set(['/api/lineup.ics']);

/**
 * Anonymous: no Authorization header, the only credential the site uses (cookies are not one:
 * analytics cookies must not turn every visitor into a cache miss).
 */
export const isAnonymous = (req: IncomingMessage) => !req.headers.authorization;

/**
 * A request through a preview link (its cookie, server/http/preview.ts) is read with the link's view:
 * never answered from the cache nor stored in it, whatever the cookie's worth (the app decides).
 */
export const throughPreview = (req: IncomingMessage) => previewTokenOf(req) !== undefined;

/** What the fast path needs to key a request the way the app will answer it. */
export interface KeyContext {
  trust: TrustProxy;
  publicUrl?: string;
}

/** A cacheable read: its key, the URL the app is to see (only the used parameters), and whether it is a page. */
export interface CacheTarget {
  key: string;
  url: string;
  /** A page (or feed) outside /api: rendered as an anonymous visitor, whatever Authorization says. */
  page: boolean;
}

/** A path as routing compares it: lower case, without trailing slashes. */
export const routedPath = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

export interface GraphQLRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** A query (never a mutation) keyed by document, variables and operation name, alike for GET and POST. */
export function graphqlKey(req: IncomingMessage, request: GraphQLRequest): string | undefined {
  const { query, operationName } = request;
  if (typeof query !== 'string' || query.length > 20_000) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  let variables = request.variables ?? null;
  if (typeof variables === 'string') {
    // Too deep to walk safely: not cached, so the app's own check refuses it (400).
    if (jsonTooDeep(variables)) return undefined;
    try {
      variables = JSON.parse(variables);
    } catch {
      return undefined;
    }
  }
  const digest = crypto.createHash('sha256').update(JSON.stringify([query, operationName ?? null, variables])).digest('base64url');
  return `graphql ${digest}`;
}

/** Whether a GraphQL document's chosen operation is a query: only those may be cached. */
export function isQueryDocument(request: GraphQLRequest): boolean {
  try {
    const name = typeof request.operationName === 'string' ? request.operationName : undefined;
    return getOperationAST(parse(String(request.query)), name)?.operation === 'query';
  } catch {
    return false;
  }
}

const SIMPLE_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/** The preflight signal Apollo's CSRF prevention asks of GET requests. */
function passesCsrfPrevention(req: IncomingMessage): boolean {
  if (req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']) return true;
  const type = req.headers['content-type'];
  return typeof type === 'string' && type.trim() !== '' && !SIMPLE_TYPES.test(type);
}

/**
 * The key of an anonymous GET/HEAD, or undefined when the request must not use the cache. Built
 * from the parsed target (request-target.ts made it origin-form) and its normalised path, so the
 * rules hold for every spelling routing accepts.
 */
export function cacheTarget(req: IncomingMessage, context: KeyContext): CacheTarget | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (throughPreview(req)) return undefined;
  const target = req.url ?? '/';
  const mark = target.indexOf('?');
  const pathname = mark === -1 ? target : target.slice(0, mark);
  const routed = routedPath(pathname);
  if (UNCACHED.test(routed)) return undefined;
  const api = routed === '/api' || routed.startsWith('/api/');
  if (api && !isAnonymous(req)) return undefined;
  const params = new URLSearchParams(mark === -1 ? '' : target.slice(mark + 1));
  if (routed === '/api/graphql') {
    // Apollo refuses a GET that a browser could send cross-site (CSRF prevention): such a request
    // must reach Apollo to be refused, never be answered from the cache.
    if (!passesCsrfPrevention(req)) return undefined;
    // A persisted query (the web app's GET naming only its hash) is keyed by the text the build
    // knows for it, as the same query sent whole is; an unknown hash is not cached.
    const key = graphqlKey(req, {
      query: params.get('query') ?? knownDocument(persistedQueryHash(params.get('extensions'))),
      variables: params.get('variables') ?? undefined,
      operationName: params.get('operationName') ?? undefined,
    });
    return key ? { key, url: target, page: false } : undefined;
  }
  const kept = new URLSearchParams();
  for (const name of api ? apiParams(routed) : PAGE_PARAMS) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  const url = query ? `${pathname}?${query}` : pathname;
  const withOrigin = !api || API_WITH_ORIGIN.has(routed);
  const key = withOrigin ? `GET ${requestOrigin(req, context.trust, context.publicUrl)} ${url}` : `GET ${url}`;
  return { key, url, page: !api };
}
