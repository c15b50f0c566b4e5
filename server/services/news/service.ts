import { desc, eq } from 'drizzle-orm';
import { assertAccess, type Actor } from '../../access';
import { news } from '../../db/schema';
import { notFound } from '../../errors';
import { parseInput } from '../../validation';
import { iso, plausibleId, type ServiceDeps } from '../context';
import { uploadLimits, type FileChange, type FileService } from '../files/service';
import { newsInputSchema, newsListSchema, type NewsInput } from './validation';

export interface NewsArticleDto {
  _id: string;
  title: string;
  excerpt: string;
  content: string;
  /** `/api/uploads/<key>` or null. */
  image: string | null;
  publishedAt: string;
  author: string | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

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

/** Ids are our own UUID text: anything else is simply unknown (and never reaches SQL as e.g. a NUL byte). */

const ARTICLE_NOT_FOUND = 'Article not found';

const columns = (input: NewsInput) => ({
  title: input.title,
  excerpt: input.excerpt,
  content: input.content,
  publishedAt: input.publishedAt,
  author: input.author ?? null,
  tags: input.tags,
});

export function createNewsService({ db, now }: ServiceDeps, files: FileService) {
  return {
    /** Newest `publishedAt` first; `limit` takes the first n (the home page shows 4). */
    async list(options: { limit?: number | null } = {}): Promise<NewsArticleDto[]> {
      const { limit } = parseInput(newsListSchema, options);
      const query = db.select().from(news).orderBy(desc(news.publishedAt), desc(news.createdAt), desc(news.id));
      const rows = await (limit ? query.limit(limit) : query);
      return rows.map(toArticleDto);
    },

    async get(id: string): Promise<NewsArticleDto> {
      if (!plausibleId(id)) throw notFound(ARTICLE_NOT_FOUND);
      const [row] = await db.select().from(news).where(eq(news.id, id));
      if (!row) throw notFound(ARTICLE_NOT_FOUND);
      return toArticleDto(row);
    },

    async create(actor: Actor, input: unknown, image?: FileChange): Promise<NewsArticleDto> {
      assertAccess(actor, 'admin');
      const data = parseInput(newsInputSchema, input);
      const row = await db.transaction(async (tx) => {
        const path = await files.replace(tx, null, image, uploadLimits.newsImage, 'Image');
        const at = now();
        const [created] = await tx
          .insert(news)
          .values({ ...columns(data), image: path ?? null, createdAt: at, updatedAt: at })
          .returning();
        return created;
      });
      return toArticleDto(row);
    },

    /** A full edit (same rules as create). `image`: a file replaces, null clears, undefined keeps. */
    async update(actor: Actor, id: string, input: unknown, image?: FileChange): Promise<NewsArticleDto> {
      assertAccess(actor, 'admin');
      const data = parseInput(newsInputSchema, input);
      if (!plausibleId(id)) throw notFound(ARTICLE_NOT_FOUND);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(news).where(eq(news.id, id)).for('update');
        if (!current) throw notFound(ARTICLE_NOT_FOUND);
        const path = await files.replace(tx, current.image, image, uploadLimits.newsImage, 'Image');
        const [updated] = await tx
          .update(news)
          .set({ ...columns(data), image: path ?? null, updatedAt: now() })
          .where(eq(news.id, id))
          .returning();
        return updated;
      });
      return toArticleDto(row);
    },

    /** Deletes the article and its image file together. */
    async remove(actor: Actor, id: string): Promise<{ _id: string; message: string }> {
      assertAccess(actor, 'admin');
      if (!plausibleId(id)) throw notFound(ARTICLE_NOT_FOUND);
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(news).where(eq(news.id, id)).returning();
        if (!deleted) throw notFound(ARTICLE_NOT_FOUND);
        await files.deleteByPath(tx, deleted.image);
      });
      return { _id: id, message: 'Article deleted successfully' };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
