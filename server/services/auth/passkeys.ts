import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import { assertAccess, type Actor } from '../../access';
import { passkeys, users, webauthnChallenges } from '../../db/schema';
import { badRequest, conflict, notFound, unauthenticated } from '../../errors';
import { parseInput } from '../../validation';
import { iso, plausibleId, type ServiceDeps } from '../context';
import type { RateLimits } from '../rate-limits';
import { hashToken, type SessionStore, type UserRow } from './sessions';
import type { Session } from '@domain/auth';
import { passkeyRegistrationSchema, passkeySignInSchema, type PasskeyDto } from '@domain/passkeys';

/** How long registration or sign-in options (their challenge) may be answered. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Passkeys one member may register. */
export const MAX_PASSKEYS = 20;
const RP_NAME = 'Metal Gates Festival';

const EXPIRED_REGISTRATION = 'This passkey request expired or was already used: start again';
const EXPIRED_SIGN_IN = 'The passkey sign-in expired or was already used: try again';
const UNKNOWN_PASSKEY = 'This passkey is not registered here';
const NOT_VERIFIED = 'The passkey could not be verified';

type PasskeyRow = typeof passkeys.$inferSelect;

const toPasskeyDto = (p: PasskeyRow): PasskeyDto => ({
  _id: p.id,
  name: p.name,
  createdAt: iso(p.createdAt)!,
  lastUsedAt: iso(p.lastUsedAt),
  backedUp: p.backedUp,
});

/** The challenge an authenticator signed, read from its clientDataJSON (verified again by the library). */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 512 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** What this site expects of a ceremony's answer: the challenge it handed out, and its origin and RP ID. */
type Expected = { challenge: string; origin: string; rpID: string };

/**
 * An authenticator's answer checked by the library against what this site expects, user
 * verification required: a throw (with the library's reason) or an unverified answer is `refused`.
 */
async function verifiedAnswer<T extends { verified: boolean }>(
  verify: (expected: { expectedChallenge: string; expectedOrigin: string; expectedRPID: string; requireUserVerification: true }) => Promise<T>,
  { challenge, origin, rpID }: Expected,
  refused: (reason?: string) => Error,
): Promise<T & { verified: true }> {
  let verification: T;
  try {
    verification = await verify({ expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true });
  } catch (e) {
    throw refused(e instanceof Error ? e.message : String(e));
  }
  if (!verification.verified) throw refused();
  return verification as T & { verified: true };
}

/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): a member registers them from their Account and
 * signs in with one instead of a password. The relying party is the site's public origin: `PUBLIC_URL`
 * when set, else the origin the request came to (its Host checked at the server's door, http/https
 * from a trusted proxy only), the same origin invitation links use; the RP ID is its host name. A
 * passkey is bound to that host by the authenticator, so it works only on the site it was made on.
 *
 * Challenges live in PostgreSQL (any instance may answer the second half of a ceremony), hashed,
 * single-use and valid 5 minutes. A failed sign-in counts against the client's own passkey limit
 * (never the password limits) and, as it proves possession of the authenticator and its user verification (PIN, biometrics), it
 * counts as two-factor: it asks for no TOTP code and satisfies the team's two-factor requirement.
 */
export function createPasskeys({ db, config, now }: ServiceDeps, limits: RateLimits, sessions: SessionStore) {
  /** The relying party of this request: its origin and RP ID (the origin's host name). */
  function relyingParty(actor: Actor) {
    const origin = config.publicUrl ?? actor.origin;
    if (!origin) throw badRequest('The site origin is unknown: set PUBLIC_URL');
    return { origin, rpID: new URL(origin).hostname };
  }

  async function signedInUser(actor: Actor): Promise<UserRow> {
    assertAccess(actor, 'signedIn');
    const [user] = await db.select().from(users).where(eq(users.id, actor.user!.id));
    if (!user) throw unauthenticated('User no longer exists');
    return user;
  }

  /** Stores a new challenge (and sweeps expired ones: the table stays small). */
  async function storeChallenge(challenge: string, purpose: 'register' | 'sign-in', userId: string | null) {
    const at = now();
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, at));
    await db.insert(webauthnChallenges).values({
      challengeHash: hashToken(challenge),
      purpose,
      userId,
      expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000),
    });
  }

  /**
   * Takes the challenge an answer signed out of the store: true when it was handed out for this
   * purpose (and member), unused and unexpired. Deleted either way, so it can never be answered twice.
   */
  async function consumeChallenge(clientDataJSON: string, purpose: 'register' | 'sign-in', userId: string | null) {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) return undefined;
    const [row] = await db
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.challengeHash, hashToken(challenge)), eq(webauthnChallenges.purpose, purpose)))
      .returning();
    if (!row || row.expiresAt <= now() || row.userId !== userId) return undefined;
    return challenge;
  }

  return {
    /** Options for `navigator.credentials.create()` (startRegistration): a discoverable credential with user verification. */
    async registrationOptions(actor: Actor): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const user = await signedInUser(actor);
      const { rpID } = relyingParty(actor);
      const existing = await db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
      if (existing.length >= MAX_PASSKEYS) throw conflict(`You have ${MAX_PASSKEYS} passkeys: remove one first`);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.email,
        userDisplayName: user.email,
        // The user handle a discoverable passkey gives back on sign-in: the member's id.
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
        excludeCredentials: existing.map((p) => ({ id: p.id, ...(p.transports ? { transports: p.transports } : {}) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await storeChallenge(options.challenge, 'register', user.id);
      return options;
    },

    /** Verifies the authenticator's answer to the registration options and keeps the passkey under its name. */
    async register(actor: Actor, input: unknown): Promise<PasskeyDto> {
      const user = await signedInUser(actor);
      const { name, response } = parseInput(passkeyRegistrationSchema, input);
      const { origin, rpID } = relyingParty(actor);
      const challenge = await consumeChallenge(response.response.clientDataJSON, 'register', user.id);
      if (!challenge) throw badRequest(EXPIRED_REGISTRATION);
      const verification = await verifiedAnswer(
        (expected) => verifyRegistrationResponse({ response: response as RegistrationResponseJSON, ...expected }),
        { challenge, origin, rpID },
        (reason) => badRequest(NOT_VERIFIED, reason === undefined ? undefined : { response: reason }),
      );
      const { credential, credentialBackedUp } = verification.registrationInfo;
      const [row] = await db.transaction(async (tx) => {
        const [{ value: held }] = await tx.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
        if (held >= MAX_PASSKEYS) throw conflict(`You have ${MAX_PASSKEYS} passkeys: remove one first`);
        return tx
          .insert(passkeys)
          .values({
            userId: user.id,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ?? null,
            name,
            backedUp: credentialBackedUp,
          })
          .onConflictDoNothing()
          .returning();
      });
      if (!row) throw conflict('This passkey is already registered');
      return toPasskeyDto(row);
    },

    /** One's own passkeys, newest first. */
    async list(actor: Actor): Promise<PasskeyDto[]> {
      assertAccess(actor, 'signedIn');
      const rows = await db.select().from(passkeys).where(eq(passkeys.userId, actor.user!.id)).orderBy(desc(passkeys.createdAt));
      return rows.map(toPasskeyDto);
    },

    /**
     * Removes one of one's own passkeys: it signs in no more, and the logins it made end (they
     * counted as two-factor on the strength of it). The caller's own login too, when it is one.
     */
    async remove(actor: Actor, id: string): Promise<void> {
      assertAccess(actor, 'signedIn');
      if (!plausibleId(id)) throw notFound('Passkey not found');
      const userId = actor.user!.id;
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          .returning({ id: passkeys.id });
        if (!removed.length) throw notFound('Passkey not found');
        await sessions.endMadeWith(id, userId, tx);
      });
      sessions.forgetUser(userId);
    },

    /** Options for `navigator.credentials.get()` (startAuthentication): any passkey of this site (discoverable). */
    async signInOptions(actor: Actor): Promise<PublicKeyCredentialRequestOptionsJSON> {
      // A client over its passkey limit gets no new challenges either (the password limits do not apply).
      await limits.failedPasskeySignIns.check(actor.clientKey);
      const { rpID } = relyingParty(actor);
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000 });
      await storeChallenge(options.challenge, 'sign-in', null);
      return options;
    },

    /**
     * Signs in with the authenticator's answer to the sign-in options. Counted against the client's
     * passkey limit before anything is checked and refunded on success. Never counted against, nor
     * held by, the password limits (a forged answer guesses nothing, and an attacker failing
     * passwords must not keep the member's passkey out). No TOTP step.
     */
    async signIn(actor: Actor, input: unknown): Promise<Session> {
      const { response } = parseInput(passkeySignInSchema, input);
      const { origin, rpID } = relyingParty(actor);
      await limits.failedPasskeySignIns.consume(actor.clientKey);
      const challenge = await consumeChallenge(response.response.clientDataJSON, 'sign-in', null);
      if (!challenge) throw unauthenticated(EXPIRED_SIGN_IN);
      const [found] = await db
        .select({ passkey: passkeys, user: users })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.credentialId, response.rawId));
      // A deactivated member's passkey is refused like an unknown one.
      if (!found || !found.user.active || response.id !== response.rawId) throw unauthenticated(UNKNOWN_PASSKEY);
      const { passkey, user } = found;
      // A discoverable passkey names its member: it must be the one the passkey was registered to.
      if (response.response.userHandle && Buffer.from(response.response.userHandle, 'base64url').toString('utf8') !== user.id) {
        throw unauthenticated(UNKNOWN_PASSKEY);
      }
      const credential = { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports ?? undefined };
      const verification = await verifiedAnswer(
        (expected) => verifyAuthenticationResponse({ response: response as AuthenticationResponseJSON, ...expected, credential }),
        { challenge, origin, rpID },
        () => unauthenticated(NOT_VERIFIED),
      );
      const { newCounter, credentialBackedUp } = verification.authenticationInfo;
      // Conditional on the counter read: two answers racing past the check cannot both count.
      const [used] = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: now(), backedUp: credentialBackedUp })
        .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
        .returning({ id: passkeys.id });
      if (!used) throw unauthenticated(NOT_VERIFIED);
      await limits.failedPasskeySignIns.refund(actor.clientKey);
      return sessions.start(user, actor.userAgent, db, { passkeyId: passkey.id });
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;

