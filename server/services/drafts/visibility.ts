import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionDefinition } from '@domain/collection';
import { datedFieldOf } from '@domain/drafts';
import { access, type Actor } from '../../access';

/** The columns of a table with `drafts` (server/db/columns.ts `publishing`), and its dated column if any. */
export interface DraftColumns {
  status: PgColumn;
  publishAt: PgColumn;
  dated?: PgColumn;
}

/** A drafted collection's columns, or null for a collection without `drafts`. */
export function draftColumnsOf(definition: Pick<CollectionDefinition, 'drafts' | 'rest'>, table: PgTable): DraftColumns | null {
  if (!definition.drafts) return null;
  const columns = table as unknown as Record<string, PgColumn | undefined>;
  const dated = datedFieldOf(definition.drafts);
  if (!columns.status || !columns.publishAt || (dated && !columns[dated])) {
    throw new Error(`The ${definition.rest.path} collection has drafts but its table lacks status, publishAt${dated ? ` or ${dated}` : ''}`);
  }
  return { status: columns.status, publishAt: columns.publishAt, dated: dated ? columns[dated] : undefined };
}

/** Public at `at`: published, and `publishAt` (and the dated column) empty or not after `at`. */
export function publicAt(columns: DraftColumns, at: Date): SQL {
  return and(
    eq(columns.status, 'published'),
    or(isNull(columns.publishAt), lte(columns.publishAt, at)),
    columns.dated ? lte(columns.dated, at) : undefined,
  )!;
}

/**
 * Who reads what of a drafted collection: staff who may write it see every item; anyone else (no
 * token, a visitor's token, a page render) only what is public at the time of the read.
 */
export function readScope(definition: Pick<CollectionDefinition, 'drafts' | 'rest' | 'write'>, table: PgTable, now: () => Date) {
  const columns = draftColumnsOf(definition, table);
  return (viewer?: Actor | null): SQL | undefined => {
    if (!columns || (viewer && access[definition.write](viewer))) return undefined;
    return publicAt(columns, now());
  };
}
