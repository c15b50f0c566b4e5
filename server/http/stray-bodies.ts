import type { IncomingMessage, RequestListener } from 'node:http';

/** The most a body nobody reads may hold: past it the request is refused (413) and its connection closed. */
const MAX_STRAY_BODY_BYTES = 1024 * 1024;

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A GET, HEAD or OPTIONS that says it carries a body (no browser sends one). */
const carriesStrayBody = (req: IncomingMessage) =>
  BODILESS_METHODS.has(req.method ?? '') && (Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined);

/**
 * Reads and drops the body of a GET, HEAD or OPTIONS before the request is handled. Such a read is
 * answered without looking at its body (the cache's fast path answers from memory at once), after
 * which Node closes the connection with the body's bytes still arriving, and a socket closed with
 * unread bytes is reset by the kernel: the reset can reach the client before it has read the
 * answer, which it then loses. The request goes on as if it had no body; one over 1 MB is refused,
 * and one that does not arrive within `deadlineMs` is cut.
 */
export function withStrayBodiesDropped(handler: RequestListener, deadlineMs: number): RequestListener {
  return (req, res) => {
    if (!carriesStrayBody(req)) return handler(req, res);
    let bytes = 0;
    const deadline = setTimeout(() => req.socket.destroy(), deadlineMs);
    deadline.unref();
    req.once('close', () => clearTimeout(deadline));
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= MAX_STRAY_BODY_BYTES || res.headersSent) return;
      clearTimeout(deadline);
      req.removeAllListeners('end');
      res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ error: `A ${req.method} request carries no body` }));
      req.resume();
    });
    req.once('end', () => {
      clearTimeout(deadline);
      if (!res.headersSent) handler(req, res);
    });
  };
}
