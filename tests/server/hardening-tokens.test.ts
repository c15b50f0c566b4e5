import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { users } from '../../server/db/schema';
import { REFRESH_GRACE_MS } from '../../server/services/auth/service';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.adminToken();
});
afterAll(() => t.close());

let n = 0;
async function signIn() {
  const who = { email: `tab${++n}@example.com`, password: 'tab-secret' };
  const res = await t.http.post('/api/auth/register').set('X-Forwarded-For', `10.9.${n}.1`).send(who);
  expect(res.status).toBe(201);
  return res.body as { accessToken: string; refreshToken: string; user: { _id: string } };
}
const me = (accessToken: string) => t.http.get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`);

describe('tokens end when their login ends', () => {
  it('refuses the access token after logout', async () => {
    const session = await signIn();
    expect((await me(session.accessToken)).status).toBe(200);
    expect((await t.http.post('/api/auth/logout').send({ refreshToken: session.refreshToken })).status).toBe(204);
    expect((await me(session.accessToken)).status).toBe(401);
  });

  it('refuses a token without exp, and takes the role from the user, not the token', async () => {
    const session = await signIn();
    const { sid } = jwt.decode(session.accessToken) as { sid: string };
    const noExp = jwt.sign({ sid }, 'test-secret', { subject: session.user._id, algorithm: 'HS256' });
    expect((await me(noExp)).status).toBe(401);
    const forgedRole = jwt.sign({ sid, role: 'admin' }, 'test-secret', { subject: session.user._id, algorithm: 'HS256', expiresIn: 60 });
    const stats = await t.http.get('/api/visits/stats').set('Authorization', `Bearer ${forgedRole}`);
    expect(stats.status).toBe(403);
  });

  it('refuses the access token of a deleted user', async () => {
    const session = await signIn();
    await t.database.db.delete(users).where(eq(users.id, session.user._id));
    expect((await me(session.accessToken)).status).toBe(401);
  });

  it('gives two refreshes of one token at once the same new pair', async () => {
    const session = await signIn();
    const [a, b] = await Promise.all([
      t.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken }),
      t.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await me(a.body.accessToken)).status).toBe(200);
    const next = await t.http.post('/api/auth/refresh').send({ refreshToken: a.body.refreshToken });
    expect(next.status).toBe(200);
  });

  it('revokes the login, access tokens included, on reuse after the grace', async () => {
    const session = await signIn();
    const first = await t.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken });
    expect(first.status).toBe(200);
    t.clock.now = new Date(Date.now() + REFRESH_GRACE_MS + 1_000);
    try {
      const reuse = await t.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken });
      expect(reuse.status).toBe(401);
    } finally {
      t.clock.now = null;
    }
    expect((await me(first.body.accessToken)).status).toBe(401);
    expect((await t.http.post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken })).status).toBe(401);
  });
});
