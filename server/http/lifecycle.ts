import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** Whether this instance still takes work: false from SIGTERM on, while it drains. */
export interface Lifecycle {
  draining: boolean;
}

/** The readiness check a proxy asks before sending work: 200 while serving, 503 while draining. */
export const READY_PATH = '/api/ready';

const LOWER_R = 0x72;

const isReadyCheck = (req: IncomingMessage) => {
  const url = req.url;
  // Every request passes here: most are told apart by one character (`/api/r…`) without allocating.
  if (url === undefined || url.length < READY_PATH.length || (url.charCodeAt(5) | 0x20) !== LOWER_R) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).toLowerCase() === READY_PATH;
};

function answerReadiness(res: ServerResponse, ready: boolean) {
  const body = JSON.stringify({ status: ready ? 'ready' : 'draining' });
  res.writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * In front of everything (the public cache's fast path included): answers the readiness check,
 * which says whether to send work here, unlike /api/health, which says whether the database
 * answers (a draining instance is healthy; an instance whose database is down still serves its
 * cache). While draining, every response closes its connection, so a proxy's kept-alive
 * connections to this instance end with an answered request, never under one in flight.
 */
export function withLifecycle(handler: RequestListener, lifecycle: Lifecycle): RequestListener {
  return (req, res) => {
    if (isReadyCheck(req)) return answerReadiness(res, !lifecycle.draining);
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    handler(req, res);
  };
}
