/**
 * The staff's inbox of contact messages: its pages and changes; and the answer to a sent message.
 * Apart from domain/contact.ts so the public contact form's bundle does not carry them (schemas
 * with an id register themselves, so bundlers keep every one a module defines).
 */
import { z } from 'zod';
import { contactMessageSchema } from './contact';

/** The inbox's filters: `new` is not opened yet, `handled` is answered or dealt with. */
export const INBOX_FILTERS = ['new', 'handled'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** What `q` searches in the inbox: the sender's name and address, the subject and the message. */
export const INBOX_SEARCH = ['name', 'email', 'subject', 'message'] as const;

/**
 * The inbox's filter besides paging and search (`limit`, `cursor`, `q`: domain/paging.ts, the one
 * rule of every list, #37; `offset` is refused there like everywhere).
 */
export const contactListSchema = z.object({
  status: z.enum(INBOX_FILTERS, { error: "Status must be 'new' or 'handled'" }).optional().describe("'new' (not opened yet) or 'handled'; every message when left out."),
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
    nextCursor: z.string().nullable().describe('Pass as cursor (with the same limit, q and status) for the next page; null on the last page or without limit.'),
    prevCursor: z.string().nullable().describe('Pass as cursor for the page before; null when that is the first page (ask without cursor), this is the first page, or without limit.'),
    total: z.number().int().meta({ description: 'The messages of the inbox matching `status` and `q` (every message without them).' }),
    unread: z.number().int().meta({ description: 'Messages not opened yet.' }),
  })
  .meta({ id: 'ContactPage', description: 'One page of the inbox, newest first.' });
export type ContactPageDto = z.infer<typeof contactPageSchema>;
