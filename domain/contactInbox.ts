/**
 * The staff's inbox of contact messages: its pages and changes; and the answer to a sent message.
 * Apart from domain/contact.ts so the public contact form's bundle does not carry them (schemas
 * with an id register themselves, so bundlers keep every one a module defines).
 */
import { z } from 'zod';
import { CONTACT_LIST_MAX, contactMessageSchema } from './contact';
import { listLimit, wholeNumberInput } from './common';

/** The inbox's filters: `new` is not opened yet, `handled` is answered or dealt with. */
export const INBOX_FILTERS = ['new', 'handled'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/**
 * A page of the inbox: `limit` messages (all when left out) after skipping `offset`, newest first;
 * only the `status` asked for when given.
 */
export const contactListSchema = z.object({
  limit: listLimit(CONTACT_LIST_MAX),
  status: z.enum(INBOX_FILTERS, { error: "Status must be 'new' or 'handled'" }).optional(),
  offset: z.preprocess(
    wholeNumberInput,
    z.number({ error: 'Offset must be a whole number' }).int('Offset must be a whole number').min(0, 'Offset must be at least 0').optional(),
  ),
});

/** The answer to a sent message (the form needs no schema of it). */
export const contactResultSchema = z
  .object({ message: z.string().meta({ description: 'What to tell the sender.', examples: ['Message sent successfully'] }) })
  .meta({ id: 'ContactResult', description: 'The answer to a sent message.' });
export type ContactResultDto = z.infer<typeof contactResultSchema>;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

/** What staff change on a message: read (opened) and handled (answered or dealt with), each on or off. */
export const contactUpdateSchema = z
  .object({
    read: flag('read').describe('Opened (true) or new again (false).'),
    handled: flag('handled').describe('Answered or dealt with (true), or open again (false).'),
  })
  .refine((v) => v.read !== undefined || v.handled !== undefined, { message: 'Send read or handled', path: ['read'] })
  .meta({ id: 'ContactMessageUpdate', description: 'What staff change on a message (at least one).' });

export const contactPageSchema = z
  .object({
    contacts: z.array(contactMessageSchema).describe('The messages of this page, newest first.'),
    total: z.number().int().meta({ description: 'The messages of the inbox matching `status` (every message without it).' }),
    unread: z.number().int().meta({ description: 'Messages not opened yet.' }),
  })
  .meta({ id: 'ContactPage', description: 'One page of the inbox, newest first.' });
export type ContactPageDto = z.infer<typeof contactPageSchema>;
