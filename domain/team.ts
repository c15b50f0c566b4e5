/**
 * The team's lists at both doors (#37): members and pending invitations, paged and searched by the
 * one rule of every list (domain/paging.ts). Apart from domain/auth.ts, so the sign-in screens'
 * bundle does not carry them (schemas with an id register themselves and are kept).
 */
import { z } from 'zod';
import { inviteSchema, memberSchema, ROLES } from './auth';
import { pageSchemaOf } from './paging';

/** What `q` searches in members and invitations: the address, whole or by its parts (`popescu`, `example`). */
export const TEAM_SEARCH = ['email'] as const;

/** The filter of both lists besides paging and search (the roles inline: a query parameter's schema has no $ref to follow). */
export const teamListArgs = z.object({
  role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }).optional().describe('Only this role (admin, editor or user).'),
});

export const memberPageSchema = pageSchemaOf(memberSchema, 'MemberPage', 'members');
export const invitePageSchema = pageSchemaOf(inviteSchema, 'InvitePage', 'pending invitations');
