import { and, eq, lt } from 'drizzle-orm';
import { TRASH_NOT_FOUND, type TrashItemDto } from '@domain/history';
import type { Actor } from '../../access';
import type { Db } from '../../db/client';
import { trash } from '../../db/history-schema';
import { notFound } from '../../errors';
import { authorOf } from '../audit/service';
import { plausibleId } from '../context';
import type { FileKeeper } from './files';
import type { VersionStore } from './versions';

export type TrashRow = typeof trash.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export const trashItemOf = (row: TrashRow): TrashItemDto => ({
  collection: row.collection,
  _id: row.itemId,
  title: row.title,
  deletedAt: row.deletedAt.toISOString(),
  deletedBy: row.deletedById ? { _id: row.deletedById, email: row.deletedByEmail ?? '' } : null,
  purgeAt: row.purgeAt.toISOString(),
});

/**
 * The trash (#34): a deleted item's row leaves its table (so it is gone from every public read at
 * once, on every instance: the write bumps the content version like any other) and waits here, with
 * its files, until it is restored, purged, or `trashDays` have passed.
 */
export function createTrashStore(keeper: FileKeeper, versions: VersionStore, trashDays: number) {
  const one = (collection: string, itemId: string) => and(eq(trash.collection, collection), eq(trash.itemId, itemId));

  const store = {
    async put(tx: Db, actor: Actor | null | undefined, entry: { collection: string; itemId: string; title: string; row: Record<string, unknown>; files: string[] }, at: Date) {
      const author = await authorOf(tx, actor);
      await tx
        .insert(trash)
        .values({ ...entry, deletedAt: at, deletedById: author?.id ?? null, deletedByEmail: author?.email ?? null, purgeAt: new Date(at.getTime() + trashDays * DAY_MS) })
        // The same id deleted again after a restore: the newer deletion is the one kept.
        .onConflictDoUpdate({ target: [trash.collection, trash.itemId], set: { row: entry.row, files: entry.files, title: entry.title, deletedAt: at } });
    },

    /** A trashed item as it waits there; 404 when it is not there. */
    async peek(db: Db, collection: string, itemId: string): Promise<TrashRow> {
      if (!plausibleId(itemId)) throw notFound(TRASH_NOT_FOUND);
      const [row] = await db.select().from(trash).where(one(collection, itemId));
      if (!row) throw notFound(TRASH_NOT_FOUND);
      return row;
    },

    /** Takes an item out of the trash (for a restore, inside its transaction); 404 when it is not there. */
    async take(tx: Db, collection: string, itemId: string): Promise<TrashRow> {
      if (!plausibleId(itemId)) throw notFound(TRASH_NOT_FOUND);
      const [row] = await tx.delete(trash).where(one(collection, itemId)).returning();
      if (!row) throw notFound(TRASH_NOT_FOUND);
      return row;
    },

    /** Gone for good: the trashed row, its versions and every file only they referred to. */
    async purge(tx: Db, collection: string, itemId: string): Promise<TrashRow> {
      const row = await store.take(tx, collection, itemId);
      await versions.dropItem(tx, collection, itemId);
      await keeper.release(tx, row.files);
      return row;
    },

    /** Whatever is past its purge date, purged (the chore; at most `max` in one go). */
    async purgeExpired(tx: Db, now: Date, max = 100): Promise<TrashRow[]> {
      const due = await tx.select({ collection: trash.collection, itemId: trash.itemId }).from(trash).where(lt(trash.purgeAt, now)).limit(max);
      const purged: TrashRow[] = [];
      for (const { collection, itemId } of due) purged.push(await store.purge(tx, collection, itemId));
      return purged;
    },
  };
  return store;
}

export type TrashStore = ReturnType<typeof createTrashStore>;
