import { badRequest, type FieldErrors } from './errors';

const NUL_MESSAGE = 'Must not contain NUL characters';
export const UNSAFE_TEXT_MESSAGE = 'Must not contain unpaired surrogates or non-characters';

// An unpaired UTF-16 surrogate has no UTF-8 spelling (PostgreSQL refuses `\udc00` in JSON and text;
// a driver may silently turn it into U+FFFD) and a non-character is not meant for interchange.
// With the `u` flag a paired surrogate is one code point, so `\p{Cs}` matches only unpaired ones.
const UNSAFE_CHARACTER = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;

/** Why a text cannot be stored as it is, or undefined when it can. */
export function unsafeTextProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return UNSAFE_CHARACTER.test(text) ? UNSAFE_TEXT_MESSAGE : undefined;
}

/**
 * Paths (dotted) of every string (value or key) in a parsed body, query or GraphQL variables that
 * holds text PostgreSQL cannot store faithfully: NUL (U+0000), an unpaired surrogate, a
 * non-character. Such input is refused up front as bad input naming the field, instead of reaching
 * SQL as a fault (a 500, whose log would then print the request's data).
 */
export function unsafeTextFieldErrors(value: unknown, path: string[] = [], out: FieldErrors = {}, depth = 0): FieldErrors {
  if (depth > 32) return out;
  if (typeof value === 'string') {
    const problem = unsafeTextProblem(value);
    if (problem) out[path.join('.') || '_'] = problem;
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => unsafeTextFieldErrors(v, [...path, String(i)], out, depth + 1));
  } else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const problem = unsafeTextProblem(k);
      if (problem) out[[...path, k].join('.')] = problem;
      unsafeTextFieldErrors(v, [...path, k], out, depth + 1);
    }
  }
  return out;
}

/** Throws a 400 with `details` (each field and why) when any string of `value` cannot be stored as it is. */
export function assertStorableText(value: unknown): void {
  const details = unsafeTextFieldErrors(value);
  const first = Object.values(details)[0];
  if (first) throw badRequest(`Invalid input: ${first}`, details);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};
