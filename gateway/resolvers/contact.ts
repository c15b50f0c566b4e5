import type { Resolvers } from '../generated/resolvers-types';
import { clampLimit } from '../guards';

export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_, { limit }, { services, actor }) => services.contact.list(actor, { limit: clampLimit(limit) }),
    contactInbox: async (_, { limit, offset, status }, { services, actor }) => {
      const { contacts, total, unread } = await services.contact.page(actor, { limit: clampLimit(limit), offset, status });
      return { messages: contacts, total, unread };
    },
  },
  Mutation: {
    sendContactMessage: (_, { input }, { services, actor }) => services.contact.send(actor, input),
    updateContactMessage: (_, { id, input }, { services, actor }) => services.contact.update(actor, id, input),
    deleteContactMessage: (_, { id }, { services, actor }) => services.contact.remove(actor, id),
  },
};
