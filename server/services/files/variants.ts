import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { payloadTooLarge, unsupportedMediaType } from '../../errors';

// libvips keeps up to 50 MB of recent operations for reuse; every image here is decoded once and
// its variants made from that one decode, so the cache would only hold memory.
sharp.cache(false);

/** Larger images are refused before any pixel is decoded: decoding one could take gigabytes. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Widths a page can pick from with `srcset`; never wider than the original (no upscaling). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const PLACEHOLDER_WIDTH = 16;

export interface EncodedVariant {
  contentType: string;
  /** File extension of the variant's key. */
  ext: string;
  width: number;
  height: number;
  data: Buffer;
}

export interface ImageRendition {
  width: number;
  height: number;
  /** A tiny blurred-up preview as a data: URI. */
  placeholder: string;
  variants: EncodedVariant[];
  /**
   * The original to serve in place of the upload when the upload carried metadata (EXIF with GPS
   * and camera, XMP, IPTC) or an orientation to apply: the same format without it, colour profile
   * kept and orientation applied. Absent when the upload is already clean (served byte for byte).
   */
  cleanOriginal?: Buffer;
}

// How an original is re-encoded when its metadata must go: close to the upload's own quality.
const CLEAN: Record<string, (s: Sharp) => Sharp> = {
  'image/jpeg': (s) => s.jpeg({ quality: 92 }),
  'image/png': (s) => s.png({ compressionLevel: 9 }),
  'image/webp': (s) => s.webp({ quality: 90 }),
  'image/avif': (s) => s.avif({ quality: 70, effort: 2 }),
};

/** Whether an image carries what a published photo must not: location, camera, editing history. */
export const carriesMetadata = (meta: Pick<Metadata, 'exif' | 'xmp' | 'iptc' | 'orientation'>) =>
  !!meta.exif || !!meta.xmp || !!meta.iptc || (meta.orientation ?? 1) !== 1;

/**
 * The upload without its metadata (see ImageRendition.cleanOriginal), or undefined when it carries
 * none (or is animated, or a GIF, which hold no EXIF): then it is served as uploaded.
 */
export async function cleanOriginal(buffer: Buffer, mime: string): Promise<Buffer | undefined> {
  const encode = CLEAN[mime];
  if (!encode) return undefined;
  const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  if ((meta.pages ?? 1) > 1 || !carriesMetadata(meta)) return undefined;
  return encode(sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient().keepIccProfile()).toBuffer();
}

/**
 * Reads only the header and refuses images over the pixel limits (413), or files whose header
 * cannot be read (415). Returns the size after EXIF orientation and whether it is animated.
 */
export async function inspectImage(buffer: Buffer, label = 'Image') {
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMediaType(`${label} could not be read as an image`);
  }
  const { width, height } = meta;
  if (!width || !height) throw unsupportedMediaType(`${label} could not be read as an image`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw payloadTooLarge(
      `${label} is too large: ${width} × ${height} px. The maximum is ${MAX_IMAGE_SIDE} px on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return { ...meta.autoOrient, animated: (meta.pages ?? 1) > 1 };
}

/** The widths to make for an original `width` px wide: the standard steps below it, capped by it. */
export function variantWidths(width: number): number[] {
  if (width >= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) return [...VARIANT_WIDTHS];
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

// The original format's fallback copy (for browsers without AVIF/WebP); GIF falls back to PNG.
const FALLBACK: Record<string, { ext: string; contentType: string; encode: (s: Sharp) => Sharp }> = {
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg', encode: (s) => s.jpeg({ quality: 80, mozjpeg: true }) },
  'image/png': { ext: 'png', contentType: 'image/png', encode: (s) => s.png({ compressionLevel: 9 }) },
  'image/gif': { ext: 'png', contentType: 'image/png', encode: (s) => s.png({ compressionLevel: 9 }) },
  'image/webp': { ext: 'webp', contentType: 'image/webp', encode: (s) => s.webp({ quality: 75 }) },
  'image/avif': { ext: 'avif', contentType: 'image/avif', encode: (s) => s.avif({ quality: 50, effort: 2 }) },
};

/**
 * Decodes the image once (oriented, at most the largest variant wide) and encodes AVIF and WebP at
 * every variant width, the original format at the largest, and the placeholder. Animated images get
 * only their size and placeholder: re-encoding would keep their first frame only.
 */
export async function renderVariants(buffer: Buffer, mime: string, label = 'Image'): Promise<ImageRendition> {
  const { animated, ...original } = await inspectImage(buffer, label);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize({ width: VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unsupportedMediaType(`${label} could not be decoded`);
  }
  const { data, info } = decoded;
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const placeholder = await raw().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
  const rendition = {
    ...original,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    variants: [] as EncodedVariant[],
  };
  if (animated) return rendition;
  const clean = await cleanOriginal(buffer, mime);
  if (clean) Object.assign(rendition, { cleanOriginal: clean });

  const encodeAt = async (width: number, ext: string, contentType: string, encode: (s: Sharp) => Sharp) => {
    const out = await encode(raw().resize({ width })).toBuffer({ resolveWithObject: true });
    rendition.variants.push({ contentType, ext, width: out.info.width, height: out.info.height, data: out.data });
  };
  const widths = variantWidths(original.width);
  for (const width of widths) {
    await encodeAt(width, 'avif', 'image/avif', (s) => s.avif({ quality: 50, effort: 2 }));
    await encodeAt(width, 'webp', 'image/webp', (s) => s.webp({ quality: 75 }));
  }
  const fallback = FALLBACK[mime];
  if (fallback && fallback.contentType !== 'image/avif' && fallback.contentType !== 'image/webp') {
    await encodeAt(widths[widths.length - 1], fallback.ext, fallback.contentType, fallback.encode);
  }
  return rendition;
}
