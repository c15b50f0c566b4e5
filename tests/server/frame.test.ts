import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  jest.restoreAllMocks();
});

/** Every error body seen in this file, checked for leaks at the end. */
const errorBodies: { what: string; res: Response }[] = [];
const seen = (what: string, res: Response) => {
  errorBodies.push({ what, res });
  return res;
};

describe('health', () => {
  it('answers 200 {"status":"ok"} when the database answers, uncached', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).toBe('{"status":"ok"}');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 {"status":"unavailable"} once the database is gone', async () => {
    const other = await createTestApp();
    expect((await other.http.get('/api/health')).status).toBe(200);
    await other.close();
    const res = await other.http.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.text).toBe('{"status":"unavailable"}');
  });
});

describe('errors are JSON {error}', () => {
  it('404 for an unknown /api route, whatever the method', async () => {
    for (const res of [
      await t.http.get('/api/no-such-thing'),
      await t.http.post('/api/no-such-thing').send({}),
      await t.http.delete('/api/festivals'),
      await t.http.get('/api'),
    ]) {
      seen('404', res);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it('400 for malformed JSON', async () => {
    const res = seen(
      'malformed',
      await t.http.post('/api/contact').set('Content-Type', 'application/json').send('{"name": "half'),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('413 for a JSON body over 1 MB (and a body just under it is parsed)', async () => {
    const big = { name: 'x', email: 'a@b.co', subject: 's', message: 'm'.repeat(1024 * 1024 + 10) };
    const res = seen('too large', await t.http.post('/api/contact').send(big));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: expect.any(String) });
    // Under the limit the request reaches the service (which then applies its own length rule).
    const under = seen('too long', await t.http.post('/api/contact').send({ ...big, message: 'm'.repeat(900 * 1024) }));
    expect(under.status).toBe(400);
    expect(under.body.details).toEqual({ message: 'Must be at most 10000 characters' });
  });

  it('500 for a real fault: a bare message, the fault only in the log', async () => {
    jest.spyOn(t.services.festivals, 'list').mockRejectedValue(new Error('secret internals at /srv/app/db.ts:42'));
    const res = seen('500', await t.http.get('/api/festivals'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Internal server error' });
  });

  it('401 and 403 bodies are plain {error}', async () => {
    const anon = seen('401', await t.http.get('/api/visits/stats'));
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String) });
    const user = await t.userToken();
    const forbidden = seen('403', await t.http.get('/api/visits/stats').set('Authorization', user));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: expect.any(String) });
  });

  it('GraphQL errors carry no stack trace either', async () => {
    const res = seen('graphql', await t.http.post('/api/graphql').send({ query: '{ noSuchField }' }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.length).toBeGreaterThan(0);
    for (const e of res.body.errors) expect(e.extensions?.stacktrace).toBeUndefined();
  });

  it('no error body in this file carries a stack trace or a source path', () => {
    expect(errorBodies.length).toBeGreaterThanOrEqual(9);
    for (const { what, res } of errorBodies) {
      const text = res.text;
      expect({ what, text }).toEqual({ what, text: expect.not.stringMatching(/\bat .+:\d+:\d+|\.ts:\d+|node_modules|stack/i) });
      expect(text).not.toContain('secret internals');
    }
  });
});

describe('request frame', () => {
  it('echoes a well-formed X-Request-Id and makes one up otherwise', async () => {
    const echoed = await t.http.get('/api/health').set('X-Request-Id', 'req-1234_abc');
    expect(echoed.headers['x-request-id']).toBe('req-1234_abc');
    const generated = await t.http.get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.http.get('/api/health').set('X-Request-Id', 'evil\tvalue<script>');
    expect(hostile.headers['x-request-id']).not.toContain('<script>');
    // Error responses carry it too.
    const missing = await t.http.get('/api/nowhere').set('X-Request-Id', 'trace-404');
    expect(missing.headers['x-request-id']).toBe('trace-404');
  });

  it('isolates the back office and the API from openers, not the public pages', async () => {
    const opener = async (url: string) => (await t.http.get(url)).headers['cross-origin-opener-policy'];
    expect({
      home: await opener('/'),
      lineup: await opener('/lineup'),
      runningOrder: await opener('/lineup/running-order'),
      admin: await opener('/admin/news'),
      login: await opener('/login'),
      api: await opener('/api/health'),
    }).toEqual({ home: 'unsafe-none', lineup: 'unsafe-none', runningOrder: 'unsafe-none', admin: 'same-origin', login: 'same-origin', api: 'same-origin' });
  });

  it('sets helmet security headers and hides the framework', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
