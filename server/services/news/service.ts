import { desc } from 'drizzle-orm';
import { articleSchema, newsInputSchema, newsListSchema, type NewsArticleDto } from '@domain/news';
import { news } from '../../db/schema';
import { parseInput } from '../../validation';
import { createCollection } from '../collection';
import type { ServiceDeps } from '../context';
import { uploadLimits, type FileService } from '../files/service';

export type { NewsArticleDto } from '@domain/news';

export function createNewsService(deps: ServiceDeps, files: FileService) {
  const collection = createCollection(deps, files, {
    table: news,
    input: newsInputSchema,
    dto: articleSchema,
    mapRow: (row) => ({ tags: row.tags ?? [] }),
    file: { column: 'image', maxBytes: uploadLimits.newsImage, label: 'Image' },
    messages: { notFound: 'Article not found', deleted: 'Article deleted successfully' },
  });
  return {
    ...collection,
    /** Newest `publishedAt` first; `limit` takes the first n (the home page shows 4). */
    async list(options: { limit?: number | null } = {}): Promise<NewsArticleDto[]> {
      const { limit } = parseInput(newsListSchema, options);
      return collection.list({ orderBy: [desc(news.publishedAt), desc(news.createdAt), desc(news.id)], limit });
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
