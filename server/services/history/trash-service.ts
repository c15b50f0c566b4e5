import { eq, inArray } from 'drizzle-orm';
import { trashListArgs, type TrashItemDto } from '@domain/history';
import type { Page } from '@domain/paging';
import { access, assertAccess, type Actor } from '../../access';
import { collections } from '../../collections';
import type { BoundCollection } from '../../collections/define';
import type { Db } from '../../db/client';
import { trash } from '../../db/history-schema';
import { trashSearch } from '../../db/search';
import { notFound } from '../../errors';
import type { CursorCodec } from '../paging/cursor';
import { descending } from '../paging/keyset';
import { createLister, given } from '../paging/lister';
import { trashItemOf, type TrashRow } from './trash';
import type { Tracking } from './track';

type Restorer = { restoreFromTrash(actor: Actor, id: string): Promise<unknown> };

/** The collections whose definition says `trash` (removable ones only), by registry key. */
export const trashCollections = (registry: Record<string, BoundCollection> = collections): string[] =>
  Object.entries(registry)
    .filter(([, c]) => c.definition.removable && c.definition.trash)
    .map(([key]) => key);

/**
 * The trash across collections (#34): what the caller may edit is listed and restored by them
 * (editors too), purged by admins only.
 */
export function createTrashService(db: Db, tracking: Tracking, services: Record<string, unknown>, cursors: CursorCodec) {
  const keys = trashCollections();
  const definitionOf = (key: string) => {
    if (!keys.includes(key)) throw notFound(`Unknown collection: ${String(key).slice(0, 64)}`);
    return (collections as Record<string, BoundCollection>)[key]!.definition;
  };
  // Newest first by the one paging rule of every list (#37): limit, cursor, q, `collection`.
  const lister = createLister<TrashItemDto>({
    db,
    cursors,
    source: {
      name: 'trash',
      table: trash,
      searched: trashSearch(trash),
      filters: trashListArgs,
      query: ({ collection }: { collection?: string }) => ({
        where: collection ? eq(trash.collection, collection) : undefined,
        order: [descending(trash.deletedAt), descending(trash.collection), descending(trash.itemId)],
      }),
    },
    toDtos: (rows) => (rows as TrashRow[]).map(trashItemOf),
  });
  /** Only the collections the caller may edit: every row read must be of one of them. */
  const mayEdit = (actor: Actor) => inArray(trash.collection, keys.filter((key) => access[definitionOf(key).write](actor)));

  return {
    /** Newest first: the deleted items of every collection the caller may edit (searched, filtered; with `limit` the first page). */
    async list(actor: Actor, args?: unknown): Promise<TrashItemDto[]> {
      assertAccess(actor, 'backOffice');
      return lister.list(given(args), mayEdit(actor));
    },

    /** A page of the trash (`limit` required) and where the next begins. */
    async page(actor: Actor, args: unknown): Promise<Page<TrashItemDto>> {
      assertAccess(actor, 'backOffice');
      return lister.page(given(args), mayEdit(actor));
    },

    /** Back whole (files, set time): the item in its collection's envelope (`one`). */
    async restore(actor: Actor, key: string, id: string): Promise<{ one: string; item: unknown }> {
      assertAccess(actor, 'backOffice');
      const definition = definitionOf(key);
      return { one: definition.rest.one, item: await (services[key] as Restorer).restoreFromTrash(actor, id) };
    },

    /** Gone for good, its versions and files with it. Admins only. */
    async purge(actor: Actor, key: string, id: string): Promise<{ _id: string; message: string }> {
      assertAccess(actor, 'purgeTrash');
      definitionOf(key);
      const row = await db.transaction(async (tx) => {
        const purged = await tracking.trash.purge(tx, key, id);
        await tracking.audit.record(tx, actor, { action: 'trash.purge', collection: key, itemId: id, title: purged.title });
        return purged;
      });
      return { _id: id, message: `${row.title} was deleted for good` };
    },
  };
}
