import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { asAppError } from '../errors';

/**
 * What an unexpected error's log line carries: its class, code and stack frames (the request id
 * comes from the request logger). Never its message or properties: a database error's message,
 * query and parameters can hold what the visitor sent (a contact form's personal data).
 */
export function faultSummary(err: unknown): { errName: string; errCode?: string; stack?: string } {
  const e = (err ?? {}) as { name?: unknown; code?: unknown; stack?: unknown };
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)).join('\n') : undefined;
  return {
    errName: typeof e.name === 'string' ? e.name : typeof err,
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { errCode: String(e.code) } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Not found' });
};

/**
 * The one place errors become HTTP responses: `{"error": ...}` (+ `details`), the error shape of docs/rest-api.md.
 * Never a stack trace; real faults are logged with the request id and answered with a plain 500.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  const known = asAppError(err);
  if (known) {
    if (known.status === 503) res.setHeader('Cache-Control', 'no-store');
    if (known.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    res.status(known.status).json(known.details ? { error: known.message, details: known.details } : { error: known.message });
    return;
  }
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({ error: `File is too large${err.field ? ` (${err.field})` : ''}` });
    } else {
      res.status(400).json({ error: `Invalid upload: ${err.message}`, ...(err.field ? { details: { [err.field]: err.message } } : {}) });
    }
    return;
  }
  // body-parser errors carry a status and a type.
  const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (err?.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'Malformed JSON body' });
    return;
  }
  if (err?.type === 'entity.too.large' || status === 413) {
    res.status(413).json({ error: 'Request body is too large' });
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ error: err.expose && err.message ? err.message : 'Bad request' });
    return;
  }
  req.log?.error(faultSummary(err), 'unhandled error');
  res.status(500).json({ error: 'Internal server error' });
};
