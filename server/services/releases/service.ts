import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionDefinition } from '@domain/collection';
import { titleFieldOf } from '@domain/history';
import { pendingSiteAssetsSchema, releaseCreateSchema, releaseUpdateSchema, type ItemChanges, type ReleaseDto, type ReleaseStatus } from '@domain/releases';
import { assertAccess, type Actor } from '../../access';
import { collections } from '../../collections';
import type { Db } from '../../db/client';
import { trash } from '../../db/history-schema';
import { releaseItems, releases } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { singletons } from '../../singletons';
import { parseInput } from '../../validation';
import { plausibleId, type ServiceDeps } from '../context';
import type { FileService } from '../files/service';
import type { ReleaseChanges } from './changes';
import { pendingImagesOf, releaseImages, type ReleaseImages } from './images';

type ReleaseRow = typeof releases.$inferSelect;
type ItemRef = { collection: string; _id: string };
/** An item of a release: a draft or scheduled item going public (no changes), or a public item's pending change. */
type Member = ItemRef & { changes: ItemChanges | null; changedBy?: { id: string; role: string } | null };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const NOT_FOUND = 'Release not found';
const drafted = Object.entries(collections).filter(([, c]) => c.definition.drafts);
const draftedKeys = drafted.map(([key]) => key);
const collectionOf = (key: string) => {
  const found = drafted.find(([k]) => k === key)?.[1];
  if (!found) throw badRequest(`Invalid input: unknown collection "${key}"`, { items: `Unknown collection "${key}": one of ${draftedKeys.join(', ')}` });
  return { definition: found.definition as CollectionDefinition, table: found.binding.table as unknown as PgTable & Record<string, PgColumn> };
};

/** Scheduled until its instant, published from then on (by the clock, as items are); cancelled stays cancelled. */
export const releaseStatusAt = (row: ReleaseRow, now: Date): ReleaseStatus =>
  row.cancelledAt ? 'cancelled' : row.publishAt.getTime() <= now.getTime() ? 'published' : 'scheduled';

/**
 * Releases (#35 item 2): its items are kept `published` with the release's instant as their
 * `publishAt`, so they become public together at that instant on every instance, by the read rule
 * every drafted collection has (drafts/visibility.ts), with no job; its pending site-asset settings
 * are read over the stored ones from that instant on (./site-assets.ts). Taking an item out, or
 * cancelling, makes it a draft again. Every change is one transaction.
 */
export function createReleaseService({ db, now }: ServiceDeps, files: FileService, changes: ReleaseChanges) {
  const images = releaseImages(files);
  /** Items' state follows the release: scheduled at its instant, or drafts again. */
  async function setItems(tx: Tx, refs: ItemRef[], state: { status: 'published' | 'draft'; publishAt: Date | null }, at: Date) {
    for (const ref of refs) {
      const { table } = collectionOf(ref.collection);
      await tx.update(table).set({ ...state, updatedAt: at }).where(eq(table.id, ref._id));
    }
  }

  const itemsOf = async (tx: Db, releaseId: string): Promise<Member[]> =>
    (await tx.select().from(releaseItems).where(eq(releaseItems.releaseId, releaseId))).map((r) => ({ collection: r.collection, _id: r.itemId, changes: r.changes, changedBy: r.changedBy }));
  /** The items a release makes public (drafts and scheduled ones); a public item's change leaves its state alone. */
  const goingPublic = (members: Member[]) => members.filter((m) => !m.changes);

  async function toDtos(rows: ReleaseRow[]): Promise<ReleaseDto[]> {
    const at = now();
    const members = rows.length ? await db.select().from(releaseItems).where(inArray(releaseItems.releaseId, rows.map((r) => r.id))) : [];
    // Each item's title, one query per collection.
    const titles = new Map<string, string>();
    for (const key of new Set(members.map((m) => m.collection))) {
      const { definition, table } = collectionOf(key);
      const field = titleFieldOf(definition) ?? 'id';
      const ids = members.filter((m) => m.collection === key).map((m) => m.itemId);
      for (const row of (await db.select().from(table).where(inArray(table.id, ids))) as Record<string, unknown>[]) titles.set(`${key}/${String(row.id)}`, String(row[field] ?? row.id));
      // One deleted since it joined is named as the trash names it (staff see which item a change was for).
      const gone = ids.filter((id) => !titles.has(`${key}/${id}`));
      if (gone.length) for (const row of await db.select({ itemId: trash.itemId, title: trash.title }).from(trash).where(and(eq(trash.collection, key), inArray(trash.itemId, gone)))) titles.set(`${key}/${row.itemId}`, `${row.title} (deleted)`);
    }
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      publishAt: row.publishAt.toISOString(),
      status: releaseStatusAt(row, at),
      items: members
        .filter((m) => m.releaseId === row.id)
        .map((m) => ({ collection: m.collection, _id: m.itemId, title: titles.get(`${m.collection}/${m.itemId}`) ?? '(deleted)',
          changes: m.changes ?? null,
          foldedAt: m.foldedAt?.toISOString() ?? null,
          foldError: m.foldError ?? null,
        })),
      siteAssets: row.siteAssets ?? null,
    }));
  }

  /** The release locked for a change, which only a scheduled one takes. */
  async function lockScheduled(tx: Tx, id: string, doing: string): Promise<ReleaseRow> {
    const [row] = plausibleId(id) ? await tx.select().from(releases).where(eq(releases.id, id)).for('update') : [];
    if (!row) throw notFound(NOT_FOUND);
    const status = releaseStatusAt(row, now());
    if (status !== 'scheduled') throw conflict(`This release is ${status}: it cannot be ${doing}`);
    return row;
  }

  const one = async (id: string) => (await toDtos(await db.select().from(releases).where(eq(releases.id, id))))[0]!;

  /** The caller may write every item's collection (an editor releases what an editor may edit). */
  const assertMayWrite = (actor: Actor, refs: ItemRef[]) => refs.forEach((ref) => assertAccess(actor, collectionOf(ref.collection).definition.write));

  /**
   * Items named by a change: each in a drafted collection, existing, and one the caller may write. A
   * draft or scheduled item joins as it is; a public one joins with its `changes` (checked by the
   * collection's own update now), or keeps the change it has in this release when sent without.
   */
  async function checkedMembers(tx: Tx, actor: Actor, refs: (ItemRef & { changes?: ItemChanges | null })[], stored: Member[]): Promise<Member[]> {
    const unique = [...new Map(refs.map((r) => [`${r.collection}/${r._id}`, r])).values()];
    const members: Member[] = [];
    for (const ref of unique) {
      const { definition, table } = collectionOf(ref.collection);
      assertAccess(actor, definition.write);
      const [found] = plausibleId(ref._id) ? ((await tx.select().from(table).where(eq(table.id, ref._id))) as Record<string, unknown>[]) : [];
      if (!found) throw badRequest(`Invalid input: no ${ref.collection} item ${ref._id}`, { items: `No ${ref.collection} item ${ref._id}` });
      const publicNow = found.status === 'published' && (!found.publishAt || (found.publishAt as Date).getTime() <= now().getTime());
      const kept = stored.find((m) => m.collection === ref.collection && m._id === ref._id && m.changes);
      if (ref.changes) {
        // A draft is edited itself, and goes public whole with the release.
        if (!publicNow) throw badRequest(`Invalid input: ${ref.collection} item ${ref._id} is not public: edit it and add it as it is`, { items: `${ref.collection} item ${ref._id} is not public: changes are for public items` });
        const checked = await changes.check(tx, ref.collection, actor, ref._id, ref.changes);
        members.push({ ...ref, changes: checked, changedBy: actor.user && { id: actor.user.id, role: actor.user.role } });
      } else if (kept) members.push(kept);
      else if (publicNow) throw badRequest(`Invalid input: ${ref.collection} item ${ref._id} is already public`, { items: `${ref.collection} item ${ref._id} is already public: send what changes (changes) or add a draft` });
      else members.push({ collection: ref.collection, _id: ref._id, changes: null });
    }
    return members;
  }

  return {
    async list(actor: Actor): Promise<{ releases: ReleaseDto[] }> {
      assertAccess(actor, 'manageContent');
      return { releases: await toDtos(await db.select().from(releases).orderBy(asc(releases.publishAt), asc(releases.id))) };
    },

    async create(actor: Actor, input: unknown): Promise<ReleaseDto> {
      assertAccess(actor, 'manageContent');
      const { name, publishAt } = parseInput(releaseCreateSchema, input);
      const at = now();
      const [row] = await db.transaction((tx) => tx.insert(releases).values({ name, publishAt, createdAt: at, updatedAt: at }).returning());
      return one(row!.id);
    },

    /**
     * Name, instant, the items (the whole set), the pending site-asset settings (null: none; the
     * texts sent replace the pending texts) and pending hero images (a file replaces, null removes).
     */
    async update(actor: Actor, id: string, input: unknown, imageChanges?: ReleaseImages): Promise<ReleaseDto> {
      assertAccess(actor, 'manageContent');
      const change = parseInput(releaseUpdateSchema, input ?? {});
      const prepared = await images.prepare(imageChanges);
      // Settings only an admin may change need an admin here too (the site assets' own rule).
      const sentSettings = [...Object.keys(change.siteAssets ?? {}), ...prepared.map(([field]) => field)];
      if (sentSettings.length) singletons.siteAssets.binding.authorize?.(actor, new Set(sentSettings));
      await db.transaction(async (tx) => {
        const row = await lockScheduled(tx, id, 'changed');
        const at = now();
        const publishAt = change.publishAt ?? row.publishAt;
        if (change.publishAt && change.publishAt.getTime() <= at.getTime()) throw badRequest('Invalid input: publishAt must be in the future (publish now instead)', { publishAt: 'Must be in the future' });
        const before = await itemsOf(tx, id);
        const after = change.items ? await checkedMembers(tx, actor, change.items, before) : before;
        const key = (r: ItemRef) => `${r.collection}/${r._id}`;
        // Taken out: a draft that was to go public is a draft again; a public item's change is dropped (the item stays as it is).
        const removed = before.filter((r) => !after.some((a) => key(a) === key(r) && Boolean(a.changes) === Boolean(r.changes)));
        assertMayWrite(actor, removed);
        await setItems(tx, goingPublic(removed), { status: 'draft', publishAt: null }, at);
        await setItems(tx, goingPublic(after), { status: 'published', publishAt }, at);
        if (change.items) {
          await tx.delete(releaseItems).where(eq(releaseItems.releaseId, id));
          const rows = after.map((m) => ({ releaseId: id, collection: m.collection, itemId: m._id, changes: m.changes, changedBy: m.changedBy ?? null }));
          if (rows.length) await tx.insert(releaseItems).values(rows);
        }
        const texts = change.siteAssets ? (pendingSiteAssetsSchema.parse(change.siteAssets) as Record<string, unknown>) : {};
        if (change.siteAssets === null) await images.drop(tx, row.siteAssets);
        const kept = change.siteAssets === undefined ? row.siteAssets : change.siteAssets === null ? null : { ...pendingImagesOf(row.siteAssets), ...texts };
        const pending = await images.apply(tx, kept, prepared);
        const siteAssets = pending && Object.keys(pending).length ? pending : null;
        await tx.update(releases).set({ name: change.name ?? row.name, publishAt, siteAssets, updatedAt: at }).where(eq(releases.id, id));
      });
      return one(id);
    },

    /** Now: the release's instant becomes this moment, its items' too. */
    async publish(actor: Actor, id: string): Promise<ReleaseDto> {
      assertAccess(actor, 'manageContent');
      await db.transaction(async (tx) => {
        // The fold's lock before the release's row, in the order a fold takes them (it then waits for a release being changed).
        await changes.lockFolds(tx);
        const row = await lockScheduled(tx, id, 'published');
        if (row.siteAssets) singletons.siteAssets.binding.authorize?.(actor, new Set(Object.keys(row.siteAssets)));
        const at = now();
        const items = await itemsOf(tx, id);
        assertMayWrite(actor, items);
        await setItems(tx, goingPublic(items), { status: 'published', publishAt: at }, at);
        await tx.update(releases).set({ publishAt: at, updatedAt: at }).where(eq(releases.id, id));
        // Its changes are written into their items in this same transaction: nobody sees the release in part.
        await changes.foldWithin(tx, at);
      });
      return one(id);
    },

    /**
     * The release as a preview link names it (#35 item 5): whoever may publish it may preview it
     * (its items' collections' write capability, an admin for admin-only settings); a cancelled
     * one has nothing to show (409).
     */
    async previewable(actor: Actor, id: string): Promise<{ id: string; name: string }> {
      assertAccess(actor, 'manageContent');
      const [row] = plausibleId(id) ? await db.select().from(releases).where(eq(releases.id, id)) : [];
      if (!row) throw notFound(NOT_FOUND);
      if (row.cancelledAt) throw conflict('This release is cancelled: there is nothing to preview');
      if (row.siteAssets) singletons.siteAssets.binding.authorize?.(actor, new Set(Object.keys(row.siteAssets)));
      assertMayWrite(actor, await itemsOf(db, id));
      return { id: row.id, name: row.name };
    },

    /** What a preview link's release is now (its name and instant may have changed since the link was made); null once gone or cancelled. */
    async previewed(id: string): Promise<{ id: string; name: string; publishAt: Date } | null> {
      const [row] = plausibleId(id) ? await db.select().from(releases).where(eq(releases.id, id)) : [];
      return row && !row.cancelledAt ? { id: row.id, name: row.name, publishAt: row.publishAt } : null;
    },

    /** Cancelled: its items are drafts again; its pending settings and its changes to public items never apply (those items stay as they are). */
    async cancel(actor: Actor, id: string): Promise<ReleaseDto> {
      assertAccess(actor, 'manageContent');
      await db.transaction(async (tx) => {
        const row = await lockScheduled(tx, id, 'cancelled');
        await images.drop(tx, row.siteAssets);
        const at = now();
        const items = await itemsOf(tx, id);
        assertMayWrite(actor, items);
        await setItems(tx, goingPublic(items), { status: 'draft', publishAt: null }, at);
        await tx.update(releases).set({ cancelledAt: at, updatedAt: at }).where(eq(releases.id, id));
      });
      return one(id);
    },
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
