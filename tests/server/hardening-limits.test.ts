import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymous } from '../../server/access';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '10', ACCOUNT_LOGIN_RATE_LIMIT: '15', REGISTER_RATE_LIMIT: '3', VISIT_RATE_LIMIT: '20' });
  await t.adminToken();
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('login limits that hold', () => {
  it('counts each attempt before verifying it: a burst of wrong passwords cannot pass the limit', async () => {
    const client = from('10.0.0.1');
    const burst = await Promise.all(
      Array.from({ length: 59 }, () => t.http.post('/api/auth/login').set(client).send({ email: ADMIN.email, password: 'wrong-guess' })),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(10);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(49);
    const right = await t.http.post('/api/auth/login').set(client).send(ADMIN);
    expect(right.status).toBe(429);
  });

  it('refuses the right password sent right behind a burst of wrong ones: the burst counts before it is verified', async () => {
    const account = { email: 'burst@example.com', password: 'burst-secret' };
    expect((await t.http.post('/api/auth/register').set(from('10.0.3.1')).send(account)).status).toBe(201);
    // Straight to the service, all in one tick: every attempt is in flight (waiting for argon2) when
    // the right password comes, which is the moment a limit counted after verifying lets it through.
    const client = anonymous('10.0.0.9');
    const outcome = (attempt: Promise<unknown>) => attempt.then(() => 200, (e: { status?: number }) => e.status ?? 500);
    const burst = Array.from({ length: 59 }, () => outcome(t.services.auth.login(client, { ...account, password: 'wrong-guess' })));
    const right = outcome(t.services.auth.login(client, account));
    expect(await right).toBe(429);
    expect((await Promise.all(burst)).filter((status) => status === 401)).toHaveLength(10);
  });

  it('refunds successful logins: many right passwords in a row all sign in', async () => {
    for (let i = 0; i < 14; i++) {
      expect((await t.http.post('/api/auth/login').set(from('10.0.0.2')).send(ADMIN)).status).toBe(200);
    }
  });

  it('counts failures per account across clients without locking the member out (delays: sign-in-limits.test.ts)', async () => {
    const target = { email: 'victim@example.com', password: 'victim-secret' };
    expect((await t.http.post('/api/auth/register').set(from('10.0.1.1')).send(target)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await t.http.post('/api/auth/login').set(from(`10.1.${i}.1`)).send({ ...target, password: `guess-${i}` });
      statuses.push(res.status);
    }
    // Sixteen clients, one guess each: each is a first try of its own, so each is checked (401).
    expect(statuses.every((s) => s === 401)).toBe(true);
    // The sixteenth put the account on a growing delay: a client that failed waits (within its own
    // budget of 10: the 429 is the delay's); a fresh one signs in.
    const held: number[] = [];
    while (held.length < 9 && held.at(-1) !== 429) held.push((await t.http.post('/api/auth/login').set(from('10.1.15.1')).send({ ...target, password: 'guess-again' })).status);
    expect(held.at(-1)).toBe(429);
    expect((await t.http.post('/api/auth/login').set(from('10.2.0.1')).send(target)).status).toBe(200);
  });
});

describe('registration', () => {
  it('is closed by default', async () => {
    const closed = await createTestApp({ REGISTRATION: '' });
    try {
      const res = await closed.http.post('/api/auth/register').send({ email: 'new@example.com', password: 'secret-1' });
      expect(res.status).toBe(403);
    } finally {
      await closed.close();
    }
  });

  it('when open, is rate limited per client', async () => {
    const client = from('10.3.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.http.post('/api/auth/register').set(client).send({ email: `fan${i}@example.com`, password: 'secret-1' })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await t.http.post('/api/auth/register').set(from('10.3.0.2')).send({ email: 'other@example.com', password: 'secret-1' })).status).toBe(201);
  });
});

describe('visit log', () => {
  it('stores a visitor once per day and rate limits each client', async () => {
    const admin = await t.adminToken();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await t.http.post('/api/visits/log').set(from('10.4.0.1')).set('User-Agent', 'Fan/1.0')).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const stats = await t.http.get('/api/visits/stats').set('Authorization', admin);
    expect(stats.body.totalVisitors).toBe(1);
    const rows = await t.database.db.execute<{ n: number }>('select count(*)::int as n from visits' as never);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(1);
  });
});
