import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Sign-in limits (issue 31, findings 3 and 4): by account and client together, with growing delays
 * for the account, so nobody can lock a known member out; and every call that takes a TOTP or
 * recovery code counts wrong ones like sign-in does. Both doors.
 * Here: 5 failures per client, 8 per account before its delays begin.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '5', ACCOUNT_LOGIN_RATE_LIMIT: '8' });
  admin = await t.adminToken();
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');

async function newMember(email: string) {
  const password = `${email}-secret`;
  const { body } = await t.http.post('/api/users/invites').set('Authorization', admin).send({ email, role: 'editor' });
  const accepted = await t.http.post('/api/auth/accept-invite').set(from('10.9.9.9')).send({ token: tokenOf(body.invite.url), password });
  return { email, password, auth: `Bearer ${accepted.body.accessToken}` };
}

const login = (ip: string, email: string, password: string) => t.http.post('/api/auth/login').set(from(ip)).send({ email, password });
const loginViaGraphql = (ip: string, email: string, password: string) =>
  t.http.post('/api/graphql').set(from(ip)).send({ query: 'mutation($input: CredentialsInput!) { login(input: $input) { accessToken } }', variables: { input: { email, password } } });

/** Wrong attempts from one client until the first 429 (at most `max`): the statuses. */
async function hammer(attempt: () => Promise<{ status: number }>, max: number) {
  const statuses: number[] = [];
  while (statuses.length < max && statuses.at(-1) !== 429) statuses.push((await attempt()).status);
  return statuses;
}

describe('nobody can lock a known member out', () => {
  it('the right password from a fresh client signs in (both doors) while an attacker hammers the account from two addresses', async () => {
    const member = await newMember('hammered@example.com');
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      const statuses = await hammer(() => login(ip, member.email, 'wrong-guess'), 12);
      // Each attacking client is stopped by its own budget, or earlier by the account's delay.
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    }
    const held = await login('203.0.113.1', member.email, member.password);
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    expect((await login('198.51.100.20', member.email, member.password)).status).toBe(200);
    const viaGraphql = await loginViaGraphql('198.51.100.21', member.email, member.password);
    expect(viaGraphql.body.data?.login.accessToken).toEqual(expect.any(String));
  });

  it('past the account’s free failures, a client that failed on it waits a growing delay (both doors)', async () => {
    const member = await newMember('delayed@example.com');
    // Eight failures from eight addresses: the account's free ones.
    for (let i = 1; i <= 8; i++) expect((await login(`192.0.2.${i}`, member.email, 'wrong-guess')).status).toBe(401);
    // Each further failure puts the account on a delay (2 s, then 4 s, 8 s…) that every client which
    // failed on it waits out. This client has four tries left of its own budget: a 429 within them is the delay's.
    const statuses = await hammer(() => login('192.0.2.1', member.email, 'wrong-guess'), 4);
    expect(statuses.at(-1)).toBe(429);
    const graphqlStatuses: (string | undefined)[] = [];
    while (graphqlStatuses.length < 4 && graphqlStatuses.at(-1) !== 'TOO_MANY_REQUESTS') {
      graphqlStatuses.push((await loginViaGraphql('192.0.2.2', member.email, 'wrong-guess')).body.errors[0].extensions.code);
    }
    expect(graphqlStatuses.at(-1)).toBe('TOO_MANY_REQUESTS');
    // A client new to the account is not held by its delay.
    expect((await login('192.0.2.200', member.email, member.password)).status).toBe(200);
  });
});

describe('every second-factor check counts its failures', () => {
  let member: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    member = await newMember('codes@example.com');
    const { body } = await t.http.post('/api/auth/2fa/setup').set('Authorization', member.auth);
    await t.http.post('/api/auth/2fa/enable').set('Authorization', member.auth).send({ code: await generate({ secret: body.secret }) });
  });

  it('2fa/disable answers 429 after the sign-in limit (REST and GraphQL); two-factor stays on', async () => {
    const ip = '198.51.100.50';
    const disable = () => t.http.post('/api/auth/2fa/disable').set(from(ip)).set('Authorization', member.auth).send({ code: '000000' });
    const statuses = await hammer(disable, 20);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    const viaGraphql = await t.http.post('/api/graphql').set(from(ip)).set('Authorization', member.auth).send({ query: 'mutation { disableTwoFactor(code: "111111") }' });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await t.http.get('/api/auth/2fa').set('Authorization', member.auth)).body.enabled).toBe(true);
  });

  it('2fa/enable and verify count too', async () => {
    const other = await newMember('enabling@example.com');
    await t.http.post('/api/auth/2fa/setup').set('Authorization', other.auth);
    const enable = () => t.http.post('/api/auth/2fa/enable').set(from('198.51.100.60')).set('Authorization', other.auth).send({ code: '000000' });
    expect((await hammer(enable, 20)).at(-1)).toBe(429);

    const { body } = await login('198.51.100.70', member.email, member.password);
    const verify = () => t.http.post('/api/auth/2fa/verify').set(from('198.51.100.70')).send({ challenge: body.challenge, code: 'abcde-fghij' });
    expect((await hammer(verify, 20)).at(-1)).toBe(429);
  });
});
