import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { siteAssetsSingleton } from '@domain/siteAssets';
import type { Resolvers } from '../generated/resolvers-types';
import type { GatewayContext } from '../context';
import { fileChange } from '../uploads';
import { RELEASE_IMAGE_FIELDS, type ReleaseImageField } from '@domain/releases';

type ReleaseImages = Partial<Record<ReleaseImageField, Awaited<ReturnType<typeof fileChange>>>>;

type Args = Record<string, unknown>;
type Ctx = GatewayContext;

/** An update's pending hero images (Upload fields, clearImages) as the service takes them, and the rest of its input. */
async function releaseChange(input: Args | null | undefined): Promise<{ fields: Args; images: ReleaseImages }> {
  const fields: Args = { ...input };
  const cleared = (fields.clearImages as string[] | null | undefined) ?? [];
  delete fields.clearImages;
  const images: ReleaseImages = {};
  for (const file of siteAssetsSingleton.files.filter((f) => (RELEASE_IMAGE_FIELDS as readonly string[]).includes(f.field))) {
    const field = file.field as ReleaseImageField;
    images[field] = await fileChange(fields[field] as Promise<FileUpload> | null | undefined, cleared.includes(field), file);
    delete fields[field];
  }
  return { fields, images };
}

/** Releases (#35): one line into the service each, as REST. */
export const releaseResolvers = {
  Query: {
    releases: async (_: unknown, __: Args, { services, actor }: Ctx) => (await services.releases.list(actor)).releases,
  },
  Mutation: {
    createRelease: (_: unknown, { name, publishAt }: Args, { services, actor }: Ctx) => services.releases.create(actor, { name, publishAt }),
    updateRelease: async (_: unknown, { id, input }: Args, { services, actor }: Ctx) => {
      const { fields, images } = await releaseChange(input as Args);
      return services.releases.update(actor, id as string, fields, images);
    },
    publishRelease: (_: unknown, { id }: Args, { services, actor }: Ctx) => services.releases.publish(actor, id as string),
    cancelRelease: (_: unknown, { id }: Args, { services, actor }: Ctx) => services.releases.cancel(actor, id as string),
    createPreview: (_: unknown, { releaseId }: Args, { services, actor }: Ctx) => services.previews.create(actor, { releaseId }),
    revokePreview: async (_: unknown, { id }: Args, { services, actor }: Ctx) => (await services.previews.revoke(actor, id as string))._id,
  },
} as Resolvers;
