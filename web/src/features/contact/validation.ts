import { contactMessageInputSchema } from '@domain/contact';
import { formValidator } from '../../shared/lib/formValidator';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact form checks what the server checks: the shared contact-message rule and its messages. */
export const validateContact = formValidator<ContactValues>(contactMessageInputSchema);
