import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pngImage } from '../helpers/images';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

/** GET /metrics: who may read it, what it holds, and that traffic cannot grow its series. */
const TOKEN = 'metrics-test-token-0123456789';
const auth = { Authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, LOGIN_RATE_LIMIT: '3' });
  admin = await t.adminToken();
}, 60_000);

afterAll(async () => {
  await t.close();
});

const scrape = async () => {
  const res = await t.http.get('/metrics').set(auth);
  expect(res.status).toBe(200);
  return res.text;
};

/** The app's own series (the process's default figures come and go with GC kinds and handles). */
const ownSeries = (text: string) =>
  text.split('\n').filter((line) => /^(http_|public_cache_|page_render_|db_query_|auth_|rate_limit_|upload_)/.test(line));

const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
};

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const other = await createTestApp();
    try {
      const res = await other.http.get('/metrics').set(auth);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await other.close();
    }
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const header of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, 'Bearer ', admin]) {
      const req = t.http.get('/metrics');
      const res = header ? await req.set('Authorization', header) : await req;
      expect(res.status).toBe(401);
      expect(res.text).not.toContain('http_requests_total');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the Prometheus text format with every family, never from the cache', async () => {
    await t.http.get('/api/news');
    const first = await t.http.get('/metrics').set(auth);
    const second = await t.http.get('/metrics').set(auth);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-cache']).toBeUndefined();
    }
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds',
      'public_cache_requests_total',
      'page_render_duration_seconds',
      'page_render_failures_total',
      'page_render_queue_length',
      'db_query_duration_seconds',
      'db_query_errors_total',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'auth_sign_in_failures_total',
      'rate_limit_refusals_total',
      'upload_bytes_total',
    ]) {
      expect(second.text).toContain(`# TYPE ${family} `);
    }
    // The route template, never the path; the database answered the read.
    expect(second.text).toMatch(/http_requests_total\{method="GET",route="\/api\/news",status="200"\} \d+/);
    expect(value(second.text, 'db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0);
  });

  it('counts cache hits and misses by kind, sign-in failures, limiter refusals and upload bytes', async () => {
    const before = await scrape();
    await t.http.get('/api/lineup');
    await t.http.get('/api/lineup');
    for (let i = 0; i < 4; i++) await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'not-the-password' });
    const image = await pngImage();
    const band = await t.http.post('/api/lineup').set('Authorization', admin).field('name', 'Counted').field('country', 'RO').field('genre', 'Doom').field('order', '1').field('biography', 'b').attach('image', image, 'b.png');
    expect(band.status).toBe(201);
    const after = await scrape();
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta('public_cache_requests_total{kind="api",outcome="miss"}')).toBeGreaterThanOrEqual(1);
    expect(delta('public_cache_requests_total{kind="api",outcome="hit"}')).toBeGreaterThanOrEqual(1);
    // The limit (3) counts the failed login that came before the admin registered, too.
    expect(delta('auth_sign_in_failures_total{step="password"}')).toBeGreaterThanOrEqual(1);
    expect(delta('rate_limit_refusals_total{limiter="failed_logins"}')).toBeGreaterThanOrEqual(1);
    expect(delta('auth_sign_in_failures_total{step="password"}') + delta('rate_limit_refusals_total{limiter="failed_logins"}')).toBe(4);
    expect(delta('upload_bytes_total')).toBe(image.length);
    expect(delta('http_requests_total{method="POST",route="/api/auth/login",status="429"}')).toBe(delta('rate_limit_refusals_total{limiter="failed_logins"}'));
  });

  it('keeps its number of series when a hundred distinct ids, hostile paths and operation names come', async () => {
    const byId = (i: number) => [t.http.get(`/api/news/${i}-missing-article`), t.http.get(`/api/lineup/${i.toString(16).padStart(24, '0')}`)];
    const hostile = (i: number) => [
      t.http.get(`/api/uploads/${i}.png`),
      t.http.get(`/api/no-such-route-${i}/%2e%2e/${'x'.repeat(i % 50)}`),
      t.http.get(`/bands/band-${i}`).set('Accept', 'text/html'),
      t.http.post('/api/graphql').send({ query: `query Op${i} { nope${i} }`, operationName: `Op${i}` }),
      t.http.post('/api/graphql').send({ query: `query Op${i} { news { _id } }`, operationName: `Op${i}` }),
    ];
    // One of each first, so every label value these shapes can have exists before counting.
    await Promise.all([...byId(0), ...hostile(0)]);
    const before = ownSeries(await scrape()).map((line) => line.replace(/ [^ ]+$/, ''));
    // A hundred distinct ids (50 of each kind), and 40 each of the hostile shapes: labels come from
    // route templates with no cap, so a value a request sends would add a series at its second
    // distinct one already (a thousand cost CI two minutes for nothing more). At most 8 misses at
    // once (more from one client are refused 429 by the cache's fast path, by design).
    for (let i = 1; i <= 50; i += 4) await Promise.all(Array.from({ length: 4 }, (_, k) => byId(i + k)).flat());
    for (let i = 1; i <= 40; i += 2) await Promise.all(Array.from({ length: 2 }, (_, k) => hostile(i + k)).flat());
    const after = ownSeries(await scrape()).map((line) => line.replace(/ [^ ]+$/, ''));
    expect(after.filter((line) => !before.includes(line))).toEqual([]);
    expect(after.length).toBe(before.length);
    const text = after.join('\n');
    expect(text).not.toMatch(/missing-article|band-\d|no-such-route|Op\d/);
    expect(text).toContain('route="/api/news/:id"');
  });
});
