/**
 * The GraphQL side of localized content (#36, domain/locales.ts): the `Locale` and
 * `LocaleFallback` enums, and the arguments every collection and singleton read (`locale`,
 * `fallback`) and update (`locale`) take. The resolvers pass them to the services lower-cased.
 */
import { DEFAULT_LOCALE, LOCALE_FALLBACKS, LOCALES } from '../../domain/locales';

const upper = (values: readonly string[], docs: Record<string, string>) => values.map((v) => `  ${JSON.stringify(docs[v] ?? v)}\n  ${v.toUpperCase()}`).join('\n');
const LOCALE_DOCS: Record<string, string> = { en: 'English, the default: the texts in the columns.', ro: 'Romanian.' };
const FALLBACK_DOCS: Record<string, string> = { en: 'A missing translation reads as the English text (the default).', none: 'A missing translation reads as empty (staff only, for editing).' };

export const localeEnums = (): string =>
  `"The languages content is kept in; ${DEFAULT_LOCALE.toUpperCase()} is the default."\nenum Locale {\n${upper(LOCALES, LOCALE_DOCS)}\n}\n\n` +
  `"What a text without a translation reads as: EN the English text (default), NONE (staff only, for editing) empty."\nenum LocaleFallback {\n${upper(LOCALE_FALLBACKS, FALLBACK_DOCS)}\n}\n`;

/** A read's language arguments. */
export const localeReadArgs = [
  `"The language of the localized texts (default EN); a text without a translation falls back to English." locale: Locale`,
  `"NONE (staff only): a text without a translation is empty instead of the English one." fallback: LocaleFallback`,
];

/** An update's language argument. */
export const localeWriteArg = `"Set this language's texts of the localized fields sent (null or empty: back to English); English is left alone. Default EN." locale: Locale`;
