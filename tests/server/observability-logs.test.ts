import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { createLogger } from '../../server/logger';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

/** One JSON line per request, with the request id an operator can follow, and never a secret. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;

interface RequestLine {
  level: number;
  time: number;
  instance: string;
  msg: string;
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  bytes: number;
  cache: string;
  userId?: string;
}

const requestLines = () => lines.map((l) => JSON.parse(l) as RequestLine).filter((l) => l.msg === 'request');
/** The answer's 'close' comes a moment after supertest has the response. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  t = await createTestApp({}, { logger: createLoggerInto(sink) });
}, 60_000);

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  lines.length = 0;
});

/** The process's logger as the server makes it (redaction, the instance on every line), into `stream`. */
function createLoggerInto(stream: Writable) {
  return createLogger('info', 'test-instance', stream);
}

describe('request logs', () => {
  it('writes one JSON line per request: time, level, id, instance, method, route template, status, duration, bytes, cache', async () => {
    const res = await t.http.get('/api/news/no-such-article');
    await settle();
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, instance: 'test-instance', method: 'GET', route: '/api/news/:id', status: 404, cache: 'miss' });
    expect(line.reqId).toBe(res.headers['x-request-id']);
    expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line.time).toBe('number');
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(line.bytes).toBeGreaterThan(0);
  });

  it('logs answers from the cache fast path too, with their own id', async () => {
    await t.http.get('/api/lineup');
    const hit = await t.http.get('/api/lineup');
    expect(hit.headers['x-cache']).toBe('HIT');
    await settle();
    const [miss, cached] = requestLines();
    expect(miss).toMatchObject({ route: '/api/lineup', cache: 'miss', status: 200 });
    expect(cached).toMatchObject({ route: '/api/lineup', cache: 'hit', status: 200, reqId: hit.headers['x-request-id'] });
    expect(cached.reqId).not.toBe(miss.reqId);
  });

  it('keeps the id a trusted proxy sends, and replaces a hostile one', async () => {
    const given = 'haproxy-7f3a:4711.0001';
    const res = await t.http.get('/api/news').set('X-Request-Id', given);
    expect(res.headers['x-request-id']).toBe(given);
    const cached = await t.http.get('/api/news').set('X-Request-Id', `${given}-2`);
    expect(cached.headers['x-request-id']).toBe(`${given}-2`);
    for (const hostile of ['a b', 'x'.repeat(129), '"},{"level":60', 'id\u00e9', '../../etc']) {
      const refused = await t.http.get('/api/news').set('X-Request-Id', hostile);
      expect(refused.status).toBe(200);
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    await settle();
    const ids = requestLines().map((l) => l.reqId);
    expect(ids.slice(0, 2)).toEqual([given, `${given}-2`]);
    expect(lines.join('\n')).not.toContain('"level":60');
  });

  it('ignores X-Request-Id from a peer TRUST_PROXY does not trust', async () => {
    const direct = await createTestApp({ TRUST_PROXY: 'false' }, { logger: createLoggerInto(sink) });
    try {
      const res = await direct.http.get('/api/news').set('X-Request-Id', 'forged-by-a-visitor');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.close();
    }
  });

  it('names the signed-in user, and never holds a password, token, code or message text', async () => {
    const admin = await t.adminToken();
    const login = await t.http.post('/api/auth/login').send(ADMIN);
    expect(login.status).toBe(200);
    const { accessToken, refreshToken } = login.body as { accessToken: string; refreshToken: string };
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`).set('Cookie', 'session=cookie-secret-value');
    expect(me.status).toBe(200);
    await t.http.post('/api/auth/refresh').send({ refreshToken });
    await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'wrong-password-typed' });
    // Two-factor: its secret and a code pass through the log's reach too.
    const setup = await t.http.post('/api/auth/2fa/setup').set('Authorization', admin);
    expect(setup.status).toBe(200);
    const { secret } = setup.body as { secret: string };
    const code = await generate({ secret });
    const enabled = await t.http.post('/api/auth/2fa/enable').set('Authorization', admin).send({ code });
    expect(enabled.status).toBe(200);
    const recoveryCodes = (enabled.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes.length).toBeGreaterThan(0);
    const message = 'Private words for the organisers only 9f8e7d';
    await t.http.post('/api/contact').send({ name: 'Visitor', email: 'v@example.com', message });
    await t.http.post('/api/graphql').set('Authorization', admin).send({ query: 'mutation($i: CredentialsInput!){ login(input: $i){ __typename } }', variables: { i: ADMIN } });
    await settle();
    const all = lines.join('\n');
    for (const secretValue of [ADMIN.password, accessToken, refreshToken, admin.slice(7), 'cookie-secret-value', 'wrong-password-typed', secret, code, ...recoveryCodes, message]) {
      expect(all).not.toContain(secretValue);
    }
    const signedIn = requestLines().find((l) => l.route === '/api/auth/me');
    expect(signedIn?.userId).toMatch(/\w+/);
  });

  it('LOG_LEVEL sets the level: at warn, no request lines', async () => {
    const quiet: string[] = [];
    const logger = createLogger('warn', 'quiet', new Writable({ write: (c: Buffer, _e, done) => void (quiet.push(c.toString()), done()) }));
    const app = await createTestApp({}, { logger });
    try {
      await app.http.get('/api/news');
      await settle();
      expect(quiet).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
