import crypto from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { TrustProxy } from '../http/public-origin';
import { httpDuration, httpRequests, publicCacheRequests } from './metrics';
import { routeLabel, UNMATCHED } from './route-template';
import { spanHooks } from './spans';

/** What the public read cache did with a request (fast-path.ts says it). */
export type CacheOutcome = 'hit' | 'stale' | 'expired' | 'miss' | 'coalesced';
export type CacheKind = 'page' | 'api' | 'image' | 'graphql';

/** One request's own record, kept on the request while it runs. */
export interface RequestTelemetry {
  id: string;
  /** performance.now() at arrival. */
  startedAt: number;
  /** socket.bytesWritten at arrival: the difference at the end is what this answer sent. */
  bytesBefore: number;
  cache?: CacheOutcome;
  cacheKind?: CacheKind;
  /** The route template, when something other than Express routing knows it (a cached answer). */
  route?: string;
  /** Set when traces are on: ends the request's root span. */
  endSpan?: (status: number, route: string) => void;
}

const TELEMETRY = Symbol('requestTelemetry');
type Tracked = IncomingMessage & { [TELEMETRY]?: RequestTelemetry };

export const telemetryOf = (req: IncomingMessage): RequestTelemetry | undefined => (req as Tracked)[TELEMETRY];

/** The fast path's note of what the cache did (counted and logged when the answer is out). */
export function noteCache(req: IncomingMessage, outcome: CacheOutcome, kind: CacheKind, route?: string): void {
  const t = (req as Tracked)[TELEMETRY];
  if (!t) return;
  t.cache = outcome;
  t.cacheKind = kind;
  if (route) t.route = route;
}

/**
 * A request id from the proxy in front is believed only when that proxy is trusted (TRUST_PROXY)
 * and the value is short and plain (letters, digits and `._:-`): anything else could forge log
 * lines or flood them, and gets an id of our own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export function requestIdOf(req: IncomingMessage, trust: TrustProxy): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && SAFE_REQUEST_ID.test(given) && trust(req.socket.remoteAddress ?? '', 0)) return given;
  return crypto.randomUUID();
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface TelemetryOptions {
  logger: Logger;
  trust: TrustProxy;
  /** The signed-in user's id, once the app has resolved it (undefined for visitors). */
  userIdOf?: (req: IncomingMessage) => string | undefined;
}

/**
 * The outermost handler: every request, the public cache's fast-path hits included, gets an id
 * (the answer's X-Request-Id: set by the fast path in its own header list and by the app's first
 * middleware, see requestIdHeader), and when its answer is out one JSON log line, one count and
 * one duration by method, route template and status. The work per request is a few property
 * reads and one 'close' listener: a cached answer costs about what it did without it.
 */
export function withRequestTelemetry(handler: RequestListener, options: TelemetryOptions): RequestListener {
  const { logger, trust, userIdOf } = options;
  return (req, res) => {
    const t: RequestTelemetry = { id: requestIdOf(req, trust), startedAt: performance.now(), bytesBefore: req.socket?.bytesWritten ?? 0 };
    (req as Tracked)[TELEMETRY] = t;
    res.once('close', () => finish(req, res, t));
    const spans = spanHooks();
    if (spans) t.endSpan = spans.request(req, t.id, () => handler(req, res));
    else handler(req, res);
  };

  function finish(req: IncomingMessage, res: ServerResponse, t: RequestTelemetry) {
    const seconds = (performance.now() - t.startedAt) / 1000;
    // An answer cut short (the client left) is counted under 499, as proxies do.
    const status = res.writableFinished ? res.statusCode : 499;
    const method = KNOWN_METHODS.has(req.method ?? '') ? req.method! : 'OTHER';
    const route = t.route ?? routeLabel(req, status);
    const labels = { method, route, status: String(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    if (t.cache) publicCacheRequests.inc({ kind: t.cacheKind, outcome: t.cache });
    t.endSpan?.(status, route);
    const level = status >= 500 ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        reqId: t.id,
        method,
        route,
        // The raw path only where no template says what was asked (a 404): cut short, without its query.
        ...(route === UNMATCHED ? { path: (req.url ?? '').split('?')[0].slice(0, 200) } : {}),
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes: (req.socket?.bytesWritten ?? t.bytesBefore) - t.bytesBefore,
        cache: t.cache ?? 'bypass',
        userId: userIdOf?.(req),
      },
      'request',
    );
  }
}
