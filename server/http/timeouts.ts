import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

/**
 * Connection-level limits of the HTTP server: how long the headers may take, how long a whole
 * request may take to arrive (the upload allowance; other requests are held to less by
 * `bodyDeadline`), how long an idle keep-alive connection stays open, and how many connections
 * are served at once. A client trickling a body one byte at a time is cut off instead of holding
 * a connection for minutes.
 */
export function applyServerTimeouts(server: Server, { timeouts }: Pick<Config, 'timeouts'>): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.uploadRequestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  if (timeouts.maxConnections > 0) server.maxConnections = timeouts.maxConnections;
  // The send deadline: a response that makes no progress for this long (its client stopped
  // reading) is cut, so it holds its socket and buffers no longer.
  server.timeout = timeouts.sendIdleMs;
}

/**
 * The body of a request that is not a multipart upload must arrive within `requestMs`; uploads get
 * `uploadRequestMs` (the server-wide request timeout). A request still receiving its body at the
 * deadline is answered 408 when possible and its connection closed.
 */
export function bodyDeadline(timeouts: Config['timeouts']): RequestHandler {
  return (req, res, next) => {
    if (req.complete || req.is('multipart/form-data')) return next();
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (!res.headersSent) res.status(408).setHeader('Connection', 'close').json({ error: 'Request body took too long to arrive' });
      req.socket.destroySoon();
    }, timeouts.requestMs);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
    next();
  };
}
