import { sql } from 'drizzle-orm';
import { newsCollection as definition } from '@domain/news';
import { news } from '../db/schema';
import { descending } from '../services/paging/keyset';
import { bindCollection } from './define';

export const newsCollection = bindCollection(definition, {
  table: news,
  /** Newest `publishedAt` first (the index news_order_idx answers it, pages included); optionally one year's. */
  list: async ({ year }) => ({
    where: year ? sql`${news.publishedAt} >= ${`${year}-01-01T00:00:00Z`} and ${news.publishedAt} < ${`${year + 1}-01-01T00:00:00Z`}` : undefined,
    order: [descending(news.publishedAt), descending(news.createdAt), descending(news.id)],
  }),
  mapRow: (row) => ({ tags: row.tags ?? [] }),
});
