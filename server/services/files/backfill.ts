import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import type { RenderVariants } from './encoder';
import { cleanOriginal, type ImageRendition } from './variants';

type StoreVariants = (tx: Db, originalKey: string, rendition: ImageRendition) => Promise<void>;

/**
 * Gives images stored before variants existed (width still null) their variants, one image at a
 * time. Each image is encoded outside any transaction (so the database is not held while sharp
 * works), then stored in a short transaction that re-checks the row: an image deleted or already
 * done meanwhile (by another instance) is skipped. Idempotent; returns how many images it did.
 * `signal` stops it between images (shutdown).
 */
export async function makeMissingVariants(
  db: Db,
  renderVariants: RenderVariants,
  store: StoreVariants,
  logger: Logger,
  signal?: AbortSignal,
): Promise<number> {
  let done = 0;
  const failed = new Set<string>();
  while (!signal?.aborted) {
    const [next] = await db
      .select({ key: uploadedFiles.key, contentType: uploadedFiles.contentType, data: uploadedFiles.data })
      .from(uploadedFiles)
      .where(isNull(uploadedFiles.width))
      .limit(1);
    if (!next || failed.has(next.key)) return done;
    let rendition: ImageRendition;
    try {
      rendition = await renderVariants(next.data, next.contentType);
    } catch (error) {
      // Not decodable (or over today's limits): mark it 0 × 0 so it is served as is and not retried.
      logger.warn({ key: next.key, err: error }, 'stored image has no variants: it could not be decoded');
      failed.add(next.key);
      await db.update(uploadedFiles).set({ width: 0, height: 0 }).where(eq(uploadedFiles.key, next.key));
      continue;
    }
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ key: uploadedFiles.key })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.key, next.key), isNull(uploadedFiles.width)))
        .for('update');
      if (still) await store(tx, next.key, rendition);
    });
    done += 1;
  }
  return done;
}

/**
 * Where an original may still carry EXIF or XMP (GPS, camera), by its format's signature in its
 * first 64 KB: a JPEG APP1 segment, a PNG eXIf chunk or XMP text, a WebP EXIF or XMP chunk, an
 * AVIF Exif item. A cleaned original has none, so the pass below finds nothing on the next start.
 */
const MAY_CARRY_METADATA = sql`(
  (${uploadedFiles.contentType} = 'image/jpeg' and position('\\xffe1'::bytea in substring(${uploadedFiles.data} from 1 for 65536)) > 0)
  or (${uploadedFiles.contentType} = 'image/png' and (position('eXIf'::bytea in substring(${uploadedFiles.data} from 1 for 65536)) > 0 or position('XML:com.adobe.xmp'::bytea in substring(${uploadedFiles.data} from 1 for 65536)) > 0))
  or (${uploadedFiles.contentType} = 'image/webp' and (position('EXIF'::bytea in substring(${uploadedFiles.data} from 1 for 65536)) > 0 or position('XMP '::bytea in substring(${uploadedFiles.data} from 1 for 65536)) > 0))
  or (${uploadedFiles.contentType} = 'image/avif' and position('Exif'::bytea in substring(${uploadedFiles.data} from 1 for 65536)) > 0)
)`;

/**
 * Removes the metadata (GPS, camera, orientation applied) from originals stored before uploads
 * were cleaned, one image at a time, each replaced in its own short transaction (the content
 * version moves, so no cache keeps the old bytes). Idempotent; returns how many it cleaned.
 */
export async function cleanStoredOriginals(
  db: Db,
  etagOf: (data: Buffer) => string,
  logger: Logger,
  signal?: AbortSignal,
): Promise<number> {
  let done = 0;
  const skipped: string[] = [];
  while (!signal?.aborted) {
    const [next] = await db
      .select({ key: uploadedFiles.key, contentType: uploadedFiles.contentType, data: uploadedFiles.data })
      .from(uploadedFiles)
      .where(and(inArray(uploadedFiles.contentType, ['image/jpeg', 'image/png', 'image/webp', 'image/avif']), MAY_CARRY_METADATA, skipped.length ? notInArray(uploadedFiles.key, skipped) : undefined))
      .limit(1);
    if (!next) return done;
    let clean: Buffer | undefined;
    try {
      clean = await cleanOriginal(next.data, next.contentType);
    } catch (error) {
      logger.warn({ key: next.key, err: error }, 'stored image could not be cleaned of its metadata');
    }
    if (!clean) {
      // Nothing to remove after all (an APP1 that is not EXIF), or not decodable: left as it is.
      skipped.push(next.key);
      continue;
    }
    const cleaned = clean;
    await db.transaction(async (tx) => {
      await tx.update(uploadedFiles).set({ data: cleaned, size: cleaned.length, etag: etagOf(cleaned) }).where(eq(uploadedFiles.key, next.key));
    });
    done += 1;
  }
  return done;
}
