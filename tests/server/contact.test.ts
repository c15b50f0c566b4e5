import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
