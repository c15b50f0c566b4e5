import type { I18n } from '@lingui/core';
import { createContext, useContext } from 'react';
import type { SiteLocale } from '@domain/siteLocale';
import { englishI18n } from './i18n';

/**
 * The page's Lingui instance. Not @lingui/react's provider: a page's language never changes while it
 * is open (the switch is a navigation), so nothing needs its change subscription, and with English
 * as the default a component renders in English without any provider (every component test).
 */
export const I18nContext = createContext<I18n>(englishI18n);

/**
 * `const t = useT(); t('Latest News')`, `t('Add {band} to my schedule', { band })`: the English text
 * is the message's id (locales/ro.json translates it).
 */
export function useT(): I18n['t'] {
  return useContext(I18nContext).t;
}

/** The site language an i18n instance speaks. */
export function localeOf(i18n: I18n): SiteLocale {
  return i18n.locale === 'ro' ? 'ro' : 'en';
}

/** The page's language (its URL's). */
export function useLocale(): SiteLocale {
  return localeOf(useContext(I18nContext));
}
