/** Localized content in the API document (#36, domain/locales.ts): the reads' and updates' `locale`, and `Content-Language`. */
import { localeArgsSchema, localeWriteSchema } from '@domain/locales';
import { z } from 'zod';
import type { Json } from '../helpers';

const queryParameters = (schema: z.ZodObject): Json[] =>
  Object.entries(((z.toJSONSchema(schema, { io: 'input' }) as Json).properties ?? {}) as Record<string, Json>).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema,
  }));

/** `locale` and `fallback` of every collection and singleton read. */
export const localeReadParameters = queryParameters(localeArgsSchema);

/** `locale` of an update. */
export const localeWriteParameters = queryParameters(localeWriteSchema);

/** A localized answer, with the header naming its language. */
export const localized = (response: Json): Json => ({
  ...response,
  headers: {
    'Content-Language': {
      description: 'The language of the texts: `en`, `ro`, or `ro, en` when some texts had no translation and are in English.',
      schema: { type: 'string' },
    },
  },
});

/** What a definition's localized fields are, for an operation's description. */
export const localizedNote = (paths: readonly string[] | undefined, write = false): string =>
  paths?.length
    ? write
      ? ` With \`?locale=ro\` the localized fields sent (${paths.join(', ')}) set the Romanian texts (null or empty: back to English) and English is left alone; an item is created in English.`
      : ` Localized (\`?locale\`): ${paths.join(', ')}; a text without a translation is the English one (\`fallback=none\`, staff only: null). 400 for an unknown locale; 401/403 for fallback=none without a staff token.`
    : '';
