import type { RequestHandler } from 'express';
import { badRequest, unsupportedMediaType, type FieldErrors } from '../errors';

const NUL_MESSAGE = 'Must not contain NUL characters';

/**
 * Paths (dotted) of every string in a parsed body, query or GraphQL variables that holds a NUL
 * character. PostgreSQL cannot store U+0000 in text, so such input is refused up front as bad input
 * instead of reaching SQL as a fault (whose log would then print the request's data).
 */
export function nulFieldErrors(value: unknown, path: string[] = [], out: FieldErrors = {}, depth = 0): FieldErrors {
  if (depth > 32) return out;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out[path.join('.') || '_'] = NUL_MESSAGE;
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulFieldErrors(v, [...path, String(i)], out, depth + 1));
  } else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) out[[...path, k].join('.')] = NUL_MESSAGE;
      nulFieldErrors(v, [...path, k], out, depth + 1);
    }
  }
  return out;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Throws a 400 with `details` when any string of `value` carries a NUL character. */
export function assertNoNul(value: unknown): void {
  const details = nulFieldErrors(value);
  if (Object.keys(details).length) throw badRequest(`Invalid input: ${NUL_MESSAGE}`, details);
}

/**
 * Refuses NUL characters in the parsed body and the query string of a request. Path segments are
 * ids and keys, which services check against their format (an impossible one is simply not found).
 */
export const rejectNulInput: RequestHandler = (req, _res, next) => {
  assertNoNul(req.query);
  // GraphQL checks its variables and literals itself, to answer in its own error shape.
  if (req.path !== '/graphql') assertNoNul(req.body);
  next();
};

const hasBody = (req: Parameters<RequestHandler>[0]) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The API takes JSON bodies, plus multipart on the upload routes: a body of any other type is a 415,
 * answered before the body is read. GraphQL is left to its own door (Apollo and graphql-upload).
 */
export const requireKnownContentType: RequestHandler = (req, _res, next) => {
  if (!hasBody(req) || req.path === '/graphql') return next();
  if (req.is(['application/json', 'multipart/form-data'])) return next();
  throw unsupportedMediaType('Send the request body as application/json (or multipart/form-data where files are taken)');
};
