import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchDocument } from '../../db/search';

/**
 * `q` as a prefix query, parsed by the same parser as the searched text: each word (a hyphenated
 * one by its parts) must start a word of the item. Text without words (`!!`) matches nothing.
 */
export function searchQuery(q: string): SQL {
  return sql`(select coalesce(string_agg(quote_literal(lexeme) || ':*', ' & '), '') from unnest(to_tsvector('simple'::regconfig, mg_fold(${q}))) where lexeme !~ '-')::tsquery`;
}

/**
 * `q` in the database: the collection's searched columns as one folded text-search vector
 * (server/db/search.ts, the expression its GIN index keeps). Prefix matching, not stemming: names
 * and titles are in several languages.
 */
export const matchesSearch = (columns: (PgColumn | SQL)[], q: string): SQL => sql`${searchDocument(columns)} @@ ${searchQuery(q)}`;
