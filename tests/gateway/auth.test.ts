import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REFRESH_GRACE_MS } from '../../server/services/auth/service';
import { ADMIN, createTestApp, USER, type TestApp } from '../helpers/test-app';
import { codeOf, firstError, gql } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const REGISTER = `mutation($input: CredentialsInput!) { register(input: $input) { accessToken refreshToken user { _id email role createdAt } } }`;
const LOGIN = `mutation($input: CredentialsInput!) { login(input: $input) { accessToken refreshToken user { email role } } }`;
const ME = `{ me { _id email role createdAt } }`;
const REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken } }`;
const LOGOUT = `mutation($t: String!) { logout(refreshToken: $t) }`;

describe('register', () => {
  it('makes the first account admin, the next a user', async () => {
    const first = await gql(t, REGISTER, { input: ADMIN });
    expect(first.status).toBe(200);
    expect(first.body.data.register.user).toEqual({
      _id: expect.any(String),
      email: ADMIN.email,
      role: 'admin',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const second = await gql(t, REGISTER, { input: USER });
    expect(second.body.data.register.user.role).toBe('user');
  });

  it('refuses an existing email with CONFLICT (409) and bad input with BAD_USER_INPUT and details', async () => {
    const taken = await gql(t, REGISTER, { input: { ...USER, email: USER.email.toUpperCase() } });
    expect(taken.status).toBe(409);
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(taken.body.data).toBeNull();

    const bad = await gql(t, REGISTER, { input: { email: 'nope', password: '123' } });
    expect(bad.status).toBe(400);
    expect(firstError(bad)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: { email: 'Invalid email address', password: 'Password must be at least 6 characters' },
    });
  });
});

describe('login, me, refresh, logout', () => {
  it('logs in and answers me with the Bearer token', async () => {
    const login = await gql(t, LOGIN, { input: ADMIN });
    expect(login.body.data.login.user).toEqual({ email: ADMIN.email, role: 'admin' });
    const me = await gql(t, ME, undefined, `Bearer ${login.body.data.login.accessToken}`);
    expect(me.status).toBe(200);
    expect(me.body.data.me.email).toBe(ADMIN.email);
  });

  it('answers me without a token, or with a bad one, UNAUTHENTICATED with 401', async () => {
    for (const token of [undefined, 'Bearer not-a-jwt']) {
      const res = await gql(t, ME, undefined, token);
      expect(res.status).toBe(401);
      expect(res.body.data).toBeNull();
      expect(firstError(res)).toEqual({
        message: 'Authentication required',
        locations: expect.any(Array),
        path: ['me'],
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('rotates the refresh token and logs out', async () => {
    const login = await gql(t, LOGIN, { input: USER });
    const { refreshToken } = login.body.data.login;
    const refreshed = await gql(t, REFRESH, { t: refreshToken });
    expect(refreshed.body.data.refreshToken).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    // A reuse after the grace given to two tabs refreshing at once is refused.
    t.clock.now = new Date(Date.now() + REFRESH_GRACE_MS + 1_000);
    const reused = await gql(t, REFRESH, { t: refreshToken });
    t.clock.now = null;
    expect(codeOf(reused)).toBe('UNAUTHENTICATED');

    const next = refreshed.body.data.refreshToken.refreshToken;
    const out = await gql(t, LOGOUT, { t: next });
    expect(out.body.data).toEqual({ logout: true });
    expect(codeOf(await gql(t, REFRESH, { t: next }))).toBe('UNAUTHENTICATED');
  });

  it('rejects empty refresh input with BAD_USER_INPUT', async () => {
    const res = await gql(t, REFRESH, { t: '' });
    expect(res.status).toBe(400);
    expect(firstError(res)?.extensions.code).toBe('BAD_USER_INPUT');
    expect(firstError(res)?.extensions.details).toEqual({ refreshToken: expect.any(String) });
  });

  it('rate limits failed logins: TOO_MANY_REQUESTS with retryAfter and Retry-After', async () => {
    const wrong = { input: { email: ADMIN.email, password: 'wrong-password' } };
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await gql(t, LOGIN, wrong);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(last!.status).toBe(429);
    expect(codeOf(last!)).toBe('TOO_MANY_REQUESTS');
    expect(firstError(last!)?.extensions.retryAfter).toBeGreaterThan(0);
    expect(Number(last!.headers['retry-after'])).toBe(firstError(last!)?.extensions.retryAfter);
  });
});
