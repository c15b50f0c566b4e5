import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { archiveCollection } from '../../domain/archives';
import { bandCollection } from '../../domain/bands';
import { festivalCollection } from '../../domain/festivals';
import { newsCollection } from '../../domain/news';
import { stageCollection } from '../../domain/stages';
import { contentColumns, contentIndexes, createdAt, id, singletonColumns, updatedAt } from './columns';
import { inboxSearch, searchIndex, searchIndexOn } from './search';

/**
 * Every stored entity (docs/rest-api.md lists their wire shapes) but the collections that keep their
 * table beside their binding (server/collections/partners.ts); drizzle.config.ts reads both. Here:
 * the content (collections and singletons, whose common and capability columns come from their
 * definitions: `contentColumns`, `singletonColumns`, server/db/columns.ts), the inbox, visits and
 * releases; the team's tables are in account-schema.ts and the uploads' in files-schema.ts.
 * Ids are opaque text (UUIDs), exposed as `_id` on the wire. Timestamps are timestamptz, serialised
 * as ISO 8601 UTC.
 */
export * from './account-schema';
export * from './files-schema';

export const festivals = pgTable(
  'festivals',
  {
    name: text('name').notNull(),
    dates: text('dates').notNull().default(''),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    ticketUrl: text('ticket_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** The festival's days ({label, date: MM-DD}); null until set, meaning the spec's three. */
    days: jsonb('days').$type<{ label: string; date: string }[]>(),
    ...contentColumns(festivalCollection),
  },
  // The database itself guarantees "only one active festival at a time".
  (t) => [uniqueIndex('festivals_one_active_idx').on(t.isActive).where(sql`${t.isActive}`), searchIndex('festivals_search_idx', t, festivalCollection.search)],
);

/** A single row (id = 1). Null columns mean "not set": defaults are filled in by the service. */
export const siteAssets = pgTable('site_assets', {
  logo: text('logo'),
  heroImage: text('hero_image'),
  mobileHeroImage: text('mobile_hero_image'),
  bannerText: text('banner_text'),
  countdownDate: timestamp('countdown_date', { withTimezone: true, mode: 'date' }),
  contactEmails: jsonb('contact_emails').$type<{ email: string; purpose: string }[]>(),
  copyright: text('copyright'),
  gtmId: text('gtm_id'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  youtube: text('youtube'),
  seoTitles: jsonb('seo_titles').$type<Record<string, string>>(),
  seoDescriptions: jsonb('seo_descriptions').$type<Record<string, string>>(),
  ...singletonColumns(),
});

export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  youtube?: string;
  tiktok?: string;
  bandcamp?: string;
  website?: string;
}

/** Stages of the festival; set times are scheduled on one. */
export const stages = pgTable(
  'stages',
  {
    name: text('name').notNull(),
    order: integer('sort_order').notNull().default(999),
    ...contentColumns(stageCollection),
  },
  (t) => [searchIndex('stages_search_idx', t, stageCollection.search)],
);

export const bands = pgTable(
  'bands',
  {
    name: text('name').notNull(),
    country: text('country').notNull(),
    genre: text('genre'),
    image: text('image'),
    performanceDay: text('performance_day').notNull(),
    order: integer('sort_order').notNull().default(999),
    biography: text('biography').notNull(),
    spotifyEmbed: text('spotify_embed'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    // A stage cannot be deleted while a band is scheduled on it (the service says how many first).
    stageId: text('stage_id').references(() => stages.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Grows whenever the stage or the times change: the calendar feed's SEQUENCE. */
    scheduleSequence: integer('schedule_sequence').notNull().default(0),
    ...contentColumns(bandCollection),
  },
  (t) => [
    index('bands_day_order_idx').on(t.performanceDay, t.order),
    index('bands_stage_starts_idx').on(t.stageId, t.startsAt),
    searchIndex('bands_search_idx', t, bandCollection.search),
    ...contentIndexes('bands', bandCollection, t),
  ],
);

export const news = pgTable(
  'news',
  {
    title: text('title').notNull(),
    /** Its readable address (`/news/<slug>`), made from the title on create and kept after (domain/slugs.ts). */
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    author: text('author'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...contentColumns(newsCollection),
  },
  // The list's order, pages and year filter included; the search.
  (t) => [
    index('news_order_idx').on(t.publishedAt, t.createdAt, t.id),
    searchIndex('news_search_idx', t, newsCollection.search),
    uniqueIndex('news_slug_idx').on(t.slug),
    ...contentIndexes('news', newsCollection, t),
  ],
);

export const archives = pgTable(
  'archives',
  {
    year: text('year').notNull(),
    description: text('description').notNull(),
    poster: text('poster'),
    lineup: text('lineup').notNull(),
    ...contentColumns(archiveCollection),
  },
  (t) => [searchIndex('archives_search_idx', t, archiveCollection.search), ...contentIndexes('archives', archiveCollection, t)],
);

export interface InfoPageContent {
  location: { title: string; address: string; mapEmbedUrl: string };
  travel: { byAir: string; byCar: string; accommodation: string };
  rules: {
    importantGuidelines: string[];
    allowedItems: string[];
    prohibitedItems: string[];
    securityNote: string;
  };
  faq: { _id: string; question: string; answer: string }[];
}

/** A single row (id = 1) holding the whole info page document. */
export const infoPage = pgTable('info_page', {
  content: jsonb('content').$type<InfoPageContent>().notNull(),
  ...singletonColumns(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** The inbox: first opened by staff, and marked handled (both null while new / open). */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), searchIndexOn('contact_messages_search_idx', inboxSearch(t))],
);

/**
 * One row per visitor per UTC day. No IP is stored: only a daily-salted hash to count distinct
 * visitors; the hash is unique, so a repeat visit the same day is ignored instead of stored.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorHash: text('visitor_hash').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('visits_visited_at_idx').on(t.visitedAt), uniqueIndex('visits_visitor_hash_idx').on(t.visitorHash)],
);

/**
 * Releases (#35): named sets of changes that go public together at `publish_at`. Its items are rows
 * of drafted collections (kept scheduled at the release's instant); its pending site-asset settings
 * are read over the stored ones from that instant on (server/services/releases/).
 */
export const releases = pgTable('releases', {
  id: id(),
  name: text('name').notNull(),
  publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  siteAssets: jsonb('site_assets').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const releaseItems = pgTable(
  'release_items',
  {
    releaseId: text('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    collection: text('collection').notNull(),
    itemId: text('item_id').notNull(),
    /**
     * A change to an item that is already public (#35): its pending fields in the collection's
     * input shape, checked by the collection's own update when put; null for a draft or scheduled
     * item. Read over the item by preview links; folded into its row by the first read or write
     * after the release's instant (server/services/releases/changes.ts).
     */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    /** Who put the change (their id and role then): the fold's write is recorded as theirs. */
    changedBy: jsonb('changed_by').$type<{ id: string; role: string }>(),
    /** When the change was folded into the item's row (null: not yet). */
    foldedAt: timestamp('folded_at', { withTimezone: true, mode: 'date' }),
    /** Why a fold could not write the change (the item deleted, a clash since): kept, logged, never retried. */
    foldError: text('fold_error'),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.collection, t.itemId] })],
);

/**
 * Preview links (#35 item 5): one row per link made, so a link can be revoked before its 24 h
 * (`DELETE /api/previews/{id}`). The token names the row and is signed; the row says what it shows
 * (a release, or with none every draft). Its release's cancel or deletion ends it too.
 */
export const previewLinks = pgTable('preview_links', {
  id: id(),
  releaseId: text('release_id').references(() => releases.id, { onDelete: 'cascade' }),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});
