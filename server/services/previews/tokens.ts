import crypto from 'node:crypto';

/**
 * A preview link's token (#35 item 5): which link it is (its `preview_links` row, which says what it
 * shows and whether it was revoked) and until when, signed with HMAC-SHA256 under a secret every
 * instance reads from PostgreSQL (`app_secrets`, name `preview-links`), so a link made on one
 * instance opens on any, and a guessed row id opens nothing.
 */
export interface PreviewClaim {
  /** The link's id (its preview_links row). */
  subject: string;
  expiresAt: Date;
}

const sign = (secret: string, payload: string) => crypto.createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');

export function signPreview(secret: string, claim: PreviewClaim): string {
  const payload = `${claim.subject}.${Math.floor(claim.expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The claim of a token signed with `secret`, or null when it is malformed or its signature is not ours (expiry is the caller's). */
export function readPreview(secret: string, token: string): PreviewClaim | null {
  const match = /^([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, subject, seconds, signature] = match;
  const expected = Buffer.from(sign(secret, `${subject}.${seconds}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { subject, expiresAt: new Date(Number(seconds) * 1000) };
}
