/**
 * Paging and search, one rule for every collection at both doors: `limit` (1 to 1,000) asks for a
 * page, `cursor` (the `nextCursor` of the page before) continues one, `q` searches. A paged answer
 * adds `nextCursor` (null on the last page) and `total` (every item the filters and `q` match)
 * beside the list. Pages are keyset-based: a walk returns each item once even while items are
 * added or deleted. Shared with the web bundle: zod only.
 */
import { z } from 'zod';
import { blankToUndefined, listLimit } from './common';

export const MAX_PAGE_LIMIT = 1000;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_CURSOR_LENGTH = 1000;

/** Query parameters a list refuses rather than ignore: paging is by cursor only. */
export const REFUSED_LIST_PARAMETERS: Record<string, string> = {
  offset: 'offset is not supported: page with limit and the nextCursor of the page before (cursor)',
  page: 'page is not supported: page with limit and the nextCursor of the page before (cursor)',
};

export const pageArgsSchema = z.object({
  limit: listLimit(MAX_PAGE_LIMIT).meta({
    description: `Answer a page of at most this many (1 to ${MAX_PAGE_LIMIT}), with nextCursor and total. Without it, the whole (filtered) list.`,
  }),
  cursor: z
    .preprocess(blankToUndefined, z.string({ error: 'Cursor must be text' }).max(MAX_CURSOR_LENGTH, 'Cursor is not valid: send the nextCursor of the page before').optional())
    // `x-from-response`: only an answer can give one (a client generated from the document cannot make it up).
    .meta({ description: 'The nextCursor of the page before (needs limit). Opaque: a changed or forged one is refused with 400.', 'x-from-response': 'nextCursor' }),
  q: z
    .preprocess(blankToUndefined, z.string({ error: 'Search must be text' }).trim().max(MAX_SEARCH_LENGTH, `Search is at most ${MAX_SEARCH_LENGTH} characters`).optional())
    .meta({ description: 'Search: items with words starting with each word of q, ignoring case and accents (motley finds Mötley Crüe).' }),
});
export type PageArgs = z.output<typeof pageArgsSchema>;

/** A paged answer's extra fields, beside the list. */
export interface PageInfo {
  nextCursor: string | null;
  /**
   * The cursor of the page before this one; null when that is the first page (asked without a
   * cursor) or when this is the first page. The public /news pages link back with it.
   */
  prevCursor: string | null;
  total: number;
}

export interface Page<T> extends PageInfo {
  items: T[];
}

// Folding is its own zod-free file: the public lineup's search box imports it without zod.
export { foldForSearch } from './searchFold';

/** The query parameters a collection's list reads: paging, search, its filters, and the refused ones (so they are refused, not dropped). */
export function listParameterNames(listArgs: z.ZodType): string[] {
  const filters = (z.toJSONSchema(listArgs, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> }).properties ?? {};
  return [...Object.keys(pageArgsSchema.shape), ...Object.keys(filters), ...Object.keys(REFUSED_LIST_PARAMETERS)];
}

/**
 * A page of a list that is not a collection (the team, the inbox, the trash) as GraphQL answers
 * it, `{items, nextCursor, prevCursor, total}` like a collection's `<Type>Page` (its meta id names
 * the generated type).
 */
export const pageSchemaOf = (item: z.ZodType, id: string, many: string) =>
  z
    .object({
      items: z.array(item).describe('The items of this page (at most limit).'),
      nextCursor: z.string().nullable().describe('Pass as cursor (with the same limit, q and filters) for the next page; null on the last page.'),
      prevCursor: z.string().nullable().describe('Pass as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page.'),
      total: z.number().int().describe('How many items the filters and q match, on every page.'),
    })
    .meta({ id, description: `A page of ${many}, in the list's order.` });
