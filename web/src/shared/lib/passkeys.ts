/**
 * Passkeys in the browser: the helpers the Account screen and /login share. @simplewebauthn/browser
 * itself is loaded only when a passkey is used (a dynamic import), so no page carries it up front.
 */

/** Whether this browser offers WebAuthn at all. */
export const webAuthnAvailable = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A cancelled or timed-out browser prompt, or an authenticator already registered, read as such; anything else as it is. */
export function passkeyFailure(error: unknown): unknown {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new Error('This device already holds one of your passkeys');
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return new Error('The passkey prompt was cancelled or timed out');
  return error;
}
