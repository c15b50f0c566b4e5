import { z } from 'zod';
import { limits, maxLength, requiredText } from '../../validation';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An instant: a Date (GraphQL) or an ISO 8601 / date-only string (JSON, multipart). */
const publishedAt = z.preprocess(
  (v) => {
    if (blank(v)) return undefined;
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
    if (blank(v)) return [];
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
    .array(z.string({ error: 'Tags must be text' }).trim().max(MAX_TAG_LENGTH, `A tag is at most ${MAX_TAG_LENGTH} characters`), {
      error: 'Tags must be a list or comma-separated text',
    })
    .transform((list) => [...new Set(list.filter(Boolean))])
    .refine((list) => list.length <= MAX_TAGS, `At most ${MAX_TAGS} tags`),
);

export const newsInputSchema = z.object({
  title: requiredText(limits.short, 'Title is required'),
  excerpt: requiredText(limits.medium, 'Excerpt is required'),
  content: requiredText(limits.long, 'Content is required'),
  publishedAt,
  author: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.string().trim().max(limits.short, maxLength(limits.short)).optional(),
  ),
  tags,
});

export type NewsInput = z.infer<typeof newsInputSchema>;

export const MAX_NEWS_LIMIT = 1000;

export const newsListSchema = z
  .object({
    limit: z.preprocess(
      (v) => {
        if (blank(v)) return undefined;
        if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
        return v;
      },
      z
        .number({ error: 'Limit must be a whole number' })
        .int('Limit must be a whole number')
        .min(1, 'Limit must be at least 1')
        .max(MAX_NEWS_LIMIT, `Limit must be at most ${MAX_NEWS_LIMIT}`)
        .optional(),
    ),
  })
  .optional()
  .transform((v) => v ?? {});
