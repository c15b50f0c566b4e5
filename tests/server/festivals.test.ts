import { DEFAULT_FESTIVAL_DAYS } from '@domain/festivals';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectCreated } from '../helpers/created';
import { signedInApp, type TestApp } from '../helpers/test-app';
import { gql } from '../gateway/helpers';

let t: TestApp, admin: string, user: string;
beforeAll(async () => ({ t, admin, user } = await signedInApp()));
afterAll(() => t.close());

const full = {
  name: 'Metal Gates 2025',
  dates: '25-27 September 2025',
  description: 'Three days of heavy metal',
  location: 'Quantic Club, Bucharest',
  ticketUrl: 'https://tickets.example.com/mg2025',
  isActive: true,
};

describe('festivals', () => {
  it('has no active festival and an empty list at first', async () => {
    const active = await t.http.get('/api/festivals/active');
    expect(active.status).toBe(200);
    expect(active.body).toEqual({ festival: null });
    const list = await t.http.get('/api/festivals');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: { festivals: [] } });
  });

  it('creates one with 201 {festival}, active by default, other fields defaulting to empty', async () => {
    const res = await t.http.post('/api/festivals').set('Authorization', admin).send({ name: '  Metal Gates 2024 ' });
    expectCreated(res, 'festival', {
      name: 'Metal Gates 2024',
      dates: '',
      description: '',
      location: '',
      ticketUrl: '',
      isActive: true,
      // The spec's three days until the settings say otherwise.
      days: DEFAULT_FESTIVAL_DAYS,
    });
    const active = await t.http.get('/api/festivals/active');
    expect(active.body.festival._id).toBe(res.body.festival._id);
  });

  it('activating a new one deactivates the rest (at most one active)', async () => {
    const created = await t.http.post('/api/festivals').set('Authorization', admin).send(full);
    expect(created.status).toBe(201);
    expect(created.body.festival).toMatchObject(full);
    const list = (await t.http.get('/api/festivals')).body.data.festivals as { _id: string; isActive: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((f) => f.isActive).map((f) => f._id)).toEqual([created.body.festival._id]);
    const active = await t.http.get('/api/festivals/active');
    expect(active.body.festival.ticketUrl).toBe(full.ticketUrl);
  });

  it('creates an inactive one without touching the active one', async () => {
    const before = (await t.http.get('/api/festivals/active')).body.festival._id;
    const res = await t.http
      .post('/api/festivals')
      .set('Authorization', admin)
      .send({ name: 'Metal Gates 2026', isActive: false });
    expect(res.status).toBe(201);
    expect(res.body.festival.isActive).toBe(false);
    expect((await t.http.get('/api/festivals/active')).body.festival._id).toBe(before);
  });

  it('PUT changes the fields sent, and activating via PUT moves the active flag', async () => {
    const list = (await t.http.get('/api/festivals')).body.data.festivals as { _id: string; name: string; isActive: boolean }[];
    const target = list.find((f) => f.name === 'Metal Gates 2026')!;
    const res = await t.http
      .put(`/api/festivals/${target._id}`)
      .set('Authorization', admin)
      .send({ location: 'Arenele Romane', isActive: true });
    expect(res.status).toBe(200);
    expect(res.body.festival).toMatchObject({ _id: target._id, name: 'Metal Gates 2026', location: 'Arenele Romane', isActive: true });
    const after = (await t.http.get('/api/festivals')).body.data.festivals as { _id: string; isActive: boolean }[];
    expect(after.filter((f) => f.isActive).map((f) => f._id)).toEqual([target._id]);
    expect(after[0]!._id).toBe(target._id); // the active one is listed first

    const cleared = await t.http.put(`/api/festivals/${target._id}`).set('Authorization', admin).send({ ticketUrl: '' });
    expect(cleared.body.festival.ticketUrl).toBe('');
    const deactivated = await t.http.put(`/api/festivals/${target._id}`).set('Authorization', admin).send({ isActive: false });
    expect(deactivated.body.festival.isActive).toBe(false);
    expect((await t.http.get('/api/festivals/active')).body).toEqual({ festival: null });
  });

  it('one meaning of update at both doors: a field not sent is kept, null or an empty text clears it', async () => {
    const created = await t.http
      .post('/api/festivals')
      .set('Authorization', admin)
      .send({ ...full, name: 'Meaning of update', isActive: false });
    const id = created.body.festival._id as string;
    const rest = await t.http.put(`/api/festivals/${id}`).set('Authorization', admin).send({ description: 'New words', location: null });
    expect(rest.status).toBe(200);
    expect(rest.body.festival).toMatchObject({ name: 'Meaning of update', dates: full.dates, ticketUrl: full.ticketUrl, description: 'New words', location: '', isActive: false });

    const UPDATE = 'mutation ($id: ID!, $input: FestivalInput!) { updateFestival(id: $id, input: $input) { name dates description location ticketUrl isActive } }';
    const gq = await gql(t, UPDATE, { id, input: { dates: '', ticketUrl: null } }, admin);
    expect(gq.body.errors).toBeUndefined();
    expect(gq.body.data.updateFestival).toEqual({ name: 'Meaning of update', dates: '', description: 'New words', location: '', ticketUrl: '', isActive: false });
    // The name is required: an update may not empty it, and a create must send it (GraphQL's input has every field optional).
    expect((await gql(t, UPDATE, { id, input: { name: null } }, admin)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const nameless = await gql(t, 'mutation { createFestival(input: {dates: "soon"}) { _id } }', {}, admin);
    expect(nameless.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', details: { name: 'Festival name is required' } } });

    // One festival by id, at both doors.
    expect((await t.http.get(`/api/festivals/${id}`)).body.festival.description).toBe('New words');
    expect((await gql(t, `{ festival(id: "${id}") { name } }`)).body.data.festival).toEqual({ name: 'Meaning of update' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-an-id', 'nul%00byte', 'x'.repeat(300), "1'%20or%20'1'='1"]) {
      const res = await t.http.put(`/api/festivals/${id}`).set('Authorization', admin).send({ name: 'x' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Festival not found' });
    }
  });

  it('validates: name required, ticket URL http(s), max lengths, boolean isActive', async () => {
    const missing = await t.http.post('/api/festivals').set('Authorization', admin).send({ dates: 'soon' });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual({ name: 'Festival name is required' });

    const bad = await t.http
      .post('/api/festivals')
      .set('Authorization', admin)
      .send({ name: 'x'.repeat(201), ticketUrl: 'javascript:alert(1)', isActive: 'maybe', description: 'y'.repeat(2001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(['description', 'isActive', 'name', 'ticketUrl']);
    expect(bad.body.details.ticketUrl).toBe('Must be an http(s) URL');

    const id = (await t.http.get('/api/festivals')).body.data.festivals[0]._id;
    const emptied = await t.http.put(`/api/festivals/${id}`).set('Authorization', admin).send({ name: '' });
    expect(emptied.status).toBe(400);
    expect(emptied.body.details).toEqual({ name: 'Festival name is required' });
  });

  it('needs an admin for writes: 401 without a token, 403 for a user', async () => {
    const id = (await t.http.get('/api/festivals')).body.data.festivals[0]._id;
    const calls = [
      () => t.http.post('/api/festivals').send(full),
      () => t.http.put(`/api/festivals/${id}`).send(full),
    ];
    for (const call of calls) {
      const anon = await call();
      expect(anon.status).toBe(401);
      expect(anon.body).toEqual({ error: expect.any(String) });
      expect((await call().set('Authorization', user)).status).toBe(403);
      expect((await call().set('Authorization', 'Bearer forged')).status).toBe(401);
    }
  });

  it('keeps one active festival when two activations race', async () => {
    const [a, b] = await Promise.all([
      t.http.post('/api/festivals').set('Authorization', admin).send({ name: 'Race A' }),
      t.http.post('/api/festivals').set('Authorization', admin).send({ name: 'Race B' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const list = (await t.http.get('/api/festivals')).body.data.festivals as { isActive: boolean }[];
    expect(list.filter((f) => f.isActive)).toHaveLength(1);
  });
});
