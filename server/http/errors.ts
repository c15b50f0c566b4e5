import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { asAppError } from '../errors';

// The class of a PostgreSQL SQLSTATE (its first two characters): enough to tell a refused value
// from a lost connection in a log line, without the error's message (which can quote the data).
const SQLSTATE_CLASSES: Record<string, string> = {
  '08': 'connection exception',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '25': 'invalid transaction state',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '54': 'program limit exceeded',
  '57': 'operator intervention',
  '58': 'system error',
  XX: 'internal error',
};

interface Fault {
  name?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
  constructor?: { name?: string };
}

/** The error's own class name: a generic `Error` (or pg's `error`) gives way to its constructor's. */
const className = (e: Fault, err: unknown) => {
  const name = typeof e.name === 'string' ? e.name : undefined;
  if (name && name.toLowerCase() !== 'error') return name;
  const ctor = e.constructor?.name;
  return ctor && ctor !== 'Object' ? ctor : (name ?? typeof err);
};

/**
 * What an unexpected error's log line carries: the underlying error's class and code (a wrapper's
 * `cause` is followed: Drizzle wraps every database error in a DrizzleQueryError with neither),
 * the SQLSTATE's class, the wrapper's class, and the stack frames (the request id comes from the
 * request logger). Never a message or properties: a database error's message, query and parameters
 * can hold what the visitor sent (a contact form's personal data).
 */
export function faultSummary(err: unknown): { errName: string; errCode?: string; errKind?: string; wrappedIn?: string; stack?: string } {
  const outer = (err ?? {}) as Fault;
  let inner = outer;
  for (let depth = 0; depth < 5 && inner.cause && typeof inner.cause === 'object'; depth++) inner = inner.cause as Fault;
  const code = typeof inner.code === 'string' || typeof inner.code === 'number' ? String(inner.code) : undefined;
  const kind = code && /^[0-9A-Z]{5}$/.test(code) ? SQLSTATE_CLASSES[code.slice(0, 2)] : undefined;
  const frames = typeof outer.stack === 'string' ? outer.stack.split('\n').filter((l) => /^\s+at /.test(l)).join('\n') : undefined;
  return {
    errName: className(inner, inner === outer ? err : inner),
    ...(code ? { errCode: code } : {}),
    ...(kind ? { errKind: kind } : {}),
    ...(inner !== outer ? { wrappedIn: className(outer, err) } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}

/** A fault's log message: what happened, named (`unhandled error: DatabaseError 22P05 (data exception)`). */
export function faultMessage(what: string, err: unknown): string {
  const { errName, errCode, errKind } = faultSummary(err);
  return `${what}: ${errName}${errCode ? ` ${errCode}` : ''}${errKind ? ` (${errKind})` : ''}`;
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
  req.log?.error(faultSummary(err), faultMessage('unhandled error', err));
  res.status(500).json({ error: 'Internal server error' });
};
