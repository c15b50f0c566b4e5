import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, updatedAt } from './columns';
import { searchIndexOn, teamSearch } from './search';

/**
 * The team and its sign-ins (server/services/auth, server/services/team): members, the team's
 * policy, second factors, invitations, reset links, refresh tokens, passkeys and the app's own
 * secrets. Re-exported by server/db/schema.ts, which drizzle.config.ts reads.
 */

export const users = pgTable(
  'users',
  {
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
  },
  (t) => [searchIndexOn('users_search_idx', teamSearch(t))],
);

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
export const invites = pgTable(
  'invites',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'editor', 'user'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [searchIndexOn('invites_search_idx', teamSearch(t))],
);

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
