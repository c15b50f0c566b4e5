/**
 * Releases (#35 item 2): a named set of changes that go public together at one instant: items of
 * drafted collections, and pending site-asset settings. Shared with the web bundle.
 */
import { z } from 'zod';
import { idSchema, instantSchema, limits, maxLength, requiredText, text } from './common';
import { PUBLISH_AT_MESSAGE } from './drafts';
import { siteAssetsInputSchema } from './siteAssets';

/**
 * The header on every answer read through a preview link (#35 item 5): such an answer shows what is
 * not public, and the offline worker keeps none of them (web/src/features/offline/cachePolicy.ts).
 */
export const PREVIEW_HEADER = 'Metal-Gates-Preview';

/** The site-asset images a release may change: the home page's hero images (page content, an editor's). */
export const RELEASE_IMAGE_FIELDS = ['heroImage', 'mobileHeroImage'] as const;
export type ReleaseImageField = (typeof RELEASE_IMAGE_FIELDS)[number];

export const RELEASE_STATUSES = ['scheduled', 'published', 'cancelled'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** The instant a release goes public: ISO 8601 with its zone (or a Date from GraphQL). */
const releaseInstant = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString() : v),
  z.iso.datetime({ offset: true, error: PUBLISH_AT_MESSAGE }).transform((v) => new Date(v)),
);

/** The site-asset settings a release may change (every text setting; other fields, images included, are dropped: images change on the settings screens). */
export const pendingSiteAssetsSchema = siteAssetsInputSchema.omit({ expectedUpdatedAt: true });

/**
 * A change to an already-public item (#35): its fields in the collection's update shape (with
 * `expectedUpdatedAt`, checked when put), public at the release's instant with the rest.
 */
export const itemChangesSchema = z.record(z.string(), z.unknown(), { error: 'Must be an object of the fields that change' });
export type ItemChanges = z.infer<typeof itemChangesSchema>;

export const releaseItemRefSchema = z.object({
  collection: text({ error: 'collection is required' }).max(limits.short, maxLength(limits.short)),
  _id: idSchema,
  /** For an item that is already public: what changes at the instant. Left out: the change already in the release stays. */
  changes: itemChangesSchema.nullable().optional(),
});

export const releaseCreateSchema = z.object({
  name: requiredText(limits.short, 'Name is required'),
  publishAt: releaseInstant,
});

export const releaseUpdateSchema = z.object({
  name: requiredText(limits.short, 'Name is required').optional(),
  publishAt: releaseInstant.optional(),
  items: z.array(releaseItemRefSchema).max(500, 'At most 500 items in a release').optional(),
  siteAssets: pendingSiteAssetsSchema.nullable().optional(),
});

export const releaseSchema = z.object({
  _id: idSchema,
  name: z.string(),
  publishAt: instantSchema,
  status: z.enum(RELEASE_STATUSES),
  items: z.array(
    z.object({
      collection: z.string(),
      _id: idSchema,
      title: z.string(),
      /** A public item's pending change (its fields as put); null: a draft or scheduled item that goes public. */
      changes: itemChangesSchema.nullable(),
      /**
       * When the change was written into the item (by the first read or write from the release's
       * instant on, or publish now; also when it could not be, then `foldError` says why); null: not yet, or a draft or scheduled item (it goes public whole).
       */
      foldedAt: instantSchema.nullable(),
      /** Why the change could not be written at the instant (the item deleted since, a stage slot taken since, its author demoted or deactivated since), in plain words; null: written, or not yet due. */
      foldError: z.string().nullable(),
    }),
  ),
  siteAssets: z.record(z.string(), z.unknown()).nullable(),
});
export type ReleaseDto = z.infer<typeof releaseSchema>;
