import cors from 'cors';
import type { Request, RequestHandler } from 'express';
import { isAnonymous, isQueryDocument, type GraphQLRequest } from './public-cache/cache-key';

/**
 * Cross-origin use (a partner site reading the lineup in a browser): anonymous public reads (REST
 * GETs, GraphQL queries, the calendar, the feeds) allow any origin, without credentials. The answer
 * is `Access-Control-Allow-Origin: *` whatever the Origin, so a response the public cache keeps
 * replays it on every hit unchanged (no `Vary: Origin`). Sign-in, writes and the back office's
 * reads get no CORS headers, and no preflight may carry a token: a browser on another site can
 * neither send one nor read what a signed-in call answers.
 */
const ALLOWED_HEADERS = ['content-type', 'apollo-require-preflight', 'x-apollo-operation-name'];

const openToAnyOrigin = cors({ origin: '*', methods: ['GET', 'HEAD', 'POST'], allowedHeaders: ALLOWED_HEADERS, maxAge: 86_400 });

/** Reads for the signed-in only (sign-in, the inbox, the statistics): never opened to other sites. */
const SAME_ORIGIN_READS = /^\/api\/(auth|contact|visits)(\/|$)/;
/** The public reads outside /api. */
const FEEDS = /^\/(rss|sitemap)\.xml$/;
const GRAPHQL = '/api/graphql';

function isPublicRead(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return path.startsWith('/api/') ? !SAME_ORIGIN_READS.test(path) : FEEDS.test(path);
  // Which operation a POST carries is only known from its body: the preflight allows the POST, the
  // answer allows reading only for a query (crossOriginGraphqlQueries).
  return method === 'POST' && path === GRAPHQL;
}

function preflightIsPublic(req: Request): boolean {
  const method = String(req.headers['access-control-request-method'] ?? '').toUpperCase();
  const headers = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return isPublicRead(method, req.path) && headers.every((h) => ALLOWED_HEADERS.includes(h));
}

/** Preflights and anonymous GET/HEAD reads: mounted before the routes, for the whole app. */
export const crossOriginReads: RequestHandler = (req, res, next) => {
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    return preflightIsPublic(req) ? openToAnyOrigin(req, res, next) : next();
  }
  if ((req.method === 'GET' || req.method === 'HEAD') && isAnonymous(req) && isPublicRead(req.method, req.path)) return openToAnyOrigin(req, res, next);
  next();
};

/** An anonymous GraphQL POST that is a query (never a mutation such as login): after the body is parsed. */
export const crossOriginGraphqlQueries: RequestHandler = (req, res, next) => {
  const body = req.body as GraphQLRequest | undefined;
  if (req.method === 'POST' && req.originalUrl === GRAPHQL && isAnonymous(req) && body && isQueryDocument(body)) return openToAnyOrigin(req, res, next);
  next();
};
