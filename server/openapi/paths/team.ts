import { TEAM_SEARCH, teamListArgs } from '@domain/team';
import { admin, arrayOf, envelope, errors, idParam, jsonBody, ok, schemaRef } from '../helpers';
import { listOrPage, listParameters, PAGING_NOTE } from '../paging';

/** The team (admins only): members, invitations and reset links. */
export const teamPaths = {
  '/api/users': {
    get: {
      tags: ['team'],
      operationId: 'members',
      summary: 'Every member of the team, oldest first',
      description: `${PAGING_NOTE} \`q\` finds an address also by its parts (\`popescu\` finds ana.popescu@example.com).`,
      security: admin,
      parameters: listParameters(TEAM_SEARCH, teamListArgs),
      responses: { 200: ok('{users: [...]} without limit; {users: [...], nextCursor, prevCursor, total} with it.', listOrPage('users', 'Member')), ...errors(400, 401, 403) },
    },
  },
  '/api/users/{id}': {
    put: {
      tags: ['team'],
      operationId: 'updateMember',
      summary: "Change a member's role or whether they may sign in",
      description:
        'Deactivating ends every login of the member at once (their next request is 401); their account stays. The last active admin can be neither demoted nor deactivated (409).',
      security: admin,
      parameters: [idParam('member')],
      requestBody: jsonBody(schemaRef('MemberUpdate')),
      responses: { 200: ok('The member.', envelope('user', schemaRef('Member'))), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/api/users/policy': {
    get: {
      tags: ['team'],
      operationId: 'teamPolicy',
      summary: "The team's sign-in policy",
      security: admin,
      responses: { 200: ok('The policy.', envelope('policy', schemaRef('TeamPolicy'))), ...errors(401, 403) },
    },
    put: {
      tags: ['team'],
      operationId: 'updateTeamPolicy',
      summary: 'Require (or stop requiring) two-factor sign-in of all staff',
      description:
        'While required, a staff member without two-factor gets 403 on everything but their own account (where they set it up). An admin without two-factor cannot require it (409).',
      security: admin,
      requestBody: jsonBody(schemaRef('TeamPolicy')),
      responses: { 200: ok('The policy.', envelope('policy', schemaRef('TeamPolicy'))), ...errors(400, 401, 403, 409) },
    },
  },
  '/api/users/{id}/reset-link': {
    post: {
      tags: ['team'],
      operationId: 'createResetLink',
      summary: 'A one-time password reset link (24 hours) for an active member',
      description:
        "The admin hands the link over; opening it lets the member choose a new password. It voids the member's older links, and stops working when used, revoked, expired, when the member's password changes, or when the member or the admin who made it is deactivated (or the admin demoted). A deactivated member answers 409.",
      security: admin,
      parameters: [idParam('member')],
      responses: { 200: ok('The link.', schemaRef('ResetLink')), ...errors(401, 403, 404, 409) },
    },
  },
  '/api/users/reset-links': {
    get: {
      tags: ['team'],
      operationId: 'resetLinks',
      summary: 'Reset links that would still work, newest first (without their links)',
      description: 'For whom each is, which admin made it, when it expires.',
      security: admin,
      responses: { 200: ok('The outstanding links.', envelope('resetLinks', arrayOf('PendingResetLink'))), ...errors(401, 403) },
    },
  },
  '/api/users/reset-links/{id}': {
    delete: {
      tags: ['team'],
      operationId: 'revokeResetLink',
      summary: 'Revoke an outstanding reset link',
      security: admin,
      parameters: [idParam('reset link')],
      responses: { 204: { description: 'Revoked: the link no longer works.' }, ...errors(401, 403, 404) },
    },
  },
  '/api/users/invites': {
    get: {
      tags: ['team'],
      operationId: 'invites',
      summary: 'Pending invitations, newest first (without their links)',
      description: PAGING_NOTE,
      security: admin,
      parameters: listParameters(TEAM_SEARCH, teamListArgs),
      responses: { 200: ok('{invites: [...]} without limit; {invites: [...], nextCursor, prevCursor, total} with it.', listOrPage('invites', 'Invite')), ...errors(400, 401, 403) },
    },
    post: {
      tags: ['team'],
      operationId: 'inviteMember',
      summary: 'Invite someone by email and role',
      description:
        'Answers a one-time link valid for 7 days (`url`, shown only here: only a hash of its token is stored). With `SMTP_URL` set it is also mailed. A new invitation for the same email replaces a pending one; a member\'s email answers 409.',
      security: admin,
      requestBody: jsonBody(schemaRef('InviteInput')),
      responses: { 201: ok('The invitation.', envelope('invite', schemaRef('Invite'))), ...errors(400, 401, 403, 409) },
    },
  },
  '/api/users/invites/{id}': {
    delete: {
      tags: ['team'],
      operationId: 'revokeInvite',
      summary: 'Revoke a pending invitation',
      security: admin,
      parameters: [idParam('invitation')],
      responses: { 204: { description: 'Revoked: its link no longer works.' }, ...errors(401, 403, 404) },
    },
  },
};
