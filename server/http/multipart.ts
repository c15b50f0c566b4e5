import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { FileChange } from '../services/files/service';

/**
 * Streamed multipart parsing: multer stops reading a file as soon as it passes `maxBytes`
 * (413 through the error handler), so an oversized upload is never buffered whole.
 * Requests that are not multipart pass through untouched (their JSON body was already parsed).
 */
export function multipart(fields: Record<string, number>): RequestHandler {
  const maxBytes = Math.max(...Object.values(fields));
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: Object.keys(fields).length, fields: 100, fieldSize: 1024 * 1024 },
  }).fields(Object.keys(fields).map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parser(req, res, next);
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
