/**
 * The audit log (#34): append-only lines for content writes through either door, sign-ins (and
 * failures with the email tried), sign-outs, refresh-token reuse, team and settings changes; read
 * newest first by admins only, a page at a time (cursor), filtered by collection, person and day.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '../gateway/helpers';
import { ADMIN, adminApp, USER, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

type Entry = { _id: string; at: string; actor: { _id: string; email: string } | null; action: string; collection: string | null; itemId: string | null; title: string | null; door: string | null; requestId: string | null };
const audit = async (query: Record<string, string | number> = {}) => {
  const res = await t.http.get('/api/audit').query(query).set('Authorization', admin);
  expect(res.status).toBe(200);
  return res.body as { entries: Entry[]; nextCursor: string | null };
};

describe('what is logged', () => {
  it('a write at each door with who, door and request id', async () => {
    const rest = await t.http.post('/api/stages').set('Authorization', admin).set('X-Request-Id', 'req-audit-1').send({ name: 'Audit Stage' });
    expect(rest.status).toBe(201);
    await gql(t, 'mutation ($id: ID!) { updateStage(id: $id, input: { name: "Audit Stage 2" }) { _id } }', { id: rest.body.stage._id }, admin);
    const { entries } = await audit({ collection: 'stages' });
    expect(entries[0]).toMatchObject({ action: 'update', collection: 'stages', itemId: rest.body.stage._id, title: 'Audit Stage 2', door: 'graphql', actor: { email: ADMIN.email } });
    expect(entries[1]).toMatchObject({ action: 'create', title: 'Audit Stage', door: 'rest', requestId: 'req-audit-1' });
    expect(entries[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('sign-ins (and a failure with the email tried), sign-outs, refresh-token reuse', async () => {
    expect((await t.http.post('/api/auth/login').send({ email: 'Nobody@Example.com', password: 'wrong-password' })).status).toBe(401);
    const login = await t.http.post('/api/auth/login').send(ADMIN);
    expect(login.status).toBe(200);
    const first = login.body.refreshToken as string;
    const rotated = await t.http.post('/api/auth/refresh').send({ refreshToken: first });
    expect(rotated.status).toBe(200);
    // Past the grace a used token is a reuse: the login ends and the log says so.
    t.clock.now = new Date(Date.now() + 60_000);
    try {
      expect((await t.http.post('/api/auth/refresh').send({ refreshToken: first })).status).toBe(401);
    } finally {
      t.clock.now = null;
    }
    const again = await t.http.post('/api/auth/login').send(ADMIN);
    await t.http.post('/api/auth/logout').send({ refreshToken: again.body.refreshToken }).expect(204);
    const actions = (await audit({ limit: 10 })).entries.map((e) => [e.action, e.actor?.email ?? null]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['auth.login.failed', 'nobody@example.com'],
        ['auth.login', ADMIN.email],
        ['auth.refresh.reuse', ADMIN.email],
        ['auth.logout', ADMIN.email],
      ]),
    );
  });

  it('team and settings changes', async () => {
    const invite = await t.http.post('/api/users/invites').set('Authorization', admin).send({ email: 'new-editor@example.com', role: 'editor' });
    expect(invite.status).toBe(201);
    await t.http.put('/api/users/policy').set('Authorization', admin).send({ requireTwoFactor: false });
    await t.http.post('/api/site-assets').set('Authorization', admin).send({ copyright: '© Metal Gates' }).expect(200);
    const entries = (await audit({ limit: 10 })).entries;
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['team.invite', 'settings.team-policy', 'update']));
    expect(entries.find((e) => e.action === 'team.invite')).toMatchObject({ collection: 'team', title: 'new-editor@example.com' });
    expect(entries.find((e) => e.action === 'update')).toMatchObject({ collection: 'siteAssets', itemId: null });

    // Staff's changes to the inbox; a visitor's message is no staff action.
    await t.http.post('/api/contact').send({ name: 'Ana', email: 'ana@example.com', subject: 'Tickets?', message: 'When?' }).expect(201);
    const [message] = (await t.http.get('/api/contact').set('Authorization', admin)).body.contacts;
    await t.http.patch(`/api/contact/${message._id}`).set('Authorization', admin).send({ handled: true }).expect(200);
    await t.http.delete(`/api/contact/${message._id}`).set('Authorization', admin).expect(200);
    const inbox = (await audit({ collection: 'contact' })).entries;
    expect(inbox.map((e) => [e.action, e.itemId, e.title])).toEqual([
      ['contact.delete', message._id, null],
      ['contact.update', message._id, 'Tickets?'],
    ]);
  });
});

describe('reading it', () => {
  it('pages newest first with a cursor, filters by collection, person and day', async () => {
    for (const name of ['Page A', 'Page B', 'Page C']) await t.http.post('/api/archives').set('Authorization', admin).send({ year: name, description: 'd', lineup: 'l' }).expect(201);
    const first = await audit({ collection: 'archives', limit: 2 });
    expect(first.entries.map((e) => e.title)).toEqual(['Page C', 'Page B']);
    const second = await audit({ collection: 'archives', limit: 2, cursor: first.nextCursor! });
    expect(second.entries.map((e) => e.title)).toEqual(['Page A']);
    expect(second.nextCursor).toBeNull();
    const adminId = first.entries[0]!.actor!._id;
    expect((await audit({ actor: adminId, limit: 200 })).entries.every((e) => e.actor?._id === adminId)).toBe(true);
    expect((await audit({ actor: ADMIN.email, limit: 1 })).entries).toHaveLength(1);
    expect((await audit({ since: '2999-01-01' })).entries).toEqual([]);
  });

  it('refuses bad input with 400 and others than admins with 401/403, at both doors; no call edits or deletes', async () => {
    for (const query of [{ cursor: 'not-a-cursor' }, { limit: 0 }, { limit: 'many' }, { since: 'yesterday' }]) {
      const res = await t.http.get('/api/audit').query(query).set('Authorization', admin);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Invalid input: /);
    }
    expect((await t.http.get('/api/audit')).status).toBe(401);
    const user = await t.userToken();
    expect((await t.http.get('/api/audit').set('Authorization', user)).status).toBe(403);
    const refused = await gql(t, '{ auditLog { entries { _id } } }', {}, user);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const read = await gql(t, '{ auditLog(limit: 2, collection: "archives") { entries { action title door actor { email } } nextCursor } }', {}, admin);
    expect(read.body.data.auditLog.entries[0]).toEqual({ action: 'create', title: 'Page C', door: 'rest', actor: { email: ADMIN.email } });
    const bad = await gql(t, '{ auditLog(cursor: "x") { nextCursor } }', {}, admin);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    for (const method of ['put', 'delete', 'post'] as const) expect((await t.http[method]('/api/audit').set('Authorization', admin)).status).toBe(404);
    expect(USER.email).not.toBe(ADMIN.email);
  });
});
