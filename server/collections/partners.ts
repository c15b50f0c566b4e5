import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { searchIndex } from '../db/search';
import { DEFAULT_PARTNER_ORDER, partnerCollection, PARTNER_TIERS } from '@domain/partners';
import { contentColumns, contentIndexes } from '../db/columns';
import { ascending } from '../services/paging/keyset';
import { bindCollection } from './define';

/** Partners and sponsors (domain/partners.ts): a logo strip on the home page and in the footer. */
export const partners = pgTable(
  'partners',
  {
    name: text('name').notNull(),
    url: text('url'),
    tier: text('tier', { enum: PARTNER_TIERS }).notNull(),
    order: integer('sort_order').notNull().default(DEFAULT_PARTNER_ORDER),
    logo: text('logo'),
    ...contentColumns(partnerCollection),
  },
  (t) => [searchIndex('partners_search_idx', t, partnerCollection.search), ...contentIndexes('partners', partnerCollection, t)],
);

const tierRank = sql`case ${partners.tier} ${sql.join(
  PARTNER_TIERS.map((tier, i) => sql`when ${tier} then ${sql.raw(String(i))}`),
  sql` `,
)} else ${sql.raw(String(PARTNER_TIERS.length))} end`;

export const partnersCollection = bindCollection(partnerCollection, {
  table: partners,
  /** By tier (headline, main, partner), then order, then first added. */
  list: async () => ({ order: [ascending(tierRank), ascending(partners.order), ascending(partners.createdAt), ascending(partners.id)] }),
});
