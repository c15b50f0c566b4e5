/**
 * Localized content (#36), one rule for every collection and singleton whose definition marks
 * fields `localized` (domain/locales.ts): English lives in the columns, the other languages in the
 * row's `translations` column as `{ro: {<leaf address>: text}}`. Reads join the operations' hook
 * chains (`localeHooks`, registered once in createServices): the request context's `locale` and
 * `fallback` put each DTO's texts in that language. Writes in another language are the services'
 * own (`split`, `written`): what is sent must be told apart before the stored item is merged.
 */
import type { Capability } from '@domain/access';
import {
  DEFAULT_LOCALE,
  localeArgsSchema,
  localizedRoots,
  missingAsEmpty,
  missingAsNull,
  translated,
  translationOf,
  type Locale,
  type LocaleFallback,
  type LocalizedPath,
  type Translation,
  type Translations,
} from '@domain/locales';
import { assertAccess } from '../access';
import { badRequest } from '../errors';
import { parseInput } from '../validation';
import type { HookSubject, OperationHooks } from './hooks';
import type { RequestContext } from './request-context';

type Doc = Record<string, unknown>;

// Each DTO built from a row remembers the row's translations (the services' toDto), so reads are
// localized after the shared code (lists, pages, extra reads) has built them, without a second query.
const rowTranslations = new WeakMap<object, Translations>();
// The languages of each localized DTO, for the `Content-Language` header.
const docLanguages = new WeakMap<object, string>();

/** Remembers the row a DTO was built from (its translations). */
export function remember<T extends object>(dto: T, row: object | undefined): T {
  rowTranslations.set(dto, ((row as { translations?: Translations | null } | undefined)?.translations ?? {}) as Translations);
  return dto;
}

const pathsOf = (subject: { definition: Record<string, unknown> }) => (subject.definition.localized as readonly LocalizedPath[] | undefined) ?? [];

/**
 * DTOs in the context's language: each localized text in it, a missing one in English (or with
 * `fallback` none: null on REST, empty at GraphQL, whose types are non-null). English: as they are.
 */
export function localizeDocs<T extends object>(paths: readonly LocalizedPath[], ctx: Pick<RequestContext, 'locale' | 'fallback' | 'door'>, docs: T[]): T[] {
  const { locale, fallback = 'en' } = ctx;
  const missing = ctx.door === 'graphql' ? missingAsEmpty : missingAsNull;
  return docs.map((dto) => {
    if (locale === DEFAULT_LOCALE || paths.length === 0) {
      docLanguages.set(dto, locale);
      return dto;
    }
    const { doc, fellBack } = translated(dto as Doc, rowTranslations.get(dto)?.[locale], paths, fallback, missing);
    docLanguages.set(doc, fellBack ? `${locale}, ${DEFAULT_LOCALE}` : locale);
    return doc as T;
  });
}

/** `ro` when every text of the answer (a DTO, a list, a page's items) is Romanian, `ro, en` when some fell back; undefined when not localized. */
export function contentLanguageOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const items = Array.isArray(answer) ? answer : Array.isArray((answer as { items?: unknown }).items) ? (answer as { items: unknown[] }).items : null;
  if (!items) return docLanguages.get(answer);
  const languages = new Set(items.flatMap((item) => (typeof item === 'object' && item !== null ? (docLanguages.get(item)?.split(', ') ?? []) : [])));
  return languages.size ? [...languages].join(', ') : undefined;
}

/**
 * The language of every read, on the operations' hook chains: `fallback: none` is for staff (the
 * definition's write capability), refused before the query; the DTOs answered are localized.
 */
export function localeHooks(): Partial<OperationHooks> {
  return {
    beforeRead: ({ ctx, subject }) => {
      if (ctx.fallback === 'none') assertAccess(ctx.actor, subject.definition.write as Capability);
    },
    afterRead: ({ ctx, subject, docs }) => localizeDocs(pathsOf(subject), ctx, docs),
  };
}

/** A door's language arguments (`locale`, `fallback`; REST query parameters or GraphQL arguments lower-cased) into the request's context: an unknown one is 400. */
export function withLocale(ctx: RequestContext, args: { locale?: unknown; fallback?: unknown }): RequestContext {
  const { locale = DEFAULT_LOCALE, fallback } = parseInput(localeArgsSchema, { locale: args.locale ?? undefined, fallback: args.fallback ?? undefined });
  return { ...ctx, locale, fallback };
}

/** The sent fields of a write in another language split: the localized ones (each root as a whole) and the shared ones. */
export function split(subject: Pick<HookSubject, 'definition'>, fields: Doc): { own: Doc; shared: Doc } {
  const roots = localizedRoots(pathsOf(subject));
  const own: Doc = {};
  const shared: Doc = {};
  for (const [key, value] of Object.entries(fields)) (roots.has(key) ? own : shared)[key] = value;
  return { own, shared };
}

/**
 * A write's new translations: the localized fields sent replace that language's texts of those
 * fields (a null or empty text removes a translation, which falls back to English again). Each
 * text is validated as the English one would be: put in its place in the English document (the
 * stored one with the shared fields sent), which the input schema then checks whole. The places
 * are the English item's as answered (`structure`: its FAQ items, a setting's default contact
 * list); a text for a place it does not have is dropped.
 */
export function written(
  subject: Pick<HookSubject, 'definition'>,
  stored: unknown,
  locale: Locale,
  own: Doc,
  english: Doc,
  structure: Doc,
  validate: (doc: Doc) => Doc,
): Translations {
  const paths = pathsOf(subject);
  const all = (stored as Translations | null | undefined) ?? {};
  const sent = translationOf(own, paths);
  const inPlace = translated(structure, sent, paths, 'en').doc;
  const checked = validate({ ...english, ...Object.fromEntries(Object.keys(own).map((root) => [root, inPlace[root]])) });
  const kept = translationOf(checked, paths);
  const next: Translation = Object.fromEntries(Object.entries(all[locale] ?? {}).filter(([address]) => !Object.hasOwn(own, address.split('.')[0]!)));
  for (const address of Object.keys(sent)) if (address in kept) next[address] = kept[address];
  return { ...all, [locale]: next };
}

/** A non-default locale's write must be an update: an item is created in English. */
export const createdInEnglish = () =>
  badRequest('Invalid input: an item is created in English; set its other languages with an update', {
    locale: 'An item is created in English: send the other languages with an update',
  });

export type { LocaleFallback };
