import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import { CACHE_CONDITION, CACHE_KEY, CACHE_SETTLED, CACHE_VERSION, etagMatches, type Cacheable } from './fast-path';
import { routeLabel } from '../../observability/route-template';
import { strongEtag, type ResponseCache } from './response-cache';
import type { FlightAnswer } from './single-flight';

/**
 * A public read (page, REST, GraphQL) may be kept by the browser and any cache in front, but asked
 * again on every use: a set time changed is seen on the next navigation, not after a max-age (a
 * page kept 10 s and served stale for 60 more showed the old genre 19 s after the save). Its strong
 * ETag makes the asking cheap: a 304 from the fast path, no body. Uploaded images and hashed assets
 * never change under their URL and stay immutable (docs/architecture.md, "Freshness").
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

// Per-response or per-connection headers: never replayed from the cache.
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag', 'vary', 'x-request-id', 'set-cookie', 'age']);

/**
 * Sets the cache policy of every response and records the anonymous ones the fast path tagged.
 * A tagged response is stored only when it is a 200 without cookies (and for GraphQL, without
 * errors); its strong ETag is set before it goes out, so a miss and a later hit validate alike.
 * Anything sent with a token, any write and every admin page is `private, no-store`.
 */
export function captureForCache(cache: ResponseCache): RequestHandler {
  return (request, res, next) => {
    const req = request as typeof request & Cacheable;
    const key = req[CACHE_KEY];
    const version = req[CACHE_VERSION] ?? -1;
    const isPublic = key !== undefined || (req.method === 'GET' && !req.headers.authorization && !req.path.startsWith('/admin'));
    if (!isPublic) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      return next();
    }
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    res.setHeader('Vary', 'Accept-Encoding');

    // Set below for a request the cache may keep: at the head, the body may be known too large to keep.
    const hooks: { beforeHead?: (res: typeof request.res & object) => boolean } = {};
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      // Errors and not-founds are not for anyone to keep: the next request must ask again.
      if (this.statusCode >= 400 || (typeof args[0] === 'number' && args[0] >= 400)) this.setHeader('Cache-Control', 'no-store');
      if (typeof args[0] === 'number') this.statusCode = args[0];
      if (hooks.beforeHead?.(this)) return this;
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    if (key === undefined) return next();

    const settle = (answer?: FlightAnswer) => req[CACHE_SETTLED]?.(answer);
    const chunks: Buffer[] = [];
    // Off once the response is known to be too large to keep (its Content-Length says so): its
    // bytes are not held, and requests waiting for this key go on at once. A revalidation that
    // missed is then answered 304 there and then: the body it would refill cannot be kept anyway.
    let collecting = true;
    let answered = false;
    const stopIfTooLarge = (res: typeof request.res & object): boolean => {
      if (!collecting) return answered;
      const declared = Number(res.getHeader('Content-Length'));
      if (!Number.isFinite(declared) || cache.accepts(declared, key)) return false;
      collecting = false;
      chunks.length = 0;
      settle();
      const etag = res.getHeader('ETag');
      const condition = req[CACHE_CONDITION];
      if (condition && typeof etag === 'string' && res.statusCode === 200 && !res.headersSent && etagMatches(condition, etag)) {
        answered = true;
        res.statusCode = 304;
        for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding']) res.removeHeader(name);
        (end as (...a: unknown[]) => unknown).call(res);
      }
      return answered;
    };
    hooks.beforeHead = (res) => !answered && stopIfTooLarge(res);
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    const write = res.write;
    const end = res.end;
    res.write = function (this: typeof res, chunk: unknown, ...rest: unknown[]) {
      if (stopIfTooLarge(this)) return false;
      if (collecting && chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: typeof res, chunk?: unknown, ...rest: unknown[]) {
      if (stopIfTooLarge(this)) return this;
      if (!collecting) return (end as (...a: unknown[]) => typeof res).call(this, chunk, ...rest);
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
      const body = joined(chunks);
      const ownEtag = this.getHeader('ETag');
      const etag = typeof ownEtag === 'string' && !ownEtag.startsWith('W/') ? ownEtag : strongEtag(body);
      if (!this.headersSent && this.statusCode === 200) this.setHeader('ETag', etag);
      const headers = replayedHeaders(this);
      const personal = Boolean(this.getHeader('Set-Cookie'));
      if (this.statusCode === 200 && !personal && !markedNotKept(this) && storable(key, body)) {
        cache.store(key, version, body, headers, etag, routeLabel(req, 200));
      }
      // The requests that waited for this build get its answer, whatever its status (single-flight.ts);
      // one that set a cookie was this client's alone.
      settle(personal ? undefined : flightAnswer(this.statusCode, body, headers, etag));
      // A revalidation that missed was built whole to refill the entry; its client still gets a 304.
      const condition = req[CACHE_CONDITION];
      if (condition && this.statusCode === 200 && !this.headersSent && etagMatches(condition, etag)) {
        this.statusCode = 304;
        for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding']) this.removeHeader(name);
        return (end as (...a: unknown[]) => typeof res).call(this);
      }
      return (end as (...a: unknown[]) => typeof res).call(this, chunk, ...rest);
    } as typeof res.end;
    next();
  };
}

/** The response's headers a replay of it carries (content type included; per-response ones left out). */
function replayedHeaders(res: ServerResponse): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return headers;
}

/** A build's answer for the requests that waited for it; an error is `no-store` as it is for its own client (writeHead below). */
function flightAnswer(status: number, body: Buffer, headers: Array<[string, string]>, etag: string): FlightAnswer {
  const replay = headers.filter(([name]) => name !== 'content-type' && !(status >= 400 && name === 'cache-control')).flat();
  if (status >= 400) replay.push('cache-control', 'no-store');
  const contentType = headers.find(([name]) => name === 'content-type')?.[1] ?? 'application/octet-stream';
  return { status, response: { body, etag, contentType, replay, storedAt: Date.now() } };
}

/**
 * The body as one Buffer. Slices sent of one buffer (a stored file from the file service's store,
 * sendInSlices) are consecutive views of its memory: joined as one more view, not copied, so the
 * cache entry and the store hold the same bytes once. Chunks are never changed once written.
 */
export function joined(chunks: Buffer[]): Buffer {
  if (chunks.length === 1) return chunks[0];
  const [first] = chunks;
  let end = first ? first.byteOffset + first.length : 0;
  for (let i = 1; i < chunks.length; i++) {
    const chunk = chunks[i];
    if (chunk.buffer !== first.buffer || chunk.byteOffset !== end) return Buffer.concat(chunks);
    end += chunk.length;
  }
  return first ? Buffer.from(first.buffer, first.byteOffset, end - first.byteOffset) : Buffer.alloc(0);
}

const NOT_KEPT = Symbol('publicCacheNotKept');

/**
 * Marks an answer the public cache must not keep though it is a 200 (a page served client-rendered
 * because its render failed: the failure may pass). A mark of its own, not `Cache-Control`: Apollo
 * Server says `no-store` on every GraphQL answer, which this cache keeps by design.
 */
export function doNotKeep(res: ServerResponse): void {
  (res as ServerResponse & { [NOT_KEPT]?: true })[NOT_KEPT] = true;
}

const markedNotKept = (res: ServerResponse) => (res as ServerResponse & { [NOT_KEPT]?: true })[NOT_KEPT] === true;

/** A GraphQL answer carrying errors (even with partial data) is not kept: it may be transient. */
function storable(key: string, body: Buffer): boolean {
  if (!key.startsWith('graphql ')) return true;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { errors?: unknown };
    return !parsed.errors;
  } catch {
    return false;
  }
}
