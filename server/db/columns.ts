import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

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
 * A collection with `drafts` (#35): `status` and `publishAt`. Rows stored before it are published,
 * as a create without a status is.
 */
export const publishing = () => ({
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
});
