// Search folding without the schemas: the public lineup's search box needs it, and importing
// domain/paging.ts would bring zod into the page's first load.

/**
 * Folds text for search as the database does (its `mg_fold` function, the same letters): lower
 * case, accents and Romanian commas dropped. The public lineup's offline search box uses it.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøħ]/g, (c) => ({ ł: 'l', đ: 'd', ø: 'o', ħ: 'h' })[c] ?? c);
}
