/** A band of the lineup (the wire calls the collection `/api/lineup`). */
import { z } from 'zod';
import { blankToUndefined, idSchema, imagePathSchema, instantSchema, limits, optionalBlankText, optionalHttpUrl, requiredText, sortOrder } from './common';
import { optionalSpotifyUrl } from './embeds';
import { defineCollection } from './collection';
import { MB, variantsOf } from './images';
import { refineSetTime, setTimeDtoShape, setTimeShape } from './stages';

import { DEFAULT_ORDER, MAX_ORDER, PERFORMANCE_DAYS } from './band-constants';
import type { PublicFields } from './publicFields';

export { DEFAULT_ORDER, DEFAULT_PERFORMANCE_DAY, MAX_ORDER, PERFORMANCE_DAYS, type PerformanceDay } from './band-constants';

export const SOCIAL_KEYS = ['facebook', 'instagram', 'youtube', 'tiktok', 'bandcamp', 'website'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/**
 * A day label of the festival's days (its settings: the spec's three by default). Which labels
 * exist, and which one a set time falls on, the band service checks against the active festival.
 */
const performanceDayLabel = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Performance day must be text' })
      .trim()
      .max(limits.short, 'Performance day is not one of the festival days')
      .optional()
      .meta({
        description: `One of the festival's day labels (festival settings; by default ${PERFORMANCE_DAYS.map((d) => `'${d}'`).join(', ')}). With a set time it follows from the set (a different one is refused); without, the first day when left out.`,
        examples: [PERFORMANCE_DAYS[0]],
      }),
  );

const order = sortOrder(DEFAULT_ORDER, MAX_ORDER, 'Lower numbers appear first within a day.');

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

/** A band's fields, each with its own rule (forms pick from it: zod cannot pick from a refined object). */
export const bandFieldsSchema = z.object({
  name: requiredText(limits.short, 'Name is required'),
  country: requiredText(limits.short, 'Country is required'),
  genre: optionalBlankText(limits.short),
  biography: requiredText(limits.long, 'Biography is required'),
  spotifyEmbed: optionalSpotifyUrl(),
  performanceDay: performanceDayLabel(),
  order,
  socialLinks: socialLinks.optional().transform((v) => v ?? {}),
  ...setTimeShape,
});

export type BandInput = z.infer<typeof bandInputSchema>;

export const bandListSchema = z
  .object({
    performanceDay: performanceDayLabel(),
    stageId: z.preprocess(blankToUndefined, z.string({ error: 'Stage must be an id' }).max(64, 'Stage not found').optional()).meta({ description: 'Only the bands with a set on this stage.' }),
  })
  .optional()
  .transform((v) => v ?? {});

/** Every social key is present on the wire; unset ones are null. */
export const socialLinksDtoSchema = z
  .object(Object.fromEntries(SOCIAL_KEYS.map((k) => [k, z.string().nullable().describe(`The band's ${k === 'website' ? 'own website' : `${k} page`} (an http(s) URL), or null.`)])) as Record<SocialKey, z.ZodNullable<z.ZodString>>)
  .meta({ id: 'SocialLinks', description: "A band's links elsewhere, one per network: every key present, unset ones null." });
export type SocialLinksDto = z.infer<typeof socialLinksDtoSchema>;

/** A band on the wire, as the bands' own fields (the definition adds its switches' and names it `Band`). */
const bandOwnSchema = z
  .object({
    _id: idSchema,
    name: z.string().describe("The band's name as billed."),
    country: z.string().describe('Where the band comes from (free text).'),
    genre: z.string().nullable().describe('Its genre (free text), or null.'),
    image: imagePathSchema,
    imageVariants: variantsOf('image'),
    performanceDay: z.string().meta({ description: "One of the festival's day labels (by default the spec's three); with a set time, the set's day." }),
    order: z.number().int().meta({ description: `Lower numbers appear first within a day. Default ${DEFAULT_ORDER}.` }),
    biography: z.string().describe('About the band; line breaks separate paragraphs.'),
    spotifyEmbed: z.string().nullable().describe('A Spotify embed URL (https on open.spotify.com) shown as a player, or null.'),
    socialLinks: socialLinksDtoSchema,
    /** The set time: a stage, and an ISO 8601 UTC start and end; null when not scheduled. */
    ...setTimeDtoShape,
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ description: 'A band of the lineup: who they are, their day and set, and where to hear them.' });
export type BandDto = z.infer<typeof bandSchema>;

/**
 * Where a visitor sees each field of a band (domain/publicFields.ts): the cards show name, image and
 * day; the band dialog (web/src/features/lineup/BandDialog.tsx) the rest. Every field placed in the
 * 'details grid' is shown there, labelled by its name.
 */
export const BAND_PUBLIC_FIELDS = {
  _id: ['favourite button (my schedule)'],
  name: ['card', 'dialog title'],
  country: ['dialog description', 'details grid'],
  genre: ['card', 'dialog description', 'details grid'],
  image: ['card', 'dialog picture'],
  imageVariants: ['card', 'dialog picture'],
  performanceDay: ['day headings', 'dialog description'],
  order: ["cards' order within a day"],
  biography: ['dialog biography'],
  spotifyEmbed: ['dialog Spotify player'],
  socialLinks: ['dialog link buttons'],
  stageId: ['running order', 'dialog description (the stage name)'],
  startsAt: ['running order', 'dialog description (the set time)'],
  endsAt: ['running order', 'dialog description (the set time)'],
} as const satisfies PublicFields<z.output<typeof bandOwnSchema>>;

/** The lineup: `/api/lineup` (a bare array, as the spec has it), GraphQL `bands`. */
export const bandCollection = defineCollection({
  // A band's fields and the rules across its set time.
  input: bandFieldsSchema.superRefine(refineSetTime),
  dto: bandOwnSchema,
  publicFields: BAND_PUBLIC_FIELDS,
  listArgs: bandListSchema,
  search: ['name', 'country', 'genre'],
  csvImport: true,
  file: { field: 'image', maxBytes: 5 * MB, label: 'Image' },
  noun: 'band',
  // The spec's path, and its list a bare array.
  rest: { path: 'lineup', many: null },
  admin: { route: 'lineup', label: 'Lineup', icon: 'LuMusic', order: 10 },
  // The band dialog reads the rest of a band (its card has the light fields).
  publicItem: 'BandDetails',
  write: 'manageContent',
  removable: true,
  history: true,
  localized: ['country', 'genre', 'biography'],
  trash: true,
  drafts: true,
  docs: { list: 'Every band, by performance day then order (optionally one day)' },
});

/** What an admin sends to create or edit a band (`BandInput`). */
export const bandInputSchema = bandCollection.input;
export const bandSchema = bandCollection.dto;
