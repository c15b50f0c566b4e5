import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contactMessageInputSchema, contactMessageSchema, type ContactMessageDto } from '@domain/contact';
import { contactListSchema, contactUpdateSchema, type ContactPageDto, type ContactResultDto, type InboxFilter } from '@domain/contactInbox';
import { assertAccess, type Actor } from '../../access';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../errors';
import { parseInput } from '../../validation';
import { plausibleId, type ServiceDeps } from '../context';
import { rowToWire } from '../wire';
import type { RateLimits } from '../rate-limits';

export type { ContactMessageDto } from '@domain/contact';

type Row = typeof contactMessages.$inferSelect;

const toDto = (m: Row): ContactMessageDto => rowToWire(contactMessageSchema, m);

/** What each inbox filter keeps: `new` is not opened yet, `handled` dealt with. */
const STATUS_WHERE: Record<InboxFilter, SQL> = {
  new: isNull(contactMessages.readAt),
  handled: isNotNull(contactMessages.handledAt),
};

export const MESSAGE_SENT = 'Message sent successfully';
const MESSAGE_NOT_FOUND = 'Message not found';

export function createContactService({ db, now }: ServiceDeps, limits: RateLimits) {
  /** Admins only: one page of the inbox, with how many messages there are and how many are unread. */
  async function page(actor: Actor, options: { limit?: number | string | null; offset?: number | string | null; status?: string | null } = {}): Promise<ContactPageDto> {
    assertAccess(actor, 'readInbox');
    const { limit, offset, status } = parseInput(contactListSchema, { ...options, status: options?.status ?? undefined });
    const matching = status ? STATUS_WHERE[status] : undefined;
    const query = db.select().from(contactMessages).where(matching).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).offset(offset ?? 0);
    const [rows, [totals], [unread]] = await Promise.all([
      limit ? query.limit(limit) : query,
      db.select({ n: count() }).from(contactMessages).where(matching),
      db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
    ]);
    return { contacts: rows.map(toDto), total: Number(totals?.n ?? 0), unread: Number(unread?.n ?? 0) };
  }

  return {
    /** Stores a visitor's message. Rate limited per client; only valid messages count against the limit. */
    async send(actor: Actor, input: unknown): Promise<ContactResultDto> {
      const data = parseInput(contactMessageInputSchema, input ?? {});
      await limits.contactMessages.consume(actor.clientKey);
      await db.transaction((tx) => tx.insert(contactMessages).values({ ...data, createdAt: now() }));
      return { message: MESSAGE_SENT };
    },

    /** Admins only: messages newest first (all of them unless `limit` is given, after `offset`). */
    async list(actor: Actor, options: { limit?: number | string | null; offset?: number | string | null } = {}): Promise<ContactMessageDto[]> {
      return (await page(actor, options)).contacts;
    },

    page,

    /** Admins only: marks a message read (the first time keeps its moment) and handled, or undoes either. */
    async update(actor: Actor, id: string, input: unknown): Promise<ContactMessageDto> {
      assertAccess(actor, 'readInbox');
      const { read, handled } = parseInput(contactUpdateSchema, input ?? {});
      if (!plausibleId(id)) throw notFound(MESSAGE_NOT_FOUND);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!current) throw notFound(MESSAGE_NOT_FOUND);
        const changes: Partial<Row> = {};
        if (read !== undefined) changes.readAt = read ? (current.readAt ?? now()) : null;
        if (handled !== undefined) changes.handledAt = handled ? (current.handledAt ?? now()) : null;
        const [updated] = await tx.update(contactMessages).set(changes).where(eq(contactMessages.id, id)).returning();
        return updated!;
      });
      return toDto(row);
    },

    /** Admins only: deletes a message for good. */
    async remove(actor: Actor, id: string): Promise<{ _id: string; message: string }> {
      assertAccess(actor, 'readInbox');
      if (!plausibleId(id)) throw notFound(MESSAGE_NOT_FOUND);
      const deleted = await db.transaction((tx) => tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id }));
      if (deleted.length === 0) throw notFound(MESSAGE_NOT_FOUND);
      return { _id: id, message: 'Message deleted successfully' };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
