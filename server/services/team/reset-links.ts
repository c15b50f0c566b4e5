import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assertAccess, type Actor } from '../../access';
import { passwordResets, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { iso, plausibleId, type ServiceDeps } from '../context';
import { oneTimeToken } from '../auth/sessions';
import type { PendingResetLinkDto, ResetLinkDto } from '@domain/auth';

export const RESET_LINK_TTL_MS = 86_400_000;

type Database = ServiceDeps['db'];

/** A one-time link's address: PUBLIC_URL, or the origin the request came to; the token after `#` (never sent to a server). */
export const siteLink = (config: ServiceDeps['config'], actor: Actor, path: string, token: string) =>
  `${config.publicUrl ?? actor.origin ?? ''}${path}#token=${token}`;

/**
 * A reset link works while it is unused, unrevoked and unexpired, its member is active, and it was
 * either asked for by the member ("Forgot password?", mailed to them) or made by someone who is
 * still an active admin (a link made by someone since deactivated or demoted is an orphan: it
 * opens nothing). The same rule lists the outstanding links and admits a reset.
 */
export function liveResetLink(at: Date) {
  return and(
    isNull(passwordResets.usedAt),
    isNull(passwordResets.revokedAt),
    gt(passwordResets.expiresAt, at),
    sql`exists (select 1 from ${users} m where m.id = ${passwordResets.userId} and m.active)`,
    sql`(${passwordResets.createdBy} = ${passwordResets.userId} or exists (select 1 from ${users} c where c.id = ${passwordResets.createdBy} and c.active and c.role = 'admin'))`,
  );
}

/** A new link for the member, made by `createdBy` (an admin, or the member asking): their older links stop working. */
export async function issueResetLink(database: Database, at: Date, member: string, createdBy: string) {
  const { token, tokenHash } = oneTimeToken();
  const expiresAt = new Date(at.getTime() + RESET_LINK_TTL_MS);
  await database.transaction(async (tx) => {
    await voidResetLinks(tx, at, { member });
    await tx.insert(passwordResets).values({ userId: member, tokenHash, createdAt: at, expiresAt, createdBy });
  });
  return { token, expiresAt };
}

/**
 * Voids the outstanding links for a member (a newer link, their password changed or was reset,
 * they were deactivated) and, with `madeBy`, the links an admin made (that admin was deactivated).
 */
export async function voidResetLinks(database: Database, at: Date, { member, madeBy }: { member?: string; madeBy?: string }) {
  const whose = or(member ? eq(passwordResets.userId, member) : undefined, madeBy ? eq(passwordResets.createdBy, madeBy) : undefined);
  await database
    .update(passwordResets)
    .set({ revokedAt: at })
    .where(and(whose, isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt)));
}

/** The admins' side of reset links: make one, list the outstanding ones, revoke one. */
export function createResetLinks({ db, config, now }: ServiceDeps) {
  const member = alias(users, 'member');
  const maker = alias(users, 'maker');

  return {
    /** A one-time link (24 hours) with which an active member sets a new password; it voids their older ones. */
    async create(actor: Actor, id: string): Promise<ResetLinkDto> {
      assertAccess(actor, 'manageTeam');
      if (!plausibleId(id)) throw notFound('User not found');
      const [target] = await db.select().from(users).where(eq(users.id, id));
      if (!target) throw notFound('User not found');
      if (!target.active) throw conflict('Reactivate this member before making a reset link');
      const { token, expiresAt } = await issueResetLink(db, now(), id, actor.user!.id);
      return { url: siteLink(config, actor, '/admin/reset-password', token), expiresAt: iso(expiresAt)! };
    },

    /** The links that would still work, newest first: for whom, made by whom, until when. */
    async list(actor: Actor): Promise<PendingResetLinkDto[]> {
      assertAccess(actor, 'manageTeam');
      const rows = await db
        .select({ reset: passwordResets, memberEmail: member.email, createdByEmail: maker.email })
        .from(passwordResets)
        .innerJoin(member, eq(member.id, passwordResets.userId))
        .leftJoin(maker, eq(maker.id, passwordResets.createdBy))
        .where(liveResetLink(now()))
        .orderBy(desc(passwordResets.createdAt));
      return rows.map(({ reset, memberEmail, createdByEmail }) => ({
        _id: reset.id,
        memberId: reset.userId,
        memberEmail,
        createdById: reset.createdBy,
        createdByEmail,
        createdAt: iso(reset.createdAt)!,
        expiresAt: iso(reset.expiresAt)!,
      }));
    },

    /** Revokes an outstanding link; 404 when there is none by that id (used, expired, revoked). */
    async revoke(actor: Actor, id: string): Promise<void> {
      assertAccess(actor, 'manageTeam');
      if (!plausibleId(id)) throw notFound('Reset link not found');
      const revoked = await db
        .update(passwordResets)
        .set({ revokedAt: now() })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt), gt(passwordResets.expiresAt, now())))
        .returning({ id: passwordResets.id });
      if (revoked.length === 0) throw notFound('Reset link not found');
    },
  };
}
