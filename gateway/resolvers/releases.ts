import type { Resolvers } from '../generated/resolvers-types';
import type { GatewayContext } from '../context';

type Args = Record<string, unknown>;
type Ctx = GatewayContext;

/** Releases (#35): one line into the service each, as REST. */
export const releaseResolvers = {
  Query: {
    releases: async (_: unknown, __: Args, { services, actor }: Ctx) => (await services.releases.list(actor)).releases,
  },
  Mutation: {
    createRelease: (_: unknown, { name, publishAt }: Args, { services, actor }: Ctx) => services.releases.create(actor, { name, publishAt }),
    updateRelease: (_: unknown, { id, input }: Args, { services, actor }: Ctx) => services.releases.update(actor, id as string, input),
    publishRelease: (_: unknown, { id }: Args, { services, actor }: Ctx) => services.releases.publish(actor, id as string),
    cancelRelease: (_: unknown, { id }: Args, { services, actor }: Ctx) => services.releases.cancel(actor, id as string),
    createPreview: (_: unknown, { releaseId }: Args, { services, actor }: Ctx) => services.previews.create(actor, { releaseId }),
  },
} as Resolvers;
