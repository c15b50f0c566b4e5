import { z } from 'zod';
import { limits, maxLength, optionalHttpUrl, requiredText } from '../../validation';

/** Spec §9: the three performance days, in running order. The first is the default. */
export const PERFORMANCE_DAYS = ['25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2'] as const;
export type PerformanceDay = (typeof PERFORMANCE_DAYS)[number];
export const DEFAULT_PERFORMANCE_DAY: PerformanceDay = PERFORMANCE_DAYS[0];
export const DEFAULT_ORDER = 999;

export const SOCIAL_KEYS = ['facebook', 'instagram', 'youtube', 'tiktok', 'bandcamp', 'website'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** Empty strings and null mean "not set" (multipart forms send every field, filled or not). */
const blankToUndefined = (v: unknown) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** Optional text where '' means "not set"; returns undefined then. */
const optionalTextField = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, maxLength(max)).optional());

const performanceDay = z.preprocess(
  blankToUndefined,
  z
    .enum(PERFORMANCE_DAYS, { error: `Performance day must be one of: ${PERFORMANCE_DAYS.join(', ')}` })
    .default(DEFAULT_PERFORMANCE_DAY),
);

/** An integer ≥ 1; numeric strings (multipart) are accepted, blank means the default 999. */
const order = z.preprocess(
  (v) => {
    const blank = blankToUndefined(v);
    if (typeof blank === 'string' && /^\s*[+-]?\d+\s*$/.test(blank)) return Number(blank);
    return blank;
  },
  z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(1, 'Order must be at least 1')
    .max(1_000_000, 'Order must be at most 1000000')
    .default(DEFAULT_ORDER),
);

const socialLinksShape = Object.fromEntries(SOCIAL_KEYS.map((k) => [k, optionalHttpUrl()])) as Record<
  SocialKey,
  ReturnType<typeof optionalHttpUrl>
>;

/** Nested social links; a JSON string (a multipart field) is accepted too. */
const socialLinks = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return {};
    if (typeof v === 'string') {
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }
    return v;
  },
  z.object(socialLinksShape, { error: 'Social links must be an object' }),
);

export const bandInputSchema = z.object({
  name: requiredText(limits.short, 'Name is required'),
  country: requiredText(limits.short, 'Country is required'),
  genre: optionalTextField(limits.short),
  biography: requiredText(limits.long, 'Biography is required'),
  spotifyEmbed: optionalHttpUrl(),
  performanceDay,
  order,
  socialLinks: socialLinks.optional().transform((v) => v ?? {}),
});

export type BandInput = z.infer<typeof bandInputSchema>;

export const bandListSchema = z
  .object({
    performanceDay: z.preprocess(
      blankToUndefined,
      z.enum(PERFORMANCE_DAYS, { error: `Performance day must be one of: ${PERFORMANCE_DAYS.join(', ')}` }).optional(),
    ),
  })
  .optional()
  .transform((v) => v ?? {});
