import type { IncomingMessage, ServerResponse } from 'node:http';
import { telemetryOf } from '../../observability/request-telemetry';
import { preferredEncoding } from './encoding';
import type { CachedResponse } from './response-cache';

/**
 * Sending a cached answer (the fast path's hits, server/http/public-cache/fast-path.ts) and a large
 * body (the upload route too): 304 on a matching validator, the headers in one writeHead, large
 * bodies a slice at a time.
 */

export function etagMatches(header: string | undefined, etag: string): boolean {
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
export function sendHit(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, stale: boolean) {
  let common = hitHeaders(entry, stale);
  // The request's id goes in the same list (a setHeader first would make writeHead merge header by header).
  const id = telemetryOf(req)?.id;
  if (id) common = [...common, 'X-Request-Id', id];
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
  if (req.method === 'HEAD') res.end();
  else sendInSlices(res, body);
}

/** Bodies up to this size go out in one write: the kernel takes them in a fraction of a millisecond. */
export const SEND_AT_ONCE_BYTES = 512 * 1024;
/** Larger bodies (images) are sent from memory in slices of this size. */
export const SEND_SLICE_BYTES = 64 * 1024;

/**
 * Writes a large body a slice at a time, each after a turn of the event loop and, when the socket
 * is full, after it drained. In one `end(body)` the socket's write takes as many megabytes as the
 * kernel buffer holds in one system call (on loopback the receiving side's TCP work is done in that
 * call too), and every other request waits for it; a slice costs a few tens of microseconds.
 * Pages and small images still go out in one write: a response spread over turns of the loop is
 * cut short when the client's next bytes on the connection are not a request (the parser's error
 * closes the socket), which a hostile client could otherwise provoke for every page.
 */
export function sendInSlices(res: ServerResponse, body: Buffer) {
  if (body.length <= SEND_AT_ONCE_BYTES) return void res.end(body);
  let offset = 0;
  const next = () => {
    if (res.destroyed || res.writableEnded) return;
    const slice = body.subarray(offset, offset + SEND_SLICE_BYTES);
    offset += slice.length;
    if (offset >= body.length) return void res.end(slice);
    // 'drain' comes on the next tick when the socket took the bytes at once: a turn of the loop anyway.
    if (res.write(slice)) setImmediate(next);
    else res.once('drain', () => setImmediate(next));
  };
  next();
}
