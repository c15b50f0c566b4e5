import { uploadBytes } from '../../observability/metrics';
import crypto from 'node:crypto';
import type { CollectionFile } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import { MB, UPLOAD_IMAGE_TYPES, unsupportedImageMessage } from '@domain/images';
import { SINGLETONS } from '@domain/singletons';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { imageVariants, uploadedFiles } from '../../db/schema';
import { payloadTooLarge, unsupportedMediaType } from '../../errors';
import type { ServiceDeps } from '../context';
import { cleanStoredOriginals, makeMissingVariants } from './backfill';
import { toImageVariantsDto, type ImageVariantsDto } from './responsive';
import { createVariantEncoder, type VariantEncoder } from './encoder';
import { createFileReader } from './serving';

export { isUploadKey, UPLOAD_SLICE_BYTES, type StoredFile } from './serving';
import type { ImageRendition } from './variants';

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

export { MB } from '@domain/images';

/** Every file field of the registry: each collection's one file, each singleton's files (domain/collections.ts, domain/singletons.ts). */
const registryFiles: CollectionFile[][] = [
  ...Object.values(COLLECTIONS).map((c): CollectionFile[] => ('file' in c && c.file ? [c.file] : [])),
  ...Object.values(SINGLETONS).map((s): CollectionFile[] => [...s.files]),
];

/**
 * The upload limits of a whole request, from the registry: its largest file (each field's own
 * limit is checked as it streams) and the most files one write takes.
 */
export const uploadLimits = {
  maxFileBytes: Math.max(...registryFiles.flat().map((f) => f.maxBytes)),
  maxFiles: Math.max(...registryFiles.map((files) => files.length)),
} as const;

// Checked by content, never by name or declared type (domain/images.ts: no SVG).
const IMAGE_TYPES: ReadonlySet<string> = new Set(UPLOAD_IMAGE_TYPES);

export const UPLOAD_PATH_PREFIX = '/api/uploads/';

const etagOf = (data: Buffer) => `"${crypto.createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;

/** An upload validated and encoded before its transaction: the transaction only stores bytes. */
export interface PreparedImage {
  buffer: Buffer;
  originalName?: string;
  mime: string;
  ext: string;
  rendition: ImageRendition;
}

/** A FileChange whose new file (if any) is already prepared. */
export type PreparedChange = PreparedImage | null | undefined;

export function createFileService({ db, logger, config }: ServiceDeps, encoder: VariantEncoder = createVariantEncoder()) {
  // Serving stored files (`describe`, `content`, `keptContent`, `readSlice`, `get`: ./serving.ts) is
  // the same object, so its own calls (`content` reading by `readSlice`) are the service's.
  const service = Object.assign(createFileReader(db, config), {
    /**
     * Validates an upload and encodes its variants, outside any transaction: encoding a large photo
     * takes seconds (and PGlite has one connection), so the database is never held meanwhile.
     * `label` names the field in error messages.
     */
    async prepareImage(file: IncomingFile, maxBytes: number, label = 'File'): Promise<PreparedImage> {
      if (file.buffer.length > maxBytes) {
        throw payloadTooLarge(`${label} is too large. Maximum size is ${Math.round(maxBytes / MB)}MB.`);
      }
      const type = await fileTypeFromBuffer(file.buffer);
      if (!type || !IMAGE_TYPES.has(type.mime)) {
        throw unsupportedMediaType(unsupportedImageMessage(label));
      }
      // Refuses oversized dimensions from the header alone, before any pixel is decoded.
      const rendition = await encoder.render(file.buffer, type.mime, label);
      // What is served is the upload without its metadata (GPS, camera), when it had any.
      const served = rendition.cleanOriginal ?? file.buffer;
      uploadBytes.inc(file.buffer.length);
      return { buffer: served, originalName: file.originalName, mime: type.mime, ext: type.ext, rendition: { ...rendition, cleanOriginal: undefined } };
    },

    /** A FileChange with its new file prepared (see prepareImage); null and undefined pass through. */
    async prepareChange(change: FileChange, maxBytes: number, label?: string): Promise<PreparedChange> {
      return change ? this.prepareImage(change, maxBytes, label) : change;
    },

    /**
     * Stores a prepared image and its variants inside the caller's transaction (both or neither);
     * returns its public path.
     */
    async saveImage(tx: Db, image: PreparedImage): Promise<string> {
      const key = `${crypto.randomUUID()}.${image.ext}`;
      await tx.insert(uploadedFiles).values({
        key,
        contentType: image.mime,
        size: image.buffer.length,
        etag: etagOf(image.buffer),
        originalName: image.originalName?.slice(0, 255) ?? null,
        data: image.buffer,
      });
      await this.storeVariants(tx, key, image.rendition);
      return UPLOAD_PATH_PREFIX + key;
    },

    /** Stores an original's variants and records its size and placeholder, inside the caller's transaction. */
    async storeVariants(tx: Db, originalKey: string, rendition: ImageRendition): Promise<void> {
      const base = originalKey.replace(/\.[^.]+$/, '');
      for (const v of rendition.variants) {
        await tx
          .insert(imageVariants)
          .values({
            key: `${base}-${v.width}w.${v.ext}`,
            originalKey,
            contentType: v.contentType,
            width: v.width,
            height: v.height,
            size: v.data.length,
            etag: etagOf(v.data),
            data: v.data,
          })
          // Two instances filling in the same old image make the same keys: the first one wins.
          .onConflictDoNothing();
      }
      await tx
        .update(uploadedFiles)
        .set({ width: rendition.width, height: rendition.height, placeholder: rendition.placeholder })
        .where(eq(uploadedFiles.key, originalKey));
    },

    /**
     * The variants of each of our `/api/uploads/` paths, by path, in one query. Paths that are not
     * ours, or whose variants are not made yet, are absent. `via`: the open transaction to read
     * them in (a write inside a caller's transaction: PGlite's one connection is that transaction's
     * until it ends, so a read beside it would wait for it forever).
     */
    async variantsFor(paths: readonly (string | null | undefined)[], via: Db = db): Promise<Map<string, ImageVariantsDto>> {
      const keys = [...new Set(paths.filter((p): p is string => !!p?.startsWith(UPLOAD_PATH_PREFIX)))].map((p) =>
        p.slice(UPLOAD_PATH_PREFIX.length),
      );
      const found = new Map<string, ImageVariantsDto>();
      if (keys.length === 0) return found;
      const rows = await via
        .select({
          key: uploadedFiles.key,
          width: uploadedFiles.width,
          height: uploadedFiles.height,
          placeholder: uploadedFiles.placeholder,
          variantKey: imageVariants.key,
          variantType: imageVariants.contentType,
          variantWidth: imageVariants.width,
        })
        .from(uploadedFiles)
        .leftJoin(imageVariants, eq(imageVariants.originalKey, uploadedFiles.key))
        .where(inArray(uploadedFiles.key, keys));
      for (const key of keys) {
        const own = rows.filter((r) => r.key === key);
        const dto = toImageVariantsDto(UPLOAD_PATH_PREFIX, key, own);
        if (dto) found.set(UPLOAD_PATH_PREFIX + key, dto);
      }
      return found;
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
    async replace(tx: Db, current: string | null, change: PreparedChange) {
      if (change === undefined) return current;
      const next = change === null ? null : await this.saveImage(tx, change);
      if (current && current !== next) await this.deleteByPath(tx, current);
      return next;
    },

    /** Makes the variants of images stored before they existed (on start and `npm run images:variants`). */
    async makeMissingVariants(signal?: AbortSignal): Promise<number> {
      return makeMissingVariants(db, encoder.render, (tx, key, rendition) => this.storeVariants(tx, key, rendition), logger, signal);
    },

    /** Removes GPS, camera and other metadata from originals stored before uploads were cleaned (on start). */
    async cleanStoredOriginals(signal?: AbortSignal): Promise<number> {
      return cleanStoredOriginals(db, etagOf, logger, signal);
    },

    /** Starts the encoder's child process now, so the first upload after a start does not wait for it. */
    warmEncoder: () => encoder.warm(),

    /** Stops the encoder's child process (shutdown). */
    close: () => encoder.close(),

  });
  return service;
}

export type FileService = ReturnType<typeof createFileService>;
