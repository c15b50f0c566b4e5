import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { payloadTooLarge, unsupportedMediaType } from '../../errors';
import type { ServiceDeps } from '../context';

/** A file as both doors hand it to services: REST from multer, GraphQL from the Upload scalar. */
export interface IncomingFile {
  buffer: Buffer;
  originalName?: string;
}

/**
 * How an entity's image field changes on update: a file replaces it, `null` clears it,
 * `undefined` (field not sent) keeps it.
 */
export type FileChange = IncomingFile | null | undefined;

export const MB = 1024 * 1024;

/** Per-field upload limits: 5 MB for entity images, 10 MB for site images (docs/rest-api.md). */
export const uploadLimits = {
  bandImage: 5 * MB,
  archivePoster: 5 * MB,
  newsImage: 5 * MB,
  heroImage: 10 * MB,
  mobileHeroImage: 10 * MB,
  logo: 10 * MB,
} as const;

// Checked by content, never by name or declared type. SVG is deliberately absent: it can carry script.
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** A stored file's key as `saveImage` makes it: a random UUID and the image type's extension. */
export const isUploadKey = (key: unknown): key is string =>
  typeof key === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/.test(key);

export const UPLOAD_PATH_PREFIX = '/api/uploads/';

export function createFileService({ db }: ServiceDeps) {
  return {
    /**
     * Validates and stores an image inside the caller's transaction; returns its public path.
     * `label` names the field in error messages.
     */
    async saveImage(tx: Db, file: IncomingFile, maxBytes: number, label = 'File'): Promise<string> {
      if (file.buffer.length > maxBytes) {
        throw payloadTooLarge(`${label} is too large. Maximum size is ${Math.round(maxBytes / MB)}MB.`);
      }
      const type = await fileTypeFromBuffer(file.buffer);
      if (!type || !IMAGE_TYPES.has(type.mime)) {
        throw unsupportedMediaType(`${label} must be a JPEG, PNG, WebP, GIF or AVIF image`);
      }
      const key = `${crypto.randomUUID()}.${type.ext}`;
      const etag = `"${crypto.createHash('sha256').update(file.buffer).digest('base64url').slice(0, 27)}"`;
      await tx.insert(uploadedFiles).values({
        key,
        contentType: type.mime,
        size: file.buffer.length,
        etag,
        originalName: file.originalName?.slice(0, 255) ?? null,
        data: file.buffer,
      });
      return UPLOAD_PATH_PREFIX + key;
    },

    /** Deletes a stored file by its public path; paths that are not ours (external URLs) are left alone. */
    async deleteByPath(tx: Db, path: string | null | undefined): Promise<void> {
      if (!path?.startsWith(UPLOAD_PATH_PREFIX)) return;
      await tx.delete(uploadedFiles).where(eq(uploadedFiles.key, path.slice(UPLOAD_PATH_PREFIX.length)));
    },

    /**
     * Applies a FileChange to an entity's current path inside `tx`: stores the new file and deletes
     * the old one, so the entity never points at a missing file and no file is orphaned.
     */
    async replace(tx: Db, current: string | null, change: FileChange, maxBytes: number, label?: string) {
      if (change === undefined) return current;
      const next = change === null ? null : await this.saveImage(tx, change, maxBytes, label);
      if (current && current !== next) await this.deleteByPath(tx, current);
      return next;
    },

    /** The stored file for `GET /api/uploads/<key>`, or null. Keys not of our format are unknown without a lookup. */
    async get(key: string) {
      if (!isUploadKey(key)) return null;
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
      return row ?? null;
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
