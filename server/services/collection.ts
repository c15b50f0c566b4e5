import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { assertAccess, type Actor } from '../access';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { parseInput } from '../validation';
import { plausibleId, type ServiceDeps } from './context';
import type { FileChange, FileService } from './files/service';
import { assertUnchangedSince, nextUpdatedAt } from './versions';
import { inputToColumns, rowToWire } from './wire';

/** The columns every collection table has (see `server/db/schema.ts`). */
type CollectionTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

/** What a collection (bands, news, archives) says about itself; everything else is shared. */
export interface CollectionSpec<T extends CollectionTable, Input, Dto> {
  table: T;
  /** The zod schema (from `domain/`) a create or a full edit is validated with; an edit's `expectedUpdatedAt` is checked. */
  input: z.ZodObject & z.ZodType<Input>;
  /** The wire shape (from `domain/`): rows are mapped to it field by field (see wire.ts). */
  dto: z.ZodObject & z.ZodType<Dto>;
  /** Wire fields computed rather than copied from the row. */
  mapRow?: (row: T['$inferSelect']) => Partial<Dto>;
  /**
   * Validated input (and the row it replaces, null on create) → the columns it writes; by default
   * every input field named like a column.
   */
  columns?: (input: Input, current: T['$inferSelect'] | null) => Partial<T['$inferInsert']>;
  /** The collection's one image: its column, size limit and the name used in error messages. */
  file: { column: keyof T['$inferSelect'] & string; maxBytes: number; label: string };
  messages: { notFound: string; deleted: string };
  /** A seam for rules that need the database (runs inside the write's transaction, before it). */
  beforeWrite?: (tx: Db, input: Input, current: T['$inferSelect'] | null) => Promise<void>;
}

/**
 * The list/get/create/update/remove cycle of an admin-edited collection with one image: admin-only
 * writes, unknown ids answered 404 without a query, the row and its file changed in one transaction
 * (a replaced or deleted row never leaves an orphaned file behind).
 */
export function createCollection<T extends CollectionTable, Input, Dto>(
  { db, now }: ServiceDeps,
  files: FileService,
  spec: CollectionSpec<T, Input, Dto>,
) {
  const { table, file, messages } = spec;
  type Row = T['$inferSelect'];
  const toDto = (row: Row): Dto => ({ ...rowToWire(spec.dto, row), ...spec.mapRow?.(row) }) as Dto;
  const columns = spec.columns ?? ((input: Input) => inputToColumns(table, spec.input, input as object));
  // Drizzle cannot follow a generic table through insert/update; the CollectionSpec types keep callers honest.
  const anyTable = table as unknown as PgTable & Record<string, PgColumn>;
  const byId = (id: string) => eq(table.id, id);
  const fileOf = (row: Row | null) => ((row as Record<string, unknown> | null)?.[file.column] as string | null) ?? null;

  async function write(actor: Actor, id: string | null, input: unknown, change: FileChange): Promise<Dto> {
    assertAccess(actor, 'manageContent');
    const data = parseInput(spec.input, input);
    if (id !== null && !plausibleId(id)) throw notFound(messages.notFound);
    // Encoded before the transaction; stored (original and variants) inside it, or not at all.
    const image = await files.prepareChange(change, file.maxBytes, file.label);
    const row = await db.transaction(async (tx) => {
      let current: Row | null = null;
      if (id !== null) {
        [current = null] = (await tx.select().from(anyTable).where(byId(id)).for('update')) as Row[];
        if (!current) throw notFound(messages.notFound);
        assertUnchangedSince((data as { expectedUpdatedAt?: string }).expectedUpdatedAt, current.updatedAt as Date);
      }
      await spec.beforeWrite?.(tx, data, current);
      const path = await files.replace(tx, fileOf(current), image);
      const at = nextUpdatedAt(now(), current?.updatedAt as Date | undefined);
      const values = { ...columns(data, current), [file.column]: path ?? null, updatedAt: at };
      const [written] = current
        ? await tx.update(anyTable).set(values).where(byId(id!)).returning()
        : await tx.insert(anyTable).values({ ...values, createdAt: at }).returning();
      return written as Row;
    });
    return toDto(row);
  }

  return {
    /** Every row in the given order (optionally filtered and capped), as DTOs. */
    async list(options: { where?: SQL; orderBy: SQL[] | (PgColumn | SQL)[]; limit?: number }): Promise<Dto[]> {
      const query = db.select().from(anyTable).where(options.where).orderBy(...options.orderBy);
      const rows = (options.limit ? await query.limit(options.limit) : await query) as Row[];
      return rows.map(toDto);
    },

    async get(id: string): Promise<Dto> {
      if (!plausibleId(id)) throw notFound(messages.notFound);
      const [row] = (await db.select().from(anyTable).where(byId(id))) as Row[];
      if (!row) throw notFound(messages.notFound);
      return toDto(row);
    },

    create: (actor: Actor, input: unknown, change?: FileChange) => write(actor, null, input, change),

    /** A full edit (same rules as create). The file: a new one replaces, null clears, undefined keeps. */
    update: (actor: Actor, id: string, input: unknown, change?: FileChange) => write(actor, id, input, change),

    /** Deletes the row and its file together. */
    async remove(actor: Actor, id: string): Promise<{ _id: string; message: string }> {
      assertAccess(actor, 'manageContent');
      if (!plausibleId(id)) throw notFound(messages.notFound);
      await db.transaction(async (tx) => {
        const [deleted] = (await tx.delete(anyTable).where(byId(id)).returning()) as Row[];
        if (!deleted) throw notFound(messages.notFound);
        await files.deleteByPath(tx, fileOf(deleted));
      });
      return { _id: id, message: messages.deleted };
    },
  };
}
