import { signInFailures } from '../../observability/metrics';
import crypto from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { assertAccess, type Actor } from '../../access';
import { invites, refreshTokens, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthenticated } from '../../errors';
import { parseInput } from '../../validation';
import { plausibleId, type ServiceDeps } from '../context';
import type { RateLimits } from '../rate-limits';
import { hashToken, toUserDto, type SessionStore, type UserRow } from './sessions';
import type { Mailer } from '../team/mailer';
import { createForgotPassword } from './forgot-password';
import { createLinkStatus } from './links';
import { createPasskeys } from './passkeys';
import { assertStrongPassword } from './password-strength';
import { createPasswords, hashPassword } from './passwords';
import { createSignInLimits } from './sign-in-limits';
import { createTwoFactor } from './two-factor';
import {
  credentialsSchema,
  refreshSchema,
  tokenPasswordSchema,
  type LoginSessionDto,
  type Session,
  type TwoFactorChallenge,
  type UserDto,
} from '@domain/auth';

export type { Session, UserDto } from '@domain/auth';

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token';
const INVALID_LINK = 'This link is invalid, used or expired';

/** Two refreshes of one token within this window (two tabs) both get the same new pair. */
export const REFRESH_GRACE_MS = 10_000;

export function createAuthService(deps: ServiceDeps, limits: RateLimits, sessions: SessionStore, mailer: Mailer) {
  const { db, config, logger, now } = deps;
  const signInLimits = createSignInLimits(config, limits);
  const twoFactor = createTwoFactor(deps, signInLimits, sessions);
  const passkeys = createPasskeys(deps, limits, sessions);
  const passwords = createPasswords(deps, signInLimits, sessions, twoFactor);
  /**
   * A rotated refresh token is derived from the one it replaces (keyed by the server secret), so a
   * second refresh of the same token within the grace can hand back the very same successor.
   */
  async function successorOf(refreshToken: string) {
    return crypto.createHmac('sha256', await sessions.secret()).update(`refresh:${refreshToken}`).digest('base64url');
  }

  return {
    /**
     * Resolves a Bearer token to the caller; an invalid or expired token, one without an expiry, or
     * one whose login ended (logout, reuse) or whose user is gone means nobody. The role is the
     * user's current one. Lookups are cached for a few seconds per login and dropped on logout.
     */
    authenticate: (token: string | undefined): Promise<Actor['user']> => sessions.authenticate(token),

    async register(actor: Actor, input: unknown): Promise<Session> {
      if (!config.registrationOpen) throw forbidden('Registration is closed');
      const { email, password } = parseInput(credentialsSchema, input);
      // Counted before the (deliberately slow) password hash, so a flood of sign-ups costs little.
      await limits.registrations.consume(actor.clientKey);
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const normalized = email.toLowerCase();
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, normalized));
        if (taken) throw conflict('An account with this email already exists');
        // The very first account of an empty user table becomes the admin.
        const [{ value: existing }] = await tx.select({ value: count() }).from(users);
        const [row] = await tx
          .insert(users)
          .values({ email: normalized, passwordHash, role: existing === 0 ? 'admin' : 'user' })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict('An account with this email already exists');
        return row;
      });
      return sessions.start(user, actor.userAgent);
    },

    /** The login's answer: a session, or for an account with two-factor a challenge to verify with a code. */
    async login(actor: Actor, input: unknown): Promise<Session | TwoFactorChallenge> {
      const { email, password } = parseInput(credentialsSchema, input);
      const account = email.toLowerCase();
      let user: UserRow | undefined;
      // Counted by account and client together (sign-in-limits.ts): only failures use up the allowance.
      const ok = await signInLimits.counted(actor.clientKey, account, async () => {
        [user] = await db.select().from(users).where(eq(users.email, account));
        // Verify against a dummy hash for unknown emails too, so timing does not reveal which emails exist.
        const right = await argon2.verify(user?.passwordHash ?? (await dummyHash()), password).catch(() => false);
        // A deactivated member's right password is refused like a wrong one (and counts as a failure).
        return Boolean(user && right && user.active);
      });
      if (!ok || !user) {
        signInFailures.inc({ step: 'password' });
        throw unauthenticated(INVALID_CREDENTIALS);
      }
      if (user.totpEnabledAt) return twoFactor.challengeFor(user);
      return sessions.start(user, actor.userAgent);
    },

    /** Two-factor: `verify` (a login's second step), `status`, `setup`, `enable`, `disable`, `regenerateRecoveryCodes`. */
    twoFactor: {
      verify: (actor: Actor, input: unknown) => twoFactor.verify(actor, input, actor.userAgent),
      status: twoFactor.status,
      setup: twoFactor.setup,
      enable: twoFactor.enable,
      disable: twoFactor.disable,
      regenerateRecoveryCodes: twoFactor.regenerateRecoveryCodes,
    },

    /** "Forgot password?": a reset link mailed to the member when mail is set up (forgot-password.ts). */
    requestPasswordReset: createForgotPassword(deps, limits, mailer),

    /**
     * Passkeys: `registrationOptions` and `register` (signed in), `list`, `remove`; `signInOptions`
     * and `signIn` (anyone): a passkey sign-in counts as two-factor.
     */
    passkeys,

    /** Whether an invitation or reset link can still be used (links.ts): read, never consumed. */
    linkStatus: createLinkStatus(deps),

    async me(actor: Actor): Promise<UserDto> {
      assertAccess(actor, 'signedIn');
      const [user] = await db.select().from(users).where(eq(users.id, actor.user!.id));
      if (!user) throw unauthenticated('User no longer exists');
      return toUserDto(user);
    },

    /**
     * Rotates a refresh token. The same token presented again within REFRESH_GRACE_MS (two tabs
     * refreshing at once) gets the same new pair; presented after that it is a reuse, and reuse
     * revokes the whole login, its access tokens included.
     */
    async refresh(input: unknown): Promise<Omit<Session, 'user'>> {
      const { refreshToken } = parseInput(refreshSchema, input);
      const next = await successorOf(refreshToken);
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
          .for('update');
        const at = now();
        if (!row || row.revokedAt || row.expiresAt <= at) return { ok: false as const, reuse: undefined };
        const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, row.userId), eq(users.active, true)));
        if (!user) return { ok: false as const, reuse: undefined };
        if (row.usedAt) {
          if (at.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
            return { ok: true as const, userId: user.id, familyId: row.familyId, issuedAt: row.usedAt };
          }
          await sessions.revokeFamily(tx, row.familyId);
          return { ok: false as const, reuse: row.familyId };
        }
        await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, row.id));
        await sessions.storeRefreshToken(tx, user.id, row.familyId, next, row.userAgent, { passkey: row.passkey, passkeyId: row.passkeyId });
        return { ok: true as const, userId: user.id, familyId: row.familyId, issuedAt: at };
      });
      if (!outcome.ok) {
        if (outcome.reuse) {
          sessions.dropFamily(outcome.reuse);
          logger.warn({ familyId: outcome.reuse }, 'refresh token reuse: login revoked');
        }
        throw unauthenticated(INVALID_REFRESH);
      }
      return { accessToken: await sessions.issueAccessToken(outcome.userId, outcome.familyId, outcome.issuedAt), refreshToken: next };
    },

    /** Ends the login the refresh token belongs to. Unknown tokens are accepted silently (idempotent). */
    async logout(input: unknown): Promise<void> {
      const { refreshToken } = parseInput(refreshSchema, input);
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (row) await sessions.revokeFamily(db, row.familyId);
    },

    /**
     * Accepts an invitation: creates the member with the invited email and role and signs them in.
     * A used, revoked or expired invitation (or an email that became a member meanwhile) is a 400.
     */
    async acceptInvite(actor: Actor, input: unknown): Promise<Session> {
      const { token, password } = parseInput(tokenPasswordSchema, input);
      const usable = () => and(eq(invites.tokenHash, hashToken(token)), isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now()));
      // Unknown tokens are refused before the (deliberately slow) hash: guessing costs the server little.
      const [known] = await db.select({ email: invites.email }).from(invites).where(usable());
      if (!known) throw badRequest(INVALID_LINK);
      await assertStrongPassword(password, 'password', [known.email]);
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const [invite] = await tx.select().from(invites).where(usable()).for('update');
        if (!invite) throw badRequest(INVALID_LINK);
        const [row] = await tx.insert(users).values({ email: invite.email, passwordHash, role: invite.role }).onConflictDoNothing().returning();
        if (!row) throw badRequest('An account with this email already exists');
        await tx.update(invites).set({ usedAt: now() }).where(eq(invites.id, invite.id));
        return row;
      });
      return sessions.start(user, actor.userAgent);
    },

    /**
     * Sets a new password with a reset link; every login of the member ends. Signs in a member
     * without two-factor; for one with TOTP or a passkey answers null (they sign in as usual).
     */
    resetPassword: passwords.reset,

    /** Changes one's own password (the current one is checked); one's other logins end. */
    changePassword: passwords.change,

    /** One's own live logins (browsers), the current one marked. */
    async sessions(actor: Actor): Promise<LoginSessionDto[]> {
      assertAccess(actor, 'signedIn');
      return sessions.list(actor.user!.id, actor.user!.sessionId);
    },

    /** Ends one of one's own logins (another browser, or this one). */
    async endSession(actor: Actor, id: string): Promise<void> {
      assertAccess(actor, 'signedIn');
      if (!plausibleId(id) || !(await sessions.end(actor.user!.id, id))) throw notFound('Session not found');
    },

    /** "Sign out everywhere else": ends every login of the caller but this one. */
    async endOtherSessions(actor: Actor): Promise<{ ended: number }> {
      assertAccess(actor, 'signedIn');
      return { ended: await sessions.endAll(actor.user!.id, actor.user!.sessionId) };
    },

    /**
     * Boot-time: create the configured admin, or when no admin exists at all, `admin@localhost`
     * with a random password that is printed once.
     */
    async ensureFirstAdmin(): Promise<{ email: string; password?: string } | null> {
      if (config.adminEmail && config.adminPassword) {
        const email = config.adminEmail.toLowerCase();
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (existing) return null;
        const passwordHash = await hashPassword(config.adminPassword);
        await db.insert(users).values({ email, passwordHash, role: 'admin' }).onConflictDoNothing();
        return { email };
      }
      const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      if (admin) return null;
      const password = crypto.randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(password);
      const [created] = await db
        .insert(users)
        .values({ email: 'admin@localhost', passwordHash, role: 'admin' })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        logger.warn('no admin exists and admin@localhost is taken by a non-admin: set ADMIN_EMAIL and ADMIN_PASSWORD');
        return null;
      }
      return { email: 'admin@localhost', password };
    },
  };
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(crypto.randomBytes(16).toString('hex')));

export type AuthService = ReturnType<typeof createAuthService>;
