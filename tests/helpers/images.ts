import zlib from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageVariants, uploadedFiles } from '../../server/db/schema';
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

/** A real PNG whose header claims `width` × `height`: a decompression bomb as far as its header goes. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage());
  // IHDR data starts after the 8-byte signature, 4-byte length and 4-byte type; its CRC follows 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A photo-like JPEG (noise over a gradient, so it compresses badly) of the given size. */
export async function photoJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#803020"/><stop offset="1" stop-color="#204080"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality }).toBuffer();
}

/** Rows in image_variants (every variant of every upload). */
export async function countVariants(t: TestApp, originalKey?: string): Promise<number> {
  const [{ value }] = await t.database.db
    .select({ value: count() })
    .from(imageVariants)
    .where(originalKey ? eq(imageVariants.originalKey, originalKey) : undefined);
  return value;
}
