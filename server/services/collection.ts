import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CollectionDefinition } from '@domain/collection';
import { titleFieldOf, type VersionAction } from '@domain/history';
import type { ImageVariantsDto } from '@domain/images';
import { assertAccess, type Actor } from '../access';
import type { BoundCollection, CollectionTable, ReadsOf } from '../collections/define';
import { notFound } from '../errors';
import { parseInput } from '../validation';
import { plausibleId, type ServiceDeps } from './context';
import { createLister } from './paging/lister';
import type { CsvAdapter } from './csv/adapter';
import { collectionCsv } from './csv/collectionCsv';
import { orderByOf } from './paging/keyset';
import { collectionSlugs } from './slugs';
import type { CursorCodec } from './paging/cursor';
import type { FileChange, FileService } from './files/service';
import { historyOperations, isStoredPath, reviveDates, track, trackedKindOf, type StoredPath, type Tracking } from './history';
import type { HookSubject, Hooks, ReadOperation } from './hooks';
import { contextOf, DEFAULT_LOCALE, type RequestContext } from './request-context';
import { createdInEnglish, localizeDocs, remember, split, written as translationsWritten } from './localize';
import { assertUnchangedSince, nextUpdatedAt } from './versions';
import { inputToColumns, rowToWire } from './wire';

export type DtoOf<C extends BoundCollection> = z.output<C['definition']['dto']>;

/**
 * What an update starts from: the stored item in its input shape (every input field named like a
 * column), so that what is sent is merged over it and validated whole.
 */
function storedInput(schema: z.ZodObject, row: Record<string, unknown>, notCarried: readonly string[]): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (key in row && row[key] !== null && row[key] !== undefined && !notCarried.includes(key)) stored[key] = row[key];
  }
  return stored;
}

/** The fields a caller sent: present and not undefined (null is sent: it clears). */
function sentFields(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** How a write is recorded beyond the default (a restore: from a version, or out of the trash with its own id and creation time). */
type Tx = Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0];

interface WriteOptions {
  action?: VersionAction;
  insert?: { id: string; createdAt: Date };
  /** The slug a created item asks for (a restore from the trash: the one it had), when still free. */
  slug?: unknown;
  /** The transaction to write inside (a CSV import's, all rows or none): the write is then a savepoint of it. */
  within?: Tx;
  /** First thing inside the write's transaction (taking the item out of the trash). */
  first?(tx: Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0]): Promise<unknown>;
}

/**
 * The list/get/create/update/remove cycle of a collection, from its definition and binding:
 * writes need the definition's capability, unknown ids are 404 without a query, the row and its
 * file change in one transaction (a replaced or deleted row never leaves an orphaned file behind),
 * and an update changes only the fields it sends (an explicit empty value clears). The DTO is
 * built here and only here, image variants included.
 */
export function createCollectionService<C extends BoundCollection>(
  { db, now }: ServiceDeps,
  files: FileService,
  collection: C,
  cursors: CursorCodec,
  tracking: Tracking,
  key: string,
  hooks: Hooks,
) {
  const { definition, binding } = collection;
  const { table, mapRow } = binding;
  const { messages, file } = definition as CollectionDefinition<z.ZodObject, z.ZodObject, z.ZodType, string>;
  type Row = Record<string, unknown> & { id: string; updatedAt: Date };
  type Dto = DtoOf<C>;
  const input = definition.input as z.ZodObject;
  // Drizzle cannot follow a generic table through insert/update; bindCollection's types keep callers honest.
  const anyTable = table as unknown as PgTable & Record<string, PgColumn>;
  const byId = (id: string) => eq((table as CollectionTable).id, id);
  const slugs = collectionSlugs(definition as CollectionDefinition, anyTable);
  const fileOf = (row: Row | null) => (file ? ((row?.[file.field] as string | null | undefined) ?? null) : null);
  const variantsKey = file ? `${file.field}Variants` : null;
  // What every hook is told of this collection (server/services/hooks.ts).
  const subject: HookSubject = {
    key,
    kind: 'collection',
    definition: definition as unknown as HookSubject['definition'],
    table: table as PgTable,
    fileFields: file ? [file.field] : [],
    titleField: titleFieldOf(definition),
    storedForm: (row) => storedInput(input, row, []),
  };
  // Its versions' operations and the files they keep (#34); the recording itself is a hook (history/hooks.ts).
  const tracker = track(trackedKindOf(subject), tracking);

  /** A read through the hook chains: their conditions narrow the query, their afterRead hooks see the DTOs. */
  async function read<Dto>(who: Actor | RequestContext | undefined, operation: ReadOperation, run: (scope: SQL | undefined) => Promise<Dto[]>): Promise<Dto[]> {
    const event = { ctx: contextOf(who), subject, operation };
    return hooks.afterRead(event, await run(await hooks.beforeRead(event)));
  }

  async function toDtos(rows: Row[]): Promise<Dto[]> {
    const variants = variantsKey ? await files.variantsFor(rows.map(fileOf)) : new Map<string, ImageVariantsDto>();
    return rows.map((row) => {
      const computed: Record<string, unknown> = { ...(mapRow?.(row as never) ?? {}) };
      if (variantsKey) computed[variantsKey] = variants.get(fileOf(row) ?? '') ?? null;
      return remember(rowToWire(definition.dto, row, computed) as Dto, row);
    });
  }
  const toDto = async (row: Row) => (await toDtos([row]))[0]!;

  /** Every input field named like a column (unset ones as null), plus what the binding computes. */
  const columnsFor = (data: Record<string, unknown>, current: Row | null): Record<string, unknown> => ({
    ...inputToColumns(table, input, data),
    ...(binding.columns?.(data as never, current as never) ?? {}),
  });

  async function write(who: Actor | RequestContext, id: string | null, sent: unknown, change: FileChange | StoredPath, options: WriteOptions = {}): Promise<Dto> {
    const ctx = contextOf(who);
    assertAccess(ctx.actor, definition.write);
    if (id !== null && !plausibleId(id)) throw notFound(messages.notFound);
    // In another language (#36) the localized fields sent are its texts; the others are shared.
    if (ctx.locale !== DEFAULT_LOCALE && id === null) throw createdInEnglish();
    const { own, shared: fields } = ctx.locale === DEFAULT_LOCALE ? { own: {}, shared: sentFields(sent) } : split(subject, sentFields(sent));
    // A create is validated before anything else; an update once the stored item is known.
    const created = id === null ? (parseInput(input, fields) as Record<string, unknown>) : null;
    // Encoded before the transaction; stored (original and variants) inside it, or not at all.
    const image = isStoredPath(change) ? change : file ? await files.prepareChange(change, file.maxBytes, file.label) : undefined;
    const row = await (options.within ?? db).transaction(async (tx) => {
      await options.first?.(tx);
      let current: Row | null = null;
      let data = created;
      let translations: unknown;
      if (id !== null) {
        [current = null] = (await tx.select().from(anyTable).where(byId(id)).for('update')) as Row[];
        if (!current) throw notFound(messages.notFound);
        const notCarried = binding.notCarried?.(new Set(Object.keys(fields))) ?? [];
        const english = { ...storedInput(input, current, notCarried), ...fields };
        data = parseInput(input, english) as Record<string, unknown>;
        assertUnchangedSince(data.expectedUpdatedAt as string | undefined, current.updatedAt);
        if (ctx.locale !== DEFAULT_LOCALE) {
          translations = translationsWritten(subject, current.translations, ctx.locale, own, english, english, (doc) => parseInput(input, doc) as Record<string, unknown>);
        }
      }
      const at = nextUpdatedAt(now(), current?.updatedAt);
      await binding.beforeWrite?.(tx, data as never, current as never, at);
      const action = options.action ?? (current ? 'update' : 'create');
      const event = { ctx, subject, tx, action, at, current };
      const added = await hooks.beforeWrite({ ...event, data: data! });
      const values: Record<string, unknown> = { ...columnsFor(data!, current), ...added, updatedAt: at };
      if (slugs && !current) values.slug = await slugs.forCreate(tx, data!, options.slug);
      if (translations) values.translations = translations;
      if (file) values[file.field] = (await tracker.replaceFile(tx, fileOf(current), image)) ?? null;
      const [written] = (
        current
          ? await tx.update(anyTable).set(values).where(byId(id!)).returning()
          : await tx.insert(anyTable).values({ ...values, createdAt: at, ...options.insert }).returning()
      ) as Row[];
      await binding.afterWrite?.(tx, written as never, current as never, at);
      await hooks.afterWrite({ ...event, written: written! });
      return written!;
    });
    // Answered in the language written (its missing texts in English).
    return localizeDocs((definition.localized ?? []) as string[], { ...ctx, fallback: 'en' }, [await toDto(row)])[0]!;
  }

  /** The first item of a read's filter in list order, or null (festivals' `active`). */
  const reads = Object.fromEntries(
    Object.keys(definition.reads ?? {}).map((name) => {
      const where = (binding.reads as Record<string, SQL> | undefined)?.[name];
      if (!where) throw new Error(`The ${definition.rest.path} collection's read "${name}" has no filter in its binding`);
      return [
        name,
        async (who?: Actor | RequestContext): Promise<Dto | null> => {
          const { order } = await binding.list(parseInput(definition.listArgs, {}) as never, db);
          const [dto] = await read(who, `read:${name}`, async (scope) => {
            const rows = (await db.select().from(anyTable).where(and(where, scope)).orderBy(...orderByOf(order)).limit(1)) as Row[];
            return toDtos(rows);
          });
          return dto ?? null;
        },
      ];
    }),
  ) as { [K in ReadsOf<C>]: (who?: Actor | RequestContext) => Promise<Dto | null> };

  const currentRow = async (id: string) => (plausibleId(id) ? (((await db.select().from(anyTable).where(byId(id))) as Row[])[0] ?? null) : null);
  // The list (filtered, searched, capped by `limit`) and its pages: `list(args)`, `page(args)`.
  const lister = createLister<Dto>({ db, cursors, definition: definition as CollectionDefinition, binding: binding as never, toDtos: (rows) => toDtos(rows as Row[]) });

  return {
    definition,
    ...reads,
    // GET /<path>/export.csv and POST /<path>/import (server/services/csv/).
    ...collectionCsv({
      db,
      definition: definition as CollectionDefinition,
      adapter: binding.csv as CsvAdapter | undefined,
      all: () => lister.list({}) as Promise<Record<string, unknown>[]>,
      write: (tx, actor, id, sent) => write(actor, id, sent, undefined, { within: tx }),
      restInput: binding.restInput,
    }),
    // An item's versions, one version, restore (#34; routed only when the definition says `history`).
    ...historyOperations<Dto>({
      tracker,
      versions: tracking.versions,
      db,
      write: definition.write,
      notFound: messages.notFound,
      toDto: (row) => toDto(row as Row),
      revive: (row) => reviveDates(table as PgTable, row),
      current: currentRow,
      restore: (actor, id, sent, changes) => write(actor, id, sent, file ? changes[file.field] : undefined, { action: 'restore' }),
    }),

    /** Back from the trash whole, under its own id (#34): validated and checked as a create (a stage slot taken meanwhile is 409). */
    async restoreFromTrash(actor: Actor, id: string): Promise<Dto> {
      assertAccess(actor, definition.write);
      const row = await tracking.trash.peek(db, key, id);
      const change = file ? { storedPath: (row.row[file.field] as string | null) ?? null } : undefined;
      return write(actor, null, storedInput(input, row.row, []), change, {
        action: 'restore',
        insert: { id, createdAt: new Date(row.row.createdAt as string) },
        slug: row.row.slug,
        first: (tx) => tracking.trash.take(tx, key, id),
      });
    },

    /** The list (filters, `q`, `limit`); `who` is the request (a bare actor or none: a public read in the default language). */
    list: (args?: unknown, who?: Actor | RequestContext) => read(who, 'list', (scope) => lister.list(args, scope)),

    /** One page and where the next begins. */
    async page(args?: unknown, who?: Actor | RequestContext) {
      let page!: Awaited<ReturnType<typeof lister.page>>;
      const items = await read(who, 'page', async (scope) => (page = await lister.page(args, scope)).items);
      return { ...page, items };
    },

    /** One item by its id (or, with the definition's `slug`, its slug). */
    async get(id: string, who?: Actor | RequestContext): Promise<Dto> {
      if (!plausibleId(id)) throw notFound(messages.notFound);
      const found = slugs?.byIdOrSlug((table as CollectionTable).id, id);
      const query = (scope: SQL | undefined) => db.select().from(anyTable).where(and(found?.where ?? byId(id), scope));
      const [dto] = await read(who, 'get', async (scope) => toDtos((await (found ? query(scope).orderBy(found.idFirst).limit(1) : query(scope))) as Row[]));
      if (!dto) throw notFound(messages.notFound);
      return dto;
    },

    create: (who: Actor | RequestContext, input: unknown, change?: FileChange) => write(who, null, input, change),

    /** Only the fields sent change; null or an empty value clears. The file: a new one replaces, null clears, undefined keeps. */
    update: (who: Actor | RequestContext, id: string, input: unknown, change?: FileChange) => write(who, id, input, change),

    /** Deletes the row and its file together (the trash hook keeps them, as the definition says). */
    async remove(who: Actor | RequestContext, id: string): Promise<{ _id: string; message: string }> {
      const ctx = contextOf(who);
      assertAccess(ctx.actor, definition.write);
      if (!plausibleId(id)) throw notFound(messages.notFound);
      await db.transaction(async (tx) => {
        const [current] = (await tx.select().from(anyTable).where(byId(id)).for('update')) as Row[];
        if (!current) throw notFound(messages.notFound);
        const event = { ctx, subject, tx, at: now(), row: current };
        await binding.beforeRemove?.(tx, current as never);
        await hooks.beforeRemove(event);
        await tx.delete(anyTable).where(byId(id));
        await hooks.afterRemove(event);
      });
      return { _id: id, message: messages.deleted };
    },
  };
}

export type CollectionService<C extends BoundCollection> = ReturnType<typeof createCollectionService<C>>;
