import type { Resolvers } from '../generated/resolvers-types';

export const authResolvers: Resolvers = {
  Query: {
    me: (_, __, { services, actor }) => services.auth.me(actor),
  },
  Mutation: {
    login: (_, { input }, { services, actor }) => services.auth.login(actor, input),
    register: (_, { input }, { services, actor }) => services.auth.register(actor, input),
    refreshToken: (_, { refreshToken }, { services }) => services.auth.refresh({ refreshToken }),
    logout: async (_, { refreshToken }, { services }) => (await services.auth.logout({ refreshToken }), true),
  },
};
