/**
 * Localized content (#36), one rule for every collection and singleton whose definition marks
 * fields `localized` (domain/locales.ts): English lives in the columns, the other languages in the
 * row's `translations` column as `{ro: {<leaf address>: text}}`. The collection and singleton
 * services call this on every DTO they answer and on every write that names a locale; the doors
 * pass the caller's `locale` and `fallback` through untouched, and the checks are here.
 */
import type { Capability } from '@domain/access';
import {
  DEFAULT_LOCALE,
  localeArgsSchema,
  localizedRoots,
  missingAsNull,
  translated,
  translationOf,
  type Locale,
  type LocaleFallback,
  type LocalizedPath,
  type MissingValue,
  type Translation,
  type Translations,
} from '@domain/locales';
import { anonymous, assertAccess, type Actor } from '../access';
import { badRequest } from '../errors';
import { parseInput } from '../validation';

/** What a read asks for, as the door received it (checked here): its locale, its fallback, who asks. */
export interface LocaleRead {
  locale?: unknown;
  fallback?: unknown;
  actor?: Actor;
  /** What a missing text reads as with `fallback` none (REST: null; GraphQL: empty, its types being non-null). */
  missing?: MissingValue;
}

interface Resolved {
  locale: Locale;
  fallback: LocaleFallback;
  missing: MissingValue;
}

/** The languages of each localized answer (a DTO, a list, a page), for the `Content-Language` header. */
const answerLanguages = new WeakMap<object, string>();

/** `ro` when every text is Romanian, `ro, en` when some fell back to English; undefined for an answer that is not localized. */
export const contentLanguageOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' && answer !== null ? answerLanguages.get(answer) : undefined;

/** `locale` (default en) and `fallback` (default en) checked: unknown ones are 400; `none` needs the write capability. */
export function resolveLocale(read: LocaleRead | undefined, write: Capability): Resolved {
  const { locale = DEFAULT_LOCALE, fallback = 'en' } = parseInput(localeArgsSchema, { locale: read?.locale, fallback: read?.fallback });
  if (fallback === 'none') assertAccess(read?.actor ?? anonymous(), write);
  return { locale, fallback, missing: read?.missing ?? missingAsNull };
}

/** The locale of a write (default en), checked. */
export function writeLocale(locale: unknown): Locale {
  return parseInput(localeArgsSchema, { locale }).locale ?? DEFAULT_LOCALE;
}

interface LocalizerOptions {
  paths: readonly LocalizedPath[];
  write: Capability;
}

export function createLocalizer({ paths, write }: LocalizerOptions) {
  const roots = localizedRoots(paths);
  // Each DTO built from a row remembers the row's translations, so reads localize after the shared
  // code (lists, pages, extra reads) has built them, without a second query.
  const rowTranslations = new WeakMap<object, Translations>();

  function localizeOne<T extends object>(dto: T, { locale, fallback, missing }: Resolved): { dto: T; fellBack: boolean } {
    if (locale === DEFAULT_LOCALE || paths.length === 0) return { dto, fellBack: false };
    const { doc, fellBack } = translated(dto as Record<string, unknown>, rowTranslations.get(dto)?.[locale], paths, fallback, missing);
    return { dto: doc as T, fellBack };
  }

  const languages = (locale: Locale, fellBack: boolean) => (locale === DEFAULT_LOCALE || !fellBack ? locale : `${locale}, ${DEFAULT_LOCALE}`);

  return {
    paths,
    /** Remembers the row a DTO was built from (its translations). */
    remember<T extends object>(dto: T, row: object): T {
      rowTranslations.set(dto, ((row as { translations?: Translations | null }).translations ?? {}) as Translations);
      return dto;
    },

    /** One DTO in the asked language. */
    one<T extends object>(dto: T, read: LocaleRead | undefined): T {
      const resolved = resolveLocale(read, write);
      const { dto: answer, fellBack } = localizeOne(dto, resolved);
      answerLanguages.set(answer, languages(resolved.locale, fellBack));
      return answer;
    },

    /** A list of DTOs in the asked language. */
    many<T extends object>(dtos: T[], read: LocaleRead | undefined): T[] {
      const resolved = resolveLocale(read, write);
      let anyFellBack = false;
      const answer = dtos.map((dto) => {
        const { dto: one, fellBack } = localizeOne(dto, resolved);
        anyFellBack ||= fellBack;
        return one;
      });
      answerLanguages.set(answer, languages(resolved.locale, anyFellBack));
      return answer;
    },

    /** Names the language of an answer that holds localized items (a page: `{items, …}`). */
    label<T extends object>(answer: T, from: object): T {
      const language = answerLanguages.get(from);
      if (language) answerLanguages.set(answer, language);
      return answer;
    },

    /** The sent fields split: the localized ones (each root as a whole) and the shared ones. */
    split(fields: Record<string, unknown>) {
      const own: Record<string, unknown> = {};
      const shared: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(fields)) (roots.has(key) ? own : shared)[key] = value;
      return { own, shared };
    },

    /**
     * A write's new translations: the localized fields sent replace that language's texts of those
     * fields (a null or empty text removes a translation, which falls back to English again). Each
     * text is validated as the English one would be: put in its place in the English document (the
     * stored one with the shared fields sent), which the input schema then checks whole. The places
     * are the English item's as answered (`structure`: its FAQ items, a setting's default contact
     * list); a text for a place it does not have is dropped.
     */
    written(
      stored: unknown,
      locale: Locale,
      own: Record<string, unknown>,
      english: Record<string, unknown>,
      structure: Record<string, unknown>,
      validate: (doc: Record<string, unknown>) => Record<string, unknown>,
    ): Translations {
      const all = (stored as Translations | null | undefined) ?? {};
      const sent = translationOf(own, paths);
      const inPlace = translated(structure, sent, paths, 'en').doc;
      const checked = validate({ ...english, ...Object.fromEntries(Object.keys(own).map((root) => [root, inPlace[root]])) });
      const kept = translationOf(checked, paths);
      const next: Translation = Object.fromEntries(Object.entries(all[locale] ?? {}).filter(([address]) => !Object.hasOwn(own, address.split('.')[0]!)));
      for (const address of Object.keys(sent)) if (address in kept) next[address] = kept[address];
      return { ...all, [locale]: next };
    },
  };
}

export type Localizer = ReturnType<typeof createLocalizer>;

/** A non-default locale's write must be an update: an item is created in English. */
export const createdInEnglish = () =>
  badRequest('Invalid input: an item is created in English; set its other languages with an update', {
    locale: 'An item is created in English: send the other languages with an update',
  });
