import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { assertAccess, type Actor } from '../../access';
import { contactMessages } from '../../db/schema';
import { emailAddress, limits, parseInput, requiredText } from '../../validation';
import { iso, type ServiceDeps } from '../context';
import type { RateLimits } from '../rate-limits';

export interface ContactMessageDto {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

const MESSAGE_MAX = 10_000;
const LIST_MAX = 1_000;

/** Product-spec §5's messages. */
const messageSchema = z.object({
  name: requiredText(limits.short, 'Name is required'),
  email: emailAddress('Email is required', 'Invalid email address'),
  subject: requiredText(limits.short, 'Subject is required'),
  message: requiredText(MESSAGE_MAX, 'Message is required'),
});

const listSchema = z.object({
  limit: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(LIST_MAX, `limit must be at most ${LIST_MAX}`)
      .optional(),
  ),
});

type Row = typeof contactMessages.$inferSelect;

const toDto = (m: Row): ContactMessageDto => ({
  _id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  createdAt: iso(m.createdAt)!,
});

export const MESSAGE_SENT = 'Message sent successfully';

export function createContactService({ db, now }: ServiceDeps, limits: RateLimits) {
  return {
    /** Stores a visitor's message. Rate limited per client; only valid messages count against the limit. */
    async send(actor: Actor, input: unknown): Promise<{ message: string }> {
      const data = parseInput(messageSchema, input ?? {});
      await limits.contactMessages.consume(actor.clientKey);
      await db.transaction((tx) => tx.insert(contactMessages).values({ ...data, createdAt: now() }));
      return { message: MESSAGE_SENT };
    },

    /** Admins only: messages newest first (all of them unless `limit` is given). */
    async list(actor: Actor, options: { limit?: number | string | null } = {}): Promise<ContactMessageDto[]> {
      assertAccess(actor, 'admin');
      const { limit } = parseInput(listSchema, options ?? {});
      const query = db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      const rows = limit ? await query.limit(limit) : await query;
      return rows.map(toDto);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
