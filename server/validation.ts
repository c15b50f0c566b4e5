import { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';

/** Parses input with a zod schema (from `domain/`); failures become a 400 with one message per field. */
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
