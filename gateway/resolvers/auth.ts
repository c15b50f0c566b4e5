import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types';

export const authResolvers: Resolvers = {
  Query: {
    me: (_, __, { services, actor }) => services.auth.me(actor),
    sessions: (_, __, { services, actor }) => services.auth.sessions(actor),
    twoFactor: (_, __, { services, actor }) => services.auth.twoFactor.status(actor),
    passkeys: (_, __, { services, actor }) => services.auth.passkeys.list(actor),
  },
  Mutation: {
    login: async (_, { input }, { services, actor }) => {
      const answer = await services.auth.login(actor, input);
      if ('twoFactorRequired' in answer) {
        throw new GraphQLError('Two-factor code required', { extensions: { code: 'TWO_FACTOR_REQUIRED', challenge: answer.challenge } });
      }
      return answer;
    },
    verifyTwoFactor: (_, { input }, { services, actor }) => services.auth.twoFactor.verify(actor, input),
    setupTwoFactor: (_, __, { services, actor }) => services.auth.twoFactor.setup(actor),
    enableTwoFactor: async (_, { code }, { services, actor }) => (await services.auth.twoFactor.enable(actor, { code })).recoveryCodes,
    regenerateRecoveryCodes: async (_, { code }, { services, actor }) => (await services.auth.twoFactor.regenerateRecoveryCodes(actor, { code })).recoveryCodes,
    requestPasswordReset: (_, { input }, { services, actor }) => services.auth.requestPasswordReset(actor, input),
    disableTwoFactor: async (_, { code }, { services, actor }) => (await services.auth.twoFactor.disable(actor, { code }), true),
    register: (_, { input }, { services, actor }) => services.auth.register(actor, input),
    refreshToken: (_, { refreshToken }, { services }) => services.auth.refresh({ refreshToken }),
    logout: async (_, { refreshToken }, { services }) => (await services.auth.logout({ refreshToken }), true),
    acceptInvite: (_, { input }, { services, actor }) => services.auth.acceptInvite(actor, input),
    resetPassword: (_, { input }, { services, actor }) => services.auth.resetPassword(actor, input),
    changePassword: async (_, { input }, { services, actor }) => (await services.auth.changePassword(actor, input), true),
    endSession: async (_, { id }, { services, actor }) => (await services.auth.endSession(actor, id), true),
    endOtherSessions: async (_, __, { services, actor }) => (await services.auth.endOtherSessions(actor)).ended,
    passkeyRegistrationOptions: async (_, __, { services, actor }) => ({ ...(await services.auth.passkeys.registrationOptions(actor)) }),
    registerPasskey: (_, { name, response }, { services, actor }) => services.auth.passkeys.register(actor, { name, response }),
    removePasskey: async (_, { id }, { services, actor }) => (await services.auth.passkeys.remove(actor, id), true),
    passkeySignInOptions: async (_, __, { services, actor }) => ({ ...(await services.auth.passkeys.signInOptions(actor)) }),
    signInWithPasskey: (_, { response }, { services, actor }) => services.auth.passkeys.signIn(actor, { response }),
  },
};
