import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionDefinition } from '@domain/collection';
import { datedFieldOf } from '@domain/drafts';
import { access } from '../../access';
import type { OperationHooks } from '../hooks';
import { previewInstant } from '../request-context';

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
 * Drafts (#35) as one capability on the operations' hook chains (server/services/hooks.ts),
 * registered once for every collection whose definition says `drafts`: staff who may write the
 * collection see every item (with its status); anyone else (no token, a visitor's token, a page
 * render) only what is public at the time of the read, so no door, feed or page needs a filter of its own.
 * A preview link's reader (#35 item 5) reads as at its release's instant, or, previewing every
 * draft, sees every item.
 */
export function draftHooks(now: () => Date): Partial<OperationHooks> {
  const columnsByKey = new Map<string, DraftColumns | null>();
  return {
    beforeRead({ ctx, subject }) {
      const definition = subject.definition as unknown as Pick<CollectionDefinition, 'drafts' | 'rest' | 'write'>;
      if (!definition.drafts || subject.kind !== 'collection') return;
      if (access[definition.write](ctx.actor)) return;
      if (!columnsByKey.has(subject.key)) columnsByKey.set(subject.key, draftColumnsOf(definition, subject.table));
      const at = ctx.preview ? previewInstant(ctx.preview, now()) : now();
      return at ? publicAt(columnsByKey.get(subject.key)!, at) : undefined;
    },
  };
}
