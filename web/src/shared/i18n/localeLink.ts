import { ApolloLink } from '@apollo/client/link';
import { Kind, type DocumentNode } from 'graphql';
import type { SiteLocale } from '@domain/siteLocale';

/** Whether an operation takes the page's language (declares `$locale`): the locale link gives it only to those. */
export const declaresLocale = (query: DocumentNode) =>
  query.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.variableDefinitions?.some((v) => v.variable.name.value === 'locale'));

/** The API's `Locale` enum (docs/architecture.md, "Localized content"). */
export const GRAPHQL_LOCALES: Record<SiteLocale, string> = { en: 'EN', ro: 'RO' };

/**
 * Gives every operation that declares `$locale` the page's language, unless the caller set one: the
 * pages' queries then read their content in it (the API falls back to English per field). English,
 * the API's default, is not sent, so an English read's URL (and its public-cache and offline keys)
 * stays what it was.
 */
export function localeLink(locale: SiteLocale): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (locale !== 'en' && operation.variables.locale === undefined && declaresLocale(operation.query)) {
      operation.variables = { ...operation.variables, locale: GRAPHQL_LOCALES[locale] };
    }
    return forward(operation);
  });
}
