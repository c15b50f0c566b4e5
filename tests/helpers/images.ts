import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadedFiles } from '../../server/db/schema';
import type { TestApp } from './test-app';

/** Small real images made in code, one per format the upload check accepts. */
const solid = (color: string, width = 4, height = 4) =>
  sharp({ create: { width, height, channels: 3, background: color } });

export const pngImage = (color = '#c00') => solid(color).png().toBuffer();
export const jpegImage = (color = '#0c0') => solid(color).jpeg().toBuffer();
export const webpImage = (color = '#00c') => solid(color).webp().toBuffer();
export const gifImage = (color = '#cc0') => solid(color).gif().toBuffer();

/** A PNG signature and IHDR followed by zero padding up to `bytes`: passes a magic-byte check, too big. */
export async function oversizedPng(bytes: number): Promise<Buffer> {
  const head = await pngImage();
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))]);
}

export const svgImage = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script><rect width="4" height="4"/></svg>',
  );

/** Plain text, to be sent under an image name (x.png). */
export const textFile = () => Buffer.from('definitely not an image, just text pretending to be one\n'.repeat(4));

/** Rows in uploaded_files, read straight from the database. */
export async function countStoredFiles(t: TestApp): Promise<number> {
  const [{ value }] = await t.database.db.select({ value: count() }).from(uploadedFiles);
  return value;
}

/** The stored key of an entity's `/api/uploads/<key>` path. */
export const uploadKey = (path: string) => path.replace(/^\/api\/uploads\//, '');
