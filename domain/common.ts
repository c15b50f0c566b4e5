/**
 * Rules every shape shares: text limits, the one length message, the http(s) URL check, the email
 * rule, blank handling and the `limit` parameter. Imported by the server and the web bundle alike,
 * so nothing here may depend on Node or the database.
 */
import { z } from 'zod';

/** Text limits shared by every entity, so "a name is not a megabyte". */
export const limits = {
  short: 200,
  medium: 2_000,
  long: 50_000,
  url: 2_048,
  email: 254,
} as const;

/**
 * Control characters other than tab, newline and carriage return (C0, DEL and C1): invisible,
 * never typed on purpose, and invalid in XML, so one in an author's name would make the RSS feed
 * unreadable. Refused by every text a write takes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

/** Text as every write takes it: a string without control characters (tab and line breaks are fine). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTER_MESSAGE);

/** The one wording of every length refusal. */
export const maxLength = (max: number) => `Must be at most ${max} characters`;

/** An absolute http(s) URL: no spaces, and none of the characters that would break out of an attribute. */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s<>"']+$/i.test(value);
export const HTTP_URL_MESSAGE = 'Must be an http(s) URL';

/** Undefined, null, or text with nothing but spaces. */
export const isBlank = (v: unknown): v is undefined | null | string =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Empty strings and null mean "not set" (multipart forms send every field, filled or not). */
export const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/** null (GraphQL's "not given") reads as absent. */
export const absentIfNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null ? undefined : v), schema);

export const requiredText = (max: number, message: string) =>
  text({ error: message }).trim().min(1, message).max(max, maxLength(max));

export const optionalText = (max: number) => text().trim().max(max, maxLength(max)).optional();

/** Optional text where a blank value means "not set"; it parses to undefined then. */
export const optionalBlankText = (max: number) => z.preprocess(blankToUndefined, optionalText(max));

export const httpUrl = (message = HTTP_URL_MESSAGE) =>
  text().trim().max(limits.url, maxLength(limits.url)).refine(isHttpUrl, message).meta({ description: 'An http(s) URL.', examples: ['https://example.com/'] });

/** An http(s) URL or the empty string ("no link"). */
export const httpUrlOrEmpty = () =>
  text()
    .trim()
    .max(limits.url, maxLength(limits.url))
    .refine((v) => v === '' || isHttpUrl(v), HTTP_URL_MESSAGE)
    .meta({ description: 'An http(s) URL, or empty for none.', examples: ['https://example.com/'] });

/** An optional http(s) URL where an empty string means "not set". */
export const optionalHttpUrl = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), httpUrl().optional());

/**
 * The product's one email rule: "non-space text, @, non-space text". The contact form and the site's
 * contact addresses also want a dot in the domain (`a@b.c`), a stricter screen on purpose: those
 * addresses are written to by people; the login only needs to reach an account.
 */
export const EMAIL_PATTERN = /^\S+@\S+$/;
export const DELIVERABLE_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Invalid email address';

export const emailAddress = (
  requiredMessage = EMAIL_REQUIRED,
  invalidMessage = EMAIL_INVALID,
  pattern: RegExp = DELIVERABLE_EMAIL_PATTERN,
) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(limits.email, maxLength(limits.email))
    .regex(pattern, invalidMessage)
    .meta({ examples: ['fan@example.com'] });

/** A whole number parsed from a number or numeric text (query strings and multipart send text). */
export const wholeNumberInput = (v: unknown) => {
  if (isBlank(v)) return undefined;
  if (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v)) return Number(v);
  return v;
};

/**
 * A list position: a whole number from 1, numeric text (multipart, forms) accepted; blank or null
 * means `fallback` (bands, stages and partners sort by it).
 */
export const sortOrder = (fallback: number, max: number, description: string) =>
  z.preprocess(
    wholeNumberInput,
    z
      .number({ error: 'Order must be a whole number' })
      .int('Order must be a whole number')
      .min(1, 'Order must be at least 1')
      .max(max, `Order must be at most ${max}`)
      .default(fallback)
      .meta({ description }),
  );

/** The one `limit` parameter of list calls: an optional whole number from 1 to `max`. */
export const listLimit = (max: number) =>
  z.preprocess(
    wholeNumberInput,
    z
      .number({ error: 'Limit must be a whole number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(max, `Limit must be at most ${max}`)
      .optional(),
  );

/** Ids are opaque strings; timestamps are ISO 8601 UTC on the wire. */
export const idSchema = z.string().meta({ description: 'Opaque id.' });
export const instantSchema = z.iso.datetime().meta({ description: 'ISO 8601 UTC.' });
export const imagePathSchema = z.string().nullable().meta({ description: '`/api/uploads/<key>`, or null when unset.' });

/** What a delete answers. */
export const deletedSchema = z
  .object({ _id: z.string().describe('The deleted item\'s _id.'), message: z.string().describe("What happened, e.g. 'Band deleted successfully'.") })
  .meta({ id: 'Deleted', description: 'What a delete answers.' });
