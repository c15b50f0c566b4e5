import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Page } from '@domain/paging';
import { assertAccess, type Actor } from '../../access';
import { invites, teamPolicy, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { parseInput } from '../../validation';
import { plausibleId, type ServiceDeps } from '../context';
import { oneTimeToken, type SessionStore } from '../auth/sessions';
import type { CursorCodec } from '../paging/cursor';
import { given, type Lister } from '../paging/lister';
import { createTeamLists, toInviteDto, toMemberDtos } from './lists';
import type { Mailer } from './mailer';
import { createResetLinks, siteLink, voidResetLinks } from './reset-links';
import { inviteInputSchema, memberUpdateSchema, teamPolicySchema, type TeamPolicyDto, type InviteDto, type MemberDto } from '@domain/auth';

export const INVITE_TTL_MS = 7 * 86_400_000;

/** A team list's two reads, as both doors call them: the whole (filtered) list and one page, each for admins only. */
function adminReads<Dto>(lister: Lister<Dto>) {
  return {
    async list(actor: Actor, args?: unknown): Promise<Dto[]> {
      assertAccess(actor, 'manageTeam');
      return lister.list(given(args));
    },
    async page(actor: Actor, args: unknown): Promise<Page<Dto>> {
      assertAccess(actor, 'manageTeam');
      return lister.page(given(args));
    },
  };
}

/**
 * The team: members and their roles, invitations and reset links (admins only, `manageTeam`).
 * Links are one-time: only a hash of their token is stored, the token lives in the link alone.
 */
export function createTeamService(deps: ServiceDeps, sessions: SessionStore, mailer: Mailer, cursors: CursorCodec) {
  const { db, config, now } = deps;
  /** Links point at PUBLIC_URL, or at the origin the admin is using. */
  const link = (actor: Actor, path: string, token: string) => siteLink(config, actor, path, token);
  const pending = () => and(isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now()));
  const resetLinks = createResetLinks(deps);
  const lists = createTeamLists(db, cursors, pending);
  const memberReads = adminReads(lists.members);
  const inviteReads = adminReads(lists.invites);

  return {
    /** Every member, oldest first (searched with `q`, filtered by `role`; with `limit`, the first page only). */
    members: memberReads.list,
    /** A page of the members (`limit` required) and where the next begins. */
    membersPage: memberReads.page,

    /**
     * Changes a member's role or whether they may sign in. Deactivating ends all their logins at
     * once (their next request is 401); their row stays, so their name stays on what they did.
     * The last active admin can be neither demoted nor deactivated (409).
     */
    async update(actor: Actor, id: string, input: unknown): Promise<MemberDto> {
      assertAccess(actor, 'manageTeam');
      const change = parseInput(memberUpdateSchema, input ?? {});
      if (!plausibleId(id)) throw notFound('User not found');
      const updated = await db.transaction(async (tx) => {
        // Locking every active admin first serialises two admins demoting each other at once.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.active, true)))
          .orderBy(asc(users.id))
          .for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!target) throw notFound('User not found');
        const role = change.role ?? target.role;
        const active = change.active ?? target.active;
        const losesAnAdmin = target.role === 'admin' && target.active && (role !== 'admin' || !active);
        if (losesAnAdmin && admins.length <= 1) throw conflict('The last active admin cannot be demoted or deactivated');
        const [row] = await tx.update(users).set({ role, active }).where(eq(users.id, id)).returning();
        if (!active && target.active) {
          await sessions.endAll(id, undefined, tx);
          // Their reset links, and the links they made as an admin, open nothing any more.
          await voidResetLinks(tx, now(), { member: id, madeBy: id });
        }
        return row!;
      });
      sessions.forgetUser(id);
      return (await toMemberDtos(db, [updated]))[0]!;
    },

    /** Invites someone by email and role: a 7-day one-time link, also mailed when SMTP_URL is set. */
    async invite(actor: Actor, input: unknown): Promise<InviteDto> {
      assertAccess(actor, 'manageTeam');
      const { email: given, role } = parseInput(inviteInputSchema, input);
      const email = given.toLowerCase();
      const { token, tokenHash } = oneTimeToken();
      const invite = await db.transaction(async (tx) => {
        const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (member) throw conflict('An account with this email already exists');
        // A new invitation replaces a pending one for the same address: only the latest link works.
        await tx.update(invites).set({ revokedAt: now() }).where(and(eq(invites.email, email), pending()));
        const createdAt = now();
        const expiresAt = new Date(createdAt.getTime() + INVITE_TTL_MS);
        const [row] = await tx.insert(invites).values({ email, role, tokenHash, createdAt, expiresAt, invitedBy: actor.user!.id }).returning();
        return row!;
      });
      const url = link(actor, '/admin/accept-invite', token);
      await mailer.send({
        to: email,
        subject: 'You are invited to the Metal Gates Festival back office',
        text: `You have been invited as ${role}. Choose your password here (the link works once, for 7 days):\n\n${url}\n`,
      });
      return toInviteDto(invite, url);
    },

    /** Invitations not yet accepted, revoked or expired, newest first (searched, filtered and paged as members are). */
    invites: inviteReads.list,
    /** A page of the pending invitations (`limit` required) and where the next begins. */
    invitesPage: inviteReads.page,

    async revokeInvite(actor: Actor, id: string): Promise<void> {
      assertAccess(actor, 'manageTeam');
      if (!plausibleId(id)) throw notFound('Invitation not found');
      const revoked = await db
        .update(invites)
        .set({ revokedAt: now() })
        .where(and(eq(invites.id, id), pending()))
        .returning({ id: invites.id });
      if (revoked.length === 0) throw notFound('Invitation not found');
    },

    /** The team's sign-in policy. */
    async policy(actor: Actor): Promise<TeamPolicyDto> {
      assertAccess(actor, 'manageTeam');
      return { requireTwoFactor: await sessions.twoFactorRequired() };
    },

    /**
     * Requires (or stops requiring) two-factor sign-in of all staff: while required, a staff member
     * without it may use nothing in the back office but their Account, where they set it up.
     */
    async updatePolicy(actor: Actor, input: unknown): Promise<TeamPolicyDto> {
      assertAccess(actor, 'manageTeam');
      const { requireTwoFactor } = parseInput(teamPolicySchema, input);
      if (requireTwoFactor) {
        // Otherwise the admin's very next request would be refused until they set it up.
        // (A login made with a passkey meets the requirement as well.)
        const [me] = await db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, actor.user!.id));
        if (!me?.on && !actor.user!.passkey) throw conflict('Turn on your own two-factor sign-in first');
      }
      await db
        .insert(teamPolicy)
        .values({ id: 1, requireTwoFactor, updatedAt: now() })
        .onConflictDoUpdate({ target: teamPolicy.id, set: { requireTwoFactor, updatedAt: now() } });
      sessions.forgetAll();
      return { requireTwoFactor };
    },

    /** A one-time link (24 hours) with which an active member sets a new password; their older links stop working. */
    resetLink: (actor: Actor, id: string) => resetLinks.create(actor, id),
    /** The reset links that would still work (for whom, made by whom, until when), newest first. */
    resetLinks: (actor: Actor) => resetLinks.list(actor),
    /** Revokes an outstanding reset link. */
    revokeResetLink: (actor: Actor, id: string) => resetLinks.revoke(actor, id),
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
