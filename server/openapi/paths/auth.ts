import { arrayOf, envelope, errors, idParam, jsonBody, ok, schemaRef } from '../helpers';
import { secondFactorPaths, signedIn } from './second-factors';

export const authPaths = {
  '/api/auth/register': {
    post: {
      tags: ['auth'],
      operationId: 'register',
      summary: 'Create an account (the first account becomes admin)',
      description:
        'Answers 403 when registration is closed (`REGISTRATION=closed`). Rate limited per client (by default 5 sign-ups an hour): 429 with Retry-After past it.',
      requestBody: jsonBody(schemaRef('Credentials')),
      responses: { 201: ok('Signed up and signed in.', schemaRef('Session')), ...errors(400, 403, 409, 413, 429) },
    },
  },
  '/api/auth/login': {
    post: {
      tags: ['auth'],
      operationId: 'login',
      summary: 'Sign in',
      description:
        'A wrong email or password both answer 401 "Invalid email or password". Rate limited per client. An account with two-factor sign-in answers `{twoFactorRequired: true, challenge}` instead of tokens: then `POST /api/auth/2fa/verify`.',
      requestBody: jsonBody(schemaRef('Credentials')),
      responses: { 200: ok('Signed in, or the two-factor step.', { oneOf: [schemaRef('Session'), schemaRef('TwoFactorChallenge')] }), ...errors(400, 401, 429) },
    },
  },
  '/api/auth/me': {
    get: {
      tags: ['auth'],
      operationId: 'me',
      summary: 'The signed-in user',
      security: [{ bearerAuth: [] }],
      responses: { 200: ok('The user.', envelope('user', schemaRef('User'))), ...errors(401) },
    },
  },
  '/api/auth/refresh': {
    post: {
      tags: ['auth'],
      operationId: 'refresh',
      summary: 'Rotate a refresh token',
      description: 'The old refresh token stops working; presenting an already-used one revokes that whole login.',
      requestBody: jsonBody(schemaRef('RefreshRequest')),
      responses: { 200: ok('New tokens.', schemaRef('Tokens')), ...errors(400, 401) },
    },
  },
  '/api/auth/logout': {
    post: {
      tags: ['auth'],
      operationId: 'logout',
      summary: 'End the login a refresh token belongs to',
      requestBody: jsonBody(schemaRef('RefreshRequest')),
      responses: { 204: { description: 'Signed out (also for an unknown token).' }, ...errors(400) },
    },
  },
  '/api/auth/accept-invite': {
    post: {
      tags: ['auth'],
      operationId: 'acceptInvite',
      summary: "Accept an invitation: create the member with the invitation's email and role, and sign in",
      description: 'The token is the part after `#token=` of the invitation link. A used, revoked or expired invitation answers 400.',
      requestBody: jsonBody(schemaRef('TokenPassword')),
      responses: { 200: ok('Signed in.', schemaRef('Session')), ...errors(400) },
    },
  },
  '/api/auth/link-status': {
    post: {
      tags: ['auth'],
      operationId: 'linkStatus',
      summary: 'Whether an invitation or reset link can still be used',
      description:
        'Read without consuming the link: the page a link opens says "used" or "expired" before a password is typed. A POST so that the token (the part after `#token=`) stays out of URLs and logs.',
      requestBody: jsonBody(schemaRef('LinkStatusInput')),
      responses: { 200: ok("The link's state.", schemaRef('LinkStatus')), ...errors(400) },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags: ['auth'],
      operationId: 'resetPassword',
      summary: "Set a new password with an admin's reset link",
      description:
        "Every login of the member ends, and so do their pending two-factor sign-ins and other reset links. A member without two-factor is signed in (200); one with TOTP or a passkey is not (204): they sign in as usual, with it. A used, revoked, replaced or expired link, or one whose maker is no longer an active admin, answers 400.",
      requestBody: jsonBody(schemaRef('TokenPassword')),
      responses: { 200: ok('Signed in (a member without two-factor).', schemaRef('Session')), 204: { description: 'Password set; the member has two-factor and signs in as usual.' }, ...errors(400) },
    },
  },
  '/api/auth/forgot-password': {
    post: {
      tags: ['auth'],
      operationId: 'requestPasswordReset',
      summary: 'Forgot password: mail a one-time reset link to a member',
      description:
        "With `SMTP_URL` set, an active member's address gets a reset link (24 hours; it voids their older links). The answer is the same whether or not the address is a member's; `mailed: false` says links are not mailed here (ask an admin). Every request counts, per client and per address (then 429).",
      requestBody: jsonBody(schemaRef('PasswordResetRequest')),
      responses: { 202: ok('Taken.', schemaRef('PasswordResetRequestAnswer')), ...errors(400, 429) },
    },
  },
  '/api/auth/2fa/recovery-codes': {
    post: {
      tags: ['auth'],
      operationId: 'regenerateRecoveryCodes',
      summary: 'New recovery codes, for a current code or a recovery code',
      description: 'The old recovery codes all stop working. A wrong code answers 400 and counts against the sign-in limits (then 429); 409 when two-factor is off.',
      security: signedIn,
      requestBody: jsonBody(schemaRef('TwoFactorCode')),
      responses: {
        200: ok('The 10 new one-time recovery codes, shown only here.', envelope('recoveryCodes', { type: 'array', items: { type: 'string' } })),
        ...errors(400, 401, 409, 429),
      },
    },
  },
  '/api/auth/password': {
    post: {
      tags: ['auth'],
      operationId: 'changePassword',
      summary: "Change one's own password",
      description: 'A wrong current password answers 400 (`details.current`) and counts against the login limit. Every other login of the caller ends; this one stays.',
      security: signedIn,
      requestBody: jsonBody(schemaRef('PasswordChange')),
      responses: { 204: { description: 'Changed.' }, ...errors(400, 401, 429) },
    },
  },
  '/api/auth/sessions': {
    get: {
      tags: ['auth'],
      operationId: 'sessions',
      summary: "One's own live logins (browsers), most recently used first",
      security: signedIn,
      responses: { 200: ok('The logins; `current` marks the one asking.', envelope('sessions', arrayOf('LoginSession'))), ...errors(401) },
    },
    delete: {
      tags: ['auth'],
      operationId: 'endOtherSessions',
      summary: 'Sign out everywhere else: end every login of the caller but the current one',
      security: signedIn,
      responses: {
        200: ok('How many logins ended.', { type: 'object', required: ['ended'], properties: { ended: { type: 'integer' } } }),
        ...errors(401),
      },
    },
  },
  // Second factors and passkeys (./second-factors.ts), in the document's order.
  ...secondFactorPaths,
  '/api/auth/sessions/{id}': {
    delete: {
      tags: ['auth'],
      operationId: 'endSession',
      summary: "End one of one's own logins",
      description: "Its access tokens stop working at once. Another member's login answers 404.",
      security: signedIn,
      parameters: [idParam('session')],
      responses: { 204: { description: 'Ended.' }, ...errors(401, 404) },
    },
  },
};
