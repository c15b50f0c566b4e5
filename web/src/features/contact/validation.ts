export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contact form rules and messages. */
export function validateContact(values: Partial<ContactValues>): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name?.trim()) errors.name = 'Name is required';
  if (!values.email?.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Invalid email address';
  if (!values.subject?.trim()) errors.subject = 'Subject is required';
  if (!values.message?.trim()) errors.message = 'Message is required';
  return errors;
}
