import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { clientKeyOfRequest } from '../client-key';
import type { TrustProxy } from '../public-origin';
import { normaliseTarget } from '../request-target';
import { cacheTarget, graphqlKey, isAnonymous, isQueryDocument, throughPreview, type GraphQLRequest } from './cache-key';
import { noteCache, type CacheKind } from '../../observability/request-telemetry';
import { UPLOAD_PATH_PREFIX } from '../../services/files/service';
import type { ResponseCache } from './response-cache';
import { coalesceMisses } from './coalescing';
import type { FlightAnswer } from './single-flight';
import { answerFault, answerJson, BadBody, ClientGone, MAX_GRAPHQL_BODY, readJson } from './request-body';
import { sendHit as send } from './send-hit';

// What the upload route and the capture share with the fast path (./send-hit.ts).
export { etagMatches, SEND_AT_ONCE_BYTES, SEND_SLICE_BYTES, sendInSlices } from './send-hit';

/** Set on a request the cache may answer next time; the Express side stores the response under it. */
export const CACHE_KEY = Symbol('publicCacheKey');
export const CACHE_VERSION = Symbol('publicCacheVersion');
/** Called by the Express side once the answer to a miss is known (stored or not), with it: waiters may go on. */
export const CACHE_SETTLED = Symbol('publicCacheSettled');
/** The If-None-Match of a miss, held back so the app builds the whole answer and refills the entry. */
export const CACHE_CONDITION = Symbol('publicCacheCondition');
export type Cacheable = IncomingMessage & {
  [CACHE_KEY]?: string;
  [CACHE_VERSION]?: number;
  [CACHE_SETTLED]?: (answer?: FlightAnswer) => void;
  [CACHE_CONDITION]?: string;
  body?: unknown;
};

/** The If-None-Match a request came with, whether it is still a header or held back by the fast path. */
export const requestCondition = (req: IncomingMessage): string | undefined => {
  const header = req.headers['if-none-match'];
  return typeof header === 'string' ? header : (req as Cacheable)[CACHE_CONDITION];
};

/** What a cached answer is, for the cache's figures. */
function cacheKind(key: string, page: boolean, url: string): CacheKind {
  if (page) return 'page';
  if (key.startsWith('graphql ')) return 'graphql';
  return url.startsWith(UPLOAD_PATH_PREFIX) ? 'image' : 'api';
}

export interface FastPathOptions {
  /** Express's compiled `trust proxy`: which hops' X-Forwarded-* headers to believe. */
  trust: TrustProxy;
  publicUrl?: string;
  /** Cache misses one client may have running at once (a miss renders a page or reads the database). */
  maxMissesPerClient?: number;
  /** How long a request waits for another one's build of its key before it is built again. */
  waitFallbackMs?: number;
}

export const DEFAULT_MAX_MISSES_PER_CLIENT = 8;
/**
 * How long a request waits for the build of its key before one of the waiters builds it again
 * (coalescing.ts). Only a stuck build should reach it: a slow one (a render starved of CPU when a
 * wave goes public) is only slowed further by more builds of the same key.
 */
export const DEFAULT_WAIT_FALLBACK_MS = 10_000;

/**
 * The `node:http` handler in front of Express: a cache hit is answered here, before any
 * middleware runs, so it costs about what replaying static bytes costs. Everything else goes to
 * the app, tagged with the key (and content version) under which its response may be stored.
 */
export function withPublicCache(cache: ResponseCache, app: RequestListener, logger: Logger, options: FastPathOptions): RequestListener {
  const context = { trust: options.trust, publicUrl: options.publicUrl };
  const maxMisses = options.maxMissesPerClient ?? DEFAULT_MAX_MISSES_PER_CLIENT;
  const waitFallbackMs = options.waitFallbackMs ?? DEFAULT_WAIT_FALLBACK_MS;
  // Misses being built, by key and content version: concurrent misses of one key (an entry that
  // just expired or was invalidated, a wave going public) wait for the first one's answer
  // instead of each building it (coalescing.ts).
  const { flights, joinOrLead } = coalesceMisses({
    cache,
    waitFallbackMs,
    send,
    fault: (req, res, err) => answerFault(req, res, err, logger),
    ranLong: (kind) => logger.warn({ kind, waitMs: waitFallbackMs }, 'a public cache miss was still being built when its waiters gave up: built again'),
  });
  // Misses running per client: a flood of forced misses costs its sender a 429, not everyone a stall.
  const missesByClient = new Map<string, number>();

  /** Runs the app for a GET miss, as the one request that builds `key` until its answer is known. */
  const build = (req: Cacheable, res: ServerResponse, key: string) => {
    const flight = flights.start(key, cache.version);
    req[CACHE_KEY] = key;
    req[CACHE_VERSION] = flight.version;
    // A conditional miss is built whole, so the entry is refilled (the answer is still a 304).
    const condition = req.headers['if-none-match'];
    if (typeof condition === 'string') {
      req[CACHE_CONDITION] = condition;
      delete req.headers['if-none-match'];
    }
    // Released as soon as the answer is stored or known not to be (capture.ts), never later than
    // the end of this response: a client that does not read its answer holds nobody else up.
    req[CACHE_SETTLED] = flight.land;
    const unanswered = () => flight.land();
    res.once('finish', unanswered);
    res.once('close', unanswered);
    app(req, res);
  };

  /** A miss, counted against its client's cap for as long as its response runs. */
  const miss = (req: Cacheable, res: ServerResponse, key?: string) => {
    const client = clientKeyOfRequest(req, options.trust);
    const running = missesByClient.get(client) ?? 0;
    if (running >= maxMisses) {
      res.setHeader('Retry-After', '1');
      return answerJson(res, 429, { error: 'Too many requests at once' });
    }
    missesByClient.set(client, running + 1);
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      const left = (missesByClient.get(client) ?? 1) - 1;
      if (left > 0) missesByClient.set(client, left);
      else missesByClient.delete(client);
    };
    res.once('finish', done);
    res.once('close', done);
    if (key) build(req, res, key);
    else app(req, res);
  };

  let warnedUntrustedProxy = false;
  /** Once: requests carry X-Forwarded-For from a peer TRUST_PROXY does not trust (a proxy left out of it). */
  const noticeUntrustedProxy = (req: IncomingMessage) => {
    const peer = req.socket.remoteAddress ?? '';
    if (options.trust(peer, 0)) return;
    warnedUntrustedProxy = true;
    logger.warn(
      { peer },
      'a request came with X-Forwarded-For from a peer TRUST_PROXY does not trust: if a proxy fronts this server, add its address to TRUST_PROXY, or every visitor shares one rate-limit key',
    );
  };

  const handle = (req: Cacheable, res: ServerResponse) => {
    if (!warnedUntrustedProxy && req.headers['x-forwarded-for'] !== undefined) noticeUntrustedProxy(req);
    const refused = normaliseTarget(req);
    if (refused) {
      res.setHeader('Connection', 'close');
      return answerJson(res, 400, { error: refused });
    }
    const target = cacheTarget(req, context);
    if (target) {
      // The app sees what the key holds: only the query parameters the route reads, and for a
      // page no credentials (pages are rendered as an anonymous visitor).
      req.url = target.url;
      if (target.page) delete req.headers.authorization;
      const { key } = target;
      const kind = cacheKind(key, target.page, target.url);
      const entry = cache.get(key);
      if (entry) {
        noteCache(req, cache.stale ? 'stale' : 'hit', kind, entry.route);
        return send(req, res, entry, cache.stale);
      }
      noteCache(req, 'miss', kind);
      // A HEAD may be answered from the cache but never fills it: its response has no body.
      if (req.method !== 'GET') return miss(req, res);
      return joinOrLead(req, res, key, kind, { lead: () => miss(req, res, key), own: () => miss(req, res) });
    }
    const length = Number(req.headers['content-length'] ?? NaN);
    const jsonPost =
      req.method === 'POST' &&
      req.url === '/api/graphql' &&
      isAnonymous(req) &&
      !throughPreview(req) &&
      /^application\/json\b/i.test(req.headers['content-type'] ?? '') &&
      length > 0 &&
      length <= MAX_GRAPHQL_BODY;
    if (!jsonPost) return app(req, res);
    // An anonymous GraphQL POST: read the (small) body here to find its key.
    readJson(req)
      .then(
        (body) => {
          // express.json skips a request whose body was already read, and Apollo reads req.body.
          req.body = body;
          const graphql = body && typeof body === 'object' ? (body as GraphQLRequest) : undefined;
          const postKey = graphql ? graphqlKey(req, graphql) : undefined;
          const entry = postKey ? cache.get(postKey) : undefined;
          if (postKey) noteCache(req, entry ? (cache.stale ? 'stale' : 'hit') : 'miss', 'graphql', entry?.route);
          if (entry) return send(req, res, entry, cache.stale);
          // A query is built once for all the identical ones arriving meanwhile, as a GET is.
          if (postKey && graphql && isQueryDocument(graphql)) {
            return joinOrLead(req, res, postKey, 'graphql', { lead: () => build(req, res, postKey), own: () => app(req, res) });
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
