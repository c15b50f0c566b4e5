import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_SITE_LOCALE, LOCALE_TAGS, type SiteLocale } from '@domain/siteLocale';
import { messages as englishMessages } from './generated/en';

/**
 * One Lingui instance per language, never re-activated: a page's language is its URL's, so the
 * browser makes one for its page, and the server's render thread (which renders English and
 * Romanian pages one after the other, possibly interleaved) keeps one for each.
 *
 * The message ids are the English texts themselves (readable code, the spec's English in the
 * components); the English catalog holds only the messages that need compiling (placeholders), a
 * plain English text being its own translation (generated/en.ts, scripts/i18n-compile.ts).
 */
export function createI18n(locale: SiteLocale, messages: Messages): I18n {
  // A plain English text is not in the English catalog (it is its own translation), and Lingui
  // warns of every such uncompiled fallback, in production too (110 console warnings on one page).
  // `missing` answers it as it is, without the warning; the catalog test keeps Romanian complete.
  return setupI18n({ locale: LOCALE_TAGS[locale], messages: { [LOCALE_TAGS[locale]]: messages }, missing: (_locale, id) => id });
}

/** The English instance needs no loading: what every test and English page uses. */
export const englishI18n = createI18n(DEFAULT_SITE_LOCALE, englishMessages);
