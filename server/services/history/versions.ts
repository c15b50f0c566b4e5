import { and, desc, eq, inArray } from 'drizzle-orm';
import { VERSION_NOT_FOUND, type VersionAction, type VersionSummaryDto } from '@domain/history';
import type { Actor } from '../../access';
import type { Db } from '../../db/client';
import { contentVersions } from '../../db/history-schema';
import { notFound } from '../../errors';
import { authorOf } from '../audit/service';
import { plausibleId } from '../context';
import type { FileKeeper } from './files';

export type VersionRow = typeof contentVersions.$inferSelect;

/** What one change records (see `record`). */
export interface VersionEntry {
  collection: string;
  itemId: string;
  action: VersionAction;
  changes: string[];
  /** The stored row after the change, as JSON. */
  row: Record<string, unknown>;
  files: string[];
}

export const summaryOf = (v: VersionRow): VersionSummaryDto => ({
  _id: v.id,
  createdAt: v.createdAt.toISOString(),
  action: v.action,
  author: v.authorId ? { _id: v.authorId, email: v.authorEmail ?? '' } : null,
  door: v.door,
  changes: v.changes,
});

/**
 * Every kept version of every item with history (#34). Recorded in the change's own transaction,
 * so a version exists exactly when its change does; only the newest `keep` of an item are kept, and
 * the files the dropped ones alone referred to go with them.
 */
export function createVersionStore(keeper: FileKeeper, keep: number) {
  async function dropRows(tx: Db, rows: Pick<VersionRow, 'id' | 'files'>[]) {
    if (!rows.length) return;
    await tx.delete(contentVersions).where(inArray(contentVersions.id, rows.map((r) => r.id)));
    await keeper.release(tx, rows.flatMap((r) => r.files));
  }
  const ofItem = (collection: string, itemId: string) => and(eq(contentVersions.collection, collection), eq(contentVersions.itemId, itemId));

  return {
    async record(tx: Db, actor: Actor | null | undefined, entry: VersionEntry, at: Date): Promise<void> {
      const author = await authorOf(tx, actor);
      await tx.insert(contentVersions).values({ ...entry, authorId: author?.id ?? null, authorEmail: author?.email ?? null, door: actor?.door ?? null, createdAt: at });
      const old = await tx
        .select({ id: contentVersions.id, files: contentVersions.files })
        .from(contentVersions)
        .where(ofItem(entry.collection, entry.itemId))
        .orderBy(desc(contentVersions.createdAt), desc(contentVersions.id))
        .offset(keep);
      await dropRows(tx, old);
    },

    /** An item's versions, newest first. */
    async list(db: Db, collection: string, itemId: string): Promise<VersionRow[]> {
      return db.select().from(contentVersions).where(ofItem(collection, itemId)).orderBy(desc(contentVersions.createdAt), desc(contentVersions.id));
    },

    /** One version of this item; another item's version is not found, as an unknown one. */
    async get(db: Db, collection: string, itemId: string, versionId: string): Promise<VersionRow> {
      if (!plausibleId(versionId)) throw notFound(VERSION_NOT_FOUND);
      const [row] = await db.select().from(contentVersions).where(and(ofItem(collection, itemId), eq(contentVersions.id, versionId)));
      if (!row) throw notFound(VERSION_NOT_FOUND);
      return row;
    },

    /** Drops every version of an item (purged for good), releasing their files. */
    async dropItem(tx: Db, collection: string, itemId: string): Promise<void> {
      await dropRows(tx, await tx.select({ id: contentVersions.id, files: contentVersions.files }).from(contentVersions).where(ofItem(collection, itemId)));
    },
  };
}

export type VersionStore = ReturnType<typeof createVersionStore>;
