import crypto from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { faultSummary } from '../errors';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../json-depth';
import { getKey, graphqlKey, isAnonymous, isQueryDocument, type GraphQLRequest } from './cache-key';
import { preferredEncoding } from './encoding';
import type { CachedResponse, ResponseCache } from './response-cache';

/** Set on a request the cache may answer next time; the Express side stores the response under it. */
export const CACHE_KEY = Symbol('publicCacheKey');
export const CACHE_VERSION = Symbol('publicCacheVersion');
export type Cacheable = IncomingMessage & { [CACHE_KEY]?: string; [CACHE_VERSION]?: number; body?: unknown };

const MAX_GRAPHQL_BODY = 64 * 1024;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true; // the common case, without splitting
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * The headers of every hit on `entry`, built once per second of its age (a revalidation storm
 * answers thousands of 304s a second with the same list; writeHead does not change it).
 */
function hitHeaders(entry: CachedResponse, stale: boolean): string[] {
  const age = Math.floor((Date.now() - entry.storedAt) / 1000);
  const built = entry.hitHeaders;
  if (built && built.age === age && built.stale === stale) return built.headers;
  const headers = [...entry.replay, 'ETag', entry.etag, 'Vary', 'Accept-Encoding', 'Age', String(age), 'X-Cache', stale ? 'STALE' : 'HIT'];
  // The database is unreachable: still the last known content, labelled as such.
  if (stale) headers.push('Warning', '110 - "Response is Stale"');
  entry.hitHeaders = { age, stale, headers };
  return headers;
}

/**
 * Answers from a cached entry: 304 on a matching validator, else the best encoding the client
 * takes. Headers go out in one writeHead call (setHeader per header costs more than the bytes).
 */
function send(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, stale: boolean) {
  let common = hitHeaders(entry, stale);
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const encoding = preferredEncoding(req, entry);
  const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body;
  common = [...common, 'Content-Type', entry.contentType, 'Content-Length', String(body.length)];
  if (encoding !== 'identity') common.push('Content-Encoding', encoding);
  res.writeHead(200, common);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A body the fast path refuses before Express: answered here, as the app would answer it. */
class BadBody extends Error {}
/** The client went away (or broke the stream) while its body was being read: nobody to answer. */
class ClientGone extends Error {}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_GRAPHQL_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      const bytes = Buffer.concat(chunks);
      // Checked before parsing: whatever walks the value next (the cache key's JSON.stringify)
      // would overflow the stack on thousands of levels.
      if (jsonTooDeep(bytes)) return reject(new BadBody(JSON_TOO_DEEP_MESSAGE));
      try {
        resolve(JSON.parse(bytes.toString('utf8')));
      } catch {
        reject(new BadBody('Malformed JSON body'));
      }
    });
    req.on('error', () => reject(new ClientGone()));
  });
}

function answerJson(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * A fault in the fast path is this request's alone: logged (class, code, stack and a request id,
 * never the request's data) and answered 500, or the connection closed when the answer had begun.
 * Nothing thrown before Express may reach the process: an uncaught error would end it.
 */
function answerFault(req: IncomingMessage, res: ServerResponse, err: unknown, logger: Logger) {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  logger.error({ ...faultSummary(err), reqId: id, method: req.method }, 'fault before the app');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader('X-Request-Id', id);
  answerJson(res, 500, { error: 'Internal server error' });
}

/**
 * The `node:http` handler in front of Express: a cache hit is answered here, before any
 * middleware runs, so it costs about what replaying static bytes costs. Everything else goes to
 * the app, tagged with the key (and content version) under which its response may be stored.
 */
export function withPublicCache(cache: ResponseCache, app: RequestListener, logger: Logger): RequestListener {
  // Misses being built, by key: concurrent misses of one key (an entry that just expired or was
  // invalidated, under load) wait for the first one's response instead of each building it.
  const building = new Map<string, Promise<void>>();

  /** Runs the app for a GET miss, as the one request that builds `key` until its response ends. */
  const build = (req: Cacheable, res: ServerResponse, key: string) => {
    req[CACHE_KEY] = key;
    req[CACHE_VERSION] = cache.version;
    const done = new Promise<void>((resolve) => {
      const finish = () => {
        if (building.get(key) === done) building.delete(key);
        resolve();
      };
      res.once('finish', finish);
      res.once('close', finish);
    });
    building.set(key, done);
    app(req, res);
  };

  const handle = (req: Cacheable, res: ServerResponse) => {
    const key = getKey(req);
    if (key) {
      const entry = cache.get(key);
      if (entry) return send(req, res, entry, cache.stale);
      // A HEAD may be answered from the cache but never fills it: its response has no body.
      if (req.method !== 'GET') return app(req, res);
      const pending = building.get(key);
      // Not while stale (database unreachable): each request must get its own 503 within 5 s.
      if (!pending || cache.stale) return build(req, res, key);
      // An entry that only outlived its TTL is still served while the first request rebuilds it,
      // so an entry expiring under load costs one rebuild and no stall.
      const expired = cache.expired(key);
      if (expired) return send(req, res, expired, false);
      // What was built is answered from the cache; what was not kept (a 404, an error) is asked again.
      pending
        .then(() => {
          const built = cache.get(key);
          if (built) send(req, res, built, cache.stale);
          else app(req, res);
        })
        .catch((err: unknown) => answerFault(req, res, err, logger));
      return;
    }
    const length = Number(req.headers['content-length'] ?? NaN);
    const jsonPost =
      req.method === 'POST' &&
      req.url === '/api/graphql' &&
      isAnonymous(req) &&
      /^application\/json\b/i.test(req.headers['content-type'] ?? '') &&
      length > 0 &&
      length <= MAX_GRAPHQL_BODY;
    if (!jsonPost) return app(req, res);
    // An anonymous GraphQL POST: read the (small) body here to find its key.
    const version = cache.version;
    readJson(req)
      .then(
        (body) => {
          // express.json skips a request whose body was already read, and Apollo reads req.body.
          req.body = body;
          const graphql = body && typeof body === 'object' ? (body as GraphQLRequest) : undefined;
          const postKey = graphql ? graphqlKey(req, graphql) : undefined;
          const entry = postKey ? cache.get(postKey) : undefined;
          if (entry) return send(req, res, entry, cache.stale);
          if (postKey && graphql && isQueryDocument(graphql)) {
            req[CACHE_KEY] = postKey;
            req[CACHE_VERSION] = version;
          }
          app(req, res);
        },
        (err: unknown) => {
          if (err instanceof ClientGone) return void res.destroy();
          if (!(err instanceof BadBody)) throw err;
          answerJson(res, 400, { error: err.message });
        },
      )
      .catch((err: unknown) => answerFault(req, res, err, logger));
  };

  return (request, res) => {
    try {
      handle(request as Cacheable, res);
    } catch (err) {
      answerFault(request, res, err, logger);
    }
  };
}
