import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { auditQuerySchema, type AuditAction, type AuditEntryDto, type AuditPageDto } from '@domain/history';
import { assertAccess, type Actor } from '../../access';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/history-schema';
import { users } from '../../db/schema';
import { parseInput } from '../../validation';
import type { ServiceDeps } from '../context';

/** What one line of the log says beyond who and which door (those come from the caller). */
export interface AuditEvent {
  action: AuditAction;
  collection?: string | null;
  itemId?: string | null;
  title?: string | null;
  /** Who, when the caller is not signed in (a sign-in: the member, or the email tried). */
  who?: { id?: string | null; email?: string | null };
}

/** The signed-in caller's id and email (as they are now), or null. */
export async function authorOf(tx: Db, actor: Actor | null | undefined): Promise<{ id: string; email: string } | null> {
  if (!actor?.user) return null;
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.user.id));
  return { id: actor.user.id, email: row?.email ?? '' };
}

const toDto = (row: typeof auditLog.$inferSelect): AuditEntryDto => ({
  _id: String(row.id),
  at: row.at.toISOString(),
  actor: row.actorId || row.actorEmail ? { _id: row.actorId ?? '', email: row.actorEmail ?? '' } : null,
  action: row.action,
  collection: row.collection,
  itemId: row.itemId,
  title: row.title,
  door: row.door,
  requestId: row.requestId,
});

const DEFAULT_LIMIT = 50;

/**
 * The audit log (#34): append-only, one line per write through either door, restore, purge,
 * sign-in, sign-out, refresh-token reuse, team and settings change. Nothing here edits or deletes
 * a line; only the retention chore (history/chores.ts) drops lines older than the configured days.
 */
export function createAuditService({ db }: ServiceDeps) {
  return {
    /** Appends a line, inside the caller's transaction when given one (so it stands or falls with the change). */
    async record(tx: Db, actor: Actor | null | undefined, event: AuditEvent): Promise<void> {
      const author = event.who ? { id: event.who.id ?? null, email: event.who.email ?? null } : await authorOf(tx, actor);
      await tx.insert(auditLog).values({
        actorId: author?.id ?? null,
        actorEmail: author?.email?.slice(0, 254) ?? null,
        action: event.action,
        collection: event.collection ?? null,
        itemId: event.itemId ?? null,
        title: event.title?.slice(0, 200) ?? null,
        door: actor?.door ?? null,
        requestId: actor?.requestId?.slice(0, 100) ?? null,
      });
    },

    /** Newest first, `limit` at a time (50 by default); `nextCursor` continues with older lines. Admins only. */
    async page(actor: Actor, query: unknown): Promise<AuditPageDto> {
      assertAccess(actor, 'readAudit');
      const { limit = DEFAULT_LIMIT, cursor, collection, actor: who, since, until } = parseInput(auditQuerySchema, query ?? {});
      const where: (SQL | undefined)[] = [
        cursor ? lt(auditLog.id, Number(cursor)) : undefined,
        collection ? eq(auditLog.collection, collection) : undefined,
        who ? or(eq(auditLog.actorId, who), eq(auditLog.actorEmail, who.toLowerCase())) : undefined,
        since ? gte(auditLog.at, new Date(since)) : undefined,
        until ? lt(auditLog.at, new Date(until)) : undefined,
      ];
      const rows = await db.select().from(auditLog).where(and(...where)).orderBy(desc(auditLog.id)).limit(limit + 1);
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      return { entries: page.map(toDto), nextCursor: more ? String(page[page.length - 1]!.id) : null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
