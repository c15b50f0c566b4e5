import type { RequestHandler } from 'express';
import { unsupportedMediaType } from '../errors';
import { assertStorableText } from '../storable-text';

/**
 * Refuses unstorable text (NUL, unpaired surrogates, non-characters) in the parsed body and the
 * query string of a request. Path segments are
 * ids and keys, which services check against their format (an impossible one is simply not found).
 */
export const rejectUnsafeText: RequestHandler = (req, _res, next) => {
  assertStorableText(req.query);
  // GraphQL checks its variables and literals itself, to answer in its own error shape.
  if (req.path !== '/graphql') assertStorableText(req.body);
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
