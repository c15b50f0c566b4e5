import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { assertAccess, type Actor } from '../access';
import type { AnySingletonDefinition, BoundSingleton } from '../singletons/define';
import { parseInput } from '../validation';
import type { ServiceDeps } from './context';
import type { FileChange, FileService } from './files/service';
import { historyOperations, isStoredPath, reviveDates, track, trackedKindOf, type StoredPath, type Tracking } from './history';
import type { HookSubject, Hooks } from './hooks';
import { contextOf, DEFAULT_LOCALE, type RequestContext } from './request-context';
import { localizeDocs, remember, split, written as translationsWritten } from './localize';
import { assertUnchangedSince, nextUpdatedAt } from './versions';
import { inputToColumns } from './wire';

export type SingletonDtoOf<S extends BoundSingleton> = z.output<S['definition']['dto']>;

/** A singleton's file changes by field: a file replaces, null clears, undefined (or absent) keeps. */
export type FileChanges = Record<string, FileChange | StoredPath>;

/** The fields a caller sent: present and not undefined (null is sent: it clears). */
function sentFields(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** Every input field named like a column that holds a value: null columns are unset. */
function storedColumns(schema: z.ZodObject, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).flatMap((key) => (row[key] === null || row[key] === undefined ? [] : [[key, row[key]]])));
}

// The one row of every singleton table.
const ROW_ID = 1;

/**
 * Get and update of a singleton, from its definition and binding, with the collections' meaning
 * of update: only the fields sent change; null or an empty value clears (a setting's default
 * returns); a nested object sent is the new value as a whole; a file not sent is kept. What is
 * sent is merged over the stored document and validated whole. Writes need the definition's
 * capability (and what the binding asks for the fields sent); the row and its files change in one
 * transaction. The DTO is built here and only here, image variants included.
 */
export function createSingletonService<S extends BoundSingleton>({ db, now }: ServiceDeps, files: FileService, singleton: S, tracking: Tracking, key: string, hooks: Hooks) {
  const { binding } = singleton;
  const definition = singleton.definition as AnySingletonDefinition;
  type Row = Record<string, unknown> & { updatedAt: Date };
  type Dto = SingletonDtoOf<S>;
  const input = definition.input;
  // Drizzle cannot follow a generic table through insert/update; the binding's types keep callers honest.
  const table = binding.table as unknown as PgTable & Record<string, PgColumn>;
  const theRow = eq(binding.table.id, ROW_ID);
  const columnsOf = getTableColumns(binding.table);
  for (const { field } of definition.files) {
    if (!(field in columnsOf)) throw new Error(`The ${definition.rest.path} singleton's file ${field} has no column`);
  }

  /** The stored document in its input shape: what is sent is merged over it, and what versions compare. */
  const storedForm = (row: Record<string, unknown>): Record<string, unknown> =>
    binding.storedInput ? binding.storedInput(row as never) : binding.document ? { ...(row[binding.document] as object) } : storedColumns(input, row);
  // What every hook is told of this singleton (server/services/hooks.ts): the collections' chains run for it too.
  const subject: HookSubject = {
    key,
    kind: 'singleton',
    definition: definition as unknown as HookSubject['definition'],
    table,
    fileFields: definition.files.map(({ field }) => field),
    storedForm,
  };
  // Its versions' operations and the files they keep (#34); the recording itself is a hook (history/hooks.ts).
  const tracker = track(trackedKindOf(subject), tracking);

  /** Every input field named like a column, or the whole document in its column. */
  const defaultColumns = (data: Record<string, unknown>): Record<string, unknown> => {
    if (!binding.document) return inputToColumns(binding.table, input, data);
    const { expectedUpdatedAt: _version, ...document } = data;
    return { [binding.document]: document };
  };

  async function toDto(row: Row | undefined): Promise<Dto> {
    const paths = definition.files.map(({ field }) => (row?.[field] as string | null | undefined) ?? null);
    const variants = paths.length ? await files.variantsFor(paths) : new Map();
    const wire: Record<string, unknown> = { ...binding.toWire(row as never, now()) };
    definition.files.forEach(({ field }, i) => {
      wire[`${field}Variants`] = (paths[i] && variants.get(paths[i])) ?? null;
    });
    return remember(wire as Dto, row);
  }

  /** Only the fields sent change (see `update`); a restore says so (its files are stored paths). */
  async function write(who: Actor | RequestContext, sent: unknown, changes: FileChanges, action: 'update' | 'restore'): Promise<Dto> {
    const ctx = contextOf(who);
    const { actor } = ctx;
    assertAccess(actor, definition.write);
    const all = sentFields(sent);
    // In another language (#36) the localized fields sent are its texts; the others are shared.
    const { own, shared: fields } = ctx.locale === DEFAULT_LOCALE ? { own: {}, shared: all } : split(subject, all);
    const fileChanges = definition.files.filter(({ field }) => changes[field] !== undefined);
    binding.authorize?.(actor, new Set([...Object.keys(all), ...fileChanges.map(({ field }) => field)]));
    // What is sent is refused before any file is encoded; the whole document once the stored one is known
    // (another language's texts once they are put in place of the English ones: `written`).
    parseInput(input, fields);
    // Encoded before the transaction; stored (originals and variants) inside it, or not at all.
    const prepared = new Map<string, Awaited<ReturnType<FileService['prepareChange']>> | StoredPath>();
    for (const { field, maxBytes, label } of fileChanges) {
      const change = changes[field];
      prepared.set(field, isStoredPath(change) ? change : await files.prepareChange(change, maxBytes, label));
    }
    const row = await db.transaction(async (tx) => {
      // Make sure the row exists, then lock it: concurrent saves wait, and file changes cannot orphan files.
      const [created] = await tx
        .insert(table)
        .values({ ...(binding.initial ?? {}), id: ROW_ID })
        .onConflictDoNothing()
        .returning();
      const [current] = (await tx.select().from(table).where(theRow).for('update')) as Row[];
      const english = { ...storedForm(current!), ...fields };
      const data = parseInput(input, english) as Record<string, unknown>;
      // A row created just now was never saved: it has no version an editor could have loaded.
      assertUnchangedSince(data.expectedUpdatedAt as string | undefined, created ? null : current!.updatedAt);
      const at = nextUpdatedAt(now(), current!.updatedAt);
      const event = { ctx, subject, tx, action, at, current: current! };
      const added = await hooks.beforeWrite({ ...event, data });
      const values: Record<string, unknown> = {
        ...(binding.columns ? binding.columns(data as never, current as never) : defaultColumns(data)),
        ...added,
        updatedAt: at,
      };
      if (ctx.locale !== DEFAULT_LOCALE) {
        const structure = { ...binding.toWire(current as never, now()) };
        values.translations = translationsWritten(subject, current!.translations, ctx.locale, own, english, structure, (doc) => parseInput(input, doc) as Record<string, unknown>);
      }
      for (const [field, change] of prepared) values[field] = (await tracker.replaceFile(tx, current![field] as string | null, change)) ?? null;
      const [updated] = (await tx.update(table).set(values).where(theRow).returning()) as Row[];
      await hooks.afterWrite({ ...event, written: updated! });
      return updated!;
    });
    // Answered in the language written (its missing texts in English).
    return localizeDocs((definition.localized ?? []) as string[], { ...ctx, fallback: 'en' }, [await toDto(row)])[0]!;
  }

  const currentRow = async () => (((await db.select().from(table).where(theRow)) as Row[])[0] ?? null);

  return {
    definition,
    // The document's versions, one version, restore (#34; routed only when the definition says `history`).
    ...historyOperations<Dto>({
      tracker,
      versions: tracking.versions,
      db,
      write: definition.write,
      notFound: 'Not found',
      toDto: (row) => toDto(row as Row),
      revive: (row) => reviveDates(table, row),
      current: currentRow,
      restore: (actor, _id, sent, changes) => write(actor, sent, changes, 'restore'),
    }),

    /** The document, defaults filled (before its first save too, or when a read hook's condition leaves its row out). */
    async get(who?: Actor | RequestContext): Promise<Dto> {
      const event = { ctx: contextOf(who), subject, operation: 'get' as const };
      const scope = await hooks.beforeRead(event);
      const [row] = (await db.select().from(table).where(and(theRow, scope))) as Row[];
      const [dto] = await hooks.afterRead(event, [await toDto(row)]);
      return dto!;
    },

    /**
     * Only the fields sent change; null or an empty value clears. Files by field: a file replaces,
     * null clears, undefined keeps; a replaced or cleared file is deleted in the same transaction.
     */
    update: (who: Actor | RequestContext, sent: unknown, changes: FileChanges = {}): Promise<Dto> => write(who, sent, changes, 'update'),
  };
}

export type SingletonService<S extends BoundSingleton> = ReturnType<typeof createSingletonService<S>>;
