import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CollectionDefinition } from '@domain/collection';
import type { Db } from '../db/client';
import type { CsvAdapter } from '../services/csv/adapter';
import type { OrderKey } from '../services/paging/keyset';

/** The columns every collection table has (see `server/db/schema.ts`; `translations`: #36, server/db/columns.ts). */
export type CollectionTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; translations: PgColumn };

type AnyDefinition = CollectionDefinition<z.ZodObject, z.ZodObject, z.ZodType, string>;
type FileFieldOf<D> = D extends CollectionDefinition<z.ZodType, z.ZodObject, z.ZodType, infer F> ? F : never;

// Callbacks are written as methods: their parameters are then bivariant, so a binding with its own
// argument types still fits the general BoundCollection the shared code takes.
/** What a collection stores beside its definition: its table, its order, and only the rules that are its own. */
export interface CollectionBinding<D extends AnyDefinition, T extends CollectionTable, Mapped extends object, Reads extends string = never> {
  table: T;
  /** The filter of each of the definition's extra reads (`reads`): its first item in list order, or null. */
  reads?: Record<Reads, SQL>;
  /**
   * The list's filter and order for the parsed list arguments (the database is there for rules
   * that need it). The order's keys end with the id and are never null: pages continue after the
   * last item's keys (server/services/paging/).
   */
  list(args: z.output<D['listArgs']>, db: Db): Promise<{ where?: SQL; order: OrderKey[] }>;
  /** Wire fields computed rather than copied from the row. */
  mapRow?(row: T['$inferSelect']): Mapped;
  /**
   * Validated input (and the row it replaces, null on create) → columns computed beyond the input's
   * own fields (each of which is a column of the same name, always written).
   */
  columns?(input: z.output<D['input']>, current: T['$inferSelect'] | null): Partial<T['$inferInsert']>;
  /**
   * Inside the write's transaction, before it: rules that need the database (may settle derived
   * fields of the input). `at` is the write's time (what other rows it touches are stamped with).
   */
  beforeWrite?(tx: Db, input: z.output<D['input']>, current: T['$inferSelect'] | null, at: Date): Promise<void>;
  /** Inside the write's transaction, after it. */
  afterWrite?(tx: Db, written: T['$inferSelect'], previous: T['$inferSelect'] | null, at: Date): Promise<void>;
  /** Inside the delete's transaction, with the row locked: may refuse. */
  beforeRemove?(tx: Db, current: T['$inferSelect']): Promise<void>;
  /**
   * An update changes only what it sends: the stored fields are carried over first. A collection
   * whose field follows another (a band's day follows its set time) says which not to carry.
   */
  notCarried?(sent: ReadonlySet<string>): (keyof z.output<D['input']> & string)[];
  /** REST's odd shapes, adapted before the service (flat multipart fields into nested ones). */
  restInput?(body: Record<string, unknown>): Record<string, unknown>;
  /** Its CSV rows where the generic rule (a column per REST field) does not fit (server/services/csv/). */
  csv?: CsvAdapter<unknown>;
}

type Dto<D extends AnyDefinition> = z.output<D['dto']>;
type Input<D extends AnyDefinition> = z.output<D['input']>;
type RowKeys<T extends CollectionTable> = keyof T['$inferSelect'];

/** DTO fields that nothing fills: no column of that name, no mapper, not the id or an image's variants. */
export type UnfilledDtoFields<D extends AnyDefinition, T extends CollectionTable, Mapped> = Exclude<
  keyof Dto<D>,
  '_id' | RowKeys<T> | keyof Mapped | `${FileFieldOf<D>}Variants`
>;

/** Input fields that would be validated and then dropped: no column of that name and no `columns` mapper. */
export type UnstoredInputFields<D extends AnyDefinition, T extends CollectionTable> = Exclude<keyof Input<D>, RowKeys<T> | 'expectedUpdatedAt'>;

/** A file field with no column to keep its path in. */
type UnstoredFileField<D extends AnyDefinition, T extends CollectionTable> = Exclude<FileFieldOf<D>, RowKeys<T>>;

/**
 * Refuses, at compile time, a half-added field: the error names the field and what it lacks
 * (`dtoFieldWithoutColumnOrMapper: "hometown"`, `inputFieldWithoutColumn: "hometown"`).
 */
type Complete<D extends AnyDefinition, T extends CollectionTable, Mapped> =
  ([UnfilledDtoFields<D, T, Mapped>] extends [never] ? unknown : { dtoFieldWithoutColumnOrMapper: UnfilledDtoFields<D, T, Mapped> }) &
    ([UnstoredInputFields<D, T>] extends [never] ? unknown : { inputFieldWithoutColumn: UnstoredInputFields<D, T> }) &
    ([UnstoredFileField<D, T>] extends [never] ? unknown : { fileFieldWithoutColumn: UnstoredFileField<D, T> });

export interface BoundCollection<D extends AnyDefinition = AnyDefinition, T extends CollectionTable = CollectionTable, Mapped extends object = object, Reads extends string = string> {
  definition: D;
  binding: CollectionBinding<D, T, Mapped, Reads>;
}

/** The names of a bound collection's extra reads (festivals' `active`). */
export type ReadsOf<C> = C extends BoundCollection<AnyDefinition, CollectionTable, object, infer R> ? R : never;

/** A collection's definition (domain/) bound to its storage, checked for fields left half-added. */
export function bindCollection<D extends AnyDefinition, T extends CollectionTable, Mapped extends object = Record<never, never>, Reads extends string = never>(
  definition: D,
  binding: CollectionBinding<D, T, Mapped, Reads> & Complete<D, T, Mapped>,
): BoundCollection<D, T, Mapped, Reads> {
  return { definition, binding };
}
