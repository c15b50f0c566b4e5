import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INVITE_TTL_MS } from '../../server/services/team/service';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * POST /api/auth/link-status (issue 32): the page an invitation or reset link opens asks whether
 * it can still be used, so that it says "used" or "expired" before a password is typed. Asking
 * consumes nothing.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

// Long and uncommon: staff password rules may ask for a strong one.
const PASSWORD = 'Ossuary-Lantern-Quartz-4471';
const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');
const status = async (kind: string, token: string) => (await t.http.post('/api/auth/link-status').send({ kind, token })).body.status as string;

describe('whether a link can still be used', () => {
  it('an invitation: usable (asking twice consumes nothing), then used; expired; withdrawn or unknown is invalid', async () => {
    const invite = await t.http.post('/api/users/invites').set('Authorization', admin).send({ email: 'links@example.com', role: 'editor' });
    const token = tokenOf(invite.body.invite.url);
    expect(await status('invite', token)).toBe('usable');
    expect(await status('invite', token)).toBe('usable');
    expect((await t.http.post('/api/auth/accept-invite').send({ token, password: PASSWORD })).status).toBe(200);
    expect(await status('invite', token)).toBe('used');

    const later = await t.http.post('/api/users/invites').set('Authorization', admin).send({ email: 'later@example.com', role: 'editor' });
    t.clock.now = new Date(Date.now() + INVITE_TTL_MS + 1000);
    try {
      expect(await status('invite', tokenOf(later.body.invite.url))).toBe('expired');
    } finally {
      t.clock.now = null;
    }
    await t.http.delete(`/api/users/invites/${later.body.invite._id}`).set('Authorization', admin);
    expect(await status('invite', tokenOf(later.body.invite.url))).toBe('invalid');
    expect(await status('invite', 'no-such-token')).toBe('invalid');
    // A reset token is not an invitation.
    expect(await status('reset', token)).toBe('invalid');
  });

  it('a reset link: usable, then used', async () => {
    const member = await t.http.post('/api/auth/login').send({ email: 'links@example.com', password: PASSWORD });
    const link = await t.http.post(`/api/users/${member.body.user._id}/reset-link`).set('Authorization', admin);
    const token = tokenOf(link.body.url);
    expect(await status('reset', token)).toBe('usable');
    expect((await t.http.post('/api/auth/reset-password').send({ token, password: `${PASSWORD}-2` })).status).toBe(200);
    expect(await status('reset', token)).toBe('used');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const noKind = await t.http.post('/api/auth/link-status').send({ token: 'x' });
    expect(noKind.status).toBe(400);
    expect(noKind.body.details).toHaveProperty('kind');
    const noToken = await t.http.post('/api/auth/link-status').send({ kind: 'invite', token: '' });
    expect(noToken.status).toBe(400);
    expect(noToken.body.details).toHaveProperty('token');
  });
});
