import { signInFailures } from '../../observability/metrics';
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { assertAccess, type Actor } from '../../access';
import { recoveryCodes, twoFactorChallenges, users } from '../../db/schema';
import { badRequest, conflict, unauthenticated } from '../../errors';
import { parseInput } from '../../validation';
import type { ServiceDeps } from '../context';
import { hashToken, oneTimeToken, type SessionStore, type UserRow } from './sessions';
import type { SignInLimits } from './sign-in-limits';
import { roleMay } from '@domain/access';
import { twoFactorCodeSchema, twoFactorVerifySchema, type Session, type TwoFactorChallenge, type TwoFactorSetupDto, type TwoFactorStatusDto } from '@domain/auth';

export const CHALLENGE_TTL_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Metal Gates Festival';
const WRONG_CODE = 'Invalid or already used code';
const EXPIRED_CHALLENGE = 'The sign-in expired: sign in again';
/** One step either side (30 s) for clocks that drift. */
const TOLERANCE_SECONDS = 30;

/** 'k3j9x-2mq8p': 50 random bits in an alphabet without look-alikes, easy to type from paper. */
function recoveryCode() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/\s+/g, '');

/**
 * Two-factor sign-in (TOTP, RFC 6238, with otplib) and its recovery codes. A login of an account
 * with two-factor answers a challenge (random, stored hashed, 5 minutes) instead of tokens; the
 * challenge and a code make the login, once: the challenge is deleted when it succeeds, and when the
 * member's password changes. Every code is usable once: a TOTP code's time step is remembered, a
 * recovery code is marked used. Every call that takes a code counts wrong ones against the sign-in
 * limits (sign-in-limits.ts), as a wrong password is.
 */
export function createTwoFactor({ db, now }: ServiceDeps, signInLimits: SignInLimits, sessions: SessionStore) {
  const epoch = () => Math.floor(now().getTime() / 1000);

  /** True when `code` is the account's current TOTP code (not yet used) or an unused recovery code; consumes it. */
  async function consumeCode(user: UserRow, given: string, allowRecovery = true): Promise<boolean> {
    if (!user.totpSecret) return false;
    const digits = given.replace(/\s+/g, '');
    if (/^\d{6}$/.test(digits)) {
      const result = await verify({
        secret: user.totpSecret,
        token: digits,
        epoch: epoch(),
        epochTolerance: TOLERANCE_SECONDS,
        ...(user.totpLastStep !== null ? { afterTimeStep: user.totpLastStep } : {}),
      }).catch(() => ({ valid: false as const }));
      // A TOTP match carries its time step (the HOTP side of otplib's union does not).
      if (!result.valid || !('timeStep' in result)) return false;
      // Conditional on the step stored when read: two requests with one code cannot both pass.
      const [taken] = await db
        .update(users)
        .set({ totpLastStep: result.timeStep })
        .where(and(eq(users.id, user.id), user.totpLastStep === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, user.totpLastStep)))
        .returning({ id: users.id });
      return Boolean(taken);
    }
    if (!allowRecovery) return false;
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: now() })
      .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashToken(normalizeRecovery(given))), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return Boolean(used);
  }

  /** RECOVERY_CODE_COUNT new codes (answered once, stored hashed) in place of the member's old ones. */
  async function replaceRecoveryCodes(userId: string, { enable = false } = {}): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await db.transaction(async (tx) => {
      if (enable) await tx.update(users).set({ totpEnabledAt: now() }).where(eq(users.id, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashToken(c) })));
    });
    return codes;
  }

  /** The signed-in member with two-factor on, once a current code or a recovery code (counted as a sign-in) proves it. */
  async function proveSecondFactor(actor: Actor, input: unknown): Promise<UserRow> {
    assertAccess(actor, 'signedIn');
    const { code } = parseInput(twoFactorCodeSchema, input);
    const user = await signedInUser(actor);
    if (!user.totpEnabledAt) throw conflict('Two-factor sign-in is not on');
    if (!(await signInLimits.counted(actor.clientKey, user.email, () => consumeCode(user, code)))) {
      throw badRequest('Validation failed', { code: WRONG_CODE });
    }
    return user;
  }

  async function signedInUser(actor: Actor): Promise<UserRow> {
    assertAccess(actor, 'signedIn');
    const [user] = await db.select().from(users).where(eq(users.id, actor.user!.id));
    if (!user) throw unauthenticated('User no longer exists');
    return user;
  }

  return {
    /** The login's answer for an account with two-factor on (and a sweep of expired challenges). */
    async challengeFor(user: UserRow): Promise<TwoFactorChallenge> {
      const at = now();
      const { token, tokenHash } = oneTimeToken();
      await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, at));
      await db.insert(twoFactorChallenges).values({
        challengeHash: tokenHash,
        userId: user.id,
        expiresAt: new Date(at.getTime() + CHALLENGE_TTL_SECONDS * 1000),
      });
      return { twoFactorRequired: true, challenge: token };
    },

    /** Ends the member's pending sign-in challenges (their password changed or was reset). */
    async endChallenges(userId: string, database: ServiceDeps['db'] = db): Promise<void> {
      await database.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    },

    /**
     * The second step of a sign-in: a live challenge and a code → the login's answer. A wrong code
     * leaves the challenge for another try; a right one uses it up (a second answer, even with
     * another valid code, is refused).
     */
    async verify(actor: Actor, input: unknown, userAgent?: string): Promise<Session> {
      const { challenge, code } = parseInput(twoFactorVerifySchema, input);
      const challengeHash = hashToken(challenge);
      const [found] = await db
        .select({ user: users })
        .from(twoFactorChallenges)
        .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
        .where(and(eq(twoFactorChallenges.challengeHash, challengeHash), gt(twoFactorChallenges.expiresAt, now())));
      const user = found?.user;
      if (!user || !user.active || !user.totpEnabledAt) throw unauthenticated(EXPIRED_CHALLENGE);
      if (!(await signInLimits.counted(actor.clientKey, user.email, () => consumeCode(user, code)))) {
        signInFailures.inc({ step: 'two-factor' });
        throw unauthenticated(WRONG_CODE);
      }
      // Conditional on the challenge still being there: of two right answers at once only one signs in.
      const [used] = await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.challengeHash, challengeHash)).returning({ id: twoFactorChallenges.id });
      if (!used) throw unauthenticated(EXPIRED_CHALLENGE);
      return sessions.start(user, userAgent);
    },

    /**
     * Whether one's two-factor is on, how many recovery codes are left, whether the team requires
     * it, and whether this sign-in meets it (two-factor on, or signed in with a passkey).
     */
    async status(actor: Actor): Promise<TwoFactorStatusDto> {
      const user = await signedInUser(actor);
      const required = roleMay(user.role, 'backOffice') && (await sessions.twoFactorRequired());
      const viaPasskey = actor.user!.passkey === true;
      if (!user.totpEnabledAt) return { enabled: false, recoveryCodesLeft: 0, required, satisfied: viaPasskey };
      const left = await db
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
      return { enabled: true, recoveryCodesLeft: left.length, required, satisfied: true };
    },

    /** Starts setting up two-factor: a new secret, in force only once a code from it is entered. */
    async setup(actor: Actor): Promise<TwoFactorSetupDto> {
      const user = await signedInUser(actor);
      if (user.totpEnabledAt) throw conflict('Two-factor sign-in is already on');
      const secret = generateSecret();
      await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
      return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: user.email, secret }) };
    },

    /** Turns two-factor on with a code from the new secret; answers the recovery codes (shown once). */
    async enable(actor: Actor, input: unknown): Promise<{ recoveryCodes: string[] }> {
      assertAccess(actor, 'signedIn');
      const { code } = parseInput(twoFactorCodeSchema, input);
      const user = await signedInUser(actor);
      if (user.totpEnabledAt) throw conflict('Two-factor sign-in is already on');
      if (!user.totpSecret) throw badRequest('Set up two-factor sign-in first');
      if (!(await signInLimits.counted(actor.clientKey, user.email, () => consumeCode(user, code, false)))) {
        throw badRequest('Validation failed', { code: WRONG_CODE });
      }
      const codes = await replaceRecoveryCodes(user.id, { enable: true });
      sessions.forgetUser(user.id);
      return { recoveryCodes: codes };
    },

    /** New recovery codes for a current code (or a recovery code): the old ones all stop working. */
    async regenerateRecoveryCodes(actor: Actor, input: unknown): Promise<{ recoveryCodes: string[] }> {
      const user = await proveSecondFactor(actor, input);
      return { recoveryCodes: await replaceRecoveryCodes(user.id) };
    },

    /** Turns two-factor off with a current code (or a recovery code). */
    async disable(actor: Actor, input: unknown): Promise<void> {
      const user = await proveSecondFactor(actor, input);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      });
      sessions.forgetUser(user.id);
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
