import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { COLLECTIONS } from '@domain/collections';
import { idSchema } from '@domain/common';
import { assertAccess, type Actor } from '../../access';
import { previewLinks } from '../../db/schema';
import { forbidden, gone, isAppError, notFound } from '../../errors';
import { parseInput } from '../../validation';
import { plausibleId, type ServiceDeps } from '../context';
import type { ReleaseService } from '../releases/service';
import type { PreviewScope } from '../request-context';
import { getOrCreateSecret } from '../secrets';
import { readPreview, signPreview } from './tokens';

/** How long a preview link works. */
export const PREVIEW_LIFETIME_MS = 24 * 3600 * 1000;
/** The path a preview link opens (server/http/preview.ts), the token after it. */
export const PREVIEW_PATH = '/preview/';

const previewInputSchema = z.object({ releaseId: idSchema.min(1, 'releaseId must name a release (or be left out: every draft)').nullish() });

/** Every drafted collection's write capability: previewing every draft needs them all. */
const draftedWrites = [...new Set(Object.values(COLLECTIONS).filter((c) => c.drafts).map((c) => c.write))];

/**
 * Preview links (#35 item 5): staff make one for a release (or every draft) and anyone holding it
 * sees the public site as it will be, without signing in, for 24 hours. `create` checks the
 * maker's rights as publishing would (an editor previews what an editor may release); `open`
 * checks a link and says what it shows now (the release's current name and instant).
 */
export function createPreviewService({ db, config, now }: ServiceDeps, releases: ReleaseService) {
  let secret: Promise<string> | undefined;
  const secretOnce = () => (secret ??= getOrCreateSecret(db, 'preview-links').catch((err: unknown) => {
    secret = undefined;
    throw err;
  }));

  /** A link of a release is made (and revoked) by whoever may publish it; one of every draft by whoever may write every drafted collection. */
  async function mayPreview(actor: Actor, releaseId: string | null) {
    if (releaseId) await releases.previewable(actor, releaseId);
    else draftedWrites.forEach((capability) => assertAccess(actor, capability));
  }

  return {
    /** A link for `{releaseId}` (or `{}`: every draft), on the public origin (PUBLIC_URL, else the request's); `_id` revokes it. */
    async create(actor: Actor, input: unknown): Promise<{ _id: string; url: string; expiresAt: string }> {
      assertAccess(actor, 'manageContent');
      const { releaseId } = parseInput(previewInputSchema, input ?? {});
      await mayPreview(actor, releaseId ?? null);
      const at = now();
      const expiresAt = new Date(at.getTime() + PREVIEW_LIFETIME_MS);
      const [link] = await db.insert(previewLinks).values({ releaseId: releaseId ?? null, createdBy: actor.user?.id ?? null, createdAt: at, expiresAt }).returning();
      const token = signPreview(await secretOnce(), { subject: link!.id, expiresAt });
      const origin = config.publicUrl ?? actor.origin ?? '';
      return { _id: link!.id, url: `${origin}${PREVIEW_PATH}${token}`, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Ends a link before its 24 h, on every instance at its next request (each request opens its
     * link anew): whoever may make such a link may revoke it. Again is no error.
     */
    async revoke(actor: Actor, id: string): Promise<{ _id: string; message: string }> {
      assertAccess(actor, 'manageContent');
      const [link] = plausibleId(id) ? await db.select().from(previewLinks).where(eq(previewLinks.id, id)) : [];
      if (!link) throw notFound('Preview link not found');
      // A cancelled release's links are dead already; revoking them is still the maker's right.
      await mayPreview(actor, link.releaseId).catch((error: unknown) => {
        if (!isAppError(error) || error.status !== 409) throw error;
      });
      if (!link.revokedAt) await db.update(previewLinks).set({ revokedAt: now() }).where(eq(previewLinks.id, id));
      return { _id: id, message: 'Preview link revoked' };
    },

    /** What a link shows now; 403 for a token that is not ours, 410 once expired, revoked or its release cancelled. */
    async open(token: string): Promise<PreviewScope> {
      const claim = readPreview(await secretOnce(), token);
      if (!claim) throw forbidden('This preview link is not valid');
      if (claim.expiresAt.getTime() <= now().getTime()) throw gone('This preview link has expired: ask for a new one');
      const [link] = await db.select().from(previewLinks).where(eq(previewLinks.id, claim.subject));
      if (!link) throw gone('This preview link no longer works: ask for a new one');
      if (link.revokedAt) throw gone('This preview link was revoked: ask for a new one');
      if (!link.releaseId) return { release: null, at: null, expiresAt: claim.expiresAt };
      const release = await releases.previewed(link.releaseId);
      if (!release) throw gone('This release was cancelled: there is nothing to preview');
      return { release: { id: release.id, name: release.name }, at: release.publishAt, expiresAt: claim.expiresAt };
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
