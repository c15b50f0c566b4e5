import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { firstError, gql } from '../gateway/helpers';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string;
beforeAll(async () => ({ t, admin, user } = await signedInApp({ CONTACT_RATE_LIMIT: '2' })));
afterAll(() => t.close());

const message = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  subject: `Question ${n}`,
  message: `Hello number ${n}`,
});

describe('contact messages', () => {
  it('validates every field with the spec messages (and invalid ones do not count against the limit)', async () => {
    const empty = await t.http.post('/api/contact').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const blank = await t.http.post('/api/contact').send({ name: '  ', email: '', subject: ' ', message: '\n' });
    expect(blank.body.details).toEqual(empty.body.details);

    const invalid = await t.http.post('/api/contact').send({ ...message(0), email: 'not an email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: expect.any(String), details: { email: 'Invalid email address' } });

    const long = await t.http
      .post('/api/contact')
      .send({ ...message(0), name: 'n'.repeat(201), subject: 's'.repeat(201), message: 'm'.repeat(10_001) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.details).sort()).toEqual(['message', 'name', 'subject']);

    const wrongType = await t.http.post('/api/contact').send({ ...message(0), name: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details).toEqual({ name: 'Name is required' });
  });

  it('stores a valid message: 201 {message}', async () => {
    const res = await t.http.post('/api/contact').send(message(1));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Message sent successfully' });
  });

  it('rate limits per client: 429 with Retry-After past CONTACT_RATE_LIMIT', async () => {
    const second = await t.http.post('/api/contact').send(message(2));
    expect(second.status).toBe(201);
    const third = await t.http.post('/api/contact').send(message(3));
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: expect.any(String) });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('lists messages for admins only, newest first, without the refused one', async () => {
    expect((await t.http.get('/api/contact')).status).toBe(401);
    expect((await t.http.get('/api/contact').set('Authorization', user)).status).toBe(403);
    const res = await t.http.get('/api/contact').set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.contacts).toHaveLength(2);
    expect(res.body.contacts[0]).toEqual({
      _id: expect.any(String),
      ...message(2),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      // New in the inbox: neither read nor handled yet.
      readAt: null,
      handledAt: null,
    });
    expect(res.body.contacts[1].name).toBe('Visitor 1');
    expect(Date.parse(res.body.contacts[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(res.body.contacts[1].createdAt));
  });

  it('honours ?limit and validates it', async () => {
    const one = await t.http.get('/api/contact?limit=1').set('Authorization', admin);
    expect(one.status).toBe(200);
    expect(one.body.contacts.map((c: { name: string }) => c.name)).toEqual(['Visitor 2']);
    const bad = await t.http.get('/api/contact?limit=zero').set('Authorization', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.details).toHaveProperty('limit');
    expect((await t.http.get('/api/contact?limit=0').set('Authorization', admin)).status).toBe(400);
  });

  it('orders by the service clock', async () => {
    t.clock.now = new Date('2020-01-01T00:00:00Z');
    try {
      await t.services.contact.send({ user: null, clientKey: 'another-client' }, message(9));
    } finally {
      t.clock.now = null;
    }
    const res = await t.http.get('/api/contact').set('Authorization', admin);
    expect(res.body.contacts.at(-1)).toMatchObject({ name: 'Visitor 9', createdAt: '2020-01-01T00:00:00.000Z' });
  });
});

describe('the inbox', () => {
  type Contact = { _id: string; name: string; readAt: string | null; handledAt: string | null };
  const inbox = (query = '') => t.http.get(`/api/contact${query}`).set('Authorization', admin);
  const patch = (id: string, body: unknown, token = admin) => t.http.patch(`/api/contact/${id}`).set('Authorization', token).send(body as object);

  beforeAll(async () => {
    for (let n = 10; n < 15; n++) await t.services.contact.send({ user: null, clientKey: `inbox-${n}` }, message(n));
  });

  it('pages through the messages newest first, with the total and how many are unread', async () => {
    const all = await inbox();
    const total = all.body.contacts.length as number;
    expect(total).toBeGreaterThanOrEqual(7);
    expect(all.body).toMatchObject({ nextCursor: null, prevCursor: null, total, unread: total });
    const first = await inbox('?limit=3');
    expect(first.body).toEqual({ contacts: all.body.contacts.slice(0, 3), nextCursor: expect.any(String), prevCursor: null, total, unread: total });
    const second = await inbox(`?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.contacts).toEqual(all.body.contacts.slice(3, 6));
    // Paging is by cursor only, as every list (#37): offset is refused, not ignored.
    const offset = await inbox('?offset=3');
    expect([offset.status, offset.body.details]).toEqual([400, { offset: expect.stringMatching(/offset is not supported/) }]);
  });

  it('filters new (not opened) or handled messages, both doors; another status is a 400 naming it', async () => {
    const all = (await inbox()).body as { contacts: Contact[]; unread: number };
    const [opened, handled] = all.contacts.slice(-2);
    await patch(opened!._id, { read: true });
    await patch(handled!._id, { read: true, handled: true });
    const fresh = await inbox('?status=new');
    expect(fresh.body.contacts.map((c: Contact) => c._id)).toEqual(all.contacts.slice(0, -2).map((c) => c._id));
    expect(fresh.body.total).toBe(all.contacts.length - 2);
    expect((await inbox('?status=handled')).body).toMatchObject({ contacts: [{ _id: handled!._id }], total: 1 });
    const viaGraphql = await t.http
      .post('/api/graphql')
      .set('Authorization', admin)
      .send({ query: '{ contactInbox(status: "handled") { total messages { _id } } }' });
    expect(viaGraphql.body.data.contactInbox).toEqual({ total: 1, messages: [{ _id: handled!._id }] });
    const bad = await inbox('?status=spam');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toHaveProperty('status');
    // Put back as they were for the tests below.
    await patch(opened!._id, { read: false });
    await patch(handled!._id, { read: false, handled: false });
  });

  it('marks a message read and handled (and handled back), admins only, changing nothing on bad input', async () => {
    const [newest] = (await inbox('?limit=1')).body.contacts as Contact[];
    expect((await t.http.patch(`/api/contact/${newest!._id}`).send({ read: true })).status).toBe(401);
    expect((await patch(newest!._id, { read: true }, user)).status).toBe(403);
    expect((await patch(newest!._id, { read: 'yes' })).status).toBe(400);
    expect((await patch(newest!._id, {})).status).toBe(400);
    expect((await patch('no-such-message', { read: true })).status).toBe(404);
    const unchanged = (await inbox('?limit=1')).body;
    expect(unchanged.contacts[0]).toMatchObject({ readAt: null, handledAt: null });

    const read = await patch(newest!._id, { read: true });
    expect(read.status).toBe(200);
    expect(read.body.contact).toMatchObject({ _id: newest!._id, readAt: expect.stringMatching(/Z$/), handledAt: null });
    expect((await inbox('?limit=1')).body.unread).toBe(unchanged.unread - 1);
    const handled = await patch(newest!._id, { handled: true });
    expect(handled.body.contact).toMatchObject({ readAt: read.body.contact.readAt, handledAt: expect.stringMatching(/Z$/) });
    expect((await patch(newest!._id, { handled: false })).body.contact.handledAt).toBeNull();
  });

  it('deletes a message (admins only; then 404)', async () => {
    const before = (await inbox()).body.total as number;
    const [, second] = (await inbox('?limit=2')).body.contacts as Contact[];
    expect((await t.http.delete(`/api/contact/${second!._id}`).set('Authorization', user)).status).toBe(403);
    const deleted = await t.http.delete(`/api/contact/${second!._id}`).set('Authorization', admin);
    expect(deleted.body).toEqual({ _id: second!._id, message: 'Message deleted successfully' });
    expect((await t.http.delete(`/api/contact/${second!._id}`).set('Authorization', admin)).status).toBe(404);
    expect((await inbox()).body.total).toBe(before - 1);
  });

  it('the same through GraphQL; the dashboard query and its count are unchanged', async () => {
    const cursor = (await inbox('?limit=1')).body.nextCursor as string;
    const page = await gql(t, 'query($c: String) { contactInbox(limit: 2, cursor: $c) { total unread nextCursor messages { _id name email readAt handledAt } } }', { c: cursor }, admin);
    expect(page.body.errors).toBeUndefined();
    const rest = (await inbox(`?limit=2&cursor=${encodeURIComponent(cursor)}`)).body;
    expect(page.body.data.contactInbox).toEqual({
      total: rest.total,
      unread: rest.unread,
      nextCursor: rest.nextCursor,
      messages: rest.contacts.map((c: Contact & { email: string }) => ({ _id: c._id, name: c.name, email: c.email, readAt: c.readAt, handledAt: c.handledAt })),
    });
    const id = rest.contacts[0]._id as string;
    const marked = await gql(t, 'mutation($id: ID!) { updateContactMessage(id: $id, input: { read: true, handled: true }) { readAt handledAt } }', { id }, admin);
    expect(marked.body.data.updateContactMessage).toEqual({ readAt: expect.stringMatching(/Z$/), handledAt: expect.stringMatching(/Z$/) });
    expect(firstError(await gql(t, 'mutation($id: ID!) { deleteContactMessage(id: $id) { _id } }', { id }, user))?.extensions.code).toBe('FORBIDDEN');
    const removed = await gql(t, 'mutation($id: ID!) { deleteContactMessage(id: $id) { _id message } }', { id }, admin);
    expect(removed.body.data.deleteContactMessage).toEqual({ _id: id, message: 'Message deleted successfully' });

    const dashboard = await gql(t, '{ contactMessages { _id } }', undefined, admin);
    expect(dashboard.body.data.contactMessages).toHaveLength(rest.total - 1);
  });
});
