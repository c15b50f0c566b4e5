// An item's readable address (`/news/<slug>`): said here, without zod or the database, so the
// server (which makes and keeps slugs) and any page that shows one read the same rule.
import { foldForSearch } from './searchFold';

/** The longest slug made from a title (a suffix such as `-12` may follow). */
export const MAX_SLUG_LENGTH = 80;

/**
 * A title as an address part: ASCII-folded as search folds it (`Ștefan și Mötley` →
 * `stefan-si-motley`), every run of other characters one hyphen, cut at a hyphen before
 * `MAX_SLUG_LENGTH`. Empty when nothing Latin is left (the caller's fallback applies).
 */
export function slugify(text: string): string {
  const words = foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= MAX_SLUG_LENGTH) return words;
  const cut = words.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
