import type { Resolvers } from '../generated/resolvers-types';

export const festivalResolvers: Resolvers = {
  Query: {
    activeFestival: (_, __, { services }) => services.festivals.active(),
    festivals: (_, __, { services }) => services.festivals.list(),
  },
  Mutation: {
    createFestival: (_, { input }, { services, actor }) => services.festivals.create(actor, input),
    updateFestival: (_, { id, input }, { services, actor }) => services.festivals.update(actor, id, input),
  },
};
