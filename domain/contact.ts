/** A visitor's message from the contact form. */
import { z } from 'zod';
import { emailAddress, idSchema, instantSchema, limits, listLimit, requiredText } from './common';

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

export const contactListSchema = z.object({ limit: listLimit(CONTACT_LIST_MAX) });

export const contactMessageSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: instantSchema,
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessageDto = z.infer<typeof contactMessageSchema>;
