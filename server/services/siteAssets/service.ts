import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { assertAccess, type Actor } from '../../access';
import { siteAssets } from '../../db/schema';
import { emailAddress, isHttpUrl, limits, maxLength, parseInput } from '../../validation';
import { iso, type ServiceDeps } from '../context';
import { uploadLimits, type FileChange, type FileService } from '../files/service';

export interface ContactEmail {
  email: string;
  purpose: string;
}

/** Every field present: unset ones carry their defaults (images: null). */
export interface SiteAssetsDto {
  logo: string | null;
  heroImage: string | null;
  mobileHeroImage: string | null;
  bannerText: string;
  countdownDate: string;
  contactEmails: ContactEmail[];
  copyright: string;
  gtmId: string;
  facebook: string;
  instagram: string;
  youtube: string;
  seoTitles: Record<string, string>;
  seoDescriptions: Record<string, string>;
}

export interface SiteImages {
  logo?: FileChange;
  heroImage?: FileChange;
  mobileHeroImage?: FileChange;
}

/** The page keys of product-spec §2, each with a title and a meta description by default. */
export const SEO_PAGE_KEYS = ['login', 'home', 'lineup', 'news', 'info', 'archive', 'contact', 'notFound'] as const;

export const siteAssetDefaults = {
  bannerText: 'Metal Gates Festival · 26–27 September · Quantic Club, Bucharest',
  countdownDate: '2025-09-26T14:00:00.000Z',
  contactEmails: [
    { email: 'info@metalgates.ro', purpose: 'General information' },
    { email: 'tickets@metalgates.ro', purpose: 'Tickets' },
    { email: 'press@metalgates.ro', purpose: 'Press & media' },
    { email: 'booking@metalgates.ro', purpose: 'Band booking' },
  ] as ContactEmail[],
  copyright: (year: number) => `© ${year} Metal Gates Festival. All rights reserved.`,
  gtmId: '',
  facebook: 'https://www.facebook.com/metalgatesfestival',
  instagram: 'https://www.instagram.com/metalgatesfestival',
  youtube: 'https://www.youtube.com/@metalgatesfestival',
  seoTitles: {
    login: 'Sign in | Metal Gates Festival',
    home: 'Metal Gates Festival | Heavy metal in Bucharest',
    lineup: 'Lineup | Metal Gates Festival',
    news: 'News | Metal Gates Festival',
    info: 'Festival info | Metal Gates Festival',
    archive: 'Archive | Metal Gates Festival',
    contact: 'Contact | Metal Gates Festival',
    notFound: 'Page not found | Metal Gates Festival',
  } as Record<string, string>,
  seoDescriptions: {
    login: 'Staff sign-in for the Metal Gates Festival back office.',
    home: 'Metal Gates Festival: three days of heavy metal in Bucharest. Countdown, latest news and tickets.',
    lineup: 'The bands playing Metal Gates Festival, day by day: warm-up, day 1 and day 2.',
    news: 'The latest announcements and stories from Metal Gates Festival.',
    info: 'Location, travel, festival rules and answers to frequently asked questions.',
    archive: 'Past editions of Metal Gates Festival: posters, lineups and memories.',
    contact: 'Get in touch with the Metal Gates Festival team.',
    notFound: 'The page you are looking for does not exist.',
  } as Record<string, string>,
};

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const SEO_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
const MAX_SEO_KEYS = 50;
const MAX_CONTACT_EMAILS = 20;


/** `null` or an empty string mean "not set": the default applies again. */
const resettable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullable());

const socialUrl = resettable(
  z
    .string()
    .trim()
    .max(limits.url, maxLength(limits.url))
    .refine(isHttpUrl, 'Must be an http(s) URL'),
).optional();

const stringMap = (valueMax: number) =>
  z
    .record(z.string().regex(SEO_KEY, 'Page keys are letters, digits, - or _ (up to 50)'), z.string().trim().max(valueMax, maxLength(valueMax)))
    .refine((m) => Object.keys(m).length <= MAX_SEO_KEYS, `At most ${MAX_SEO_KEYS} pages`);

const updateSchema = z.object({
  // An empty banner is a choice (no banner line); null restores the default.
  bannerText: z.string().trim().max(limits.medium, maxLength(limits.medium)).nullable().optional(),
  countdownDate: resettable(
    z.preprocess(
      (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : v),
      z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date and time' }),
    ),
  ).optional(),
  contactEmails: z
    .array(
      z.object({
        email: emailAddress(),
        purpose: z.string().trim().max(limits.short, maxLength(limits.short)).default(''),
      }),
    )
    .max(MAX_CONTACT_EMAILS, `At most ${MAX_CONTACT_EMAILS} contact emails`)
    .nullable()
    .optional(),
  copyright: resettable(z.string().trim().max(limits.short, maxLength(limits.short))).optional(),
  gtmId: z
    .preprocess(
      (v) => (v === null ? '' : typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string().refine((v) => v === '' || GTM_ID.test(v), 'Must look like GTM-XXXXXXX'),
    )
    .optional(),
  facebook: socialUrl,
  instagram: socialUrl,
  youtube: socialUrl,
  seoTitles: stringMap(limits.short).nullable().optional(),
  seoDescriptions: stringMap(limits.medium).nullable().optional(),
});

type Row = typeof siteAssets.$inferSelect;

export function createSiteAssetsService({ db, now }: ServiceDeps, files: FileService) {
  const toDto = (row: Row | undefined): SiteAssetsDto => ({
    logo: row?.logo ?? null,
    heroImage: row?.heroImage ?? null,
    mobileHeroImage: row?.mobileHeroImage ?? null,
    bannerText: row?.bannerText ?? siteAssetDefaults.bannerText,
    countdownDate: iso(row?.countdownDate) ?? siteAssetDefaults.countdownDate,
    contactEmails: row?.contactEmails ?? siteAssetDefaults.contactEmails.map((e) => ({ ...e })),
    copyright: row?.copyright ?? siteAssetDefaults.copyright(now().getUTCFullYear()),
    gtmId: row?.gtmId ?? siteAssetDefaults.gtmId,
    facebook: row?.facebook ?? siteAssetDefaults.facebook,
    instagram: row?.instagram ?? siteAssetDefaults.instagram,
    youtube: row?.youtube ?? siteAssetDefaults.youtube,
    // Saved pages win; the default pages stay listed so the SEO editor always shows all of them.
    seoTitles: { ...siteAssetDefaults.seoTitles, ...(row?.seoTitles ?? {}) },
    seoDescriptions: { ...siteAssetDefaults.seoDescriptions, ...(row?.seoDescriptions ?? {}) },
  });

  return {
    async get(): Promise<SiteAssetsDto> {
      const [row] = await db.select().from(siteAssets).where(eq(siteAssets.id, 1));
      return toDto(row);
    },

    /**
     * Changes only the fields sent (JSON fields in `input`, images in `images`: a file replaces,
     * null clears, undefined keeps). A replaced or cleared image's file is deleted in the same transaction.
     */
    async update(actor: Actor, input: unknown, images: SiteImages = {}): Promise<SiteAssetsDto> {
      assertAccess(actor, 'admin');
      const data = parseInput(updateSchema, input ?? {});
      const row = await db.transaction(async (tx) => {
        // Make sure the single row exists, then lock it so concurrent image changes cannot orphan files.
        await tx.insert(siteAssets).values({ id: 1 }).onConflictDoNothing();
        const [current] = await tx.select().from(siteAssets).where(eq(siteAssets.id, 1)).for('update');
        const changes: Partial<typeof siteAssets.$inferInsert> = { updatedAt: now() };
        if (data.bannerText !== undefined) changes.bannerText = data.bannerText;
        if (data.countdownDate !== undefined) {
          changes.countdownDate = data.countdownDate === null ? null : new Date(data.countdownDate);
        }
        if (data.contactEmails !== undefined) changes.contactEmails = data.contactEmails;
        if (data.copyright !== undefined) changes.copyright = data.copyright;
        if (data.gtmId !== undefined) changes.gtmId = data.gtmId;
        if (data.facebook !== undefined) changes.facebook = data.facebook;
        if (data.instagram !== undefined) changes.instagram = data.instagram;
        if (data.youtube !== undefined) changes.youtube = data.youtube;
        if (data.seoTitles !== undefined) changes.seoTitles = data.seoTitles;
        if (data.seoDescriptions !== undefined) changes.seoDescriptions = data.seoDescriptions;
        changes.logo = await files.replace(tx, current!.logo, images.logo, uploadLimits.logo, 'Logo');
        changes.heroImage = await files.replace(tx, current!.heroImage, images.heroImage, uploadLimits.heroImage, 'Hero image');
        changes.mobileHeroImage = await files.replace(
          tx,
          current!.mobileHeroImage,
          images.mobileHeroImage,
          uploadLimits.mobileHeroImage,
          'Mobile hero image',
        );
        const [updated] = await tx.update(siteAssets).set(changes).where(eq(siteAssets.id, 1)).returning();
        return updated!;
      });
      return toDto(row);
    },
  };
}

export type SiteAssetsService = ReturnType<typeof createSiteAssetsService>;
