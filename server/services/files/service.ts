import { uploadBytes } from '../../observability/metrics';
import crypto from 'node:crypto';
import type { CollectionFile } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import { MB, UPLOAD_IMAGE_TYPES, unsupportedImageMessage } from '@domain/images';
import { SINGLETONS } from '@domain/singletons';
import { eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { imageVariants, uploadedFiles } from '../../db/schema';
import { payloadTooLarge, unsupportedMediaType } from '../../errors';
import type { ServiceDeps } from '../context';
import { cleanStoredOriginals, makeMissingVariants } from './backfill';
import { toImageVariantsDto, type ImageVariantsDto } from './responsive';
import { createVariantEncoder, type VariantEncoder } from './encoder';
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

/**
 * A stored file's key as `saveImage` makes it (a random UUID and the image type's extension), or a
 * variant's (`<uuid>-<width>w.<ext>`).
 */
export const isUploadKey = (key: unknown): key is string =>
  typeof key === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-\d{1,5}w)?\.[a-z0-9]{2,5}$/.test(key);

export const UPLOAD_PATH_PREFIX = '/api/uploads/';

/** Variants are named `<original id>-<width>w.<ext>`; originals are `<uuid>.<ext>`. */
const VARIANT_KEY = /-\d+w\.[a-z]+$/;

/** Files larger than this are read in slices of it, each a short query (see `readSlice`). */
export const UPLOAD_SLICE_BYTES = 64 * 1024;

/** One turn of the event loop: what is waiting (timers, other sockets) runs before we go on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const etagOf = (data: Buffer) => `"${crypto.createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;

/** A stored file as served: no bytes, only what a response's headers need. */
export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
  etag: string;
}

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
  // The bytes of large files this process has read, by key and ETag: what a key and its ETag name
  // never changes (an original cleaned of its metadata gets a new ETag), so nothing invalidates
  // an entry, and a deleted file is never served from here: `describe` (one short query against
  // the shared database) comes first on every request and finds nothing. Half the public cache's
  // budget (16 MB by default: a 10 MB hero fits); a file sent to the public cache is the same
  // Buffer there, not a copy (capture.ts joins a body sent in slices of one buffer without copying).
  const contentBudget = Math.max(1, Math.floor(config.publicCacheMaxBytes / 2));
  const contents = new LRUCache<string, Buffer>({ maxSize: contentBudget, sizeCalculation: (bytes) => bytes.length || 1 });
  // Reads under way, by the same key: concurrent requests for one file read it once.
  const reading = new Map<string, Promise<Buffer | null>>();
  const contentKey = (file: StoredFile) => `${file.key} ${file.etag}`;

  /** Reads a whole file in slices, a turn of the event loop apart; null when it changed or went meanwhile. */
  const readWhole = async (file: StoredFile): Promise<Buffer | null> => {
    const bytes = Buffer.allocUnsafe(file.size);
    for (let offset = 0; offset < file.size; offset += UPLOAD_SLICE_BYTES) {
      const slice = await service.readSlice(file.key, offset, UPLOAD_SLICE_BYTES);
      if (slice.length !== Math.min(UPLOAD_SLICE_BYTES, file.size - offset)) return null;
      slice.copy(bytes, offset);
      await nextTurn();
    }
    return bytes;
  };

  const service = {
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
     * ours, or whose variants are not made yet, are absent.
     */
    async variantsFor(paths: readonly (string | null | undefined)[]): Promise<Map<string, ImageVariantsDto>> {
      const keys = [...new Set(paths.filter((p): p is string => !!p?.startsWith(UPLOAD_PATH_PREFIX)))].map((p) =>
        p.slice(UPLOAD_PATH_PREFIX.length),
      );
      const found = new Map<string, ImageVariantsDto>();
      if (keys.length === 0) return found;
      const rows = await db
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

    /**
     * What `GET /api/uploads/<key>` needs before any byte: type, size and ETag of a stored file (an
     * original or one of its variants), or null. A revalidation is answered from this alone.
     */
    async describe(key: string): Promise<StoredFile | null> {
      // Keys not of our format are unknown without a lookup.
      if (!isUploadKey(key)) return null;
      const table = VARIANT_KEY.test(key) ? imageVariants : uploadedFiles;
      const [row] = await db.select({ key: table.key, contentType: table.contentType, size: table.size, etag: table.etag }).from(table).where(eq(table.key, key));
      return row ?? null;
    },

    /**
     * The bytes of a file `describe` found: from this process's store of file contents, or read
     * from the database in slices (a turn of the event loop between them, so other requests are
     * served meanwhile) and kept there. Null when the file was deleted or replaced while it was
     * read; undefined when it is too large to keep (then send it with `readSlice`, slice by slice).
     */
    async content(file: StoredFile): Promise<Buffer | null | undefined> {
      if (file.size <= UPLOAD_SLICE_BYTES) {
        const bytes = await service.readSlice(file.key, 0, file.size);
        return bytes.length === file.size ? bytes : null;
      }
      if (file.size > contentBudget) return undefined;
      const key = contentKey(file);
      const kept = contents.get(key);
      if (kept) return kept;
      let read = reading.get(key);
      if (!read) {
        read = readWhole(file).finally(() => reading.delete(key));
        reading.set(key, read);
      }
      const bytes = await read;
      if (bytes) contents.set(key, bytes);
      return bytes;
    },

    /** The bytes of a file `describe` found, when this process's store holds them; never reads. */
    keptContent(file: StoredFile): Buffer | undefined {
      return contents.get(contentKey(file));
    },

    /**
     * `length` bytes of a stored file from `offset` (fewer at its end). A large file is read in such
     * slices: the embedded database runs on the server's own thread, and reading megabytes at once
     * would hold every other request up meanwhile.
     */
    async readSlice(key: string, offset: number, length: number): Promise<Buffer> {
      const table = VARIANT_KEY.test(key) ? imageVariants : uploadedFiles;
      const [row] = await db
        .select({ slice: sql<Buffer | Uint8Array>`substring(${table.data} from ${offset + 1} for ${length})` })
        .from(table)
        .where(eq(table.key, key));
      if (!row) return Buffer.alloc(0);
      return Buffer.isBuffer(row.slice) ? row.slice : Buffer.from(row.slice);
    },

    /** The stored file with its bytes, or null (tests and tools; the route asks `content`). */
    async get(key: string): Promise<(StoredFile & { data: Buffer }) | null> {
      const found = await this.describe(key);
      return found ? { ...found, data: await this.readSlice(key, 0, found.size) } : null;
    },
  };
  return service;
}

export type FileService = ReturnType<typeof createFileService>;
