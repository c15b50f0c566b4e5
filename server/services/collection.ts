import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CollectionDefinition } from '@domain/collection';
import { titleFieldOf } from '@domain/history';
import { assertAccess, type Actor } from '../access';
import type { BoundCollection, CollectionTable, ReadsOf } from '../collections/define';
import { notFound } from '../errors';
import { refreshStatistics } from '../db/maintenance';
import { parseInput } from '../validation';
import { plausibleId, type ServiceDeps } from './context';
import { collectionListSource, createLister } from './paging/lister';
import type { CsvAdapter } from './csv/adapter';
import { collectionCsv } from './csv/collectionCsv';
import { orderByOf } from './paging/keyset';
import { collectionSlugs } from './slugs';
import type { CursorCodec } from './paging/cursor';
import type { FileChange, FileService } from './files/service';
import type { StoredPath, Tracking } from './history';
import type { HookSubject, Hooks } from './hooks';
import { createOperations, type FileChanges, type Tx, type WriteOptions } from './operations';
import { contextOf, type RequestContext } from './request-context';
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

/**
 * The list/get/create/update/remove cycle of a collection, from its definition and binding, on
 * the one operation pipeline every collection and singleton shares (./operations.ts): writes need
 * the definition's capability, unknown ids are 404 without a query, the row and its file change in
 * one transaction (a replaced or deleted row never leaves an orphaned file behind), and an update
 * changes only the fields it sends (an explicit empty value clears).
 */
export function createCollectionService<C extends BoundCollection>(
  deps: ServiceDeps,
  files: FileService,
  collection: C,
  cursors: CursorCodec,
  tracking: Tracking,
  key: string,
  hooks: Hooks,
) {
  const { db, now } = deps;
  const { definition, binding } = collection;
  const { table, mapRow } = binding;
  const { messages, file } = definition as CollectionDefinition<z.ZodObject, z.ZodObject, z.ZodType, string>;
  type Row = Record<string, unknown> & { id: string; updatedAt: Date };
  type Dto = DtoOf<C>;
  const input = definition.input as z.ZodObject;
  const byId = (id: string) => eq((table as CollectionTable).id, id);
  const slugs = collectionSlugs(definition as CollectionDefinition, table as never);
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
  const operations = createOperations(deps, files, tracking, hooks, {
    subject,
    input,
    write: definition.write,
    localized: (definition.localized ?? []) as string[],
    files: file ? [file] : [],
    notFound: messages.notFound,
    toWire: (row) => rowToWire(definition.dto, row!, mapRow?.(row as never) ?? {}),
    storedForm: (row, notCarried) => storedInput(input, row, notCarried),
    // Every input field named like a column (unset ones as null), plus what the binding computes.
    columns: (data, current) => ({ ...inputToColumns(table, input, data), ...(binding.columns?.(data as never, current as never) ?? {}) }),
    structure: (english) => english,
    beforeWrite: binding.beforeWrite && ((tx, data, current, at) => binding.beforeWrite!(tx, data as never, current as never, at)),
    afterWrite: binding.afterWrite && ((tx, written, current, at) => binding.afterWrite!(tx, written as never, current as never, at)),
    slugs,
  });
  const { read, toDtos } = operations;
  const anyTable = operations.table;
  const fileChanges = (change: FileChange | StoredPath | undefined): FileChanges => (file && change !== undefined ? { [file.field]: change } : {});

  function write(who: Actor | RequestContext, id: string | null, sent: unknown, change: FileChange | StoredPath, options: WriteOptions & { insert?: { id: string; createdAt: Date; slug?: unknown } } = {}): Promise<Dto> {
    if (id === null) return operations.write<Dto>(who, { insert: true, ...options.insert }, sent, fileChanges(change), options);
    // Ids are opaque text: one that could not be ours is unknown without asking the database (access first).
    assertAccess(contextOf(who).actor, definition.write);
    if (!plausibleId(id)) throw notFound(messages.notFound);
    return operations.write<Dto>(who, { where: byId(id), notCarried: binding.notCarried }, sent, fileChanges(change), options);
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
            return toDtos<Dto>(rows);
          });
          return dto ?? null;
        },
      ];
    }),
  ) as { [K in ReadsOf<C>]: (who?: Actor | RequestContext) => Promise<Dto | null> };

  const currentRow = async (id: string) => (plausibleId(id) ? (((await db.select().from(anyTable).where(byId(id))) as Row[])[0] ?? null) : null);
  // The list (filtered, searched, capped by `limit`) and its pages: `list(args)`, `page(args)`.
  const lister = createLister<Dto>({ db, cursors, source: collectionListSource(definition as CollectionDefinition, binding as never), toDtos: (rows) => toDtos<Dto>(rows as Row[]) });

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
      // The export reads the rows past the read's hooks, the import's writes are inside its own transaction: each runs the chain they would run first.
      beforeOperation: (actor) => hooks.beforeOperation({ ctx: contextOf(actor), subject }),
      restInput: binding.restInput,
      afterImport: () => refreshStatistics(db, table as PgTable, deps.logger),
    }),
    // An item's versions, one version, restore (#34; routed only when the definition says `history`).
    ...operations.history<Dto>(currentRow, (actor, id, sent, changes, translations) => write(actor, id, sent, file ? changes[file.field] : undefined, { action: 'restore', translations })),

    /** Back from the trash whole, under its own id (#34): validated and checked as a create (a stage slot taken meanwhile is 409). */
    async restoreFromTrash(actor: Actor, id: string): Promise<Dto> {
      assertAccess(actor, definition.write);
      const row = await tracking.trash.peek(db, key, id);
      const change = file ? { storedPath: (row.row[file.field] as string | null) ?? null } : undefined;
      return write(actor, null, storedInput(input, row.row, []), change, {
        action: 'restore',
        insert: { id, createdAt: new Date(row.row.createdAt as string), slug: row.row.slug },
        translations: row.row.translations,
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
      const [dto] = await read(who, 'get', async (scope) => toDtos<Dto>((await (found ? query(scope).orderBy(found.idFirst).limit(1) : query(scope))) as Row[]));
      if (!dto) throw notFound(messages.notFound);
      return dto;
    },

    create: (who: Actor | RequestContext, input: unknown, change?: FileChange) => write(who, null, input, change),

    /** Only the fields sent change; null or an empty value clears. The file: a new one replaces, null clears, undefined keeps. */
    update: (who: Actor | RequestContext, id: string, input: unknown, change?: FileChange) => write(who, id, input, change),

    /**
     * An update inside the caller's transaction, the fields sent merged over the stored item and
     * checked by every rule of an update (a release's pending change: checked in a transaction
     * rolled back, previewed likewise, folded in one kept; releases/changes.ts).
     */
    updateWithin: (tx: Tx, who: Actor | RequestContext, id: string, input: unknown) => write(who, id, input, undefined, { within: tx }),

    /** Deletes the row and its file together (the trash hook keeps them, as the definition says). */
    async remove(who: Actor | RequestContext, id: string): Promise<{ _id: string; message: string }> {
      const ctx = contextOf(who);
      assertAccess(ctx.actor, definition.write);
      if (!plausibleId(id)) throw notFound(messages.notFound);
      await hooks.beforeOperation({ ctx, subject });
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
