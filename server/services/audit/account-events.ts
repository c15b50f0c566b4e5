import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Actor } from '../../access';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { hashToken } from '../auth/sessions';
import type { AuditAction } from '@domain/history';
import type { AuditEvent, AuditService } from './service';

type AnyMethod = (...args: never[]) => Promise<unknown>;
type Outcome = { result?: unknown; error?: unknown };
/** What to log for a call (args as called, its result or error), or nothing. */
type Describe = (args: unknown[], outcome: Outcome) => Promise<(AuditEvent & { actor?: Actor | null }) | null> | (AuditEvent & { actor?: Actor | null }) | null;

const isActor = (value: unknown): value is Actor => typeof value === 'object' && value !== null && 'clientKey' in value;
const field = (value: unknown, name: string): string | null => {
  const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof found === 'string' ? found.slice(0, 254) : null;
};
const userOf = (result: unknown) => {
  const user = typeof result === 'object' && result !== null ? (result as { user?: { _id?: string; email?: string } }).user : undefined;
  return user?._id ? { id: user._id, email: user.email ?? null } : null;
};

/**
 * The audit log's account, team and inbox lines (#34): sign-ins (success, and failure with the
 * email tried), sign-outs, refresh-token reuse, password and second-factor changes, invitations,
 * roles, deactivations, reset links, the team's policy, and staff's changes to contact messages. Each service method is wrapped where the
 * services are put together, so the auth and team code stays as it is: after the call, one line,
 * written on its own (an audit failure is logged, never turned into the caller's failure).
 */
export function auditAccountEvents(services: { auth: object; team: object; contact: object }, audit: AuditService, db: Db, logger: Logger) {
  function around(target: object, method: string, describe: Describe) {
    const original = (target as Record<string, AnyMethod>)[method];
    if (typeof original !== 'function') throw new Error(`audit: no method ${method} to log`);
    (target as Record<string, AnyMethod>)[method] = async (...args: never[]) => {
      const before = method === 'logout' || method === 'refresh' ? await tokenOwner(args[0]) : null;
      let outcome: Outcome;
      try {
        outcome = { result: await original.apply(target, args) };
      } catch (error) {
        outcome = { error };
      }
      try {
        const event = await describe(args, { ...outcome, result: outcome.result ?? before });
        if (event) await audit.record(db, event.actor ?? (isActor(args[0]) ? args[0] : null), event);
      } catch (error) {
        logger.warn({ err: error, method }, 'audit: could not record');
      }
      if ('error' in outcome) throw outcome.error;
      return outcome.result;
    };
  }

  /** Whose login a refresh token belongs to, and whether presenting it again (used, login still live) is a reuse should it fail. */
  async function tokenOwner(input: unknown) {
    const token = field(input, 'refreshToken');
    if (!token) return null;
    const [row] = await db
      .select({ id: users.id, email: users.email, usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    return row ? { user: { _id: row.id, email: row.email }, reusable: Boolean(row.usedAt) && !row.revokedAt } : null;
  }

  const signIn = (emailOf: (args: unknown[]) => string | null) => (args: unknown[], { result, error }: Outcome): AuditEvent | null => {
    if (error) return { action: 'auth.login.failed', who: { email: emailOf(args) } };
    const user = userOf(result);
    return user ? { action: 'auth.login', who: user } : null;
  };
  const done = (action: AuditAction, extra: (args: unknown[], result: unknown) => Partial<AuditEvent> = () => ({})) => (args: unknown[], { result, error }: Outcome) =>
    error ? null : { action, ...extra(args, result) };

  const { auth, team, contact } = services as { auth: Record<string, object>; team: object; contact: object };
  around(auth, 'login', signIn((args) => field(args[1], 'email')?.toLowerCase() ?? null));
  around(auth.twoFactor!, 'verify', signIn(() => null));
  around(auth.passkeys!, 'signIn', signIn(() => null));
  around(auth, 'register', (args, { result, error }) => (error ? null : { action: 'auth.register', who: userOf(result) ?? undefined }));
  around(auth, 'logout', (_args, { result }) => {
    const user = userOf(result);
    return user ? { action: 'auth.logout', who: user } : null;
  });
  around(auth, 'refresh', async (_args, { result, error }) => {
    const owner = result as Awaited<ReturnType<typeof tokenOwner>>;
    return error && owner?.reusable ? { action: 'auth.refresh.reuse', who: userOf(owner) ?? undefined } : null;
  });
  around(auth, 'endSession', done('auth.logout'));
  around(auth, 'endOtherSessions', done('auth.logout.others'));
  around(auth, 'changePassword', done('auth.password.change'));
  around(auth, 'resetPassword', (_args, { result, error }) => (error ? null : { action: 'auth.password.reset', who: userOf(result) ?? undefined }));
  around(auth, 'acceptInvite', (_args, { result, error }) => (error ? null : { action: 'team.invite.accept', who: userOf(result) ?? undefined }));
  around(auth.twoFactor!, 'enable', done('auth.2fa.enable'));
  around(auth.twoFactor!, 'disable', done('auth.2fa.disable'));
  around(auth.passkeys!, 'register', done('auth.passkey.add', (_args, result) => ({ title: field(result, 'name') })));
  around(auth.passkeys!, 'remove', done('auth.passkey.remove', (args) => ({ itemId: String(args[1]) })));
  const member = (args: unknown[], result: unknown) => ({ collection: 'team', itemId: String(args[1] ?? field(result, '_id')), title: field(result, 'email') });
  around(team, 'update', done('team.update', member));
  around(team, 'invite', done('team.invite', (args, result) => ({ collection: 'team', itemId: field(result, '_id'), title: field(args[1], 'email') })));
  around(team, 'revokeInvite', done('team.invite.revoke', (args) => ({ collection: 'team', itemId: String(args[1]) })));
  around(team, 'resetLink', done('team.reset-link', member));
  around(team, 'revokeResetLink', done('team.reset-link.revoke', (args) => ({ collection: 'team', itemId: String(args[1]) })));
  around(team, 'updatePolicy', done('settings.team-policy', () => ({ collection: 'settings' })));
  // Staff's writes to the inbox (a visitor's message is no staff action).
  const message = (args: unknown[], result: unknown) => ({ collection: 'contact', itemId: String(args[1]), title: field(result, 'subject') });
  around(contact, 'update', done('contact.update', message));
  around(contact, 'remove', done('contact.delete', (args) => ({ collection: 'contact', itemId: String(args[1]) })));
}
