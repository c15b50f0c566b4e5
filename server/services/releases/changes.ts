import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { roleMay } from '@domain/access';
import type { CollectionDefinition } from '@domain/collection';
import { draftState } from '@domain/drafts';
import type { LocalizedPath } from '@domain/locales';
import type { ItemChanges } from '@domain/releases';
import type { Actor } from '../../access';
import type { Db } from '../../db/client';
import { releaseItems, releases, users } from '../../db/schema';
import { badRequest, forbidden, isAppError } from '../../errors';
import type { ServiceDeps } from '../context';
import type { OperationHooks } from '../hooks';
import type { Tx } from '../operations';
import { localizeDocs } from '../localize';
import { DEFAULT_LOCALE, previewInstant, type RequestContext } from '../request-context';

/** What the registry lends a release's changes: each drafted collection's own update, inside a given transaction (collection.ts `updateWithin`). */
export interface ChangeTarget {
  definition: unknown;
  updateWithin(tx: Tx, who: RequestContext, id: string, input: unknown): Promise<unknown>;
}
type Row = Record<string, unknown>;
type ChangedBy = { id: string; role: string };

const ROLLBACK = Symbol('a pending change checked or previewed: nothing is kept');
/** One key for every instance's fold: pg_advisory_xact_lock makes a second fold wait for the first, then find nothing left. */
const FOLD_LOCK = 35_0001;
/** Fields a change may not carry: the release decides when the item goes public, and files change on the item's own screen. */
const releaseOwned = new Set([...Object.keys(draftState), 'expectedUpdatedAt']);

/**
 * Changes to already-public items in a release (#35): a capability of every collection whose
 * definition says `drafts`, with no code per collection.
 * - **Put**: the fields are checked by the collection's own update (access, its rules, validation of
 *   the merged item, `expectedUpdatedAt`, the hook chains) in a transaction rolled back, and stored
 *   on the release item as sent (minus `expectedUpdatedAt`).
 * - **Fold**: the first read or write of any collection after a release's instant (`beforeOperation`,
 *   and the ICS feed's own query) writes every change then due into its row through the same update,
 *   in one transaction under an advisory lock and marked `folded_at`, before it reads; so lists,
 *   filters, search and order see the new values, on every instance, with no job. Publish now folds
 *   in its own transaction. Each instance remembers the earliest unfolded instant (read again after
 *   every content change), so a read costs no query until one is due.
 * - **Preview**: a preview link's reads get each item as the update would leave it (`afterRead`).
 */
export function createReleaseChanges({ db, now, logger }: Pick<ServiceDeps, 'db' | 'now' | 'logger'>, content: { onChange(listener: () => void): void; bump(): Promise<void> }, targets: () => Record<string, ChangeTarget>) {
  const definitionOf = (collection: string) => targets()[collection]!.definition as CollectionDefinition;

  /**
   * A change's author as they are now: a change is written (and previewed) with its author's
   * current role, not the one they had when they put it in the release, so a member since demoted,
   * deactivated or removed publishes nothing they may no longer write. Throws why not (a 403, which
   * the fold keeps as the change's reason).
   */
  async function authorNow(tx: Db, collection: string, by: ChangedBy): Promise<Actor> {
    const [member] = await tx.select({ role: users.role, active: users.active }).from(users).where(eq(users.id, by.id));
    if (!member) throw forbidden('Its author is no longer on the team');
    if (!member.active) throw forbidden("Its author's account was deactivated");
    const { write, graphql } = definitionOf(collection);
    if (!roleMay(member.role, write)) throw forbidden(`Its author may no longer change ${graphql.many} (their role is now ${member.role})`);
    return { user: { id: by.id, role: member.role }, clientKey: 'release' };
  }
  const contextOfActor = (actor: Actor): RequestContext => ({ actor, locale: DEFAULT_LOCALE, preview: false });

  /** The item as the change would leave it (its DTO), written in a transaction (a savepoint of `within`) that is then rolled back. */
  async function dryRun(collection: string, actor: Actor, id: string, changes: ItemChanges, within: Db = db): Promise<Row> {
    let written: Row | undefined;
    try {
      await within.transaction(async (tx) => {
        written = (await targets()[collection]!.updateWithin(tx, contextOfActor(actor), id, changes)) as Row;
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return written!;
  }

  /** A change as put: only the collection's own input fields, none the release owns or a file; checked whole by its update. */
  async function check(tx: Tx, collection: string, actor: Actor, id: string, changes: ItemChanges): Promise<ItemChanges> {
    const definition = targets()[collection]!.definition as CollectionDefinition;
    const fields = Object.keys((definition.input as unknown as { shape: Row }).shape);
    const named = Object.keys(changes).filter((field) => field !== 'expectedUpdatedAt');
    const bad = (field: string, why: string) => badRequest(`Invalid input: ${collection} item ${id}: ${why}`, { changes: why, [field]: why });
    if (!named.length) throw bad('changes', 'A change names at least one field');
    for (const field of named) {
      if (!fields.includes(field)) throw bad(field, `Unknown field "${field}"`);
      if (releaseOwned.has(field)) throw bad(field, `"${field}" follows the release: it is not part of a change`);
      if (definition.file?.field === field) throw bad(field, `"${field}" is a file: change it on the item itself`);
    }
    await dryRun(collection, actor, id, changes, tx);
    return Object.fromEntries(named.map((field) => [field, changes[field]]));
  }

  /**
   * Why a change could not be written, in words staff act on (the Releases screen shows it): the
   * item deleted since; a rule's refusal as the rule says it (a stage slot taken since: "Overlaps …");
   * anything else only as "an error" (the log has it whole).
   */
  function reasonOf(collection: string, error: unknown): string {
    const noun = definitionOf(collection).rest.one;
    if (!isAppError(error)) return `The change could not be written (an error on the server; its log has it)`;
    if (error.status === 404) return `The ${noun} was deleted before the release`;
    return error.message.replace(/^Invalid input: /, '');
  }

  /** Every change due by `at` not yet folded, in the order of their releases' instants. */
  const due = (tx: Db, at: Date | null, where?: ReturnType<typeof and>) =>
    tx
      .select({ releaseId: releaseItems.releaseId, collection: releaseItems.collection, itemId: releaseItems.itemId, changes: releaseItems.changes, changedBy: releaseItems.changedBy })
      .from(releaseItems)
      .innerJoin(releases, eq(releases.id, releaseItems.releaseId))
      .where(and(isNotNull(releaseItems.changes), isNull(releaseItems.foldedAt), isNull(releases.cancelledAt), at ? lte(releases.publishAt, at) : undefined, where))
      .orderBy(asc(releases.publishAt), asc(releases.id));

  /** The fold's lock: one fold at a time across instances (taken first by a publish-now, which folds too). */
  const lockFolds = async (tx: Tx) => void (await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`));

  /** Writes every change due by `at` into its row inside `tx` (a publish-now's, or the fold's own); what cannot be written is kept with its reason. Returns how many were folded. */
  async function foldWithin(tx: Tx, at: Date): Promise<number> {
    await lockFolds(tx);
    // The releases with a change due, locked: a cancel or a change of one in progress (it holds the
    // row) commits first, and the changes are read after it (a statement of its own, so it sees
    // that commit): a cancelled or moved release's changes are not folded.
    const unfolded = tx.select({ id: releaseItems.releaseId }).from(releaseItems).where(and(isNotNull(releaseItems.changes), isNull(releaseItems.foldedAt)));
    await tx
      .select({ id: releases.id })
      .from(releases)
      .where(and(isNull(releases.cancelledAt), lte(releases.publishAt, at), inArray(releases.id, unfolded)))
      .for('share');
    const pending = await due(tx, at);
    for (const change of pending) {
      let foldError: string | null = null;
      try {
        const author = await authorNow(tx, change.collection, change.changedBy!);
        await targets()[change.collection]!.updateWithin(tx, contextOfActor(author), change.itemId, change.changes);
      } catch (error) {
        foldError = reasonOf(change.collection, error);
        logger.warn({ err: error, release: change.releaseId, collection: change.collection, item: change.itemId }, 'a release change could not be folded into its item');
      }
      const key = and(eq(releaseItems.releaseId, change.releaseId), eq(releaseItems.collection, change.collection), eq(releaseItems.itemId, change.itemId));
      await tx.update(releaseItems).set({ foldedAt: at, foldError }).where(key);
    }
    return pending.length;
  }

  /** The earliest instant of an unfolded change (ms), null: none; 0 when it could not be read (the next read folds, which asks again). */
  const readNextDue = async (): Promise<number | null> => {
    try {
      const [row] = await db
        .select({ next: sql<number | null>`(extract(epoch from min(${releases.publishAt})) * 1000)::float8`.mapWith(Number) })
        .from(releaseItems)
        .innerJoin(releases, eq(releases.id, releaseItems.releaseId))
        .where(and(isNotNull(releaseItems.changes), isNull(releaseItems.foldedAt), isNull(releases.cancelledAt)));
      return row?.next ?? null;
    } catch {
      return 0;
    }
  };
  let nextDue = readNextDue();
  // A write here or elsewhere (a release changed, a fold done) is when the earliest pending instant can move.
  content.onChange(() => {
    nextDue = readNextDue();
  });
  let folding: Promise<void> | null = null;

  /** Folds what is due before a read or write reads the rows; costs nothing until something is due (one fold per instance at a time). */
  async function settle(): Promise<void> {
    const next = await nextDue;
    if (next === null || next > now().getTime()) return;
    folding ??= (async () => {
      try {
        const folded = await db.transaction((tx) => foldWithin(tx, now()));
        nextDue = readNextDue();
        if (folded) await content.bump();
      } finally {
        folding = null;
      }
    })();
    await folding;
  }

  /**
   * A preview link's items as the changes due by its instant (every pending one, for all drafts)
   * would leave them, in the read's language: the update answers in English, so a changed item is
   * localized again as the locale hook did the others (`localized`: the definition's fields).
   */
  async function previewed(ctx: RequestContext, collection: string, localized: readonly LocalizedPath[], docs: Row[]): Promise<Row[] | void> {
    if (!ctx.preview || !docs.length) return;
    const ids = docs.map((doc) => doc._id).filter((id): id is string => typeof id === 'string');
    const pending = await due(db, previewInstant(ctx.preview, now()), and(eq(releaseItems.collection, collection), inArray(releaseItems.itemId, ids)));
    if (!pending.length) return;
    const merged = new Map<string, { changes: ItemChanges; by: ChangedBy }>();
    for (const change of pending) merged.set(change.itemId, { changes: { ...merged.get(change.itemId)?.changes, ...change.changes }, by: change.changedBy! });
    const out: Row[] = [];
    for (const doc of docs) {
      const change = merged.get(doc._id as string);
      const changed = change && (await authorNow(db, collection, change.by).then((author) => dryRun(collection, author, doc._id as string, change.changes)).catch(() => null));
      out.push(changed ? localizeDocs(localized, ctx, [changed])[0]! : doc);
    }
    return out;
  }

  const isDrafted = (subject: { kind: string; definition: Row }) => subject.kind === 'collection' && Boolean(subject.definition.drafts);
  const hooks: Partial<OperationHooks> = {
    // Every collection's, not only the drafted ones': a rule of another collection may read their
    // rows (a stage's delete counts the bands on it, which a due change may have moved off it).
    beforeOperation: ({ subject }) => (subject.kind === 'collection' ? settle() : undefined),
    afterRead: ({ ctx, subject, docs }) => (isDrafted(subject) ? previewed(ctx, subject.key, (subject.definition.localized as readonly LocalizedPath[] | undefined) ?? [], docs) : undefined),
  };
  return { check, lockFolds, foldWithin, settle, hooks };
}

export type ReleaseChanges = ReturnType<typeof createReleaseChanges>;
