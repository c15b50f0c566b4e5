import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { REFRESH_GRACE_MS } from '../../server/services/auth/service';
import { ADMIN, createTestApp, USER, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '4' });
});
afterAll(() => t.close());

describe('registration', () => {
  it('makes the first account admin and later ones users, never exposing the hash', async () => {
    const first = await t.http.post('/api/auth/register').send(ADMIN);
    expect(first.status).toBe(201);
    expect(first.body.user).toEqual({
      _id: expect.any(String),
      email: ADMIN.email,
      role: 'admin',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(first.body.accessToken).toEqual(expect.any(String));
    expect(first.body.refreshToken).toEqual(expect.any(String));
    expect(JSON.stringify(first.body)).not.toMatch(/argon2|passwordHash/);

    const second = await t.http.post('/api/auth/register').send(USER);
    expect(second.status).toBe(201);
    expect(second.body.user.role).toBe('user');
  });

  it('stores only an argon2id hash of the password', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(ADMIN.password);
  });

  it('refuses an email that exists with 409, whatever its case', async () => {
    const res = await t.http.post('/api/auth/register').send({ ...USER, email: USER.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('validates with the spec messages', async () => {
    const res = await t.http.post('/api/auth/register').send({ email: 'nope', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('login', () => {
  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'not-the-one' });
    const unknown = await t.http.post('/api/auth/login').send({ email: 'ghost@example.com', password: 'whatever' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('gives 400 with details for missing or malformed input, not 401', async () => {
    const res = await t.http.post('/api/auth/login').send({ email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('signs in and reads the current user with the access token', async () => {
    const login = await t.http.post('/api/auth/login').send(ADMIN);
    expect(login.status).toBe(200);
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${login.body.accessToken}`);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it('refuses /me without a token or with a bad one', async () => {
    expect((await t.http.get('/api/auth/me')).status).toBe(401);
    expect((await t.http.get('/api/auth/me').set('Authorization', 'Bearer garbage')).status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new one works once, the old one stops working', async () => {
    const login = await t.http.post('/api/auth/login').send(USER);
    const first = await t.http.post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(first.body.refreshToken).not.toBe(login.body.refreshToken);
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${first.body.accessToken}`);
    expect(me.body.user.email).toBe(USER.email);
  });

  it('revoke the whole login when an already-used token is presented again', async () => {
    const login = await t.http.post('/api/auth/login').send(USER);
    const rotated = await t.http.post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken });
    expect(rotated.status).toBe(200);
    // A thief replays the old token after the grace given to two tabs refreshing at once...
    t.clock.now = new Date(Date.now() + REFRESH_GRACE_MS + 1_000);
    const replay = await t.http.post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken });
    t.clock.now = null;
    expect(replay.status).toBe(401);
    // ...and the legitimate holder's newer token is dead too.
    const victim = await t.http.post('/api/auth/refresh').send({ refreshToken: rotated.body.refreshToken });
    expect(victim.status).toBe(401);
  });

  it('logout ends the login: 204, then the token is refused', async () => {
    const login = await t.http.post('/api/auth/login').send(USER);
    const out = await t.http.post('/api/auth/logout').send({ refreshToken: login.body.refreshToken });
    expect(out.status).toBe(204);
    const again = await t.http.post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken });
    expect(again.status).toBe(401);
  });

  it('expire after their lifetime', async () => {
    const login = await t.http.post('/api/auth/login').send(USER);
    t.clock.now = new Date(Date.now() + 31 * 86_400_000);
    try {
      const res = await t.http.post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken });
      expect(res.status).toBe(401);
    } finally {
      t.clock.now = null;
    }
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After once a client passes its failed-login budget', async () => {
    // LOGIN_RATE_LIMIT=4 for this file; two failures were spent above.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'wrong-password' });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toContain(429);
    // Even the right password is refused while limited.
    expect((await t.http.post('/api/auth/login').send(ADMIN)).status).toBe(429);
  });
});
