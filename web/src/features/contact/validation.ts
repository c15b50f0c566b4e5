import { contactMessageInputSchema } from '@domain/contact';
import { schemaErrors } from '../../shared/lib/schemaErrors';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact form checks what the server checks: the shared contact-message rule and its messages. */
export const validateContact = (values: Partial<ContactValues>): Partial<Record<keyof ContactValues, string>> =>
  schemaErrors(contactMessageInputSchema, values);
