import type { Page } from '@domain/paging';

/**
 * A list at the REST door by the one rule of every list (#37, domain/paging.ts), for the lists that
 * are not collections (the team, the trash): with `limit` a page, `{<key>: […], nextCursor,
 * prevCursor, total}`; without it the whole list as before, `{<key>: […]}`. The query goes to the
 * service as it came, so `offset`, a bad `limit` or a forged `cursor` is its 400.
 */
export async function listAnswer<T>(query: unknown, key: string, list: (args: unknown) => Promise<T[]>, page: (args: unknown) => Promise<Page<T>>) {
  if ((query as { limit?: unknown }).limit !== undefined) {
    const { items, ...rest } = await page(query);
    return { [key]: items, ...rest };
  }
  return { [key]: await list(query) };
}
