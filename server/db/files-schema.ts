import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/**
 * Uploaded images and their variants, stored in the database so every instance sharing it serves
 * them (server/services/files). Re-exported by server/db/schema.ts, which drizzle.config.ts reads.
 */

/** Uploaded images live in the database so every instance sharing it serves them. */
export const uploadedFiles = pgTable('uploaded_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  etag: text('etag').notNull(),
  originalName: text('original_name'),
  data: bytea('data').notNull(),
  /** Pixel size after EXIF orientation; null until its variants are made (0 × 0: not decodable, no variants). */
  width: integer('width'),
  height: integer('height'),
  /** A few-pixel preview as a data: URI, shown while the real image loads. */
  placeholder: text('placeholder'),
  createdAt: createdAt(),
});

/**
 * Resized/re-encoded copies of an uploaded image (AVIF, WebP and the original format at several
 * widths). They cascade with their original, so a replaced or deleted upload never leaves one behind.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    key: text('key').primaryKey(),
    originalKey: text('original_key')
      .notNull()
      .references(() => uploadedFiles.key, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    etag: text('etag').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('image_variants_original_idx').on(t.originalKey)],
);
