import { count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contactMessageInputSchema, contactMessageSchema, type ContactMessageDto } from '@domain/contact';
import { contactListSchema, contactUpdateSchema, type ContactPageDto, type ContactResultDto, type InboxFilter } from '@domain/contactInbox';
import { assertAccess, type Actor } from '../../access';
import { contactMessages } from '../../db/schema';
import { inboxSearch } from '../../db/search';
import { notFound } from '../../errors';
import { parseInput } from '../../validation';
import { plausibleId, type ServiceDeps } from '../context';
import type { CursorCodec } from '../paging/cursor';
import { descending } from '../paging/keyset';
import { createLister, given } from '../paging/lister';
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

export function createContactService({ db, now }: ServiceDeps, limits: RateLimits, cursors: CursorCodec) {
  // Newest first, by the one paging rule of every list (#37): limit, cursor, q, and `status`.
  const lister = createLister<ContactMessageDto>({
    db,
    cursors,
    source: {
      name: 'contact',
      table: contactMessages,
      searched: inboxSearch(contactMessages),
      filters: contactListSchema,
      query: ({ status }: { status?: InboxFilter }) => ({
        where: status ? STATUS_WHERE[status] : undefined,
        order: [descending(contactMessages.createdAt), descending(contactMessages.id)],
      }),
    },
    toDtos: (rows) => (rows as Row[]).map(toDto),
  });

  /**
   * Admins only: the inbox (every matching message, or with `limit` one page and where the next
   * begins), with how many match and how many messages are unread.
   */
  async function page(actor: Actor, args: unknown = {}): Promise<ContactPageDto> {
    assertAccess(actor, 'readInbox');
    const wanted = given(args);
    const unread = db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
    if (wanted.limit === undefined) {
      const [contacts, [n]] = await Promise.all([lister.list(wanted), unread]);
      return { contacts, nextCursor: null, prevCursor: null, total: contacts.length, unread: Number(n?.n ?? 0) };
    }
    const [{ items, ...paged }, [n]] = await Promise.all([lister.page(wanted), unread]);
    return { contacts: items, ...paged, unread: Number(n?.n ?? 0) };
  }

  return {
    /** Stores a visitor's message. Rate limited per client; only valid messages count against the limit. */
    async send(actor: Actor, input: unknown): Promise<ContactResultDto> {
      const data = parseInput(contactMessageInputSchema, input ?? {});
      await limits.contactMessages.consume(actor.clientKey);
      await db.transaction((tx) => tx.insert(contactMessages).values({ ...data, createdAt: now() }));
      return { message: MESSAGE_SENT };
    },

    /** Admins only: messages newest first (all of them, or the first `limit`), searched and filtered as a page is. */
    async list(actor: Actor, args: unknown = {}): Promise<ContactMessageDto[]> {
      assertAccess(actor, 'readInbox');
      return lister.list(given(args));
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
