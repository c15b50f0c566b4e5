import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { createAuthLink } from './authLink';
import { errorMessage } from './errors';
import { createRefresher, INVALID_REFRESH_RESPONSE, NO_REFRESH_TOKEN, REFRESH_LOCK } from './refresh';
import { getAccessToken, getRefreshToken, setTokens } from './tokens';

const QUERY = gql`
  query Secret {
    secret
  }
`;
const LOGIN = gql`
  mutation Login {
    login
  }
`;

/** A fake server: accepts only `Bearer <valid>`; otherwise answers with the given error code. */
function fakeServer(opts: { valid: () => string; code?: string }) {
  const seen: (string | undefined)[] = [];
  const link = new ApolloLink((operation) => {
    const auth = (operation.getContext().headers as Record<string, string> | undefined)?.authorization;
    seen.push(auth);
    return new Observable((observer) => {
      setTimeout(() => {
        if (auth === `Bearer ${opts.valid()}`) {
          observer.next({ data: { secret: 'ok', login: 'ok' } });
        } else {
          observer.next({
            data: null,
            errors: [{ message: 'Authentication required', extensions: { code: opts.code ?? 'UNAUTHENTICATED' } }],
          } as never);
        }
        observer.complete();
      }, 5);
    });
  });
  return { link, seen };
}

function refreshFetch(respond: (body: { refreshToken: string }) => { status: number; body: unknown }) {
  const calls: { refreshToken: string }[] = [];
  const fetchImpl = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { refreshToken: string };
    calls.push(body);
    await new Promise((r) => setTimeout(r, 20));
    const { status, body: out } = respond(body);
    return { ok: status >= 200 && status < 300, status, json: async () => out } as unknown as Response;
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

function setup({
  valid,
  code,
  respond,
}: {
  valid: () => string;
  code?: string;
  respond: (body: { refreshToken: string }) => { status: number; body: unknown };
}) {
  const server = fakeServer({ valid, code });
  const refresh = refreshFetch(respond);
  const expired: Error[] = [];
  const client = new ApolloClient({
    link: ApolloLink.from([
      createAuthLink({ refresher: createRefresher({ fetchImpl: refresh.fetchImpl }), onSessionExpired: (e) => expired.push(e) }),
      server.link,
    ]),
    cache: new InMemoryCache(),
  });
  return { client, server, refresh, expired };
}

beforeEach(() => localStorage.clear());

describe('auth link: Bearer header and refresh-once', () => {
  it('sends the Bearer token when one exists, and none without', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    const { client, server, refresh } = setup({ valid: () => 'A1', respond: () => ({ status: 500, body: {} }) });
    await expect(client.query({ query: QUERY, fetchPolicy: 'no-cache' })).resolves.toMatchObject({ data: { secret: 'ok' } });
    expect(server.seen).toEqual(['Bearer A1']);
    expect(refresh.calls).toHaveLength(0);

    localStorage.clear();
    await client.mutate({ mutation: LOGIN }).catch(() => undefined);
    expect(server.seen[1]).toBeUndefined();
  });

  it('refreshes once on UNAUTHENTICATED, stores the new tokens and replays the request', async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'R1' });
    const { client, server, refresh } = setup({
      valid: () => 'A2',
      respond: () => ({ status: 200, body: { accessToken: 'A2', refreshToken: 'R2' } }),
    });
    const result = await client.query({ query: QUERY, fetchPolicy: 'no-cache' });
    expect(result.data).toMatchObject({ secret: 'ok' });
    expect(refresh.calls).toEqual([{ refreshToken: 'R1' }]);
    expect(server.seen).toEqual(['Bearer expired', 'Bearer A2']);
    expect(getAccessToken()).toBe('A2');
    expect(getRefreshToken()).toBe('R2');
  });

  it('also refreshes on FORBIDDEN', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'R1' });
    const { client, refresh } = setup({
      valid: () => 'A2',
      code: 'FORBIDDEN',
      respond: () => ({ status: 200, body: { accessToken: 'A2', refreshToken: 'R2' } }),
    });
    await expect(client.query({ query: QUERY, fetchPolicy: 'no-cache' })).resolves.toMatchObject({ data: { secret: 'ok' } });
    expect(refresh.calls).toHaveLength(1);
  });

  it('two requests failing at once share one refresh', async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'R1' });
    const { client, server, refresh } = setup({
      valid: () => 'A2',
      respond: ({ refreshToken }) =>
        refreshToken === 'R1'
          ? { status: 200, body: { accessToken: 'A2', refreshToken: 'R2' } }
          : { status: 401, body: { error: 'Refresh token reused' } },
    });
    const [a, b] = await Promise.all([
      client.query({ query: QUERY, fetchPolicy: 'no-cache' }),
      client.query({ query: gql`query Secret2 { secret }`, fetchPolicy: 'no-cache' }),
    ]);
    expect(a.data).toMatchObject({ secret: 'ok' });
    expect(b.data).toMatchObject({ secret: 'ok' });
    expect(refresh.calls).toHaveLength(1);
    expect(server.seen.filter((s) => s === 'Bearer A2')).toHaveLength(2);
  });

  it('retries at most once: a request still refused after the refresh fails with the server error', async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'R1' });
    const { client, server, refresh } = setup({
      valid: () => 'never-valid',
      respond: () => ({ status: 200, body: { accessToken: 'A2', refreshToken: 'R2' } }),
    });
    const error = await client.query({ query: QUERY, fetchPolicy: 'no-cache' }).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(errorMessage(error)).toBe('Authentication required');
    expect(refresh.calls).toHaveLength(1);
    expect(server.seen).toEqual(['Bearer expired', 'Bearer A2']);
  });

  it("with no refresh token: 'No refresh token available', tokens cleared, session expired", async () => {
    localStorage.setItem('accessToken', 'expired');
    const { client, refresh, expired } = setup({ valid: () => 'A2', respond: () => ({ status: 200, body: {} }) });
    const error = await client.query({ query: QUERY, fetchPolicy: 'no-cache' }).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(refresh.calls).toHaveLength(0);
    expect(expired.map((e) => e.message)).toEqual([NO_REFRESH_TOKEN]);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it("a malformed refresh answer is 'Invalid response from refresh token endpoint' and clears the tokens", async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'R1' });
    const { client, expired } = setup({ valid: () => 'A2', respond: () => ({ status: 200, body: { token: 'x' } }) });
    await client.query({ query: QUERY, fetchPolicy: 'no-cache' }).catch(() => undefined);
    expect(expired.map((e) => e.message)).toEqual([INVALID_REFRESH_RESPONSE]);
    expect(getAccessToken()).toBeNull();
  });

  it('a refused refresh clears the tokens and reports the server message', async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'R1' });
    const { client, expired } = setup({ valid: () => 'A2', respond: () => ({ status: 401, body: { error: 'Invalid refresh token' } }) });
    await client.query({ query: QUERY, fetchPolicy: 'no-cache' }).catch(() => undefined);
    expect(expired.map((e) => e.message)).toEqual(['Invalid refresh token']);
    expect(getRefreshToken()).toBeNull();
  });

  it('never refreshes for the login mutation itself', async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'R1' });
    const { client, refresh } = setup({ valid: () => 'A2', respond: () => ({ status: 200, body: { accessToken: 'A2', refreshToken: 'R2' } }) });
    await expect(client.mutate({ mutation: LOGIN })).rejects.toBeTruthy();
    expect(refresh.calls).toHaveLength(0);
    expect(getRefreshToken()).toBe('R1');
  });
});

describe('auth link: refreshes that must not end the login', () => {
  /** navigator.locks as Chromium has it (jsdom has none): one holder per name, the others queue. */
  function installWebLocks() {
    const queues = new Map<string, Promise<unknown>>();
    const names: string[] = [];
    const locks = {
      request: (name: string, work: () => Promise<unknown>) => {
        names.push(name);
        const run = (queues.get(name) ?? Promise.resolve()).then(work, work);
        queues.set(name, run.catch(() => undefined));
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return { names, remove: () => Reflect.deleteProperty(navigator, 'locks') };
  }

  it('two tabs refreshing at once present the refresh token once: the second takes the pair the first stored', async () => {
    const locks = installWebLocks();
    try {
      setTokens({ accessToken: 'expired', refreshToken: 'R1' });
      // The server as it is past its grace: a refresh token presented twice ends the login.
      const used = new Set<string>();
      const respond = ({ refreshToken }: { refreshToken: string }) => {
        if (used.has(refreshToken)) return { status: 401, body: { error: 'Invalid refresh token' } };
        used.add(refreshToken);
        return { status: 200, body: { accessToken: 'A2', refreshToken: 'R2' } };
      };
      const tabA = setup({ valid: () => 'A2', respond });
      const tabB = setup({ valid: () => 'A2', respond });
      const [a, b] = await Promise.all([tabA.client.query({ query: QUERY, fetchPolicy: 'no-cache' }), tabB.client.query({ query: QUERY, fetchPolicy: 'no-cache' })]);
      expect([a.data, b.data]).toMatchObject([{ secret: 'ok' }, { secret: 'ok' }]);
      expect([...tabA.refresh.calls, ...tabB.refresh.calls]).toEqual([{ refreshToken: 'R1' }]);
      expect([...tabA.expired, ...tabB.expired]).toEqual([]);
      expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
      expect(getRefreshToken()).toBe('R2');
    } finally {
      locks.remove();
    }
  });

  it('a refresh that got no answer (offline, the page being left) keeps the tokens and fails as the fetch did', async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'R1' });
    const expired: Error[] = [];
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = new ApolloClient({
      link: ApolloLink.from([
        createAuthLink({ refresher: createRefresher({ fetchImpl: offline as unknown as typeof fetch }), onSessionExpired: (e) => expired.push(e) }),
        fakeServer({ valid: () => 'A2' }).link,
      ]),
      cache: new InMemoryCache(),
    });
    const error = await client.query({ query: QUERY, fetchPolicy: 'no-cache' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TypeError', message: 'Failed to fetch' });
    expect(expired).toEqual([]);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['expired', 'R1']);
  });
});

describe('errorMessage', () => {
  it('server message, else transport message, else the fallback', () => {
    const gqlError = new CombinedGraphQLErrors({ errors: [{ message: 'Band not found' }] } as never);
    expect(errorMessage(gqlError, 'Failed to delete band')).toBe('Band not found');
    expect(errorMessage(new Error('Failed to fetch'), 'Failed to delete band')).toBe('Failed to fetch');
    expect(errorMessage(undefined, 'Failed to delete band')).toBe('Failed to delete band');
    expect(errorMessage({})).toBe('Unknown error');
  });
});
