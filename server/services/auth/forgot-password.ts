import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access';
import { users } from '../../db/schema';
import { parseInput } from '../../validation';
import type { ServiceDeps } from '../context';
import type { RateLimits } from '../rate-limits';
import type { Mailer } from '../team/mailer';
import { issueResetLink, siteLink } from '../team/reset-links';
import { passwordResetRequestSchema, type PasswordResetRequestAnswerDto } from '@domain/auth';

const MAILED = 'If this address belongs to a member of the team, a link to choose a new password is on its way. It works once, for 24 hours.';
const ASK_AN_ADMIN = 'Reset links are not mailed here: ask an admin of the team to make one for you.';

/**
 * "Forgot password?" on /login: mails the member a one-time reset link (24 hours, the rules of an
 * admin's link: liveResetLink) when SMTP_URL is set; otherwise the answer says to ask an admin.
 * The answer is the same whether or not the address is a member's (the link is made and mailed after
 * the answer, so its timing tells nothing either). Every request counts, per client and per address, against
 * limits the size of the sign-in ones: a flood neither mails anyone nor tries many addresses.
 */
export function createForgotPassword({ db, config, logger, now }: ServiceDeps, limits: RateLimits, mailer: Mailer) {
  async function mailLink(actor: Actor, account: string) {
    const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, account), eq(users.active, true)));
    if (!member) return;
    const { token } = await issueResetLink(db, now(), member.id, member.id);
    const url = siteLink(config, actor, '/admin/reset-password', token);
    await mailer.send({
      to: account,
      subject: 'Choose a new password for the Metal Gates Festival back office',
      text: `Someone (we hope you) asked to reset your password. Choose a new one here (the link works once, for 24 hours):\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
    });
  }

  return async function requestReset(actor: Actor, input: unknown): Promise<PasswordResetRequestAnswerDto> {
    const { email } = parseInput(passwordResetRequestSchema, input);
    const account = email.toLowerCase();
    await limits.resetRequests.consume(actor.clientKey);
    await limits.resetRequestsPerAccount.consume(account);
    if (!mailer.enabled) return { mailed: false, message: ASK_AN_ADMIN };
    // After the answer: neither its content nor its timing tells whether the address is a member's.
    void mailLink(actor, account).catch((err: unknown) => logger.warn({ err }, 'reset link mail not sent'));
    return { mailed: true, message: MAILED };
  };
}
