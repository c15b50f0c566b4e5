import { and, eq } from 'drizzle-orm';
import { linkStatusInputSchema, type LinkState, type LinkStatusDto } from '@domain/oneTimeLinks';
import { invites, passwordResets } from '../../db/schema';
import { parseInput } from '../../validation';
import type { ServiceDeps } from '../context';
import { liveResetLink } from '../team/reset-links';
import { hashToken } from './sessions';

/** What a link's row says, in the order a reader cares: used first (even if it has expired since). */
function stateOf(row: { usedAt: Date | null; expiresAt: Date; withdrawn: boolean } | undefined, at: Date): LinkState {
  if (!row || row.withdrawn) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expiresAt <= at ? 'expired' : 'usable';
}

/**
 * Whether an invitation or reset link can still be used, read without consuming it: the page the
 * link opens says so before a password is typed. Accepting it (service.ts) checks again.
 */
export function createLinkStatus({ db, now }: ServiceDeps) {
  return async function linkStatus(input: unknown): Promise<LinkStatusDto> {
    const { kind, token } = parseInput(linkStatusInputSchema, input ?? {});
    const hash = hashToken(token);
    if (kind === 'invite') {
      const [row] = await db.select({ usedAt: invites.usedAt, expiresAt: invites.expiresAt, revokedAt: invites.revokedAt }).from(invites).where(eq(invites.tokenHash, hash));
      return { status: stateOf(row && { ...row, withdrawn: !!row.revokedAt }, now()) };
    }
    // A reset link works under more conditions (team/reset-links.ts): asked with that very rule.
    const [row] = await db.select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt }).from(passwordResets).where(eq(passwordResets.tokenHash, hash));
    const [live] = row ? await db.select({ id: passwordResets.id }).from(passwordResets).where(and(eq(passwordResets.tokenHash, hash), liveResetLink(now()))) : [];
    const state = stateOf(row && { ...row, withdrawn: false }, now());
    return { status: state === 'usable' && !live ? 'invalid' : state };
  };
}
