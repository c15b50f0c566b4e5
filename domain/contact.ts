/** A visitor's message from the contact form. */
import { z } from 'zod';
import { emailAddress, idSchema, instantSchema, limits, listLimit, requiredText, wholeNumberInput } from './common';

export const CONTACT_MESSAGE_MAX = 10_000;
export const CONTACT_LIST_MAX = 1_000;

export const contactMessageInputSchema = z
  .object({
    name: requiredText(limits.short, 'Name is required'),
    email: emailAddress(),
    subject: requiredText(limits.short, 'Subject is required'),
    message: requiredText(CONTACT_MESSAGE_MAX, 'Message is required'),
  })
  .meta({ id: 'ContactMessageInput' });

/** A page of the inbox: `limit` messages (all when left out) after skipping `offset`, newest first. */
export const contactListSchema = z.object({
  limit: listLimit(CONTACT_LIST_MAX),
  offset: z.preprocess(
    wholeNumberInput,
    z.number({ error: 'Offset must be a whole number' }).int('Offset must be a whole number').min(0, 'Offset must be at least 0').optional(),
  ),
});

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

/** What staff change on a message: read (opened) and handled (answered or dealt with), each on or off. */
export const contactUpdateSchema = z
  .object({ read: flag('read'), handled: flag('handled') })
  .refine((v) => v.read !== undefined || v.handled !== undefined, { message: 'Send read or handled', path: ['read'] })
  .meta({ id: 'ContactMessageUpdate' });

export const contactMessageSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: instantSchema,
    readAt: instantSchema.nullable().meta({ description: 'When staff first opened it in the inbox; null while new.' }),
    handledAt: instantSchema.nullable().meta({ description: 'When staff marked it handled; null while open.' }),
  })
  .meta({ id: 'ContactMessage' });

export const contactPageSchema = z
  .object({
    contacts: z.array(contactMessageSchema),
    total: z.number().int().meta({ description: 'Every message in the inbox.' }),
    unread: z.number().int().meta({ description: 'Messages not opened yet.' }),
  })
  .meta({ id: 'ContactPage' });
export type ContactPageDto = z.infer<typeof contactPageSchema>;
export type ContactMessageDto = z.infer<typeof contactMessageSchema>;
