import { desc } from 'drizzle-orm';
import { newsInputSchema, newsListSchema, type NewsArticleDto, type NewsInput } from '@domain/news';
import { news } from '../../db/schema';
import { parseInput } from '../../validation';
import { createCollection } from '../collection';
import { iso, type ServiceDeps } from '../context';
import { uploadLimits, type FileService } from '../files/service';

export type { NewsArticleDto } from '@domain/news';

type NewsRow = typeof news.$inferSelect;

const toArticleDto = (n: NewsRow): NewsArticleDto => ({
  _id: n.id,
  title: n.title,
  excerpt: n.excerpt,
  content: n.content,
  image: n.image,
  publishedAt: iso(n.publishedAt)!,
  author: n.author,
  tags: n.tags ?? [],
  createdAt: iso(n.createdAt)!,
  updatedAt: iso(n.updatedAt)!,
});

const columns = (input: NewsInput) => ({
  title: input.title,
  excerpt: input.excerpt,
  content: input.content,
  publishedAt: input.publishedAt,
  author: input.author ?? null,
  tags: input.tags,
});

export function createNewsService(deps: ServiceDeps, files: FileService) {
  const collection = createCollection(deps, files, {
    table: news,
    input: newsInputSchema,
    toDto: toArticleDto,
    columns,
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
