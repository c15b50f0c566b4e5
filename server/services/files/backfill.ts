import { and, eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import type { RenderVariants } from './encoder';
import type { ImageRendition } from './variants';

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
