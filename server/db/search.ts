import { sql, type SQL } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The text a collection's `q` searches: its definition's `search` columns folded by `mg_fold`
 * (migration 0011_paging_search: lower case, accents and Romanian commas dropped, as domain/paging.ts'
 * foldForSearch) into one `simple` text-search vector. The GIN index of each collection table is
 * this very expression, which is what lets the planner use it.
 */
export function searchDocument(columns: PgColumn[]): SQL {
  const text = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return sql`to_tsvector('simple'::regconfig, mg_fold(${text}))`;
}

/** The searched columns of a table, by field name (a collection definition's `search`). */
export function searchedColumns(table: object, fields: readonly string[], what: string): PgColumn[] {
  return fields.map((field) => {
    const column = (table as Record<string, PgColumn | undefined>)[field];
    if (!column) throw new Error(`${what} searches "${field}", which is not a column of its table`);
    return column;
  });
}

/** The GIN index `q` is answered from, for a table's extra-config callback. */
export const searchIndex = (name: string, table: object, fields: readonly string[]) =>
  index(name).using('gin', searchDocument(searchedColumns(table, fields, name)));
