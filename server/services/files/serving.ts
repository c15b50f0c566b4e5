import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { imageVariants, uploadedFiles } from '../../db/schema';

/**
 * Serving stored files (`GET /api/uploads/<key>`, server/routes/uploads.ts): what a response's
 * headers need first, then the bytes, from this process's store of file contents or read from the
 * database in slices. Part of the file service (./service.ts), which stores and replaces them.
 */

/**
 * A stored file's key as `saveImage` makes it (a random UUID and the image type's extension), or a
 * variant's (`<uuid>-<width>w.<ext>`).
 */
export const isUploadKey = (key: unknown): key is string =>
  typeof key === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-\d{1,5}w)?\.[a-z0-9]{2,5}$/.test(key);

/** Variants are named `<original id>-<width>w.<ext>`; originals are `<uuid>.<ext>`. */
const VARIANT_KEY = /-\d+w\.[a-z]+$/;

/** Files larger than this are read in slices of it, each a short query (see `readSlice`). */
export const UPLOAD_SLICE_BYTES = 64 * 1024;

/** One turn of the event loop: what is waiting (timers, other sockets) runs before we go on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A stored file as served: no bytes, only what a response's headers need. */
export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
  etag: string;
}

export function createFileReader(db: Db, config: Pick<Config, 'publicCacheMaxBytes'>) {
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
      const slice = await reader.readSlice(file.key, offset, UPLOAD_SLICE_BYTES);
      if (slice.length !== Math.min(UPLOAD_SLICE_BYTES, file.size - offset)) return null;
      slice.copy(bytes, offset);
      await nextTurn();
    }
    return bytes;
  };

  const reader = {
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
        const bytes = await reader.readSlice(file.key, 0, file.size);
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
      const found = await reader.describe(key);
      return found ? { ...found, data: await reader.readSlice(key, 0, found.size) } : null;
    },
  };
  return reader;
}
