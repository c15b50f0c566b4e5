import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator (ES256, attestation "none"), built the way WebAuthn Level 3
 * describes one: it answers registration and sign-in options the way a browser's
 * `navigator.credentials.create()/get()` would, as @simplewebauthn/browser hands them to the server
 * (RegistrationResponseJSON / AuthenticationResponseJSON). Each answer can be bent (another origin,
 * RP ID or challenge, no user verification) to test the server's refusals.
 */

type Json = Record<string, unknown>;
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | Buffer | string) => crypto.createHash('sha256').update(data).digest();

/** Flags of authenticatorData (WebAuthn §6.1). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Bend {
  origin?: string;
  rpId?: string;
  challenge?: string;
  userVerified?: boolean;
  type?: string;
}

interface Credential {
  id: Buffer;
  privateKey: crypto.KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  /** Answers registration options (PublicKeyCredentialCreationOptionsJSON) for `origin`. */
  create(options: Json, origin: string, bend: Bend = {}): Json {
    const rpId = bend.rpId ?? ((options.rp as Json).id as string);
    const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = crypto.randomBytes(32);
    const credential: Credential = { id, privateKey, rpId, userHandle: (options.user as Json).id as string, counter: 0 };
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16) /* AAGUID: none */, length, id, Buffer.from(isoCBOR.encode(coseKey))]);
    const authData = this.authenticatorData(rpId, AT | UP | (bend.userVerified === false ? 0 : UV), 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    this.credentials.push(credential);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData(bend.type ?? 'webauthn.create', bend.challenge ?? (options.challenge as string), bend.origin ?? origin),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Answers sign-in options (PublicKeyCredentialRequestOptionsJSON) with its newest passkey for the RP (or `credential`). */
  get(options: Json, origin: string, bend: Bend = {}, credential?: Credential): Json {
    const rpId = (options.rpId as string | undefined) ?? new URL(origin).hostname;
    const cred = credential ?? [...this.credentials].reverse().find((c) => c.rpId === rpId);
    if (!cred) throw new Error(`no passkey for ${rpId}`);
    cred.counter += 1;
    const authData = this.authenticatorData(bend.rpId ?? cred.rpId, UP | (bend.userVerified === false ? 0 : UV), cred.counter);
    const clientDataJSON = this.clientData(bend.type ?? 'webauthn.get', bend.challenge ?? (options.challenge as string), bend.origin ?? origin);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), cred.privateKey);
    return {
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: cred.userHandle,
      },
    };
  }

  private clientData(type: string, challenge: string, origin: string) {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }
}
