/** The site-wide settings: images, banner, countdown, contacts, tracking, social links and SEO. */
import { z } from 'zod';
import { emailAddress, httpUrl, imagePathSchema, instantSchema, isBlank, limits, maxLength, text } from './common';
import { MB, variantsOf } from './images';
import { defineSingleton } from './singleton';
import { DEFAULT_SEO_DESCRIPTIONS, DEFAULT_SEO_TITLES } from './seo';

export const IMAGE_FIELDS = ['logo', 'heroImage', 'mobileHeroImage'] as const;

const contactEmailSchema = z
  .object({
    email: emailAddress(),
    purpose: text().trim().max(limits.short, maxLength(limits.short)).default(''),
  })
  .meta({ id: 'ContactEmailInput' });
export type ContactEmail = { email: string; purpose: string };

export const siteAssetDefaults = {
  bannerText: 'Metal Gates Festival · 26–27 September · Quantic Club, Bucharest',
  countdownDate: '2025-09-26T14:00:00.000Z',
  // One mailbox a purpose, at the festival's domain.
  contactEmails: Object.entries({ info: 'General information', tickets: 'Tickets', press: 'Press & media', booking: 'Band booking' }).map(
    ([mailbox, purpose]): ContactEmail => ({ email: `${mailbox}@metalgates.ro`, purpose }),
  ),
  copyright: (year: number) => `© ${year} Metal Gates Festival. All rights reserved.`,
  gtmId: '',
  facebook: 'https://www.facebook.com/metalgatesfestival',
  instagram: 'https://www.instagram.com/metalgatesfestival',
  youtube: 'https://www.youtube.com/@metalgatesfestival',
  seoTitles: DEFAULT_SEO_TITLES as Record<string, string>,
  seoDescriptions: DEFAULT_SEO_DESCRIPTIONS as Record<string, string>,
};

export const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const SEO_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
export const MAX_SEO_KEYS = 50;
export const MAX_CONTACT_EMAILS = 20;

/** `null` or an empty string mean "not set": the default applies again. */
const resettable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isBlank(v) && v !== undefined ? null : v), schema.nullable());

const socialUrl = resettable(httpUrl()).optional();

const stringMap = (valueMax: number) =>
  z
    .record(z.string().regex(SEO_KEY, 'Page keys are letters, digits, - or _ (up to 50)'), text().trim().max(valueMax, maxLength(valueMax)))
    .refine((m) => Object.keys(m).length <= MAX_SEO_KEYS, `At most ${MAX_SEO_KEYS} pages`);

const siteAssetsFields = z
  .object({
    // An empty banner is a choice (no banner line); null restores the default.
    bannerText: text().trim().max(limits.medium, maxLength(limits.medium)).nullable().optional(),
    countdownDate: resettable(
      z.preprocess(
        (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : v),
        z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date and time' }),
      ),
    ).optional(),
    contactEmails: z
      .array(contactEmailSchema)
      .max(MAX_CONTACT_EMAILS, `At most ${MAX_CONTACT_EMAILS} contact emails`)
      .nullable()
      .optional(),
    copyright: resettable(text().trim().max(limits.short, maxLength(limits.short))).optional(),
    gtmId: z
      .preprocess(
        (v) => (v === null ? '' : typeof v === 'string' ? v.trim().toUpperCase() : v),
        z
          .string()
          .refine((v) => v === '' || GTM_ID.test(v), 'Must look like GTM-XXXXXXX')
          .meta({ examples: ['GTM-ABC1234'] }),
      )
      .optional()
      .meta({ description: 'Google Tag Manager id (GTM-XXXXXXX), or empty.' }),
    facebook: socialUrl,
    instagram: socialUrl,
    youtube: socialUrl,
    seoTitles: stringMap(limits.short).nullable().optional(),
    seoDescriptions: stringMap(limits.medium).nullable().optional(),
  })
  .meta({ description: 'Only the fields sent change; null (or an empty string, except bannerText and gtmId) restores the default.' });

/** Every field present: unset ones carry their defaults (images: null). */
export const siteAssetsSchema = z
  .object({
    logo: imagePathSchema,
    logoVariants: variantsOf('logo'),
    heroImage: imagePathSchema,
    heroImageVariants: variantsOf('heroImage'),
    mobileHeroImage: imagePathSchema,
    mobileHeroImageVariants: variantsOf('mobileHeroImage'),
    bannerText: z.string().describe('The announcement shown in the banner across the top of every page (empty: none).'),
    countdownDate: instantSchema.describe("The instant the home page's countdown counts down to."),
    contactEmails: z
      .array(
        z
          .object({ email: z.string().describe('The address.'), purpose: z.string().describe("What to write to it about, e.g. 'Press'.") })
          .meta({ id: 'ContactEmail', description: 'An address visitors may write to, and what for.' }),
      )
      .describe('The addresses the contact page and the footer list.'),
    copyright: z.string().describe("The footer's copyright line."),
    gtmId: z.string().describe('The Google Tag Manager container id (GTM-…), or empty for none.'),
    facebook: z.string().describe("The festival's Facebook page (an http(s) URL), or empty."),
    instagram: z.string().describe("The festival's Instagram page, or empty."),
    youtube: z.string().describe("The festival's YouTube channel, or empty."),
    seoTitles: z.record(z.string(), z.string()).meta({ description: 'Page key → title; always lists every default page key.' }),
    seoDescriptions: z.record(z.string(), z.string()).meta({ description: 'Page key → meta description.' }),
    updatedAt: instantSchema
      .nullable()
      .meta({ description: 'ISO 8601 UTC of the last save; null until first saved. Send it back as `expectedUpdatedAt`.' }),
  })
  .meta({ id: 'SiteAssets', description: 'Site-wide assets and settings. Every field is present; unset ones carry their defaults (images: null).' });
export type SiteAssetsDto = z.infer<typeof siteAssetsSchema>;

/**
 * Site assets: `GET`/`POST /api/site-assets` (`{assets}`), GraphQL `siteAssets` /
 * `updateSiteAssets`. The home page's images and countdown are page content; every other field
 * needs the settings capability too (server/singletons/index.ts).
 */
export const siteAssetsSingleton = defineSingleton({
  input: siteAssetsFields,
  dto: siteAssetsSchema,
  files: [
    { field: 'logo', maxBytes: 10 * MB, label: 'Logo' },
    { field: 'heroImage', maxBytes: 10 * MB, label: 'Hero image' },
    { field: 'mobileHeroImage', maxBytes: 10 * MB, label: 'Mobile hero image' },
  ],
  noun: 'siteAssets',
  // The spec's envelope and verb (PATCH too, as every update).
  rest: { envelope: 'assets', update: 'post' },
  graphql: { clear: { field: 'clearImages', enum: 'SiteImageField' } },
  write: 'manageContent',
  history: true,
  localized: ['bannerText', 'copyright', 'contactEmails[].purpose', 'seoTitles', 'seoDescriptions'],
  docs: {
    get: 'Site-wide assets and settings, defaults filled',
    getAnswer: 'Every field present.',
    updateNote: "Null or an empty string restores a setting's default (an empty `bannerText` means no banner, an empty `gtmId` none).",
  },
});

export const siteAssetsInputSchema = siteAssetsSingleton.input;
