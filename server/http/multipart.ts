import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { assertAccess, type AccessRule } from '../access';
import { MB } from '@domain/images';
import { badRequest, payloadTooLarge } from '../errors';
import { assertStorableText } from '../storable-text';
import type { FileChange } from '../services/files/service';
import type { CollectionFile } from '@domain/collection';

/** Limits on the text part of a multipart form: no form of ours comes near them. */
export const MULTIPART_TEXT_LIMITS = { fieldSize: 64 * 1024, fields: 30 } as const;

/**
 * Streamed multipart parsing, behind an access rule: the caller is checked BEFORE a byte of the body
 * is read, so an anonymous 100 MB upload is refused with 401 at the cost of its headers only.
 * multer stops reading a file as soon as it passes `maxBytes` (413 through the error handler), so an
 * oversized upload is never buffered whole. A malformed or truncated body is a 400.
 * Requests that are not multipart pass through untouched (their JSON body was already parsed).
 */
export function multipart(fields: Record<string, number>, rule: AccessRule = 'manageContent', labels: Record<string, string> = {}): RequestHandler {
  const maxBytes = Math.max(...Object.values(fields));
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxBytes,
      files: Object.keys(fields).length,
      fields: MULTIPART_TEXT_LIMITS.fields,
      fieldSize: MULTIPART_TEXT_LIMITS.fieldSize,
      parts: MULTIPART_TEXT_LIMITS.fields + Object.keys(fields).length,
    },
  }).fields(Object.keys(fields).map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    assertAccess(req.actor, rule);
    parser(req, res, (err?: unknown) => {
      // A file over its limit says so in the file service's words (the same as GraphQL's), where its label is known.
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE' && err.field && labels[err.field]) {
        return next(payloadTooLarge(`${labels[err.field]} is too large. Maximum size is ${Math.round(fields[err.field]! / MB)}MB.`));
      }
      if (err instanceof multer.MulterError) return next(err);
      // busboy's own errors (no boundary, body cut short, bad headers) are the client's fault.
      if (err) return next(badRequest('Malformed multipart body'));
      try {
        assertStorableText(req.body);
        next();
      } catch (e) {
        next(e);
      }
    });
  };
}

/**
 * Reads one file field of a parsed multipart request as a FileChange:
 * a file replaces, an empty text value clears, absence keeps.
 */
export function fileChange(req: Request, field: string): FileChange {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  const file = files?.[field]?.[0];
  if (file) return { buffer: file.buffer, originalName: file.originalname };
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (field in body && (body[field] === '' || body[field] === null || body[field] === 'null')) return null;
  return undefined;
}

/**
 * The parser for a registry shape's files (a collection's one, a singleton's several): multipart
 * with each file's limit and label, or nothing to parse when it has none (the body is JSON).
 */
export function multipartFor(files: readonly CollectionFile[], rule: AccessRule): RequestHandler {
  if (files.length === 0) return (_req, _res, next) => next();
  return multipart(
    Object.fromEntries(files.map((f) => [f.field, f.maxBytes])),
    rule,
    Object.fromEntries(files.map((f) => [f.field, f.label])),
  );
}

/** A request body's fields: the body when it is an object, else none (the service reports what is missing). */
export const bodyFields = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
