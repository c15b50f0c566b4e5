import { eq } from 'drizzle-orm';
import { siteAssetDefaults, siteAssetsInputSchema, type SiteAssetsDto } from '@domain/siteAssets';
import { assertAccess, type Actor } from '../../access';
import { siteAssets } from '../../db/schema';
import { parseInput } from '../../validation';
import { iso, type ServiceDeps } from '../context';
import { uploadLimits, type FileChange, type FileService } from '../files/service';
import { assertUnchangedSince, nextUpdatedAt } from '../versions';

export type { ContactEmail, SiteAssetsDto } from '@domain/siteAssets';

export interface SiteImages {
  logo?: FileChange;
  heroImage?: FileChange;
  mobileHeroImage?: FileChange;
}

export { SEO_PAGE_KEYS } from '@domain/seo';
export { siteAssetDefaults } from '@domain/siteAssets';

type Row = typeof siteAssets.$inferSelect;

/**
 * The home page's images and countdown are page content (the Page Content screen); every other
 * field (logo, banner, contacts, copyright, tracking, social links, SEO) is a site setting.
 */
const CONTENT_FIELDS = new Set(['heroImage', 'mobileHeroImage', 'countdownDate', 'expectedUpdatedAt']);

function touchesSettings(input: unknown, images: SiteImages): boolean {
  if (images.logo !== undefined) return true;
  if (typeof input !== 'object' || input === null) return false;
  return Object.entries(input).some(([key, value]) => value !== undefined && !CONTENT_FIELDS.has(key));
}

export function createSiteAssetsService({ db, now }: ServiceDeps, files: FileService) {
  /** The one place the DTO is built, the images' responsive variants included (one lookup). */
  const toDto = async (row: Row | undefined): Promise<SiteAssetsDto> => {
    const variants = await files.variantsFor([row?.logo, row?.heroImage, row?.mobileHeroImage]);
    const variantsOf = (path: string | null | undefined) => (path ? (variants.get(path) ?? null) : null);
    return {
      logo: row?.logo ?? null,
      heroImage: row?.heroImage ?? null,
      mobileHeroImage: row?.mobileHeroImage ?? null,
      logoVariants: variantsOf(row?.logo),
      heroImageVariants: variantsOf(row?.heroImage),
      mobileHeroImageVariants: variantsOf(row?.mobileHeroImage),
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
      updatedAt: iso(row?.updatedAt),
    };
  };

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
      assertAccess(actor, 'manageContent');
      if (touchesSettings(input, images)) assertAccess(actor, 'manageSettings');
      const data = parseInput(siteAssetsInputSchema, input ?? {});
      // Encoded before the transaction; stored (originals and variants) inside it, or not at all.
      const logo = await files.prepareChange(images.logo, uploadLimits.logo, 'Logo');
      const heroImage = await files.prepareChange(images.heroImage, uploadLimits.heroImage, 'Hero image');
      const mobileHeroImage = await files.prepareChange(images.mobileHeroImage, uploadLimits.mobileHeroImage, 'Mobile hero image');
      const row = await db.transaction(async (tx) => {
        // Make sure the single row exists, then lock it so concurrent image changes cannot orphan files.
        const [created] = await tx.insert(siteAssets).values({ id: 1 }).onConflictDoNothing().returning({ id: siteAssets.id });
        const [current] = await tx.select().from(siteAssets).where(eq(siteAssets.id, 1)).for('update');
        // A row created just now was never saved: it has no version an editor could have loaded.
        assertUnchangedSince(data.expectedUpdatedAt, created ? null : current!.updatedAt);
        const changes: Partial<typeof siteAssets.$inferInsert> = { updatedAt: nextUpdatedAt(now(), current!.updatedAt) };
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
        changes.logo = await files.replace(tx, current!.logo, logo);
        changes.heroImage = await files.replace(tx, current!.heroImage, heroImage);
        changes.mobileHeroImage = await files.replace(tx, current!.mobileHeroImage, mobileHeroImage);
        const [updated] = await tx.update(siteAssets).set(changes).where(eq(siteAssets.id, 1)).returning();
        return updated!;
      });
      return toDto(row);
    },
  };
}

export type SiteAssetsService = ReturnType<typeof createSiteAssetsService>;
