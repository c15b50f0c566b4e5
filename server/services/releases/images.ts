import { RELEASE_IMAGE_FIELDS, type ReleaseImageField } from '@domain/releases';
import { siteAssetsSingleton } from '@domain/siteAssets';
import type { Db } from '../../db/client';
import type { FileChange, FileService, PreparedChange } from '../files/service';

/**
 * The site-asset images a release may change (#35 item 2): the home page's hero and mobile hero
 * (page content, so an editor's, as on the Page Content screen). A pending image is stored as a
 * file when it is sent and named by its path in the release's pending settings, beside the texts;
 * the read hook shows it from the instant on and the first save of the settings after it writes
 * it into the settings (./site-assets.ts). Replacing or removing a pending image, or cancelling the
 * release, deletes its file: nothing else names it before the instant.
 */
export { RELEASE_IMAGE_FIELDS };
export type ReleaseImages = Partial<Record<ReleaseImageField, FileChange>>;
type Pending = Record<string, unknown> | null;

const specOf = (field: ReleaseImageField) => siteAssetsSingleton.files.find((f) => f.field === field)!;

/** The pending images of pending settings, by field (their paths). */
export const pendingImagesOf = (pending: Pending): Record<string, string> =>
  Object.fromEntries(RELEASE_IMAGE_FIELDS.flatMap((field) => (typeof pending?.[field] === 'string' ? [[field, pending[field]]] : [])));

export function releaseImages(files: FileService) {
  return {
    /** Each image sent, checked and encoded before any transaction (the settings' own size limits and labels). */
    async prepare(images: ReleaseImages = {}): Promise<[ReleaseImageField, PreparedChange][]> {
      const sent = RELEASE_IMAGE_FIELDS.filter((field) => images[field] !== undefined);
      return Promise.all(sent.map(async (field): Promise<[ReleaseImageField, PreparedChange]> => [field, await files.prepareChange(images[field], specOf(field).maxBytes, specOf(field).label)]));
    },

    /** In the release's transaction: the pending settings with the prepared images stored (a file replaced or removed goes). */
    async apply(tx: Db, pending: Pending, prepared: [ReleaseImageField, PreparedChange][]): Promise<Pending> {
      if (!prepared.length) return pending;
      const next: Record<string, unknown> = { ...pending };
      for (const [field, change] of prepared) {
        const path = await files.replace(tx, typeof next[field] === 'string' ? (next[field] as string) : null, change);
        if (path) next[field] = path;
        else delete next[field];
      }
      return Object.keys(next).length ? next : null;
    },

    /** The files of pending images that will never apply (a cancelled release, pending settings removed). */
    async drop(tx: Db, pending: Pending): Promise<void> {
      for (const path of Object.values(pendingImagesOf(pending))) await files.deleteByPath(tx, path);
    },
  };
}
