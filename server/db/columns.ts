import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import type { DraftsOption } from '@domain/drafts';
import type { Translations } from '@domain/locales';

/**
 * The columns every table has: server/db/schema.ts and the collections whose table sits beside their
 * binding (server/collections/<name>.ts) build theirs from these. Ids are opaque text (UUIDs),
 * exposed as `_id` on the wire; timestamps are timestamptz, serialised as ISO 8601 UTC.
 */
export const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Every content table's texts in the languages beside English (#36, domain/locales.ts):
 * `{ro: {<leaf address>: text}}`. One JSON column rather than a column per field and language:
 * marking a field localized in its definition then needs no migration, and English stays in the
 * columns every existing read, search, CSV and backup already uses.
 */
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});

/**
 * A collection with `drafts` (#35): `status` and `publishAt`. Rows stored before it are published,
 * as a create without a status is.
 */
export const publishing = () => ({
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
});

type Publishing = ReturnType<typeof publishing>;
/** `drafts` as a definition's type says it (`true`, `{datedBy}`, or absent). */
type DraftsOf<D> = D extends { drafts?: infer O } ? NonNullable<O> : never;

/**
 * The columns a collection's table has beside its own, from its definition (#33 item 3): those
 * every collection has (id, creation and change times, other languages' texts) and those its
 * switches add (`drafts`: `status`, `publishAt`). A table spreads them once
 * (`...contentColumns(bandCollection)`), so a capability turned on in a definition brings its
 * columns without an edit of the table (and `npm run typecheck` then asks for the migration).
 */
export function contentColumns<D extends { drafts?: DraftsOption }>(definition: D) {
  const always = { id: id(), createdAt: createdAt(), translations: translations(), updatedAt: updatedAt() };
  return { ...(definition.drafts ? publishing() : {}), ...always } as typeof always & ([DraftsOf<D>] extends [never | false] ? unknown : Publishing);
}

/**
 * The indexes a collection's switches need beside its own (#37), spread into its table's index list
 * (`...contentIndexes('news', newsCollection, t)`). `drafts`: its scheduled instants. After every write
 * the publishing schedule (server/services/drafts/schedule.ts) reads each drafted table's earliest
 * `publish_at` still to come; without this index that read is a full scan of the table (2,000
 * articles: a millisecond or two on the embedded database, in front of the next request).
 * Partial: only the few rows with a `publish_at` are in it.
 */
export function contentIndexes<D extends { drafts?: DraftsOption }>(table: string, definition: D, t: { publishAt?: PgColumn }) {
  if (!definition.drafts || !t.publishAt) return [];
  return [index(`${table}_publish_at_idx`).on(t.publishAt).where(sql`${t.publishAt} is not null`)];
}

/** The columns a singleton's one-row table has beside its own: its row's id (1), other languages' texts and its change time. */
export const singletonColumns = () => ({
  id: integer('id').primaryKey().default(1),
  translations: translations(),
  updatedAt: updatedAt(),
});

/** Bytes (uploaded images, passkeys' public keys). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});
