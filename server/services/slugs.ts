import { eq, getTableName, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionDefinition } from '@domain/collection';
import { firstFreeSlug, slugify } from '@domain/slugs';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Readable addresses of a collection whose definition says `slug` (news: `/news/<slug>`). A slug is
 * made once, on create (or a restore from the trash, which keeps the one it had when still free),
 * and never follows the title: a link shared or indexed under it keeps working after a corrected
 * title, with no table of old addresses to redirect from.
 */
export function collectionSlugs(definition: Pick<CollectionDefinition, 'slug' | 'graphql'>, table: PgTable & Record<string, PgColumn>) {
  const source = definition.slug;
  if (!source) return null;
  const column = table.slug;
  if (!column) throw new Error(`The ${getTableName(table)} table has no slug column, which its definition's \`slug\` needs`);
  const lockKey = `slugs:${getTableName(table)}`;
  return {
    /**
     * The slug of an item being created: its text's, else the noun's (`article`), with `-2`, `-3`…
     * when taken. Writers of the table take turns (a transaction-scoped advisory lock), so two
     * articles of one title created at once get two slugs, never the unique index's refusal.
     */
    async forCreate(tx: Tx, data: Record<string, unknown>, wanted?: unknown): Promise<string> {
      const base = (typeof wanted === 'string' && wanted) || slugify(String(data[source] ?? '')) || definition.graphql.one;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
      // A slug holds only [a-z0-9-], so the base needs no escaping in LIKE.
      const rows = (await tx.select({ slug: column }).from(table).where(or(eq(column, base), like(column, `${base}-%`)))) as { slug: string }[];
      return firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
    },
    /** One item by its id or its slug (the id first: a title could spell another item's id). */
    byIdOrSlug(idColumn: PgColumn, key: string): { where: SQL; idFirst: SQL } {
      return { where: or(eq(idColumn, key), eq(column, key))!, idFirst: sql`(${idColumn} = ${key}) desc` };
    },
  };
}
