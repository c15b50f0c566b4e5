import type { Resolvers } from '../generated/resolvers-types';

export const contactResolvers: Resolvers = {
  Query: {
    // Paged by the one rule of every list (#37): a limit over 1,000 is refused, not clamped.
    contactMessages: (_, args, { services, actor }) => services.contact.list(actor, args),
    contactInbox: async (_, args, { services, actor }) => {
      const { contacts, ...page } = await services.contact.page(actor, args);
      return { messages: contacts, ...page };
    },
  },
  Mutation: {
    sendContactMessage: (_, { input }, { services, actor }) => services.contact.send(actor, input),
    updateContactMessage: (_, { id, input }, { services, actor }) => services.contact.update(actor, id, input),
    deleteContactMessage: (_, { id }, { services, actor }) => services.contact.remove(actor, id),
  },
};
