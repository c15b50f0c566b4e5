import { z } from 'zod';
import { COLLECTIONS } from '@domain/collections';
import { idSchema } from '@domain/common';
import { assertAccess, type Actor } from '../../access';
import { forbidden, gone } from '../../errors';
import { parseInput } from '../../validation';
import type { ServiceDeps } from '../context';
import type { ReleaseService } from '../releases/service';
import type { PreviewScope } from '../request-context';
import { getOrCreateSecret } from '../secrets';
import { ALL_DRAFTS, readPreview, signPreview } from './tokens';

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

  return {
    /** A link for `{releaseId}` (or `{}`: every draft), on the public origin (PUBLIC_URL, else the request's). */
    async create(actor: Actor, input: unknown): Promise<{ url: string; expiresAt: string }> {
      assertAccess(actor, 'manageContent');
      const { releaseId } = parseInput(previewInputSchema, input ?? {});
      if (releaseId) await releases.previewable(actor, releaseId);
      else draftedWrites.forEach((capability) => assertAccess(actor, capability));
      const expiresAt = new Date(now().getTime() + PREVIEW_LIFETIME_MS);
      const token = signPreview(await secretOnce(), { subject: releaseId ?? ALL_DRAFTS, expiresAt });
      const origin = config.publicUrl ?? actor.origin ?? '';
      return { url: `${origin}${PREVIEW_PATH}${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** What a link shows now; 403 for a token that is not ours, 410 once expired or its release cancelled. */
    async open(token: string): Promise<PreviewScope> {
      const claim = readPreview(await secretOnce(), token);
      if (!claim) throw forbidden('This preview link is not valid');
      if (claim.expiresAt.getTime() <= now().getTime()) throw gone('This preview link has expired: ask for a new one');
      if (claim.subject === ALL_DRAFTS) return { release: null, at: null, expiresAt: claim.expiresAt };
      const release = await releases.previewed(claim.subject);
      if (!release) throw gone('This release was cancelled: there is nothing to preview');
      return { release: { id: release.id, name: release.name }, at: release.publishAt, expiresAt: claim.expiresAt };
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
