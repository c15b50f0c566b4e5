import { arrayOf, envelope, errors, idParam, jsonBody, ok, schemaRef } from '../helpers';

/**
 * The second steps of signing in (#14, #25): two-factor codes (TOTP and recovery codes) and
 * passkeys (WebAuthn), their setup and their sign-in. Part of the auth paths (./auth.ts).
 */

export const signedIn = [{ bearerAuth: [] }];

/** A sign-in's last step (a code, a passkey's answer): the body it takes, and the session, or 401 counted against the sign-in limits. */
const signsIn = (body: string) => ({
  requestBody: jsonBody(schemaRef(body)),
  responses: { 200: ok('Signed in.', schemaRef('Session')), ...errors(400, 401, 429) },
});

/** WebAuthn's JSON encodings of the options (W3C WebAuthn Level 3), the fields a browser needs. */
const creationOptions = {
  type: 'object',
  description: 'PublicKeyCredentialCreationOptionsJSON (binary values base64url).',
  required: ['challenge', 'rp', 'user', 'pubKeyCredParams'],
  properties: {
    challenge: { type: 'string' },
    rp: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, id: { type: 'string' } } },
    user: {
      type: 'object',
      required: ['id', 'name', 'displayName'],
      properties: { id: { type: 'string' }, name: { type: 'string' }, displayName: { type: 'string' } },
    },
    pubKeyCredParams: {
      type: 'array',
      items: { type: 'object', required: ['type', 'alg'], properties: { type: { type: 'string' }, alg: { type: 'integer' } } },
    },
    timeout: { type: 'integer' },
    excludeCredentials: { type: 'array', items: { type: 'object', additionalProperties: true } },
    authenticatorSelection: { type: 'object', additionalProperties: true },
    attestation: { type: 'string' },
    extensions: { type: 'object', additionalProperties: true },
  },
};
const requestOptions = {
  type: 'object',
  description: 'PublicKeyCredentialRequestOptionsJSON (binary values base64url).',
  required: ['challenge'],
  properties: {
    challenge: { type: 'string' },
    rpId: { type: 'string' },
    timeout: { type: 'integer' },
    allowCredentials: { type: 'array', items: { type: 'object', additionalProperties: true } },
    userVerification: { type: 'string' },
    extensions: { type: 'object', additionalProperties: true },
  },
};

export const secondFactorPaths = {
  '/api/auth/2fa/verify': {
    post: {
      tags: ['auth'],
      operationId: 'verifyTwoFactor',
      summary: "A sign-in's second step: the login's challenge and a TOTP or recovery code",
      description:
        'Each code is usable once, and so is each challenge (it expires after 5 minutes, and when the password changes). A wrong code answers 401 and counts against the sign-in limits, as a wrong password does.',
      ...signsIn('TwoFactorVerify'),
    },
  },
  '/api/auth/2fa': {
    get: {
      tags: ['auth'],
      operationId: 'twoFactorStatus',
      summary: "Whether one's two-factor sign-in is on, and the recovery codes left",
      security: signedIn,
      responses: {
        200: ok('The state.', schemaRef('TwoFactorStatus')),
        ...errors(401),
      },
    },
  },
  '/api/auth/2fa/setup': {
    post: {
      tags: ['auth'],
      operationId: 'setupTwoFactor',
      summary: 'Start setting up two-factor sign-in (TOTP, RFC 6238)',
      description: 'A new secret and its otpauth:// URL, in force only once `POST /api/auth/2fa/enable` gets a code from it. 409 when it is already on.',
      security: signedIn,
      responses: { 200: ok('The secret.', schemaRef('TwoFactorSetup')), ...errors(401, 409) },
    },
  },
  '/api/auth/2fa/enable': {
    post: {
      tags: ['auth'],
      operationId: 'enableTwoFactor',
      summary: 'Turn two-factor sign-in on with a code from the new secret',
      security: signedIn,
      description: 'A wrong code answers 400 and counts against the sign-in limits (then 429).',
      requestBody: jsonBody(schemaRef('TwoFactorCode')),
      responses: {
        200: ok('The 10 one-time recovery codes, shown only here.', envelope('recoveryCodes', { type: 'array', items: { type: 'string' } })),
        ...errors(400, 401, 409, 429),
      },
    },
  },
  '/api/auth/2fa/disable': {
    post: {
      tags: ['auth'],
      operationId: 'disableTwoFactor',
      summary: 'Turn two-factor sign-in off with a current code or a recovery code',
      description: 'A wrong code answers 400 and counts against the sign-in limits (then 429).',
      security: signedIn,
      requestBody: jsonBody(schemaRef('TwoFactorCode')),
      responses: { 204: { description: 'Off; the recovery codes are gone.' }, ...errors(400, 401, 409, 429) },
    },
  },
  '/api/auth/passkeys/registration-options': {
    post: {
      tags: ['auth'],
      operationId: 'passkeyRegistrationOptions',
      summary: 'Options to register a passkey (for navigator.credentials.create)',
      description:
        'A `PublicKeyCredentialCreationOptionsJSON` (pass it to `startRegistration({ optionsJSON })` of @simplewebauthn/browser): a discoverable credential with user verification, attestation `none`, the caller\'s passkeys excluded. Its challenge is stored server-side, valid 5 minutes, usable once. The RP ID is the host name of `PUBLIC_URL` (else of the origin the request came to). 409 when the caller already has 20 passkeys.',
      security: signedIn,
      responses: { 200: ok('The options.', creationOptions), ...errors(401, 409) },
    },
  },
  '/api/auth/passkeys': {
    get: {
      tags: ['auth'],
      operationId: 'passkeys',
      summary: "One's own passkeys, newest first",
      security: signedIn,
      responses: { 200: ok('The passkeys.', envelope('passkeys', arrayOf('Passkey'))), ...errors(401) },
    },
    post: {
      tags: ['auth'],
      operationId: 'registerPasskey',
      summary: 'Register a passkey: the authenticator\'s answer to the registration options, and a name',
      description:
        'A challenge that was not handed out to the caller, was already answered or is older than 5 minutes, and an answer that does not verify (another origin or RP ID, no user verification, a bad signature) answer 400 and store nothing; a passkey already registered answers 409.',
      security: signedIn,
      requestBody: jsonBody(schemaRef('PasskeyRegistration')),
      responses: { 201: ok('Registered.', envelope('passkey', schemaRef('Passkey'))), ...errors(400, 401, 409) },
    },
  },
  '/api/auth/passkeys/{id}': {
    delete: {
      tags: ['auth'],
      operationId: 'removePasskey',
      summary: "Remove one of one's own passkeys",
      description: "It signs in no more. Another member's passkey answers 404.",
      security: signedIn,
      parameters: [idParam('passkey')],
      responses: { 204: { description: 'Removed.' }, ...errors(401, 404) },
    },
  },
  '/api/auth/passkeys/sign-in-options': {
    post: {
      tags: ['auth'],
      operationId: 'passkeySignInOptions',
      summary: 'Options to sign in with a passkey (for navigator.credentials.get)',
      description:
        'A `PublicKeyCredentialRequestOptionsJSON` (pass it to `startAuthentication({ optionsJSON })`) for any passkey of this site, with user verification. Its challenge is stored server-side, valid 5 minutes, usable once. A client over the login limit gets 429.',
      responses: { 200: ok('The options.', requestOptions), ...errors(429) },
    },
  },
  '/api/auth/passkeys/sign-in': {
    post: {
      tags: ['auth'],
      operationId: 'signInWithPasskey',
      summary: 'Sign in with a passkey',
      description:
        'The authenticator\'s answer to the sign-in options. Answers the session directly: a passkey is the second factor, so no two-factor code is asked, and the login meets the team\'s two-factor requirement. An unknown passkey (or a deactivated member\'s), an expired or already answered challenge, and an answer that does not verify (another origin, a bad signature) answer 401 and count against the login limits, as a wrong password does.',
      ...signsIn('PasskeySignIn'),
    },
  },
};
