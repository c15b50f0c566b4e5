import { and, asc, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releases } from '../../db/schema';
import type { OperationHooks } from '../hooks';
import type { InstantSource } from '../drafts/schedule';
import { previewInstant } from '../request-context';

/**
 * A release's pending site-asset settings (#35 item 2), as a read hook of the site assets: from the
 * release's instant on, every reader (any instance, any cache refilled after it) gets them over the
 * stored settings, at the same instant its items become public. A save of the settings after that
 * instant wins over it (the editor saw and kept the release's values, or changed them). A preview
 * link reads as at its release's instant, or (every draft) with every live release's settings.
 */
export function releaseSiteAssetsHooks(db: Db, now: () => Date): Partial<OperationHooks> {
  return {
    async afterRead({ ctx, subject, docs }) {
      if (subject.kind !== 'singleton' || subject.key !== 'siteAssets' || !docs[0]) return;
      const at = ctx.preview ? previewInstant(ctx.preview, now()) : now();
      const doc = docs[0];
      const savedAt = typeof doc.updatedAt === 'string' ? new Date(doc.updatedAt) : null;
      const due = await db
        .select({ siteAssets: releases.siteAssets })
        .from(releases)
        .where(and(isNull(releases.cancelledAt), isNotNull(releases.siteAssets), at ? lte(releases.publishAt, at) : undefined, savedAt ? gt(releases.publishAt, savedAt) : undefined))
        .orderBy(asc(releases.publishAt));
      if (!due.length) return;
      const pending = Object.assign({}, ...due.map((r) => Object.fromEntries(Object.entries(r.siteAssets ?? {}).filter(([, v]) => v !== null && v !== undefined))));
      return [{ ...doc, ...pending }];
    },
  };
}

/** Each live release's instant: what caches must not outlive (drafts/schedule.ts). */
export const releaseInstants: InstantSource = { table: releases, column: releases.publishAt, where: isNull(releases.cancelledAt) };
