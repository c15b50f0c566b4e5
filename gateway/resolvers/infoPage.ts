import type { Resolvers } from '../generated/resolvers-types';

export const infoPageResolvers: Resolvers = {
  Query: {
    infoPage: (_, __, { services }) => services.infoPage.get(),
  },
  Mutation: {
    updateInfoPage: (_, { input }, { services, actor }) => services.infoPage.replace(actor, input),
  },
};
