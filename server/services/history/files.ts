import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentVersions, trash } from '../../db/history-schema';
import type { FileService, PreparedChange } from '../files/service';

/** A restore's file change: the path a version or a trashed item refers to, already stored (or null: none). */
export interface StoredPath {
  storedPath: string | null;
}

export const isStoredPath = (change: unknown): change is StoredPath => typeof change === 'object' && change !== null && 'storedPath' in change;

/**
 * Files outlive the item's current state while a kept version or a trashed item refers to them
 * (#34): a replaced or deleted item's file is released, and released means deleted only when no
 * version and no trashed item names it any more. The newest version of an item names its current
 * file, so a file in use is never released from under it.
 */
export function createFileKeeper(files: FileService) {
  async function referenced(tx: Db, path: string): Promise<boolean> {
    const one = JSON.stringify([path]);
    for (const table of [contentVersions, trash]) {
      const found = await tx.select({ one: sql`1` }).from(table).where(sql`${table.files} @> ${one}::jsonb`).limit(1);
      if (found.length) return true;
    }
    return false;
  }

  const keeper = {
    /** Deletes each file nothing refers to any more. */
    async release(tx: Db, paths: Iterable<string | null | undefined>): Promise<void> {
      for (const path of new Set(paths)) if (path && !(await referenced(tx, path))) await files.deleteByPath(tx, path);
    },

    /** `files.replace`, with a stored path (a restore) taken as it is and the old file released rather than deleted. */
    async replace(tx: Db, current: string | null, change: PreparedChange | StoredPath): Promise<string | null> {
      if (change === undefined) return current;
      const next = isStoredPath(change) ? change.storedPath : change === null ? null : await files.saveImage(tx, change);
      if (current && current !== next) await keeper.release(tx, [current]);
      return next;
    },
  };
  return keeper;
}

export type FileKeeper = ReturnType<typeof createFileKeeper>;
