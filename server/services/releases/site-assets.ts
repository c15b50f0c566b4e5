import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentVersions } from '../../db/history-schema';
import { releases } from '../../db/schema';
import type { FileService } from '../files/service';
import { pendingImagesOf, RELEASE_IMAGE_FIELDS } from './images';
import type { OperationHooks } from '../hooks';
import type { InstantSource } from '../drafts/schedule';
import { previewInstant } from '../request-context';

/**
 * A release's pending site-asset settings (#35 item 2), as a read hook of the site assets: from the
 * release's instant on, every reader (any instance, any cache refilled after it) gets them over the
 * stored settings, at the same instant its items become public (a pending hero image with its
 * variants). The first save of the settings after that instant writes them into the settings
 * (beforeWrite), except the fields that save changes itself, so they stay after it; from then on
 * the stored settings are read. A preview link reads as at its release's instant, or (every draft)
 * with every live release's settings.
 */
export function releaseSiteAssetsHooks(db: Db, now: () => Date, files: FileService): Partial<OperationHooks> {
  /** The pending settings of the live releases due by `at` and not yet saved into the settings (saved last at `savedAt`), the later release winning. */
  async function duePending(tx: Db, at: Date | null, savedAt: Date | null): Promise<Record<string, unknown>> {
    const due = await tx
      .select({ siteAssets: releases.siteAssets })
      .from(releases)
      .where(and(isNull(releases.cancelledAt), isNotNull(releases.siteAssets), at ? lte(releases.publishAt, at) : undefined, savedAt ? gt(releases.publishAt, savedAt) : undefined))
      .orderBy(asc(releases.publishAt));
    return Object.assign({}, ...due.map((r) => Object.fromEntries(Object.entries(r.siteAssets ?? {}).filter(([, v]) => v !== null && v !== undefined))));
  }
  const isSiteAssets = (subject: { kind: string; key: string }) => subject.kind === 'singleton' && subject.key === 'siteAssets';

  return {
    async afterRead({ ctx, subject, docs }) {
      if (!isSiteAssets(subject) || !docs[0]) return;
      const at = ctx.preview ? previewInstant(ctx.preview, now()) : now();
      const doc = docs[0];
      const pending = await duePending(db, at, typeof doc.updatedAt === 'string' ? new Date(doc.updatedAt) : null);
      if (!Object.keys(pending).length) return;
      const images = pendingImagesOf(pending);
      const variants = await files.variantsFor(Object.values(images));
      const imageVariants = Object.fromEntries(Object.entries(images).map(([field, path]) => [`${field}Variants`, variants.get(path) ?? null]));
      return [{ ...doc, ...pending, ...imageVariants }];
    },

    async beforeWrite({ subject, tx, at, current, data }) {
      if (!isSiteAssets(subject)) return;
      // Settings never saved (the row made by this very write, or none: no version of it is kept) hold no release yet.
      const [saved] = await tx.select({ id: contentVersions.id }).from(contentVersions).where(eq(contentVersions.collection, subject.key)).limit(1);
      const savedAt = saved && current?.updatedAt instanceof Date ? current.updatedAt : null;
      const pending = await duePending(tx, at, savedAt);
      // Each setting in its column's form: a date column takes a Date (the countdown), the rest as sent.
      const columns = subject.table as unknown as Record<string, { dataType?: string } | undefined>;
      const asColumn = (field: string, value: unknown) => (columns[field]?.dataType === 'date' && value !== null && value !== undefined ? new Date(value as string) : value);
      const same = (field: string, a: unknown, b: unknown) => JSON.stringify(asColumn(field, a) ?? null) === JSON.stringify(asColumn(field, b) ?? null);
      // A field this save changes is its own; an image it sends replaces the pending one after this (operations.ts).
      const kept = Object.entries(pending).filter(([field]) => columns[field] && ((RELEASE_IMAGE_FIELDS as readonly string[]).includes(field) || same(field, data[field], current?.[field])));
      return kept.length ? Object.fromEntries(kept.map(([field, value]) => [field, asColumn(field, value)])) : undefined;
    },
  };
}

/** Each live release's instant: what caches must not outlive (drafts/schedule.ts). */
export const releaseInstants: InstantSource = { table: releases, column: releases.publishAt, where: isNull(releases.cancelledAt) };
