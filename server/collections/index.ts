import { asc, desc, sql } from 'drizzle-orm';
import { archiveCollection } from '@domain/archives';
import type { CollectionKey } from '@domain/collections';
import { newsCollection } from '@domain/news';
import { partnerCollection, PARTNER_TIERS } from '@domain/partners';
import { archives, news, partners } from '../db/schema';
import { bandsCollection } from './bands';
import { bindCollection, type BoundCollection } from './define';
import { festivalsCollection } from './festivals';
import { stagesCollection } from './stages';

// `year` is free text: editions sort by the first four-digit number in it, newest first
// (text without one goes last), then the most recently created first.
const yearNumber = sql`(substring(${archives.year} from '[0-9]{4}'))::int`;

const tierRank = sql`case ${partners.tier} ${sql.join(
  PARTNER_TIERS.map((tier, i) => sql`when ${tier} then ${sql.raw(String(i))}`),
  sql` `,
)} else ${sql.raw(String(PARTNER_TIERS.length))} end`;

/**
 * Every collection bound to its storage: the one list the server builds its services, REST routes
 * and GraphQL resolvers from. A collection with rules of its own has its own file here.
 */
export const collections = {
  stages: stagesCollection,
  bands: bandsCollection,
  news: bindCollection(newsCollection, {
    table: news,
    /** Newest `publishedAt` first; `limit` takes the first n (the home page shows 4). */
    list: async ({ limit }) => ({ orderBy: [desc(news.publishedAt), desc(news.createdAt), desc(news.id)], limit }),
    mapRow: (row) => ({ tags: row.tags ?? [] }),
  }),
  archives: bindCollection(archiveCollection, {
    table: archives,
    /** Past editions, newest year first, then newest created first. */
    list: async () => ({ orderBy: [sql`${yearNumber} desc nulls last`, desc(archives.createdAt), desc(archives.id)] }),
  }),
  partners: bindCollection(partnerCollection, {
    table: partners,
    /** By tier (headline, main, partner), then order, then first added. */
    list: async () => ({ orderBy: [tierRank, asc(partners.order), asc(partners.createdAt), asc(partners.id)] }),
  }),
  festivals: festivalsCollection,
} satisfies Record<CollectionKey, BoundCollection>;

export type Collections = typeof collections;
