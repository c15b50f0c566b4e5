import crypto from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { and, count, eq, isNull } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { assertAccess, type Actor, type Role } from '../../access';
import { refreshTokens, users } from '../../db/schema';
import { conflict, forbidden, unauthenticated } from '../../errors';
import { parseInput } from '../../validation';
import { iso, type ServiceDeps } from '../context';
import type { RateLimits } from '../rate-limits';
import { getOrCreateSecret } from '../secrets';
import { credentialsSchema, refreshSchema, type Session, type UserDto } from '@domain/auth';

export type { Session, UserDto } from '@domain/auth';

type UserRow = typeof users.$inferSelect;

const toUserDto = (u: UserRow): UserDto => ({ _id: u.id, email: u.email, role: u.role, createdAt: iso(u.createdAt)! });

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token';

export function createAuthService({ db, config, logger, now }: ServiceDeps, limits: RateLimits) {
  let signingSecret: string | undefined;
  const secret = async () => (signingSecret ??= config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt')));

  async function issueAccessToken(user: { id: string; role: Role }) {
    return jwt.sign({ role: user.role }, await secret(), {
      subject: user.id,
      expiresIn: config.accessTokenTtlSeconds,
      algorithm: 'HS256',
    });
  }

  async function issueRefreshToken(database: typeof db, userId: string, familyId: string) {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + config.refreshTokenTtlDays * 86_400_000);
    await database.insert(refreshTokens).values({ userId, familyId, tokenHash: hashToken(token), expiresAt });
    return token;
  }

  async function startSession(user: UserRow): Promise<Session> {
    const refreshToken = await issueRefreshToken(db, user.id, crypto.randomUUID());
    return { accessToken: await issueAccessToken(user), refreshToken, user: toUserDto(user) };
  }

  async function revokeFamily(database: typeof db, familyId: string) {
    await database
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** Resolves a Bearer token to the caller; an invalid or expired token means nobody. */
    async authenticate(token: string | undefined): Promise<Actor['user']> {
      if (!token) return null;
      try {
        const payload = jwt.verify(token, await secret(), { algorithms: ['HS256'] }) as jwt.JwtPayload;
        if (typeof payload.sub !== 'string') return null;
        return { id: payload.sub, role: payload.role === 'admin' ? 'admin' : 'user' };
      } catch {
        return null;
      }
    },

    async register(_actor: Actor, input: unknown): Promise<Session> {
      if (!config.registrationOpen) throw forbidden('Registration is closed');
      const { email, password } = parseInput(credentialsSchema, input);
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
      await limits.failedLogins.check(actor.clientKey);
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      // Verify against a dummy hash for unknown emails too, so timing does not reveal which emails exist.
      const ok = await argon2.verify(user?.passwordHash ?? (await dummyHash()), password).catch(() => false);
      if (!user || !ok) {
        await limits.failedLogins.consume(actor.clientKey);
        throw unauthenticated(INVALID_CREDENTIALS);
      }
      return startSession(user);
    },

    async me(actor: Actor): Promise<UserDto> {
      assertAccess(actor, 'signedIn');
      const [user] = await db.select().from(users).where(eq(users.id, actor.user!.id));
      if (!user) throw unauthenticated('User no longer exists');
      return toUserDto(user);
    },

    /** Rotates a refresh token. Presenting one that was already used revokes its whole login. */
    async refresh(input: unknown): Promise<Omit<Session, 'user'>> {
      const { refreshToken } = parseInput(refreshSchema, input);
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
          .for('update');
        if (!row || row.revokedAt || row.expiresAt <= now()) return { ok: false as const };
        if (row.usedAt) {
          await revokeFamily(tx, row.familyId);
          return { ok: false as const, reuse: row.familyId };
        }
        await tx.update(refreshTokens).set({ usedAt: now() }).where(eq(refreshTokens.id, row.id));
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
        if (!user) return { ok: false as const };
        const next = await issueRefreshToken(tx, user.id, row.familyId);
        return { ok: true as const, user, next };
      });
      if (!outcome.ok) {
        if ('reuse' in outcome) logger.warn({ familyId: outcome.reuse }, 'refresh token reuse: login revoked');
        throw unauthenticated(INVALID_REFRESH);
      }
      return { accessToken: await issueAccessToken(outcome.user), refreshToken: outcome.next };
    },

    /** Ends the login the refresh token belongs to. Unknown tokens are accepted silently (idempotent). */
    async logout(input: unknown): Promise<void> {
      const { refreshToken } = parseInput(refreshSchema, input);
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (row) await revokeFamily(db, row.familyId);
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
