import { getAccessToken, getRefreshToken, setTokens, type TokenPair } from './tokens';

export const NO_REFRESH_TOKEN = 'No refresh token available';
export const INVALID_REFRESH_RESPONSE = 'Invalid response from refresh token endpoint';

/** The Web Lock every tab of the site takes to refresh: one refresh at a time across tabs. */
export const REFRESH_LOCK = 'metal-gates-token-refresh';

/**
 * A refresh that got no answer (offline, or aborted because the page is being left): it says
 * nothing about the tokens, so they are kept; `cause` is the fetch's own error.
 */
export class RefreshUnanswered extends Error {
  constructor(override readonly cause: unknown) {
    super('The token refresh got no answer');
  }
}

/** Runs `work` holding the cross-tab refresh lock where the browser has Web Locks (all current ones). */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

export interface Refresher {
  /** Exchanges the stored refresh token for a new pair and stores it. Concurrent callers share one call. */
  refresh(): Promise<TokenPair>;
}

/**
 * Token refresh through `POST /api/auth/refresh {refreshToken}` → `{accessToken, refreshToken}`.
 * A plain fetch, outside the Apollo link chain, so a refresh can never trigger a refresh.
 * The server rotates refresh tokens and revokes a login when a used one is presented again (after
 * a 10 s grace), so no two refreshes may present the same token: in a tab, requests failing at
 * once (the Apollo link's retry, the admin's session watch) share the in-flight promise; across
 * tabs, which share the stored tokens, one refresh runs at a time (a Web Lock), and a tab that
 * finds the pair rotated by another while it waited takes that pair instead of presenting the
 * used token again.
 */
export function createRefresher({
  endpoint = '/api/auth/refresh',
  fetchImpl,
}: { endpoint?: string; fetchImpl?: typeof fetch } = {}): Refresher {
  let inFlight: Promise<TokenPair> | null = null;

  async function doRefresh(seen: string | null): Promise<TokenPair> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error(NO_REFRESH_TOKEN);
    const accessToken = getAccessToken();
    if (seen && refreshToken !== seen && accessToken) return { accessToken, refreshToken };
    const doFetch = fetchImpl ?? fetch;
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
    } catch (error) {
      throw new RefreshUnanswered(error);
    }
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
        const seen = getRefreshToken();
        inFlight = acrossTabs(() => doRefresh(seen)).finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
