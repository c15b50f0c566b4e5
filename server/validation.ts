import { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';
import { assertStorableText } from './storable-text';

/**
 * Parses input with a zod schema (from `domain/`); failures become a 400 with one message per field.
 * Text the database cannot store is refused first, here too: the doors check what they parse
 * (server/http/input-guards.ts, gateway/input-guards.ts), and this catches what a service parses
 * itself (lists sent as JSON text in a multipart form), whichever door it came through.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  assertStorableText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    details[field] ??= issue.message;
  }
  // zod's own messages begin "Invalid input: expected …": the prefix is said once. A message that
  // is only the prefix (a union's, a custom check's) names its field instead.
  const [field, message] = Object.entries(details)[0] ?? [];
  const said = message?.replace(/^Invalid input:?\s*/i, '') || (field && field !== '_' ? `${field} is not valid` : '');
  throw badRequest(said ? `Invalid input: ${said}` : 'Invalid input', details);
}
