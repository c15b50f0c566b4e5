import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archiveCollection } from '../../domain/archives';
import { bandCollection } from '../../domain/bands';
import { festivalCollection } from '../../domain/festivals';
import { newsCollection } from '../../domain/news';
import { stageCollection } from '../../domain/stages';
import { createdAt, id, publishing, translations, updatedAt } from './columns';
import { searchIndex } from './search';

/**
 * Every stored entity (docs/rest-api.md lists their wire shapes) but the collections that keep their
 * table beside their binding (server/collections/partners.ts); drizzle.config.ts reads both.
 * Ids are opaque text (UUIDs), exposed as `_id` on the wire. Timestamps are timestamptz, serialised
 * as ISO 8601 UTC.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'editor', 'user'] }).notNull().default('user'),
  /** A deactivated member keeps their row (their name stays on what they did) but cannot sign in. */
  active: boolean('active').notNull().default(true),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  /** TOTP (RFC 6238) secret, base32: set at setup, in force once `totpEnabledAt` is set. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
  /** The last time step a code was accepted at: no code of it or before is accepted again. */
  totpLastStep: integer('totp_last_step'),
  createdAt: createdAt(),
});

/** The team's sign-in policy (one row, id 1): whether staff must use two-factor sign-in. */
export const teamPolicy = pgTable('team_policy', {
  id: integer('id').primaryKey().default(1),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Two-factor recovery codes: SHA-256 of each, usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** An admin's invitation: one-time, stored as a SHA-256 of its token only (the link carries the token). */
export const invites = pgTable('invites', {
  id: id(),
  email: text('email').notNull(),
  role: text('role', { enum: ['admin', 'editor', 'user'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

/** A password reset link an admin made for a member: one-time, hashed like invitations. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  /** The admin who made the link: it works only while they are an active admin. */
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** Revoked by an admin, or voided (a newer link, a password change, a deactivation). */
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

/**
 * A sign-in's two-factor step, handed out after the right password: stored as SHA-256, answered
 * once (deleted when it succeeds), valid 5 minutes, and deleted when the member's password changes.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: id(),
    challengeHash: text('challenge_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/** One row per issued refresh token; a login's tokens share a family so reuse can revoke them all. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The browser that signed in (shown in the member's session list). */
    userAgent: text('user_agent'),
    /** The login was made with a passkey: it counts as two-factor (the team's policy). Copied on rotation. */
    passkey: boolean('passkey').notNull().default(false),
    /** Which passkey made the login (removing it ends the login). Copied on rotation. */
    passkeyId: text('passkey_id'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * A member's passkeys (WebAuthn credentials, registered with attestation "none"): the public key
 * (COSE) and the signature counter the authenticator reported last.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url (what an authenticator's answer names). */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    /** A uint32 in WebAuthn: bigint so it never overflows. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges handed out with registration or sign-in options: stored here (not in one
 * instance's memory, so any instance behind the proxy can check the answer), as SHA-256 only,
 * single-use (deleted when answered) and valid 5 minutes. A registration's is bound to its member.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    challengeHash: text('challenge_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/** Generated secrets (JWT signing key, visitor-hash salt) persisted so they survive restarts. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const festivals = pgTable(
  'festivals',
  {
    id: id(),
    name: text('name').notNull(),
    dates: text('dates').notNull().default(''),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    ticketUrl: text('ticket_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** The festival's days ({label, date: MM-DD}); null until set, meaning the spec's three. */
    days: jsonb('days').$type<{ label: string; date: string }[]>(),
    createdAt: createdAt(),
    translations: translations(),
    updatedAt: updatedAt(),
  },
  // The database itself guarantees "only one active festival at a time".
  (t) => [uniqueIndex('festivals_one_active_idx').on(t.isActive).where(sql`${t.isActive}`), searchIndex('festivals_search_idx', t, festivalCollection.search)],
);

/** A single row (id = 1). Null columns mean "not set": defaults are filled in by the service. */
export const siteAssets = pgTable('site_assets', {
  id: integer('id').primaryKey().default(1),
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
  translations: translations(),
  updatedAt: updatedAt(),
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
    id: id(),
    name: text('name').notNull(),
    order: integer('sort_order').notNull().default(999),
    createdAt: createdAt(),
    translations: translations(),
    updatedAt: updatedAt(),
  },
  (t) => [searchIndex('stages_search_idx', t, stageCollection.search)],
);

export const bands = pgTable(
  'bands',
  {
    id: id(),
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
    ...publishing(),
    createdAt: createdAt(),
    translations: translations(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bands_day_order_idx').on(t.performanceDay, t.order),
    index('bands_stage_starts_idx').on(t.stageId, t.startsAt),
    searchIndex('bands_search_idx', t, bandCollection.search),
  ],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    /** Its readable address (`/news/<slug>`), made from the title on create and kept after (domain/slugs.ts). */
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    author: text('author'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...publishing(),
    createdAt: createdAt(),
    translations: translations(),
    updatedAt: updatedAt(),
  },
  // The list's order, pages and year filter included; the search.
  (t) => [
    index('news_order_idx').on(t.publishedAt, t.createdAt, t.id),
    searchIndex('news_search_idx', t, newsCollection.search),
    uniqueIndex('news_slug_idx').on(t.slug),
  ],
);

export const archives = pgTable(
  'archives',
  {
    id: id(),
    year: text('year').notNull(),
    description: text('description').notNull(),
    poster: text('poster'),
    lineup: text('lineup').notNull(),
    ...publishing(),
    createdAt: createdAt(),
    translations: translations(),
    updatedAt: updatedAt(),
  },
  (t) => [searchIndex('archives_search_idx', t, archiveCollection.search)],
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
  id: integer('id').primaryKey().default(1),
  content: jsonb('content').$type<InfoPageContent>().notNull(),
  translations: translations(),
  updatedAt: updatedAt(),
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
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
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

/** Uploaded images live in the database so every instance sharing it serves them. */
export const uploadedFiles = pgTable('uploaded_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  etag: text('etag').notNull(),
  originalName: text('original_name'),
  data: bytea('data').notNull(),
  /** Pixel size after EXIF orientation; null until its variants are made (0 × 0: not decodable, no variants). */
  width: integer('width'),
  height: integer('height'),
  /** A few-pixel preview as a data: URI, shown while the real image loads. */
  placeholder: text('placeholder'),
  createdAt: createdAt(),
});

/**
 * Resized/re-encoded copies of an uploaded image (AVIF, WebP and the original format at several
 * widths). They cascade with their original, so a replaced or deleted upload never leaves one behind.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    key: text('key').primaryKey(),
    originalKey: text('original_key')
      .notNull()
      .references(() => uploadedFiles.key, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    etag: text('etag').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('image_variants_original_idx').on(t.originalKey)],
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
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.collection, t.itemId] })],
);
