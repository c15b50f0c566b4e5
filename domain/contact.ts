/** A visitor's message from the contact form. */
import { z } from 'zod';
import { emailAddress, idSchema, instantSchema, limits, requiredText } from './common';

export const CONTACT_MESSAGE_MAX = 10_000;
export const contactMessageInputSchema = z
  .object({
    name: requiredText(limits.short, 'Name is required'),
    email: emailAddress(),
    subject: requiredText(limits.short, 'Subject is required'),
    message: requiredText(CONTACT_MESSAGE_MAX, 'Message is required'),
  })
  .meta({ id: 'ContactMessageInput', description: 'A message to the festival, from the contact form.' });

export const contactMessageSchema = z
  .object({
    _id: idSchema,
    name: z.string().describe("The sender's name."),
    email: z.string().describe("The sender's email address (to answer to)."),
    subject: z.string().describe('What it is about.'),
    message: z.string().describe('The message.'),
    createdAt: instantSchema,
    readAt: instantSchema.nullable().meta({ description: 'When staff first opened it in the inbox; null while new.' }),
    handledAt: instantSchema.nullable().meta({ description: 'When staff marked it handled; null while open.' }),
  })
  .meta({ id: 'ContactMessage', description: 'A message sent with the contact form.' });

export type ContactMessageDto = z.infer<typeof contactMessageSchema>;
