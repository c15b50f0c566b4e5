import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SingletonDefinition } from '@domain/singleton';
import type { Actor } from '../access';

/** The columns every singleton table has: its one row's id (1) and its version (see `server/db/schema.ts`; `translations`: #36, server/db/columns.ts). */
export type SingletonTable = PgTable & { id: PgColumn; updatedAt: PgColumn; translations: PgColumn };

export type AnySingletonDefinition = SingletonDefinition<z.ZodObject, z.ZodObject, string>;
type FileFieldOf<D> = D extends SingletonDefinition<z.ZodObject, z.ZodObject, infer F> ? F : never;

/** The document on the wire as the binding builds it: everything but the images' variants, which the service adds. */
export type SingletonWire<D extends AnySingletonDefinition> = Omit<z.output<D['dto']>, `${FileFieldOf<D>}Variants`>;

// Callbacks are written as methods: their parameters are then bivariant, so a binding with its own
// argument types still fits the general BoundSingleton the shared code takes.
/** What a singleton stores beside its definition: its table, and only the rules that are its own. */
export interface SingletonBinding<D extends AnySingletonDefinition, T extends SingletonTable, Document extends string = never> {
  table: T;
  /**
   * The one JSON column a document singleton is stored in (the info page's `content`): its input
   * fields are that document's keys. Unset: each input field is the column of its name.
   */
  document?: Document;
  /** What the row is created with on the first save, for columns that have no default. */
  initial?: Partial<T['$inferInsert']>;
  /** The document on the wire from its row (undefined until first saved): defaults filled. */
  toWire(row: T['$inferSelect'] | undefined, now: Date): SingletonWire<D>;
  /**
   * The stored document in its input shape, what is sent is merged over. Default: every input
   * field named like a column that holds a value (null columns are unset), or the `document` column's value.
   */
  storedInput?(row: T['$inferSelect']): Record<string, unknown>;
  /** Validated input → the columns written. Default: every input field named like a column (unset ones as null), or the `document` column. */
  columns?(input: z.output<D['input']>, current: T['$inferSelect']): Partial<T['$inferInsert']>;
  /** Beyond the definition's capability: what the fields sent (files included) ask of the caller. */
  authorize?(actor: Actor, sent: ReadonlySet<string>): void;
  /** REST's odd shapes, adapted before the service (multipart sends lists and maps as JSON text). */
  restInput?(body: Record<string, unknown>, multipart: boolean): Record<string, unknown>;
}

export interface BoundSingleton<D extends AnySingletonDefinition = AnySingletonDefinition, T extends SingletonTable = SingletonTable> {
  definition: D;
  binding: SingletonBinding<D, T, string>;
}

/** Input fields that would be validated and then dropped: no column of that name. */
export type UnstoredSingletonInputFields<D extends AnySingletonDefinition, T extends SingletonTable> = Exclude<
  keyof z.output<D['input']>,
  keyof T['$inferSelect'] | 'expectedUpdatedAt'
>;

/**
 * Refuses, at compile time, a half-added field of a singleton stored column by column: the error
 * names the field (`inputFieldWithoutColumn: "hometown"`). A document singleton keeps its fields
 * in its one column; a DTO field the binding's `toWire` leaves out is refused by its return type.
 */
type Complete<D extends AnySingletonDefinition, T extends SingletonTable, Document extends string> = [Document] extends [never]
  ? [UnstoredSingletonInputFields<D, T>] extends [never]
    ? unknown
    : { inputFieldWithoutColumn: UnstoredSingletonInputFields<D, T> }
  : unknown;

/** A singleton's definition (domain/) bound to its storage, checked for fields left half-added. */
export function bindSingleton<D extends AnySingletonDefinition, T extends SingletonTable, Document extends string = never>(
  definition: D,
  binding: SingletonBinding<D, T, Document> & Complete<D, T, Document>,
): BoundSingleton<D, T> {
  return { definition, binding: binding as SingletonBinding<D, T, string> };
}
