import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import request from 'supertest';
import { createGateway } from '../../gateway';
import { createApp } from '../../server/http/app';
import { adminApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

const multipartBody = (boundary: string, parts: string[]) =>
  parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`;

describe('malformed input is a 4xx', () => {
  it('answers 400 for a multipart body with a broken boundary or cut short', async () => {
    const broken = await t.http
      .post('/api/lineup')
      .set('Authorization', admin)
      .set('Content-Type', 'multipart/form-data')
      .send('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nBand\r\n--x--');
    expect(broken.status).toBe(400);
    const body = multipartBody('cut', ['Content-Disposition: form-data; name="name"\r\n\r\nBand']);
    const truncated = await t.http
      .post('/api/news')
      .set('Authorization', admin)
      .set('Content-Type', 'multipart/form-data; boundary=cut')
      .send(body.slice(0, body.length - 12));
    expect(truncated.status).toBe(400);
    expect(truncated.body).toEqual({ error: expect.any(String) });
  });

  it('reads and drops the body of a GET (answered whole, as without one) and refuses one over 1 MB', async () => {
    const plain = await t.http.get('/api/lineup');
    // Warmed into the public cache: the answer below comes from the fast path, before any body parser.
    const withBody = await t.http.get('/api/lineup').set('Content-Type', 'application/json').send('[{"b":'.repeat(8_000) + '1' + '}]'.repeat(8_000));
    expect([withBody.status, withBody.text]).toEqual([200, plain.text]);
    const huge = await t.http.get('/api/lineup').set('Content-Type', 'application/json').send(`"${'x'.repeat(1_100_000)}"`);
    expect([huge.status, huge.body]).toEqual([413, { error: 'A GET request carries no body' }]);
  });

  it('answers 415 for a JSON body sent with another content type', async () => {
    const res = await t.http
      .post('/api/site-assets')
      .set('Authorization', admin)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ ticketUrl: 'https://tickets.example.com' }));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('refuses a NUL byte in any text field with 400 and details, through both doors', async () => {
    const contact = await t.http
      .post('/api/contact')
      .send({ name: 'Ana\u0000', email: 'ana@example.com', subject: 'Hi', message: 'Hello there' });
    expect(contact.status).toBe(400);
    expect(contact.body.details).toEqual({ name: expect.any(String) });
    const login = await t.http.post('/api/auth/login').send({ email: 'a@b.c', password: 'x\u0000yyyyyy' });
    expect(login.status).toBe(400);
    expect(login.body.details).toHaveProperty('password');
    const news = await t.http
      .post('/api/news')
      .set('Authorization', admin)
      .field('title', 'Title\u0000')
      .field('excerpt', 'e')
      .field('content', 'c');
    expect(news.status).toBe(400);
    expect(news.body.details).toHaveProperty('title');
    const info = await t.http.put('/api/infopage').set('Authorization', admin).send({ content: 'x\u0000' });
    expect(info.status).toBe(400);

    const variables = await t.http
      .post('/api/graphql')
      .set('Content-Type', 'application/json')
      .send(
        JSON.stringify({
          query: 'mutation($i: ContactInput!) { sendContactMessage(input: $i) { message } }',
          variables: { i: { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'a\u0000b' } },
        }),
      );
    expect(variables.status).toBe(400);
    expect(variables.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { message: expect.any(String) } });
    const literal = await t.http.post('/api/graphql').send({ query: 'mutation { logVisit } query Q { band(id: "a\\u0000") { _id } }', operationName: 'Q' });
    expect(literal.status).toBe(400);
  });

  // Text PostgreSQL cannot store as sent: an unpaired surrogate (which JSON can spell, `\udc00`),
  // non-characters. The first answered 500 (the database refused the JSON column's escape).
  const UNSTORABLE = ['x\udc00y', 'x\ud800', '\ufffe', 'a\uffffb', 'x\u{10ffff}', '\ufdd0'];

  it('refuses an unpaired surrogate or a non-character in any text field with 400 naming the field, at both doors', async () => {
    for (const text of UNSTORABLE) {
      const assets = await t.http.post('/api/site-assets').set('Authorization', admin).send({ contactEmails: [{ email: 'press@example.com', purpose: text }] });
      expect({ text, status: assets.status, details: assets.body.details }).toEqual({ text, status: 400, details: { 'contactEmails.0.purpose': expect.any(String) } });
      const contact = await t.http.post('/api/contact').send({ name: text, email: 'ana@example.com', subject: 'Hi', message: 'Hello there' });
      expect(contact.status).toBe(400);
      expect(contact.body.details).toEqual({ name: expect.stringMatching(/surrogate|non-character/) });
      const gql = await t.http
        .post('/api/graphql')
        .set('Authorization', admin)
        .send({ query: 'mutation($i: SiteAssetsInput!) { updateSiteAssets(input: $i) { bannerText } }', variables: { i: { contactEmails: [{ email: 'press@example.com', purpose: text }] } } });
      expect(gql.status).toBe(400);
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { 'contactEmails.0.purpose': expect.any(String) } });
    }
    // A key of an object (social links by network) and a GraphQL string literal are checked too.
    const key = await t.http.post('/api/site-assets').set('Authorization', admin).send({ socialLinks: { 'x\udc00': 'https://example.com' } });
    expect(key.status).toBe(400);
    const literal = await t.http.post('/api/graphql').send({ query: 'query { band(id: "a\\udc00") { _id } }' });
    expect(literal.status).toBe(400);
    // Nothing of it was stored.
    const stored = await t.http.get('/api/site-assets');
    expect(JSON.stringify(stored.body)).not.toMatch(/\\ud[c8]00|\ufffe|\uffff/);
  });

  it('refuses it inside JSON text sent in a multipart form field (parsed by the service, not the door)', async () => {
    const res = await t.http
      .post('/api/site-assets')
      .set('Authorization', admin)
      .field({ contactEmails: '[{"email":"press@example.com","purpose":"x\\udc00y"}]', bannerText: 'Doom' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ 'contactEmails.0.purpose': expect.any(String) });
  });

  it('stores text with paired surrogates (emoji, astral letters) and other unusual characters as sent', async () => {
    const text = 'Doom 🤘 𝔐𝔢𝔱𝔞𝔩 \u200b\ufeff end';
    const res = await t.http.post('/api/site-assets').set('Authorization', admin).send({ bannerText: text });
    expect(res.status).toBe(200);
    expect((await t.http.get('/api/site-assets')).body.assets.bannerText).toBe(text);
  });

  it('answers 404 for an upload key that is not of our format, without asking the database', async () => {
    for (const key of ['%00', 'x'.repeat(300), '..%2F..%2Fetc', 'a.png']) {
      const res = await t.http.get(`/api/uploads/${key}`);
      expect(res.status).toBe(404);
    }
  });

  it('answers 400 for a GraphQL subscription', async () => {
    const res = await t.http.post('/api/graphql').send({ query: 'subscription { ping }' });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('logs a fault with its code and the request id, never the request data', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    const logger = pino({ level: 'error' }, sink);
    const gateway = await createGateway({ services: t.services, config: t.config, logger });
    const app = createApp({ services: t.services, config: t.config, logger, apiExtensions: [gateway.middleware] });
    const original = t.services.contact.send;
    t.services.contact.send = async () => {
      throw Object.assign(new Error('insert into contact_messages values (ana@example.com, secret message)'), { code: '22021' });
    };
    try {
      const res = await request(app)
        .post('/api/contact')
        .set('X-Request-Id', 'req-77')
        .send({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'secret message' });
      expect(res.status).toBe(500);
      const entry = lines.find((l) => String(l.msg).startsWith('unhandled error'));
      expect(entry).toMatchObject({ reqId: 'req-77', errCode: '22021', msg: 'unhandled error: Error 22021 (data exception)' });
      expect(JSON.stringify(lines)).not.toMatch(/ana@example\.com|secret message/);

      // Drizzle wraps every database error (class Error, no code): the line names the one underneath.
      class DatabaseError extends Error {
        code = '22P05';
      }
      t.services.contact.send = async () => {
        throw new DrizzleQueryError('insert into contact_messages values ($1)', ['ana@example.com'], new DatabaseError('unsupported Unicode escape sequence: ana@example.com'));
      };
      lines.length = 0;
      const wrapped = await request(app).post('/api/contact').send({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'secret message' });
      expect(wrapped.status).toBe(500);
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'unhandled error: DatabaseError 22P05 (data exception)', errName: 'DatabaseError', errCode: '22P05', wrappedIn: 'DrizzleQueryError' }));
      expect(JSON.stringify(lines)).not.toMatch(/ana@example\.com|secret message|insert into/);
    } finally {
      t.services.contact.send = original;
      await gateway.stop();
    }
  });
});

/** `[[[…"x"…]]]` nested `levels` deep: a few KB that overflows the stack of a recursive walk. */
const deepArray = (levels: number) => `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;
const DEEP = 6_000;
const TOO_DEEP = { error: 'JSON nested deeper than 64 levels' };

describe('JSON nested too deep is a 400 at every door, and nothing reaches the process', () => {
  const graphqlBody = (variables: string) => `{"query":"query Q($x: String){ bands { _id } }","variables":{"x":${variables}}}`;

  it('refuses an anonymous GraphQL POST (the fast path) with deep variables, and keeps serving', async () => {
    const res = await t.http.post('/api/graphql').set('Content-Type', 'application/json').send(graphqlBody(deepArray(DEEP)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TOO_DEEP);
    const after = await t.http.get('/api/lineup');
    expect(after.status).toBe(200);
  });

  it('takes JSON up to the limit: 64 levels pass the check (and reach GraphQL), 65 do not', async () => {
    // Bands' query takes no list variable: 64 levels reach GraphQL, which refuses the type (400 of its own).
    const ok = await t.http.post('/api/graphql').set('Content-Type', 'application/json').send(`{"query":"{ bands { _id } }","variables":{"x":${deepArray(62)}}}`);
    expect(ok.status).toBe(200);
    const deep = await t.http.post('/api/graphql').set('Content-Type', 'application/json').send(`{"query":"{ bands { _id } }","variables":{"x":${deepArray(63)}}}`);
    expect(deep.body).toEqual(TOO_DEEP);
  });

  it('refuses deep JSON from a signed-in client, in a REST body and in a GraphQL GET query string', async () => {
    const signed = await t.http.post('/api/graphql').set('Authorization', admin).set('Content-Type', 'application/json').send(graphqlBody(deepArray(DEEP)));
    expect(signed.status).toBe(400);
    expect(signed.body).toEqual(TOO_DEEP);
    const rest = await t.http.post('/api/contact').set('Content-Type', 'application/json').send(`{"name":${deepArray(DEEP)}}`);
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual(TOO_DEEP);
    const query = encodeURIComponent('query Q($x: String){ bands { _id } }');
    for (const auth of [undefined, admin]) {
      let get = t.http.get(`/api/graphql?query=${query}&variables=${encodeURIComponent(`{"x":${deepArray(1_500)}}`)}`).set('Apollo-Require-Preflight', 'true');
      if (auth) get = get.set('Authorization', auth);
      const res = await get;
      expect(res.status).toBe(400);
      expect(res.body).toEqual(TOO_DEEP);
    }
  });

  it('refuses deep multipart GraphQL operations', async () => {
    const operations = graphqlBody(deepArray(DEEP));
    const res = await t.http
      .post('/api/graphql')
      .set('Authorization', admin)
      .set('Apollo-Require-Preflight', 'true')
      .field('operations', operations)
      .field('map', '{}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TOO_DEEP);
  });

  it('answers a fault in the fast path with a 500 for that request alone', async () => {
    const original = t.cache.get.bind(t.cache);
    t.cache.get = () => {
      throw new Error('cache fault');
    };
    try {
      const res = await t.http.get('/api/lineup');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Internal server error' });
    } finally {
      t.cache.get = original;
    }
    expect((await t.http.get('/api/lineup')).status).toBe(200);
  });
});
