import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { InviteDto, MemberDto } from '@domain/auth';
import { teamListArgs } from '@domain/team';
import type { Db } from '../../db/client';
import { invites, passkeys, users } from '../../db/schema';
import { teamSearch } from '../../db/search';
import { iso } from '../context';
import type { CursorCodec } from '../paging/cursor';
import { ascending, descending } from '../paging/keyset';
import { createLister } from '../paging/lister';

type UserRow = typeof users.$inferSelect;
type InviteRow = typeof invites.$inferSelect;
type Role = UserRow['role'];

const toMemberDto = (u: UserRow, passkeyCount: number): MemberDto => ({
  _id: u.id,
  email: u.email,
  role: u.role,
  active: u.active,
  createdAt: iso(u.createdAt)!,
  lastSignInAt: iso(u.lastSignInAt),
  twoFactor: u.totpEnabledAt !== null,
  passkeys: passkeyCount,
});

/** The members as DTOs, with how many passkeys each has (one query for all of them). */
export async function toMemberDtos(db: Db, rows: UserRow[]): Promise<MemberDto[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ userId: passkeys.userId, n: count() })
    .from(passkeys)
    .where(inArray(passkeys.userId, rows.map((u) => u.id)))
    .groupBy(passkeys.userId);
  const byUser = new Map(counts.map((c) => [c.userId, Number(c.n)]));
  return rows.map((u) => toMemberDto(u, byUser.get(u.id) ?? 0));
}

export const toInviteDto = (i: InviteRow, url?: string): InviteDto => ({
  _id: i.id,
  email: i.email,
  role: i.role,
  ...(url ? { url } : {}),
  createdAt: iso(i.createdAt)!,
  expiresAt: iso(i.expiresAt)!,
});

/**
 * The team's two lists by the one paging rule of every list (#37: `limit`, a signed `cursor`, `q`
 * on the address, a `role` filter): members oldest first, pending invitations (`pending`, read at
 * each request) newest first.
 */
export function createTeamLists(db: Db, cursors: CursorCodec, pending: () => SQL | undefined) {
  const byRole = (column: typeof users.role | typeof invites.role, role?: Role) => (role ? eq(column, role) : undefined);
  return {
    members: createLister<MemberDto>({
      db,
      cursors,
      source: {
        name: 'users',
        table: users,
        searched: teamSearch(users),
        filters: teamListArgs,
        query: ({ role }: { role?: Role }) => ({ where: byRole(users.role, role), order: [ascending(users.createdAt), ascending(users.email), ascending(users.id)] }),
      },
      toDtos: (rows) => toMemberDtos(db, rows as UserRow[]),
    }),
    invites: createLister<InviteDto>({
      db,
      cursors,
      source: {
        name: 'users/invites',
        table: invites,
        searched: teamSearch(invites),
        filters: teamListArgs,
        query: ({ role }: { role?: Role }) => ({ where: and(pending(), byRole(invites.role, role)), order: [descending(invites.createdAt), descending(invites.id)] }),
      },
      toDtos: (rows) => (rows as InviteRow[]).map((row) => toInviteDto(row)),
    }),
  };
}
