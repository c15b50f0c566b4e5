import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CollectionDefinition } from '@domain/collection';
import { pageArgsSchema, REFUSED_LIST_PARAMETERS, type Page, type PageArgs } from '@domain/paging';
import type { CollectionBinding } from '../../collections/define';
import type { Db } from '../../db/client';
import { searchedColumns } from '../../db/search';
import { badRequest } from '../../errors';
import { parseInput } from '../../validation';
import type { CursorCodec } from './cursor';
import { after, keyTexts, orderByOf, reversed, type OrderKey } from './keyset';
import { matchesSearch } from './search';

type Row = Record<string, unknown>;

/**
 * What a list is read from: a table, the columns `q` searches, its own filters (a zod object read
 * from the same arguments as `limit`, `cursor` and `q`) and, for the parsed filters, its condition
 * and its order. A collection's comes from its definition and binding (`collectionListSource`);
 * the team, the inbox and the trash write theirs (#37: every admin list pages by the one rule).
 */
export interface ListSource {
  /** Names the list inside its cursors: another list's cursor is refused. */
  name: string;
  table: PgTable;
  /** What `q` searches: the same parts as the table's search index (server/db/search.ts). */
  searched: (PgColumn | SQL)[];
  filters: z.ZodType;
  query(filters: never, db: Db): Promise<{ where?: SQL; order: OrderKey[] }> | { where?: SQL; order: OrderKey[] };
}

/** A collection's list source: its definition's `search` and `listArgs`, its binding's table and `list`. */
export function collectionListSource(definition: CollectionDefinition, binding: CollectionBinding<never, never, object, string>): ListSource {
  const table = binding.table as unknown as PgTable;
  return {
    name: definition.rest.path,
    table,
    searched: searchedColumns(table, definition.search, `The ${definition.rest.path} collection`),
    filters: definition.listArgs as z.ZodType,
    query: (filters, db) => binding.list(filters, db),
  };
}

interface ListerDeps<Dto> {
  db: Db;
  cursors: CursorCodec;
  source: ListSource;
  toDtos(rows: Row[]): Promise<Dto[]> | Dto[];
}

/** A list's arguments as a door hands them over, an absent one left out (GraphQL's null too), so both doors read alike. */
export const given = (args: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(args && typeof args === 'object' ? args : {}).filter(([, v]) => v !== null && v !== undefined));

/** `offset`, `page`: refused with the same 400 at both doors rather than silently ignored. */
function refuseUnsupported(args: unknown) {
  if (!args || typeof args !== 'object') return;
  for (const [name, message] of Object.entries(REFUSED_LIST_PARAMETERS)) {
    if (name in args) throw badRequest(`Invalid input: ${message}`, { [name]: message });
  }
}

/**
 * A list and its pages, one rule for both doors: the source's filters and order, `q` searched in
 * the database (./search.ts), `limit` and a signed `cursor` continuing after the last item's order
 * keys (./keyset.ts, ./cursor.ts).
 */
export function createLister<Dto>({ db, cursors, source, toDtos }: ListerDeps<Dto>) {
  const { table, searched: columns, name: list } = source;

  /** `scope`: what the read's hooks ask every row to meet (server/services/hooks.ts). */
  async function plan(args: unknown, scope: SQL | undefined) {
    refuseUnsupported(args);
    const paging: PageArgs = parseInput(pageArgsSchema, args ?? {});
    const filters = parseInput(source.filters, args ?? {});
    const { where, order } = await source.query(filters as never, db);
    const filter = and(where, scope, paging.q ? matchesSearch(columns, paging.q) : undefined);
    if (paging.cursor && !paging.limit) throw badRequest('Invalid input: cursor needs limit', { cursor: 'A cursor continues a page: send limit with it' });
    const position = paging.cursor ? after(order, await cursors.decode(list, paging.cursor, order.length)) : undefined;
    return { paging, filter, order, position };
  }

  async function rows(filter: SQL | undefined, order: OrderKey[], limit?: number) {
    const query = db
      .select({ row: table, ...keyTexts(order) })
      .from(table)
      .where(filter)
      .orderBy(...orderByOf(order));
    return (limit ? await query.limit(limit) : await query) as ({ row: Row } & Record<string, string>)[];
  }

  /**
   * Where the page before begins: read backwards from this page's position, the `limit` items
   * before it and one more, after which it starts; none (null) when it is the first page.
   */
  async function previousCursor(filter: SQL | undefined, order: OrderKey[], cursor: string | undefined, limit: number, cursorAfter: (row: Record<string, string>) => Promise<string>) {
    if (!cursor) return null;
    const keys = await cursors.decode(list, cursor, order.length);
    // The cursor is after the last item of the page before; that page is it and the limit - 1
    // items before it, and begins after the limit-th item before it (if there is one).
    const back = await rows(and(filter, after(reversed(order), keys)), reversed(order), limit);
    return back.length === limit ? cursorAfter(back[limit - 1]!) : null;
  }

  return {
    /** The list in the collection's order, filtered and searched; with `limit`, its first page only. */
    async list(args?: unknown, scope?: SQL): Promise<Dto[]> {
      const { paging, filter, order, position } = await plan(args, scope);
      const found = await rows(and(filter, position), order, paging.limit);
      return toDtos(found.map((r) => r.row));
    },

    /** One page (`limit` is required here) and where the next begins: null on the last. */
    async page(args?: unknown, scope?: SQL): Promise<Page<Dto>> {
      const { paging, filter, order, position } = await plan(args, scope);
      const limit = paging.limit;
      if (!limit) throw badRequest('Invalid input: Limit is required for a page', { limit: 'Limit is required for a page' });
      const [found, [{ total } = { total: 0 }]] = await Promise.all([
        rows(and(filter, position), order, limit + 1),
        db.select({ total: sql<number>`count(*)::int` }).from(table).where(filter),
      ]);
      const items = found.slice(0, limit);
      const cursorAfter = (row: Record<string, string>) => cursors.encode(list, order.map((_, i) => row[`k${i}`]!));
      const last = items[items.length - 1];
      const nextCursor = found.length > limit && last ? await cursorAfter(last) : null;
      return { items: await toDtos(items.map((r) => r.row)), nextCursor, prevCursor: await previousCursor(filter, order, paging.cursor, limit, cursorAfter), total: Number(total) };
    },
  };
}

/** A list's two reads (the whole list, one page) as createLister makes them. */
export type Lister<Dto> = ReturnType<typeof createLister<Dto>>;
