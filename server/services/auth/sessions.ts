import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, max, min, ne, sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Actor } from '../../access';
import { refreshTokens, teamPolicy, users } from '../../db/schema';
import { iso, type ServiceDeps } from '../context';
import { getOrCreateSecret } from '../secrets';
import { createLoginCache } from './login-cache';
import { roleMay } from '@domain/access';
import type { LoginSessionDto, Session, UserDto } from '@domain/auth';

export type UserRow = typeof users.$inferSelect;
type Database = ServiceDeps['db'];

export const toUserDto = (u: UserRow): UserDto => ({ _id: u.id, email: u.email, role: u.role, createdAt: iso(u.createdAt)! });

/** Refresh tokens, invitations and reset links are stored as SHA-256 only (they are random, 256-bit). */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A random one-time token and the hash that is stored in its place. */
export function oneTimeToken() {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/**
 * Logins: a login is a refresh-token family; its access tokens name it (`sid`), so ending the
 * login (logout, reuse, deactivation, "sign out everywhere else") ends them at once.
 */
export function createSessionStore({ db, config, now }: ServiceDeps) {
  let signingSecret: string | undefined;
  const secret = async () => (signingSecret ??= config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt')));
  const logins = createLoginCache();
  /**
   * Other instances sharing the database hear what this one forgot (LISTEN/NOTIFY, connected by
   * createServices), so a deactivation, demotion or ended login holds there at once rather than
   * within LOGIN_CACHE_MS. Announced once the change is committed (`database === db`, or by the
   * caller after its transaction with forgetUser).
   */
  let announce: (detail: string) => void = () => {};
  const committed = (database: Database) => database === db;

  /** `issuedAt` is explicit so the same refresh, answered twice within the grace, signs the same token. */
  async function issueAccessToken(userId: string, familyId: string, issuedAt: Date) {
    return jwt.sign({ sid: familyId, iat: Math.floor(issuedAt.getTime() / 1000) }, await secret(), {
      subject: userId,
      expiresIn: config.accessTokenTtlSeconds,
      algorithm: 'HS256',
    });
  }

  /** `passkey`: the login was made with a passkey, `passkeyId` which one (kept by every token of its family). */
  async function storeRefreshToken(
    database: Database,
    userId: string,
    familyId: string,
    token: string,
    userAgent: string | null,
    { passkey = false, passkeyId = null }: { passkey?: boolean; passkeyId?: string | null } = {},
  ) {
    const expiresAt = new Date(now().getTime() + config.refreshTokenTtlDays * 86_400_000);
    await database.insert(refreshTokens).values({ userId, familyId, tokenHash: hashToken(token), expiresAt, userAgent, passkey, passkeyId });
  }

  /**
   * The signed-in user behind a live login of an active account, with the role as stored now. A
   * login made with a passkey counts as two-factor (possession of the authenticator plus its user
   * verification), so the team's two-factor requirement holds for it without a TOTP code.
   */
  async function liveLogin(userId: string, familyId: string): Promise<Actor['user']> {
    const [row] = await db
      .select({ id: users.id, role: users.role, twoFactorOn: sql<boolean>`${users.totpEnabledAt} is not null`, passkey: refreshTokens.passkey })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(
        and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), eq(users.active, true)),
      )
      .limit(1);
    if (!row) return null;
    const missing = roleMay(row.role, 'backOffice') && !row.twoFactorOn && !row.passkey && (await twoFactorRequired());
    return {
      id: row.id,
      role: row.role,
      sessionId: familyId,
      ...(missing ? { twoFactorMissing: true } : {}),
      ...(row.passkey ? { passkey: true } : {}),
    };
  }

  async function twoFactorRequired(): Promise<boolean> {
    const [policy] = await db.select({ require: teamPolicy.requireTwoFactor }).from(teamPolicy).where(eq(teamPolicy.id, 1));
    return policy?.require ?? false;
  }

  async function revokeFamily(database: Database, familyId: string) {
    await database
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    logins.drop(familyId);
    if (committed(database)) announce(`family ${familyId}`);
  }

  return {
    issueAccessToken,
    storeRefreshToken,
    revokeFamily,
    secret,
    dropFamily: (familyId: string) => {
      logins.drop(familyId);
      announce(`family ${familyId}`);
    },
    /** Connects the broadcast to other instances (with a shared PostgreSQL). */
    connect(publish: (detail: string) => void) {
      announce = publish;
    },
    /** Another instance forgot a user's logins, a login, or everything (`detail` absent: its listener reconnected). */
    forgetRemote(detail?: string) {
      const [kind, id] = (detail ?? '').split(' ');
      if (kind === 'user' && id) logins.dropUser(id);
      else if (kind === 'family' && id) logins.drop(id);
      else logins.clear();
    },

    /** Resolves a Bearer token to the caller (see AuthService.authenticate). */
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

    /** A new login for the user (a new family), noting when they last signed in; `passkeyId` when made with one. */
    async start(user: UserRow, userAgent?: string, database: Database = db, { passkeyId }: { passkeyId?: string } = {}): Promise<Session> {
      const familyId = crypto.randomUUID();
      const refreshToken = crypto.randomBytes(32).toString('base64url');
      await storeRefreshToken(database, user.id, familyId, refreshToken, userAgent ?? null, { passkey: Boolean(passkeyId), passkeyId: passkeyId ?? null });
      await database.update(users).set({ lastSignInAt: now() }).where(eq(users.id, user.id));
      return { accessToken: await issueAccessToken(user.id, familyId, now()), refreshToken, user: toUserDto(user) };
    },

    /**
     * Ends every login of a user but `except` (the caller's own, when they keep theirs). The lookups
     * this instance cached are dropped at once, and the other instances told (once committed).
     */
    async endAll(userId: string, except?: string, database: Database = db): Promise<number> {
      const ended = await database
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), except ? ne(refreshTokens.familyId, except) : undefined))
        .returning({ familyId: refreshTokens.familyId });
      logins.dropUser(userId);
      if (committed(database)) announce(`user ${userId}`);
      return new Set(ended.map((r) => r.familyId)).size;
    },

    /** Ends every login made with this passkey (it was removed); answers how many ended. */
    async endMadeWith(passkeyId: string, userId: string, database: Database = db): Promise<number> {
      const ended = await database
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.passkeyId, passkeyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      for (const { familyId } of ended) logins.drop(familyId);
      return new Set(ended.map((r) => r.familyId)).size;
    },

    /** Forgets cached lookups of a user's logins (their role or two-factor changed), here and on the other instances. */
    forgetUser: (userId: string) => {
      logins.dropUser(userId);
      announce(`user ${userId}`);
    },
    /** Forgets every cached lookup (the team's policy changed), here and on the other instances. */
    forgetAll: () => {
      logins.clear();
      announce('all');
    },
    twoFactorRequired,

    /** The user's live logins, most recently used first. */
    async list(userId: string, currentFamily?: string): Promise<LoginSessionDto[]> {
      const at = now();
      const rows = await db
        .select({
          familyId: refreshTokens.familyId,
          createdAt: min(refreshTokens.createdAt),
          lastUsedAt: max(refreshTokens.createdAt),
          userAgent: max(refreshTokens.userAgent),
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .groupBy(refreshTokens.familyId)
        .having(sql`bool_or(${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > ${at.toISOString()}::timestamptz)`)
        .orderBy(desc(max(refreshTokens.createdAt)));
      return rows.map((r) => ({
        _id: r.familyId,
        createdAt: iso(r.createdAt)!,
        lastUsedAt: iso(r.lastUsedAt)!,
        userAgent: r.userAgent,
        current: r.familyId === currentFamily,
      }));
    },

    /** Ends one of the user's logins; false when it is not theirs or already ended. */
    async end(userId: string, familyId: string): Promise<boolean> {
      const ended = await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now())))
        .returning({ id: refreshTokens.id });
      logins.drop(familyId);
      announce(`family ${familyId}`);
      return ended.length > 0;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
