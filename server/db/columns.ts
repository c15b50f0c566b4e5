import { sql } from 'drizzle-orm';
import { jsonb, text, timestamp } from 'drizzle-orm/pg-core';
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
