import type { z } from 'zod';

/**
 * The first message of each field a zod schema (usually one from `@domain`) finds wrong in
 * `values`, keyed by its dotted path (`socialLinks.facebook`); empty when all is well. Free of any
 * form library, so a public form can show the server's own rules without carrying one.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
