import type { Resolvers } from '../generated/resolvers-types';

export const authResolvers: Resolvers = {
  Query: {
    me: (_, __, { services, actor }) => services.auth.me(actor),
    sessions: (_, __, { services, actor }) => services.auth.sessions(actor),
  },
  Mutation: {
    login: (_, { input }, { services, actor }) => services.auth.login(actor, input),
    register: (_, { input }, { services, actor }) => services.auth.register(actor, input),
    refreshToken: (_, { refreshToken }, { services }) => services.auth.refresh({ refreshToken }),
    logout: async (_, { refreshToken }, { services }) => (await services.auth.logout({ refreshToken }), true),
    acceptInvite: (_, { input }, { services, actor }) => services.auth.acceptInvite(actor, input),
    resetPassword: (_, { input }, { services, actor }) => services.auth.resetPassword(actor, input),
    changePassword: async (_, { input }, { services, actor }) => (await services.auth.changePassword(actor, input), true),
    endSession: async (_, { id }, { services, actor }) => (await services.auth.endSession(actor, id), true),
    endOtherSessions: async (_, __, { services, actor }) => (await services.auth.endOtherSessions(actor)).ended,
  },
};
