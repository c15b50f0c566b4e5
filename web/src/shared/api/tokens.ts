/**
 * Session tokens in localStorage under `accessToken` and `refreshToken`.
 * Listeners hear every change, so the auth state signs out when a failed refresh clears them.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

export function setTokens({ accessToken, refreshToken }: TokenPair): void {
  const s = storage();
  s?.setItem(ACCESS_TOKEN_KEY, accessToken);
  s?.setItem(REFRESH_TOKEN_KEY, refreshToken);
  listeners.forEach((l) => l());
}

export function clearTokens(): void {
  const s = storage();
  s?.removeItem(ACCESS_TOKEN_KEY);
  s?.removeItem(REFRESH_TOKEN_KEY);
  listeners.forEach((l) => l());
}

/** Subscribe to token changes (set or cleared); returns the unsubscribe function. */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
