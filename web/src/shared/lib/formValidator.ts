import { setIn } from 'final-form';
import type { z } from 'zod';
import { schemaErrors } from './schemaErrors';

export type FormErrors = Record<string, unknown>;

/**
 * A react-final-form `validate` function from a zod schema (usually one from `@domain`), so a
 * form shows the very rule and message the server applies. The first issue of a field wins;
 * nested paths (`socialLinks.facebook`) become nested errors, the shape final-form reads.
 */
export function formValidator<Values>(schema: z.ZodType) {
  return (values: Partial<Values>): FormErrors =>
    Object.entries(schemaErrors(schema, values)).reduce<FormErrors>((errors, [path, message]) => setIn(errors, path, message) as FormErrors, {});
}
