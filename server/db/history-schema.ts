import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { searchIndexOn, trashSearch } from './search';

/**
 * What makes a staff member's actions reversible (#34, server/services/history/): each item's
 * versions, the trash, the audit log. `collection` is the registry key (bands, news, siteAssets…);
 * `files` lists the `/api/uploads/` paths a version or a trashed item refers to: such a file is kept
 * until nothing refers to it any more (GIN indexes answer "does anything still refer to it?").
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    collection: text('collection').notNull(),
    itemId: text('item_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete', 'restore'] }).notNull(),
    authorId: text('author_id'),
    authorEmail: text('author_email'),
    door: text('door', { enum: ['rest', 'graphql'] }),
    changes: jsonb('changes').$type<string[]>().notNull(),
    /** The stored row after the change, as JSON (dates as ISO text): what a restore writes back, what the DTO is built from. */
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    files: jsonb('files').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('content_versions_item_idx').on(t.collection, t.itemId, t.createdAt), index('content_versions_files_idx').using('gin', t.files)],
);

export const trash = pgTable(
  'trash',
  {
    collection: text('collection').notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    files: jsonb('files').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    deletedAt: at('deleted_at').notNull(),
    deletedById: text('deleted_by_id'),
    deletedByEmail: text('deleted_by_email'),
    purgeAt: at('purge_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.itemId] }), index('trash_purge_at_idx').on(t.purgeAt), index('trash_files_idx').using('gin', t.files), searchIndexOn('trash_search_idx', trashSearch(t))],
);

export const auditLog = pgTable(
  'audit_log',
  {
    // Ordered as written: the cursor is an id, and a page is "older than this id".
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    collection: text('collection'),
    itemId: text('item_id'),
    title: text('title'),
    door: text('door', { enum: ['rest', 'graphql'] }),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_collection_idx').on(t.collection, t.id), index('audit_log_actor_idx').on(t.actorId, t.id)],
);

/** When each periodic chore (the trash's and the audit log's purges) last ran, shared by every instance. */
export const choreRuns = pgTable('chore_runs', {
  name: text('name').primaryKey(),
  lastRunAt: at('last_run_at').notNull(),
});
