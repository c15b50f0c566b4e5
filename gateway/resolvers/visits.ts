import type { Resolvers } from '../generated/resolvers-types';

export const visitResolvers: Resolvers = {
  Query: {
    visitorStats: (_, __, { services, actor }) => services.visits.stats(actor),
  },
  Mutation: {
    // Fire and forget for the client, but the service's refusals (none today) still surface.
    logVisit: async (_, __, { services, actor, userAgent }) => (await services.visits.log(actor, { userAgent }), true),
  },
};
