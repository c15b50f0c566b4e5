export { createI18n, englishI18n } from './i18n';
export { loadI18n } from './load';
export { I18nContext, localeOf, useLocale, useT } from './useT';
export { localeLink } from './localeLink';
