import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionDefinition } from '@domain/collection';
import { collections } from '../../collections';
import type { Db } from '../../db/client';
import { draftColumnsOf } from './visibility';

/** One instant a reader's view may change at: the earliest of a column's values after a time, in ms. */
interface InstantSource {
  table: PgTable;
  column: PgColumn;
  where?: SQL;
}

/** Every drafted collection's `publishAt` and dated column (published items only: a draft changes nothing by itself). */
function registrySources(): InstantSource[] {
  return Object.values(collections).flatMap(({ definition, binding }) => {
    const table = binding.table as PgTable;
    const columns = draftColumnsOf(definition as CollectionDefinition, table);
    if (!columns) return [];
    const published = eq(columns.status, 'published');
    return [columns.publishAt, columns.dated].filter((c): c is PgColumn => Boolean(c)).map((column) => ({ table, column, where: published }));
  });
}

/**
 * The next instant after `after` at which what anonymous readers see changes with no write: an
 * item's `publishAt` or dated field coming due (#35, item 3). Caches keep nothing past it. Others
 * (releases) add their sources.
 */
export function createPublishSchedule(db: Db, extra: InstantSource[] = []) {
  const sources = [...registrySources(), ...extra];
  return {
    async nextAfter(after: Date): Promise<number | null> {
      const found = await Promise.all(
        sources.map(async ({ table, column, where }) => {
          const [row] = await db
            .select({ next: sql<number | null>`(extract(epoch from min(${column})) * 1000)::float8`.mapWith(Number) })
            .from(table)
            .where(and(where, gt(column, after)));
          return row?.next ?? null;
        }),
      );
      const instants = found.filter((n): n is number => n !== null && Number.isFinite(n));
      return instants.length ? Math.min(...instants) : null;
    },
  };
}

export type PublishSchedule = ReturnType<typeof createPublishSchedule>;
export type { InstantSource };
