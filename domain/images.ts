import { z } from 'zod';

/** A megabyte, as every upload limit counts it. */
export const MB = 1024 * 1024;

/**
 * The image types an upload may be (the server checks the content, never the name): the file
 * pickers offer only these. SVG is deliberately absent: it can carry script.
 */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** The refusal of any other type, the same at the server and at the pick. */
export const unsupportedImageMessage = (label: string) => `${label} must be a JPEG, PNG, WebP, GIF or AVIF image`;

/** One `<source>` of a `<picture>`: a format and its `srcset` (`<url> <width>w, ...`). */
export const imageSourceSchema = z
  .object({
    type: z.string().meta({ description: 'The MIME type of its files.', examples: ['image/avif'] }),
    srcSet: z.string().meta({ description: 'Its files and their widths, as a srcset attribute.', examples: ['/api/uploads/<key>-320w.avif 320w, /api/uploads/<key>-640w.avif 640w'] }),
  })
  .meta({ id: 'ImageSource', description: 'One <source> of a <picture>: a MIME type and its srcset (`/api/uploads/<key> <width>w, ...`).' });

/**
 * What a page needs to show an uploaded image responsively: its intrinsic size (to reserve the
 * box), a tiny inline preview, the `<source>`s best format first, and a fallback `src`.
 */
export const imageVariantsSchema = z
  .object({
    width: z.number().int().meta({ description: 'Intrinsic pixel size of the original (after EXIF orientation): reserve the box with it.' }),
    height: z.number().int().describe("The original's height in pixels."),
    placeholder: z.string().nullable().meta({ description: 'A few-pixel preview as a data: URI, to show blurred while the image loads.' }),
    src: z.string().meta({ description: 'Fallback URL in the original format (for <img src>).' }),
    sources: z.array(imageSourceSchema).meta({ description: 'Best format first (AVIF, WebP, then the original format).' }),
  })
  .meta({
    id: 'ImageVariants',
    description:
      'Made at upload: AVIF and WebP at widths 320/640/960/1280/1920 up to the original (never upscaled), the original format at the largest, and a tiny preview. Images over 12,000 px on a side or 40 megapixels are refused (413).',
  });
export type ImageVariantsDto = z.infer<typeof imageVariantsSchema>;

/** `<field>Variants` on a DTO: null when the image is unset or its variants are not made yet. */
export const variantsOf = (field: string) =>
  imageVariantsSchema.nullable().meta({ description: `Responsive variants of \`${field}\`; null when unset or not made yet.` });
