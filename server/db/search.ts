import { sql, type SQL } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The text a collection's `q` searches: its definition's `search` columns folded by `mg_fold`
 * (migration 0011_paging_search: lower case, accents and Romanian commas dropped, as domain/paging.ts'
 * foldForSearch) into one `simple` text-search vector. The GIN index of each collection table is
 * this very expression, which is what lets the planner use it.
 */
export function searchDocument(columns: (PgColumn | SQL)[]): SQL {
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
export const searchIndex = (name: string, table: object, fields: readonly string[]) => searchIndexOn(name, searchedColumns(table, fields, name));

/** The same for searched parts given as they are (columns, or expressions such as `emailWords`). */
export const searchIndexOn = (name: string, parts: (PgColumn | SQL)[]) => index(name).using('gin', searchDocument(parts));

/**
 * An email address as words: whole, and by its parts (`ana.popescu@example.com` is also `ana`,
 * `popescu`, `example`, `com`), so that a name or a domain finds it: the text-search parser reads an
 * address as one word.
 */
export const emailWords = (column: PgColumn): SQL => sql`${column} || ' ' || translate(${column}, '@.', '  ')`;

/** What the team's lists search (members, invitations): the address (the list source and the index use this one expression). */
export const teamSearch = (t: { email: PgColumn }) => [emailWords(t.email)];
/** What the inbox searches: the sender's name and address, the subject and the message. */
export const inboxSearch = (t: { name: PgColumn; email: PgColumn; subject: PgColumn; message: PgColumn }) => [t.name, emailWords(t.email), t.subject, t.message];
/** What the trash searches: the deleted item's title and who deleted it. */
export const trashSearch = (t: { title: PgColumn; deletedByEmail: PgColumn }) => [t.title, emailWords(t.deletedByEmail)];
