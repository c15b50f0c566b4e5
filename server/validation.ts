import { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';

/** Parses input with a zod schema; failures become a 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    details[field] ??= issue.message;
  }
  const first = Object.values(details)[0];
  throw badRequest(first ? `Invalid input: ${first}` : 'Invalid input', details);
}

/** Text limits shared by every entity, so "a name is not a megabyte". */
export const limits = {
  short: 200,
  medium: 2_000,
  long: 50_000,
  url: 2_048,
  email: 254,
} as const;

/** The one wording of every length refusal. */
export const maxLength = (max: number) => `Must be at most ${max} characters`;

/** An absolute http(s) URL: no spaces, and none of the characters that would break out of an attribute. */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s<>"']+$/i.test(value);

export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxLength(max));

export const optionalText = (max: number) =>
  z.string().trim().max(max, maxLength(max)).optional();

export const httpUrl = (message = 'Must be an http(s) URL') =>
  z
    .string()
    .trim()
    .max(limits.url, maxLength(limits.url))
    .refine(isHttpUrl, message);

/** An optional http(s) URL where an empty string means "not set". */
export const optionalHttpUrl = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), httpUrl().optional());

export const emailAddress = (requiredMessage = 'Email is required', invalidMessage = 'Invalid email address') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(limits.email, maxLength(limits.email))
    .regex(/^\S+@\S+\.\S+$/, invalidMessage);
