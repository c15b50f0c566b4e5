import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/**
 * A stored row in the shape of a wire schema from `domain/`: `_id` is the row's id, dates become
 * ISO 8601 UTC text, missing values null. A field added to the schema and the table is carried
 * without an edit here; `overrides` holds what a collection computes instead.
 */
export function rowToWire<S extends z.ZodObject>(
  schema: S,
  row: object,
  overrides: Partial<z.infer<S>> = {},
): z.infer<S> {
  const values = row as Record<string, unknown>;
  const wire: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = key === '_id' ? values.id : values[key];
    wire[key] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return { ...wire, ...overrides } as z.infer<S>;
}

/**
 * The columns a validated input writes: every field of the input schema named like a column. A
 * field the input left unset is written as null (a full edit clears what it does not send).
 */
export function inputToColumns<T extends PgTable>(table: T, schema: z.ZodObject, input: object): Partial<T['$inferInsert']> {
  const columns = getTableColumns(table);
  const values = input as Record<string, unknown>;
  const written: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) if (key in columns) written[key] = values[key] ?? null;
  return written as Partial<T['$inferInsert']>;
}
