import { getRefreshToken, setTokens, type TokenPair } from './tokens';

export const NO_REFRESH_TOKEN = 'No refresh token available';
export const INVALID_REFRESH_RESPONSE = 'Invalid response from refresh token endpoint';

export interface Refresher {
  /** Exchanges the stored refresh token for a new pair and stores it. Concurrent callers share one call. */
  refresh(): Promise<TokenPair>;
}

/**
 * Token refresh through `POST /api/auth/refresh {refreshToken}` → `{accessToken, refreshToken}`.
 * A plain fetch, outside the Apollo link chain, so a refresh can never trigger a refresh.
 * The server rotates refresh tokens and revokes a login when a used one is presented again,
 * so two requests failing at once must share one refresh: the in-flight promise is reused.
 */
export function createRefresher({
  endpoint = '/api/auth/refresh',
  fetchImpl,
}: { endpoint?: string; fetchImpl?: typeof fetch } = {}): Refresher {
  let inFlight: Promise<TokenPair> | null = null;

  async function doRefresh(): Promise<TokenPair> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error(NO_REFRESH_TOKEN);
    const doFetch = fetchImpl ?? fetch;
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as { error?: unknown } | null)?.error;
      throw new Error(typeof message === 'string' && message ? message : `Refresh failed (${response.status})`);
    }
    const pair = body as Partial<TokenPair> | null;
    if (!pair || typeof pair.accessToken !== 'string' || typeof pair.refreshToken !== 'string') {
      throw new Error(INVALID_REFRESH_RESPONSE);
    }
    const tokens = { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
    setTokens(tokens);
    return tokens;
  }

  return {
    refresh() {
      if (!inFlight) {
        inFlight = doRefresh().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
