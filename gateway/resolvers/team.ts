import type { InviteDto } from '@domain/auth';
import type { Resolvers } from '../generated/resolvers-types';

// REST leaves `url` out of listed invitations; GraphQL answers null.
const withUrl = (invite: InviteDto) => ({ ...invite, url: invite.url ?? null });

export const teamResolvers: Resolvers = {
  Query: {
    members: (_, args, { services, actor }) => services.team.members(actor, args),
    membersPage: (_, args, { services, actor }) => services.team.membersPage(actor, args),
    teamPolicy: (_, __, { services, actor }) => services.team.policy(actor),
    invites: async (_, args, { services, actor }) => (await services.team.invites(actor, args)).map(withUrl),
    invitesPage: async (_, args, { services, actor }) => {
      const page = await services.team.invitesPage(actor, args);
      return { ...page, items: page.items.map(withUrl) };
    },
    resetLinks: (_, __, { services, actor }) => services.team.resetLinks(actor),
  },
  Mutation: {
    inviteMember: async (_, { input }, { services, actor }) => withUrl(await services.team.invite(actor, input)),
    revokeInvite: async (_, { id }, { services, actor }) => (await services.team.revokeInvite(actor, id), true),
    updateMember: (_, { id, input }, { services, actor }) => services.team.update(actor, id, input),
    createResetLink: (_, { id }, { services, actor }) => services.team.resetLink(actor, id),
    revokeResetLink: async (_, { id }, { services, actor }) => (await services.team.revokeResetLink(actor, id), true),
    updateTeamPolicy: (_, { requireTwoFactor }, { services, actor }) => services.team.updatePolicy(actor, { requireTwoFactor }),
  },
};
