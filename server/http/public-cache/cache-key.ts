import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { getOperationAST, parse } from 'graphql';
import { jsonTooDeep } from '../json-depth';

/** Host and scheme: part of a page's key because HTML carries absolute URLs (API bodies do not). */
function origin(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-proto'];
  return `${typeof forwarded === 'string' ? forwarded : 'http'}://${req.headers.host ?? ''}`;
}

// Never cached: health must say what is true now; admin pages and hashed assets have their own policy.
const UNCACHED = /^\/api\/health(\/|\?|$)|^\/admin(\/|\?|$)|^\/assets\//;

/**
 * Anonymous: no Authorization header, the only credential the site uses (cookies are not one:
 * analytics cookies must not turn every visitor into a cache miss).
 */
export const isAnonymous = (req: IncomingMessage) => !req.headers.authorization;

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

/** The key of an anonymous GET/HEAD, or undefined when the request must not use the cache. */
export function getKey(req: IncomingMessage): string | undefined {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAnonymous(req)) return undefined;
  const url = req.url ?? '/';
  if (UNCACHED.test(url)) return undefined;
  if (url === '/api/graphql' || url.startsWith('/api/graphql?')) {
    // Apollo refuses a GET that a browser could send cross-site (CSRF prevention): such a request
    // must reach Apollo to be refused, never be answered from the cache.
    if (!passesCsrfPrevention(req)) return undefined;
    const params = new URL(url, 'http://x').searchParams;
    return graphqlKey(req, {
      query: params.get('query') ?? undefined,
      variables: params.get('variables') ?? undefined,
      operationName: params.get('operationName') ?? undefined,
    });
  }
  return url.startsWith('/api/') ? `GET ${url}` : `GET ${origin(req)}${url}`;
}
