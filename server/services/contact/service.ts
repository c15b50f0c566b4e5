import { desc } from 'drizzle-orm';
import { contactListSchema, contactMessageInputSchema, contactMessageSchema, type ContactMessageDto } from '@domain/contact';
import { assertAccess, type Actor } from '../../access';
import { contactMessages } from '../../db/schema';
import { parseInput } from '../../validation';
import type { ServiceDeps } from '../context';
import { rowToWire } from '../wire';
import type { RateLimits } from '../rate-limits';

export type { ContactMessageDto } from '@domain/contact';

type Row = typeof contactMessages.$inferSelect;

const toDto = (m: Row): ContactMessageDto => rowToWire(contactMessageSchema, m);

export const MESSAGE_SENT = 'Message sent successfully';

export function createContactService({ db, now }: ServiceDeps, limits: RateLimits) {
  return {
    /** Stores a visitor's message. Rate limited per client; only valid messages count against the limit. */
    async send(actor: Actor, input: unknown): Promise<{ message: string }> {
      const data = parseInput(contactMessageInputSchema, input ?? {});
      await limits.contactMessages.consume(actor.clientKey);
      await db.transaction((tx) => tx.insert(contactMessages).values({ ...data, createdAt: now() }));
      return { message: MESSAGE_SENT };
    },

    /** Admins only: messages newest first (all of them unless `limit` is given). */
    async list(actor: Actor, options: { limit?: number | string | null } = {}): Promise<ContactMessageDto[]> {
      assertAccess(actor, 'readInbox');
      const { limit } = parseInput(contactListSchema, options ?? {});
      const query = db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      const rows = limit ? await query.limit(limit) : await query;
      return rows.map(toDto);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
