import { desc } from 'drizzle-orm';
import { newsCollection as definition } from '@domain/news';
import { news } from '../db/schema';
import { bindCollection } from './define';

export const newsCollection = bindCollection(definition, {
  table: news,
  /** Newest `publishedAt` first; `limit` takes the first n (the home page shows 4). */
  list: async ({ limit }) => ({ orderBy: [desc(news.publishedAt), desc(news.createdAt), desc(news.id)], limit }),
  mapRow: (row) => ({ tags: row.tags ?? [] }),
});
