import type { InviteDto } from '@domain/auth';
import type { Resolvers } from '../generated/resolvers-types';

// REST leaves `url` out of listed invitations; GraphQL answers null.
const withUrl = (invite: InviteDto) => ({ ...invite, url: invite.url ?? null });

export const teamResolvers: Resolvers = {
  Query: {
    members: (_, __, { services, actor }) => services.team.members(actor),
    invites: async (_, __, { services, actor }) => (await services.team.invites(actor)).map(withUrl),
  },
  Mutation: {
    inviteMember: async (_, { input }, { services, actor }) => withUrl(await services.team.invite(actor, input)),
    revokeInvite: async (_, { id }, { services, actor }) => (await services.team.revokeInvite(actor, id), true),
    updateMember: (_, { id, input }, { services, actor }) => services.team.update(actor, id, input),
    createResetLink: (_, { id }, { services, actor }) => services.team.resetLink(actor, id),
  },
};
