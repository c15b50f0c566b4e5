import { setIn } from 'final-form';
import type { z } from 'zod';

export type FormErrors = Record<string, unknown>;

/**
 * A react-final-form `validate` function from a zod schema (usually one from `@domain`), so a
 * form shows the very rule and message the server applies. The first issue of a field wins;
 * nested paths (`socialLinks.facebook`) become nested errors, the shape final-form reads.
 */
export function formValidator<Values>(schema: z.ZodType) {
  return (values: Partial<Values>): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    let errors: FormErrors = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!path || seen.has(path)) continue;
      seen.add(path);
      errors = setIn(errors, path, issue.message) as FormErrors;
    }
    return errors;
  };
}
