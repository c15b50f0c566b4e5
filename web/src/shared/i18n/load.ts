import type { I18n } from '@lingui/core';
import type { SiteLocale } from '@domain/siteLocale';
import { createI18n, englishI18n } from './i18n';

/**
 * The page's language, ready to render: English at once; Romanian loads its catalog, a chunk of its
 * own, so an English page never downloads the Romanian texts (and a Romanian one only those).
 */
export async function loadI18n(locale: SiteLocale): Promise<I18n> {
  if (locale === 'en') return englishI18n;
  const { messages } = await import('./generated/ro');
  return createI18n(locale, messages);
}
