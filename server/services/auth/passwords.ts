import * as argon2 from '@node-rs/argon2';
import { and, count, eq } from 'drizzle-orm';
import { assertAccess, type Actor } from '../../access';
import { passkeys, passwordResets, users } from '../../db/schema';
import { badRequest, unauthenticated } from '../../errors';
import { parseInput } from '../../validation';
import type { ServiceDeps } from '../context';
import { liveResetLink, voidResetLinks } from '../team/reset-links';
import { assertStrongPassword } from './password-strength';
import { hashToken, type SessionStore, type UserRow } from './sessions';
import type { SignInLimits } from './sign-in-limits';
import type { TwoFactor } from './two-factor';
import { passwordChangeSchema, tokenPasswordSchema, type Session } from '@domain/auth';

const INVALID_LINK = 'This link is invalid, used or expired';

// argon2id (the library's default algorithm) with its OWASP-recommended cost parameters.
export const hashPassword = (password: string) => argon2.hash(password);

/**
 * Setting a password: with an admin's reset link, or one's own change. Either ends the member's
 * other logins, their pending two-factor challenges and their outstanding reset links.
 */
export function createPasswords({ db, now }: ServiceDeps, signInLimits: SignInLimits, sessions: SessionStore, twoFactor: TwoFactor) {
  /** TOTP on, or at least one passkey: a reset must not sign such a member in past it. */
  async function hasSecondFactor(user: UserRow) {
    if (user.totpEnabledAt) return true;
    const [{ value }] = await db.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
    return value > 0;
  }

  return {
    /**
     * Sets a new password with a reset link (see liveResetLink for when one works); every login of
     * the member ends. A member without two-factor is signed in; one with TOTP or a passkey is not
     * (null): the link proves the mailbox or the admin's trust, not the second factor, so they sign
     * in as usual, with it.
     */
    async reset(actor: Actor, input: unknown): Promise<Session | null> {
      const { token, password } = parseInput(tokenPasswordSchema, input);
      const usable = () => and(eq(passwordResets.tokenHash, hashToken(token)), liveResetLink(now()));
      // Unknown tokens are refused before the (deliberately slow) hash: guessing costs the server little.
      const [known] = await db
        .select({ email: users.email })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(usable());
      if (!known) throw badRequest(INVALID_LINK);
      await assertStrongPassword(password, 'password', [known.email]);
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const [reset] = await tx.select().from(passwordResets).where(usable()).for('update');
        if (!reset) throw badRequest(INVALID_LINK);
        const [row] = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, reset.userId), eq(users.active, true)))
          .returning();
        if (!row) throw badRequest(INVALID_LINK);
        await tx.update(passwordResets).set({ usedAt: now() }).where(eq(passwordResets.id, reset.id));
        await voidResetLinks(tx, now(), { member: row.id });
        await twoFactor.endChallenges(row.id, tx);
        await sessions.endAll(row.id, undefined, tx);
        return row;
      });
      sessions.forgetUser(user.id);
      if (await hasSecondFactor(user)) return null;
      return sessions.start(user, actor.userAgent);
    },

    /** Changes one's own password (the current one is checked, counted as a sign-in); one's other logins end. */
    async change(actor: Actor, input: unknown): Promise<void> {
      assertAccess(actor, 'signedIn');
      const { current, next } = parseInput(passwordChangeSchema, input);
      const [user] = await db.select().from(users).where(eq(users.id, actor.user!.id));
      if (!user) throw unauthenticated('User no longer exists');
      const right = () => argon2.verify(user.passwordHash, current).catch(() => false);
      if (!(await signInLimits.counted(actor.clientKey, user.email, right))) {
        throw badRequest('Validation failed', { current: 'Current password is incorrect' });
      }
      await assertStrongPassword(next, 'next', [user.email, current]);
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await voidResetLinks(tx, now(), { member: user.id });
        await twoFactor.endChallenges(user.id, tx);
      });
      await sessions.endAll(user.id, actor.user!.sessionId);
    },
  };
}
