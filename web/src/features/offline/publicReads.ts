/**
 * The public pages' reads that take no variables but their language, as the app's Apollo Client sends them: the offline
 * worker asks for them once when it installs, so every public page (the running order and my
 * schedule included) opens offline after a single online page view, whichever page that was.
 * Only the worker imports this file (no page carries it).
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { FooterLocationDocument, HomeNewsDocument, LineupDayDocument, LineupDaysDocument, LineupDocument, LineupSearchDocument, NewsListDocument } from '../../gql/graphql';
import { OVERVIEW_BANDS_PER_DAY, PERFORMANCE_DAYS } from '@domain/band-constants';
import type { SiteLocale } from '@domain/siteLocale';
import { declaresLocale, GRAPHQL_LOCALES } from '../../shared/i18n/localeLink';
import type { GraphqlBody } from './cachePolicy';
import { REGISTRY_PUBLIC_QUERIES } from './generated/registry';

/**
 * Home, lineup (its days and the band search's names; every band's card for the running order and
 * my schedule; a day's pages and a band's details are kept as visited), news and the layout's
 * footer; then the registry's reads (archive, the partners of the strip and footer, the active
 * festival, the site assets of the header and footer, the info page).
 */
const PAGE_READS: DocumentNode[] = [
  LineupDocument,
  LineupDaysDocument,
  LineupSearchDocument,
  HomeNewsDocument,
  NewsListDocument,
  FooterLocationDocument,
  ...Object.values(REGISTRY_PUBLIC_QUERIES),
];

function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  throw new Error('An operation without a name cannot be kept for offline use');
}

/**
 * The request bodies in a language, with `__typename` on every selection as Apollo's cache adds it
 * (the kept answer must be the one the app would have received, or its cache could not normalize
 * it), and the variables the app's locale link gives them (none in English, nor to a read that takes
 * no language: the kept answer must be found under the request the page makes).
 */
export function publicReadBodies(locale: SiteLocale = 'en'): (GraphqlBody & { operationName: string; query: string; variables: Record<string, string> })[] {
  const variables = (document: DocumentNode): Record<string, string> => (locale === 'en' || !declaresLocale(document) ? {} : { locale: GRAPHQL_LOCALES[locale] });
  return PAGE_READS.map((document) => ({ operationName: operationName(document), query: print(addTypenameToDocument(document)), variables: variables(document) }));
}

/**
 * The lineup overview's reads (each day's first bands, `LineupDay`), with the variables the page
 * gives them (features/lineup/LineupDays.tsx; the locale link appends `locale`): asked after
 * `LineupDays`, whose answer names the days, so /lineup opens offline after a view of any page.
 */
export function lineupOverviewBodies(lineupDaysAnswer: unknown, locale: SiteLocale = 'en') {
  const labels = (lineupDaysAnswer as { data?: { activeFestival?: { days?: { label: string }[] } | null } })?.data?.activeFestival?.days?.map((d) => d.label) ?? [];
  const days = labels.length > 0 ? labels : [...PERFORMANCE_DAYS];
  const query = print(addTypenameToDocument(LineupDayDocument));
  return days.map((day) => ({
    operationName: 'LineupDay',
    query,
    variables: { day, limit: OVERVIEW_BANDS_PER_DAY, ...(locale === 'en' ? {} : { locale: GRAPHQL_LOCALES[locale] }) } as Record<string, string | number>,
  }));
}
