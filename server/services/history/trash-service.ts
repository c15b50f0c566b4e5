import type { TrashItemDto } from '@domain/history';
import { access, assertAccess, type Actor } from '../../access';
import { collections } from '../../collections';
import type { BoundCollection } from '../../collections/define';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
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
export function createTrashService(db: Db, tracking: Tracking, services: Record<string, unknown>) {
  const keys = trashCollections();
  const definitionOf = (key: string) => {
    if (!keys.includes(key)) throw notFound(`Unknown collection: ${String(key).slice(0, 64)}`);
    return (collections as Record<string, BoundCollection>)[key]!.definition;
  };
  return {
    /** Newest first: the deleted items of every collection the caller may edit. */
    async list(actor: Actor): Promise<TrashItemDto[]> {
      assertAccess(actor, 'backOffice');
      return tracking.trash.list(db, keys.filter((key) => access[definitionOf(key).write](actor)));
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
