/**
 * The languages content is kept in (#36): English, the default, in the content's own columns, and
 * Romanian beside it. Reads take `locale` (REST `?locale=ro`, GraphQL `locale: RO`) and answer the
 * same shapes with each localized text in that language, a missing one falling back to English;
 * staff may ask `fallback=none` (GraphQL `fallback: NONE`) to see only what exists. Writes with a
 * locale set that language's texts and leave English alone. Shared with the web bundle: zod only.
 */
import { z } from 'zod';

export const LOCALES = ['en', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** `en`: a missing translation reads as the English text; `none`: as nothing (null; GraphQL: empty), for editing. */
export const LOCALE_FALLBACKS = ['en', 'none'] as const;
export type LocaleFallback = (typeof LOCALE_FALLBACKS)[number];

const LOCALE_MESSAGE = `Locale must be one of ${LOCALES.join(', ')}`;
const FALLBACK_MESSAGE = `Fallback must be one of ${LOCALE_FALLBACKS.join(', ')}`;

/** The arguments of a localized read (REST query parameters, GraphQL arguments lower-cased). */
export const localeArgsSchema = z.object({
  locale: z
    .enum(LOCALES, { error: LOCALE_MESSAGE })
    .optional()
    .meta({ description: `The language of the localized texts (${LOCALES.join(', ')}; default ${DEFAULT_LOCALE}). A text without a translation falls back to English.` }),
  fallback: z
    .enum(LOCALE_FALLBACKS, { error: FALLBACK_MESSAGE })
    .optional()
    .meta({ description: 'none (staff only, for editing): a text without a translation is null instead of the English one. Default en.' }),
});
export type LocaleArgs = z.output<typeof localeArgsSchema>;

/** The argument of a localized write: the language whose texts it sets (default English). */
export const localeWriteSchema = localeArgsSchema.pick({ locale: true });

/**
 * A localized field of a definition, by path in its input (and DTO): `biography` (a text, a list of
 * texts or a map of texts), `location.title` (a text inside an object), `faq[].question` (a text of
 * each item of a list, matched by the item's `_id`, else by its position).
 */
export type LocalizedPath = string;

interface ParsedPath {
  root: string;
  sub?: string;
  each: boolean;
}

export function parsePath(path: LocalizedPath): ParsedPath {
  const [head, sub] = path.split('.') as [string, string | undefined];
  const each = head.endsWith('[]');
  return { root: each ? head.slice(0, -2) : head, sub, each };
}

/** The top-level fields a definition's localized paths live in. */
export const localizedRoots = (paths: readonly LocalizedPath[]) => new Set(paths.map((p) => parsePath(p).root));

/** A stored translation: leaf address (`biography`, `location.title`, `faq.<id>.question`, `contactEmails.0.purpose`) → text. */
export type Translation = Record<string, unknown>;
/** Every locale's translation of one item (the `translations` column): `{ro: {...}}`. */
export type Translations = Partial<Record<Locale, Translation>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A translation worth showing: a non-blank text, a non-empty list, a map with a text. */
export function isPresent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.values(value).some(isPresent);
  return false;
}

export interface Leaf {
  address: string;
  value: unknown;
  set(value: unknown): void;
}

/** Every localized place of a document (its structure decides which items exist), each with a setter. */
export function leavesOf(doc: Record<string, unknown>, paths: readonly LocalizedPath[]): Leaf[] {
  const leaves: Leaf[] = [];
  for (const path of paths) {
    const { root, sub, each } = parsePath(path);
    const at = doc[root];
    if (!sub) {
      leaves.push({ address: root, value: at, set: (v) => (doc[root] = v) });
    } else if (each) {
      if (!Array.isArray(at)) continue;
      at.forEach((item: unknown, i) => {
        if (!isRecord(item)) return;
        const key = typeof item._id === 'string' && item._id ? item._id : String(i);
        leaves.push({ address: `${root}.${key}.${sub}`, value: item[sub], set: (v) => (item[sub] = v) });
      });
    } else if (isRecord(at)) {
      leaves.push({ address: `${root}.${sub}`, value: at[sub], set: (v) => (at[sub] = v) });
    }
  }
  return leaves;
}

/** A missing text when `fallback` is none: null on REST; GraphQL keeps its non-null types with an empty value. */
export type MissingValue = (english: unknown) => unknown;
export const missingAsNull: MissingValue = () => null;
export const missingAsEmpty: MissingValue = (english) => (Array.isArray(english) ? [] : isRecord(english) ? {} : '');

/**
 * A document (DTO or input shape) in another language: each localized place takes its translation
 * (a map merges key by key over the English one), else the English text stays (`fallback` en) or
 * the missing value takes its place (`none`). Answers the new document and whether any place fell back.
 */
export function translated<T extends Record<string, unknown>>(
  doc: T,
  translation: Translation | undefined,
  paths: readonly LocalizedPath[],
  fallback: LocaleFallback,
  missing: MissingValue = missingAsNull,
): { doc: T; fellBack: boolean } {
  const copy = structuredClone(doc);
  let fellBack = false;
  for (const leaf of leavesOf(copy, paths)) {
    const own = translation?.[leaf.address];
    if (isPresent(own)) {
      const merged = isRecord(own) && isRecord(leaf.value) && fallback === 'en' ? { ...leaf.value, ...presentEntries(own) } : own;
      leaf.set(isRecord(own) && fallback === 'none' ? presentEntries(own) : merged);
    } else if (isPresent(leaf.value)) {
      fellBack = true;
      if (fallback === 'none') leaf.set(missing(leaf.value));
    } else if (fallback === 'none') {
      leaf.set(missing(leaf.value));
    }
  }
  return { doc: copy, fellBack };
}

const presentEntries = (map: Record<string, unknown>) => Object.fromEntries(Object.entries(map).filter(([, v]) => isPresent(v)));

/** The translation a document holds: its localized places that have a text, by address. */
export function translationOf(doc: Record<string, unknown>, paths: readonly LocalizedPath[]): Translation {
  return Object.fromEntries(leavesOf(doc, paths).flatMap(({ address, value }) => (isPresent(value) ? [[address, isRecord(value) ? presentEntries(value) : value]] : [])));
}

/**
 * The localized places of an English document that have English text but no translation (what the
 * back office marks and counts); a map's texts one by one (`seoTitles.home`), as each falls back alone.
 */
export function missingTranslations(english: Record<string, unknown>, translation: Translation | undefined, paths: readonly LocalizedPath[]): string[] {
  return leavesOf(structuredClone(english), paths).flatMap(({ address, value }) => {
    const own = translation?.[address];
    if (isRecord(value)) {
      return Object.entries(value)
        .filter(([key, text]) => isPresent(text) && !(isRecord(own) && isPresent(own[key])))
        .map(([key]) => `${address}.${key}`);
    }
    return isPresent(value) && !isPresent(own) ? [address] : [];
  });
}
