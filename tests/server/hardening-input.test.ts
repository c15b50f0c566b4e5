import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
      const entry = lines.find((l) => l.msg === 'unhandled error');
      expect(entry).toMatchObject({ req: { id: 'req-77' }, errCode: '22021' });
      expect(JSON.stringify(lines)).not.toMatch(/ana@example\.com|secret message/);
    } finally {
      t.services.contact.send = original;
      await gateway.stop();
    }
  });
});
