import crypto from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { and, count, eq, isNull } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { assertAccess, type Actor } from '../../access';
import { refreshTokens, users } from '../../db/schema';
import { conflict, forbidden, unauthenticated } from '../../errors';
import { parseInput } from '../../validation';
import { iso, type ServiceDeps } from '../context';
import type { RateLimits } from '../rate-limits';
import { getOrCreateSecret } from '../secrets';
import { createLoginCache } from './login-cache';
import { credentialsSchema, refreshSchema, type Session, type UserDto } from '@domain/auth';

export type { Session, UserDto } from '@domain/auth';

type UserRow = typeof users.$inferSelect;

const toUserDto = (u: UserRow): UserDto => ({ _id: u.id, email: u.email, role: u.role, createdAt: iso(u.createdAt)! });

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token';

/** Two refreshes of one token within this window (two tabs) both get the same new pair. */
export const REFRESH_GRACE_MS = 10_000;

export function createAuthService({ db, config, logger, now }: ServiceDeps, limits: RateLimits) {
  let signingSecret: string | undefined;
  const secret = async () => (signingSecret ??= config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt')));
  const logins = createLoginCache();

  /**
   * An access token names its login (`sid`, the refresh-token family) so ending the login ends it.
   * `issuedAt` is explicit so the same refresh, answered twice within the grace, signs the same token.
   */
  async function issueAccessToken(userId: string, familyId: string, issuedAt: Date) {
    return jwt.sign({ sid: familyId, iat: Math.floor(issuedAt.getTime() / 1000) }, await secret(), {
      subject: userId,
      expiresIn: config.accessTokenTtlSeconds,
      algorithm: 'HS256',
    });
  }

  /**
   * A rotated refresh token is derived from the one it replaces (keyed by the server secret), so a
   * second refresh of the same token within the grace can hand back the very same successor.
   */
  async function successorOf(refreshToken: string) {
    return crypto.createHmac('sha256', await secret()).update(`refresh:${refreshToken}`).digest('base64url');
  }

  async function storeRefreshToken(database: typeof db, userId: string, familyId: string, token: string) {
    const expiresAt = new Date(now().getTime() + config.refreshTokenTtlDays * 86_400_000);
    await database.insert(refreshTokens).values({ userId, familyId, tokenHash: hashToken(token), expiresAt });
  }

  async function startSession(user: UserRow): Promise<Session> {
    const familyId = crypto.randomUUID();
    const refreshToken = crypto.randomBytes(32).toString('base64url');
    await storeRefreshToken(db, user.id, familyId, refreshToken);
    return { accessToken: await issueAccessToken(user.id, familyId, now()), refreshToken, user: toUserDto(user) };
  }

  async function revokeFamily(database: typeof db, familyId: string) {
    await database
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** The signed-in user behind a live login, with the role as stored now; null once the login ended. */
  async function liveLogin(userId: string, familyId: string): Promise<Actor['user']> {
    const [row] = await db
      .select({ id: users.id, role: users.role })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return row ? { id: row.id, role: row.role } : null;
  }

  return {
    /**
     * Resolves a Bearer token to the caller; an invalid or expired token, one without an expiry, or
     * one whose login ended (logout, reuse) or whose user is gone means nobody. The role is the
     * user's current one. Lookups are cached for a few seconds per login and dropped on logout.
     */
    async authenticate(token: string | undefined): Promise<Actor['user']> {
      if (!token) return null;
      let payload: jwt.JwtPayload;
      try {
        payload = jwt.verify(token, await secret(), { algorithms: ['HS256'] }) as jwt.JwtPayload;
      } catch {
        return null;
      }
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      return logins.get(payload.sid, payload.sub, () => liveLogin(payload.sub!, payload.sid));
    },

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
      return startSession(user);
    },

    async login(actor: Actor, input: unknown): Promise<Session> {
      const { email, password } = parseInput(credentialsSchema, input);
      const account = email.toLowerCase();
      // Every attempt is counted BEFORE the password is verified (so a burst sent at once cannot get
      // past the limit) and refunded when it succeeds: only failures use up the allowance.
      await limits.failedLogins.consume(actor.clientKey);
      try {
        await limits.failedLoginsPerAccount.consume(account);
      } catch (e) {
        await limits.failedLogins.refund(actor.clientKey);
        throw e;
      }
      const [user] = await db.select().from(users).where(eq(users.email, account));
      // Verify against a dummy hash for unknown emails too, so timing does not reveal which emails exist.
      const ok = await argon2.verify(user?.passwordHash ?? (await dummyHash()), password).catch(() => false);
      if (!user || !ok) throw unauthenticated(INVALID_CREDENTIALS);
      await Promise.all([limits.failedLogins.refund(actor.clientKey), limits.failedLoginsPerAccount.refund(account)]);
      return startSession(user);
    },

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
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId));
        if (!user) return { ok: false as const, reuse: undefined };
        if (row.usedAt) {
          if (at.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
            return { ok: true as const, userId: user.id, familyId: row.familyId, issuedAt: row.usedAt };
          }
          await revokeFamily(tx, row.familyId);
          return { ok: false as const, reuse: row.familyId };
        }
        await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, row.id));
        await storeRefreshToken(tx, user.id, row.familyId, next);
        return { ok: true as const, userId: user.id, familyId: row.familyId, issuedAt: at };
      });
      if (!outcome.ok) {
        if (outcome.reuse) {
          logins.drop(outcome.reuse);
          logger.warn({ familyId: outcome.reuse }, 'refresh token reuse: login revoked');
        }
        throw unauthenticated(INVALID_REFRESH);
      }
      return { accessToken: await issueAccessToken(outcome.userId, outcome.familyId, outcome.issuedAt), refreshToken: next };
    },

    /** Ends the login the refresh token belongs to. Unknown tokens are accepted silently (idempotent). */
    async logout(input: unknown): Promise<void> {
      const { refreshToken } = parseInput(refreshSchema, input);
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (row) {
        await revokeFamily(db, row.familyId);
        logins.drop(row.familyId);
      }
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

// argon2id (the library's default algorithm) with its OWASP-recommended cost parameters.
const hashPassword = (password: string) => argon2.hash(password);

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(crypto.randomBytes(16).toString('hex')));

export type AuthService = ReturnType<typeof createAuthService>;
