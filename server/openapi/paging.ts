/**
 * The one rule of every list (#37, domain/paging.ts) in the document: its query parameters and
 * its paged answer, for the collections (./paths/collections.ts) and the lists that are not one
 * (the team, the inbox, the trash).
 */
import { pageArgsSchema } from '@domain/paging';
import { z } from 'zod';
import { arrayOf, type Json } from './helpers';

/** What every list's description says about its pages. */
export const PAGING_NOTE =
  'With `limit`, a page in the same order: pass its `nextCursor` as `cursor` for the next (keyset: a walk sees each item once while items are added or deleted). ' +
  '`offset` and `page` are refused (400), as are a limit out of 1 to 1000 and a cursor this API did not give.';

/** A list's arguments as query parameters: paging and search, then its filters, from their zod schemas; `searched` names what `q` searches. */
export function listParameters(searched: readonly string[], filters: z.ZodType): Json[] {
  const properties = (schema: z.ZodType) => Object.entries(((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json).properties ?? {}) as Record<string, Json>);
  return [...properties(pageArgsSchema), ...properties(filters)].map(([name, schema]) => {
    const { description, ...rest } = schema;
    const text = name === 'q' ? `Searches ${searched.join(', ')}. ${String(description)}` : description;
    return { name, in: 'query', required: false, ...(text ? { description: text } : {}), schema: rest };
  });
}

const cursorFields = {
  nextCursor: { type: ['string', 'null'], description: 'Send as cursor (same limit, q and filters) for the next page; null on the last page.' },
  prevCursor: { type: ['string', 'null'], description: 'Send as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page.' },
};

/** A paged answer (with `limit`): the list under its key, `nextCursor`, `prevCursor` and `total` beside it. */
export function pagedList(key: string, dto: string): Json {
  return {
    type: 'object',
    required: [key, 'nextCursor', 'prevCursor', 'total'],
    properties: {
      [key]: arrayOf(dto),
      ...cursorFields,
      total: { type: 'integer', minimum: 0, description: 'How many items the filters and q match.' },
    },
  };
}

/** `{<key>: […]}` without `limit`, a page (`pagedList`) with it. */
export const listOrPage = (key: string, dto: string): Json => ({ anyOf: [{ type: 'object', required: [key], properties: { [key]: arrayOf(dto) } }, pagedList(key, dto)] });
