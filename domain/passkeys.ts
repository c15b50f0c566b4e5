/**
 * Passkeys (WebAuthn) on the wire: what a member registers and signs in with. Its own module (the
 * named schemas register themselves in zod's registry), so only the screens that use it carry it.
 */
import { z } from 'zod';
import { idSchema, instantSchema, maxLength } from './common';

/** The name a member gives each passkey. */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(PASSKEY_NAME_MAX, maxLength(PASSKEY_NAME_MAX));

/** base64url text (what WebAuthn's JSON encodings use), bounded. */
const base64url = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} must be base64url`);

const credentialCommon = {
  id: base64url('Credential id', 1366),
  rawId: base64url('Credential id', 1366),
  type: z.literal('public-key', { error: 'Type must be public-key' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
};

/** What the browser's `navigator.credentials.create()` answers, as JSON (@simplewebauthn/browser's startRegistration). */
export const passkeyRegistrationResponseSchema = z
  .object({
    ...credentialCommon,
    response: z.object({
      clientDataJSON: base64url('clientDataJSON', 4096),
      attestationObject: base64url('attestationObject', 65536),
      authenticatorData: base64url('authenticatorData', 65536).optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url('publicKey', 4096).optional(),
    }),
  })
  .meta({ id: 'PasskeyRegistrationResponse', description: 'A RegistrationResponseJSON (WebAuthn Level 3), as @simplewebauthn/browser answers it.' });

/** What the browser's `navigator.credentials.get()` answers, as JSON (@simplewebauthn/browser's startAuthentication). */
export const passkeyAuthenticationResponseSchema = z
  .object({
    ...credentialCommon,
    response: z.object({
      clientDataJSON: base64url('clientDataJSON', 4096),
      authenticatorData: base64url('authenticatorData', 65536),
      signature: base64url('signature', 4096),
      userHandle: base64url('userHandle', 128).optional(),
    }),
  })
  .meta({ id: 'PasskeyAuthenticationResponse', description: 'An AuthenticationResponseJSON (WebAuthn Level 3), as @simplewebauthn/browser answers it.' });

/** Registering a passkey: its name and the authenticator's answer to the registration options. */
export const passkeyRegistrationSchema = z
  .object({
    name: passkeyNameSchema,
    response: passkeyRegistrationResponseSchema,
  })
  .meta({ id: 'PasskeyRegistration' });

/** Signing in with a passkey: the authenticator's answer to the sign-in options. */
export const passkeySignInSchema = z.object({ response: passkeyAuthenticationResponseSchema }).meta({ id: 'PasskeySignIn' });

/** One of a member's passkeys as their Account screen lists it. */
export const passkeySchema = z
  .object({
    _id: idSchema,
    name: z.string().describe('The name its member gave it.'),
    createdAt: instantSchema,
    lastUsedAt: instantSchema.nullable(),
    /** Synced by its provider (a password manager, iCloud Keychain...), rather than bound to one device. */
    backedUp: z.boolean().describe('Synced by its provider (a password manager, iCloud Keychain…) rather than bound to one device.'),
  })
  .meta({ id: 'Passkey', description: "One of a member's passkeys." });
export type PasskeyDto = z.infer<typeof passkeySchema>;
