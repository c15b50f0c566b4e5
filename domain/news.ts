/** A news article. */
import { z } from 'zod';
import { idSchema, imagePathSchema, instantSchema, isBlank, limits, optionalBlankText, requiredText, text, wholeNumberInput } from './common';
import { defineCollection } from './collection';
import { MB, variantsOf } from './images';
import type { PublicFields } from './publicFields';

/** An instant: a Date (GraphQL) or an ISO 8601 / date-only string (JSON, multipart). */
const publishedAt = z.preprocess(
  (v) => {
    if (isBlank(v)) return undefined;
    if (typeof v === 'string') return v.length > 64 ? new Date(Number.NaN) : new Date(v.trim());
    return v;
  },
  z
    .date({
      error: (issue) => (issue.input === undefined ? 'Published date is required' : 'Published date must be a valid date'),
    })
    // Keeps far-out dates (valid in JavaScript, out of range for PostgreSQL) from reaching the database.
    .min(new Date('1000-01-01T00:00:00Z'), 'Published date must be a valid date')
    .max(new Date('9999-12-31T23:59:59.999Z'), 'Published date must be a valid date'),
);

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

/** Tags as an array, a JSON-array string or a comma-separated string; trimmed, blanks dropped, deduplicated. */
const tags = z.preprocess(
  (v) => {
    if (isBlank(v)) return [];
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text);
      } catch {
        return v;
      }
    }
    return text.split(',');
  },
  z
    .array(text({ error: 'Tags must be text' }).trim().max(MAX_TAG_LENGTH, `A tag is at most ${MAX_TAG_LENGTH} characters`), {
      error: 'Tags must be a list or comma-separated text',
    })
    .transform((list) => [...new Set(list.filter(Boolean))])
    .refine((list) => list.length <= MAX_TAGS, `At most ${MAX_TAGS} tags`),
)
  // Left out means none (`prefault` tells the OpenAPI document, which reads a preprocessed field as required).
  .prefault([]);

const articleFields = z
  .object({
    title: requiredText(limits.short, 'Title is required'),
    excerpt: requiredText(limits.medium, 'Excerpt is required'),
    content: requiredText(limits.long, 'Content is required').meta({ description: 'Line breaks separate paragraphs.' }),
    publishedAt: publishedAt.meta({ description: 'ISO 8601 (a date alone is accepted).' }),
    author: optionalBlankText(limits.short),
    tags,
  });

export type NewsInput = z.infer<typeof newsInputSchema>;

export const newsListSchema = z
  .object({
    year: z
      .preprocess(wholeNumberInput, z.number({ error: 'Year must be a whole number' }).int('Year must be a whole number').min(1000, 'Year must be a four-digit year').max(9999, 'Year must be a four-digit year').optional())
      .meta({ description: 'Only the articles published in this year (UTC).' }),
  })
  .optional()
  .transform((v) => v ?? {});

const articleOwnSchema = z
  .object({
    _id: idSchema,
    title: z.string().describe('The headline.'),
    slug: z.string().meta({
      description: 'Its readable address, /news/<slug>: made from the title when the article is created (ASCII letters, digits and hyphens; -2, -3… when taken) and kept when the title changes.',
    }),
    excerpt: z.string().describe('A teaser: the news cards and the page description.'),
    content: z.string().describe('The article; line breaks separate paragraphs.'),
    image: imagePathSchema,
    imageVariants: variantsOf('image'),
    publishedAt: instantSchema,
    author: z.string().nullable().describe('Who wrote it, or null.'),
    tags: z.array(z.string()).describe('Free-form tags (not shown on the public page; for feeds and integrators).'),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ description: 'A news article: its headline, teaser, text, picture and date, and its readable address.' });
export type NewsArticleDto = z.infer<typeof articleSchema>;

/** Where a reader sees each field of an article (domain/publicFields.ts; web/src/features/news/). */
export const ARTICLE_PUBLIC_FIELDS = {
  _id: ['article address (the spec\'s /news/<id>, whose canonical URL is the slug\'s)'],
  title: ['news cards', 'article heading'],
  slug: ['article address', 'news card links', 'share link', 'feeds and sitemap'],
  excerpt: ['news cards', 'page description (search results, link previews)'],
  content: ['article body'],
  image: ['news cards', 'article picture'],
  imageVariants: ['news cards', 'article picture'],
  publishedAt: ['news cards', 'article date line'],
  author: ['article date line'],
  tags: { none: 'the spec has no tags on the page (API and feeds of integrators only)' },
} as const satisfies PublicFields<z.output<typeof articleOwnSchema>>;

/** News articles: `/api/news` (`{articles}` / `{article}`), GraphQL `news` / `article`. */
export const newsCollection = defineCollection({
  input: articleFields,
  dto: articleOwnSchema,
  publicFields: ARTICLE_PUBLIC_FIELDS,
  listArgs: newsListSchema,
  search: ['title', 'excerpt', 'content', 'author'],
  csvImport: true,
  file: { field: 'image', maxBytes: 5 * MB, label: 'Image' },
  noun: 'article',
  rest: { path: 'news' },
  graphql: { type: 'NewsArticle', input: 'NewsInput', many: 'news' },
  publicItem: 'NewsArticle',
  admin: { route: 'news', label: 'News', icon: 'LuNewspaper', order: 20 },
  write: 'manageContent',
  removable: true,
  history: true,
  localized: ['title', 'excerpt', 'content'],
  trash: true,
  slug: 'title',
  drafts: { datedBy: 'publishedAt' },
  docs: { list: 'Articles, newest publishedAt first', create: 'Publish an article (optional image, 5 MB)' },
});

export const newsInputSchema = newsCollection.input;
export const articleSchema = newsCollection.dto;
