import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { telemetryOf } from '../../observability/request-telemetry';
import { faultMessage, faultSummary } from '../errors';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../json-depth';

/**
 * What the fast path reads and answers itself, before Express (server/http/public-cache/fast-path.ts):
 * a GraphQL POST's JSON body (bounded, depth-checked), and its own JSON answers (a refusal, a fault).
 */

/** The largest GraphQL POST body the fast path reads itself (larger ones go to Express, which refuses them). */
export const MAX_GRAPHQL_BODY = 64 * 1024;

/** A body the fast path refuses before Express: answered here, as the app would answer it. */
export class BadBody extends Error {}
/** The client went away (or broke the stream) while its body was being read: nobody to answer. */
export class ClientGone extends Error {}

export function readJson(req: IncomingMessage): Promise<unknown> {
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

export function answerJson(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  const id = telemetryOf(res.req)?.id;
  if (id) res.setHeader('X-Request-Id', id);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * A fault in the fast path is this request's alone: logged (class, code, stack and a request id,
 * never the request's data) and answered 500, or the connection closed when the answer had begun.
 * Nothing thrown before Express may reach the process: an uncaught error would end it.
 */
export function answerFault(req: IncomingMessage, res: ServerResponse, err: unknown, logger: Logger) {
  const id = telemetryOf(req)?.id ?? crypto.randomUUID();
  logger.error({ ...faultSummary(err), reqId: id, method: req.method }, faultMessage('fault before the app', err));
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader('X-Request-Id', id);
  answerJson(res, 500, { error: 'Internal server error' });
}
