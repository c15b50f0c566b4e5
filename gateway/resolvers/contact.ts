import type { Resolvers } from '../generated/resolvers-types';
import { clampLimit } from '../guards';

export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_, { limit }, { services, actor }) => services.contact.list(actor, { limit: clampLimit(limit) }),
  },
  Mutation: {
    sendContactMessage: (_, { input }, { services, actor }) => services.contact.send(actor, input),
  },
};
