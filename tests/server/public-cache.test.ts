import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { joined } from '../../server/http/public-cache/capture';
import { SEND_AT_ONCE_BYTES } from '../../server/http/public-cache/fast-path';
import { UPLOAD_SLICE_BYTES } from '../../server/routes/uploads';
import { gql } from '../gateway/helpers';
import { syncedAdminApp } from '../helpers/cache';
import { aroundList, gate, holdList } from '../helpers/gate';
import { pngImage } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Every list read takes 300 ms more (until restored), long enough for concurrent requests to arrive meanwhile. */
const slowReads = (service: Parameters<typeof aroundList>[0]) =>
  aroundList(service, async (read) => {
    await sleep(300);
    return read();
  });

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await syncedAdminApp());
  for (let i = 0; i < 12; i++) {
    const res = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: `Band ${i}`, country: 'Norway', biography: 'Riffs. '.repeat(40) });
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());

/** supertest over the app's handler, calling `onArrival(n)` as the n-th request reaches the server. */
const counting = (onArrival: (n: number) => void) => {
  let arrived = 0;
  return request((req: http.IncomingMessage, res: http.ServerResponse) => {
    onArrival(++arrived);
    t.handler(req, res);
  });
};

const BANDS = 'query Lineup { bands { _id name } }';

describe('the public read cache', () => {
  it('answers the second anonymous read from memory with the same bytes and a strong ETag', async () => {
    const first = await t.http.get('/api/lineup');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await t.http.get('/api/lineup');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers.vary).toMatch(/Accept-Encoding/i);
    // Security headers survive the fast path, which skips helmet.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers If-None-Match with 304 and no body, on a hit and on a miss alike', async () => {
    const { headers } = await t.http.get('/api/news');
    const hit = await t.http.get('/api/news').set('If-None-Match', headers.etag);
    expect(hit.status).toBe(304);
    expect(hit.text).toBeFalsy();
    const other = await t.http.get('/api/news').set('If-None-Match', '"something-else"');
    expect(other.status).toBe(200);
  });

  it('negotiates brotli and gzip, and identity when neither is accepted', async () => {
    const plain = await t.http.get('/api/lineup').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The compressed forms are made right after the first store; give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    // supertest decodes what it receives, so an equal text proves a valid encoding of the same body.
    const br = await t.http.get('/api/lineup').set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(plain.text);
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.text.length / 2);
    const gz = await t.http.get('/api/lineup').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(plain.text);
    expect(Number(gz.headers['content-length'])).toBeLessThan(plain.text.length / 2);
    const refused = await t.http.get('/api/lineup').set('Accept-Encoding', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('compresses a response that is not cached too (a token-carrying read)', async () => {
    const res = await t.http.get('/api/lineup').set('Authorization', admin).set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('never shows old content after a write, through either door', async () => {
    await t.http.get('/api/lineup');
    const rest = await gql(t, BANDS);
    expect((await gql(t, BANDS)).headers['x-cache']).toBe('HIT');
    const created = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Fresh Blood', country: 'Chile', biography: 'New.' });
    expect(created.status).toBe(201);
    const lineup = await t.http.get('/api/lineup');
    expect(lineup.body.map((b: { name: string }) => b.name)).toContain('Fresh Blood');
    const graph = await gql(t, BANDS);
    expect(graph.body.data.bands).toHaveLength(rest.body.data.bands.length + 1);

    // A GraphQL mutation invalidates the REST read as well.
    await t.http.get(`/api/lineup/${created.body.band._id}`);
    const renamed = await gql(t, 'mutation R($id: ID!, $input: BandInput!) { updateBand(id: $id, input: $input) { name } }', { id: created.body.band._id, input: { name: 'Fresher Blood', country: 'Chile', biography: 'New.' } }, admin);
    expect(renamed.body.errors).toBeUndefined();
    const one = await t.http.get(`/api/lineup/${created.body.band._id}`);
    expect(one.body.band.name).toBe('Fresher Blood');
  });

  it('builds a miss once for all the concurrent requests of its key; they get the same bytes', async () => {
    // The first build is held back long enough for the other requests to arrive meanwhile.
    const spy = slowReads(t.services.bands);
    try {
      const url = `/api/lineup?performanceDay=${encodeURIComponent('27 September - DAY 2')}`;
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.http.get(url)));
      expect(spy).toHaveBeenCalledTimes(1);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(answers.filter((a) => a.headers['x-cache'] === 'HIT')).toHaveLength(5);
    } finally {
      spy.mockRestore();
    }
  });

  it('serves an entry past its TTL while one request rebuilds it (no write in between)', async () => {
    const short = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '1' });
    try {
      const first = await short.http.get('/api/news');
      expect(first.status).toBe(200);
      await sleep(1_100);
      const spy = slowReads(short.services.news);
      const answers = await Promise.all(Array.from({ length: 4 }, () => short.http.get('/api/news')));
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.text))).toEqual(new Set([first.text]));
      expect(answers.filter((a) => a.headers['x-cache'] === 'HIT')).toHaveLength(3);
      // The rebuilt entry replaced the expired one: the next read is a fresh hit, not a rebuild.
      expect((await short.http.get('/api/news')).headers['x-cache']).toBe('HIT');
    } finally {
      await short.close();
    }
  });

  it('caches GraphQL queries by document and variables, GET and POST, but never mutations', async () => {
    const byDay = 'query D($day: String) { bands(performanceDay: $day) { name } }';
    const day1 = await gql(t, byDay, { day: '26 September - DAY 1' });
    expect(day1.body.errors).toBeUndefined();
    expect((await gql(t, byDay, { day: '26 September - DAY 1' })).headers['x-cache']).toBe('HIT');
    expect((await gql(t, byDay, { day: '27 September - DAY 2' })).headers['x-cache']).toBeUndefined();
    const url = `/api/graphql?query=${encodeURIComponent(byDay)}&variables=${encodeURIComponent('{"day":"26 September - DAY 1"}')}`;
    const get = await t.http.get(url).set('Apollo-Require-Preflight', 'true');
    expect(get.status).toBe(200);
    expect(get.headers['x-cache']).toBe('HIT');
    // Without the CSRF preflight header Apollo refuses it; the cache must not answer in its place.
    expect((await t.http.get(url)).status).toBe(400);
    const login = 'mutation { login(input: {email: "nobody@example.com", password: "wrong-password"}) { accessToken } }';
    await gql(t, login);
    expect((await gql(t, login)).headers['x-cache']).toBeUndefined();
  });

  it('keeps private reads private: token-carrying requests are never cached nor answered from the cache', async () => {
    await t.http.get('/api/festivals');
    const withToken = await t.http.get('/api/festivals').set('Authorization', admin);
    expect(withToken.headers['x-cache']).toBeUndefined();
    expect(withToken.headers['cache-control']).toBe('private, no-store');
    const me = await t.http.get('/api/auth/me').set('Authorization', admin);
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect((await t.http.get('/api/auth/me')).status).toBe(401);
    const anonymousMe = await t.http.get('/api/auth/me');
    expect(anonymousMe.headers['x-cache']).toBeUndefined();
    expect(anonymousMe.headers['cache-control']).toBe('no-store');
    const write = await t.http.post('/api/contact').send({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello there, festival people.' });
    expect(write.headers['cache-control']).toBe('private, no-store');
    expect((await gql(t, BANDS, undefined, admin)).headers['x-cache']).toBeUndefined();
  });

  it('does not cache not-founds, health, or writes that do not touch public content', async () => {
    await t.http.get('/api/lineup/unknown');
    const missing = await t.http.get('/api/lineup/unknown');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-cache']).toBeUndefined();
    await t.http.get('/api/health');
    expect((await t.http.get('/api/health')).headers['x-cache']).toBeUndefined();
    await t.http.get('/api/archives');
    await t.http.post('/api/visits').send({});
    expect((await t.http.get('/api/archives')).headers['x-cache']).toBe('HIT');
  });

  it('serves uploaded images from memory with their own ETag and answers revalidation with 304', async () => {
    const res = await t.http.post('/api/lineup').set('Authorization', admin).field('name', 'Pictured').field('country', 'Peru').field('biography', 'Has a photo.').attach('image', await pngImage(), 'b.png');
    const path = res.body.band.image as string;
    const first = await t.http.get(path).responseType('blob');
    const second = await t.http.get(path).responseType('blob');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
    expect(second.headers['content-type']).toBe('image/png');
    expect(second.headers['cache-control']).toMatch(/immutable/);
    const revalidated = await t.http.get(path).set('If-None-Match', first.headers.etag);
    expect(revalidated.status).toBe(304);
  });

  it('answers HEAD from the cache, but a HEAD never fills it with an empty body', async () => {
    const head = await t.http.head('/api/infopage');
    expect(head.status).toBe(200);
    const get = await t.http.get('/api/infopage');
    expect(get.headers['x-cache']).toBeUndefined();
    expect(get.text.length).toBeGreaterThan(2);
    const again = await t.http.head('/api/infopage');
    expect(again.headers['x-cache']).toBe('HIT');
  });

  it('drops the least recently used entries past its byte budget', async () => {
    const before = t.cache.size.bytes;
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(t.config.publicCacheMaxBytes);
  });
});

describe('the public cache, tried as an attacker would', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => t.handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** One request sent as written: any target form, any Host (supertest would normalise both). */
  const raw = (target: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: target, headers: { host: `127.0.0.1:${port}`, ...headers }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end();
    });

  it('never caches health or admin pages, whatever the spelling or the target form', async () => {
    for (const target of ['/API/HEALTH', '/Api/Health/', '/ADMIN', '/admin/', `http://127.0.0.1:${port}/api/health`, 'http://x/API/health']) {
      await raw(target);
      const again = await raw(target);
      expect([target, again.headers['x-cache']]).toEqual([target, undefined]);
    }
    // An absolute-form target is routed (and answered) as its path.
    expect((await raw('http://x/api/health')).body).toBe((await raw('/api/health')).body);
  });

  it('refuses a Host that is not a host name and port with 400, before anything is cached', async () => {
    for (const host of [`127.0.0.1:${port}/news`, 'x"><y&z', 'user@host', 'host:99999', 'host:port', 'a..b']) {
      const res = await raw('/rss.xml', { host });
      expect([host, res.status]).toEqual([host, 400]);
    }
    expect((await raw('ftp://x/api/lineup')).status).toBe(400);
    expect((await raw('/rss.xml', { host: 'festival.example:8080' })).body).toContain('http://festival.example:8080/news');
    expect((await raw('/api/lineup', { host: '[::1]:4000' })).status).toBe(200);
  });

  it('keys every body that carries links by its origin, and takes only http(s) from X-Forwarded-Proto', async () => {
    const stage = await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Cache Stage', order: 9 });
    const band = await t.http
      .post('/api/lineup')
      .set('Authorization', admin)
      .send({ name: 'Timed', country: 'Chile', biography: 'On time.', stageId: stage.body.stage._id, startsAt: '2026-09-26T18:00:00Z', endsAt: '2026-09-26T19:00:00Z' });
    expect(band.status).toBe(201);
    const forged = await raw('/api/lineup.ics', { host: 'evil.example' });
    expect(forged.body).toContain('http://evil.example/');
    const honest = await raw('/api/lineup.ics', { host: 'festival.example' });
    expect(honest.body).toContain('http://festival.example/');
    expect(honest.body).not.toContain('evil.example');
    // Loopback is a trusted hop by default: its X-Forwarded-Proto is believed when it says http(s) only.
    const scheme = await raw('/rss.xml', { host: 'festival.example', 'x-forwarded-proto': 'javascript' });
    expect(scheme.body).not.toContain('javascript:');
    expect(scheme.body).toContain('http://festival.example/news');
    expect((await raw('/rss.xml', { host: 'festival.example', 'x-forwarded-proto': 'https' })).body).toContain('https://festival.example/news');
  });

  it('keys a read by the query parameters its route reads, and a page or feed whatever Authorization says', async () => {
    await t.http.get('/api/lineup');
    expect((await t.http.get('/api/lineup?bust=1')).headers['x-cache']).toBe('HIT');
    expect((await t.http.get(`/api/lineup?performanceDay=${encodeURIComponent('27 September - DAY 2')}&bust=2`)).headers['x-cache']).toBeUndefined();
    // Raw requests: supertest's Host names a new port each time, and a feed's key holds its origin.
    await raw('/robots.txt');
    expect((await raw('/robots.txt?x=1', { authorization: 'x' })).headers['x-cache']).toBe('HIT');
    // Unknown paths are 404s, never kept: a flood of unique paths cannot fill the cache.
    for (const target of ['/no-such-page-1', '/no-such-page-1', '/news/no-such-article']) {
      const res = await raw(target);
      expect([target, res.status, res.headers['x-cache']]).toEqual([target, 404, undefined]);
    }
    const image = (await t.http.post('/api/lineup').set('Authorization', admin).field('name', 'Keyed').field('country', 'Peru').field('biography', 'Photo.').attach('image', await pngImage('#0a0'), 'k.png')).body.band.image as string;
    await t.http.get(image);
    expect((await t.http.get(`${image}?b=1`)).headers['x-cache']).toBe('HIT');
  });

  it('caps the misses one client runs at once with 429, while hits are still answered', async () => {
    await t.http.get('/api/news');
    const held = gate();
    const reached = gate();
    const spy = aroundList(t.services.bands, async (read, call) => {
      if (call === 8) reached.open();
      await held.opened;
      return read();
    });
    try {
      const running = Array.from({ length: 8 }, (_, i) => t.http.get(`/api/lineup?performanceDay=cap-${i}`).then((r) => r.status));
      await reached.opened;
      const refused = await t.http.get('/api/lineup?performanceDay=cap-9');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect((await t.http.get('/api/news')).headers['x-cache']).toBe('HIT');
      held.open();
      expect((await Promise.all(running)).every((status) => status !== 429)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('refills an entry from a revalidation that missed, once for all the concurrent ones', async () => {
    const first = await t.http.get('/api/archives');
    t.cache.clear();
    const held = gate();
    const spy = holdList(t.services.archives, held);
    try {
      // The gate opens when the third request has reached the server (and joined the first's build).
      const http3 = counting((n) => n === 3 && setImmediate(held.open));
      const answers = await Promise.all([1, 2, 3].map(() => http3.get('/api/archives').set('If-None-Match', first.headers.etag)));
      expect(answers.map((a) => a.status)).toEqual([304, 304, 304]);
      expect(spy).toHaveBeenCalledTimes(1);
      expect((await t.http.get('/api/archives').set('If-None-Match', first.headers.etag)).headers['x-cache']).toBe('HIT');
    } finally {
      spy.mockRestore();
    }
  });

  it('releases the requests waiting for a key as soon as its answer is stored, not when its slow reader has read it', async () => {
    const url = '/api/news?limit=3';
    let first = true;
    // The first request's socket is corked: its response never finishes, as for a client that never reads.
    const slow = http.createServer((req, res) => {
      if (first && req.url === url) {
        first = false;
        res.socket?.cork();
      }
      t.handler(req, res);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowPort = (slow.address() as AddressInfo).port;
    const stuck = http.get({ host: '127.0.0.1', port: slowPort, path: url, agent: false });
    stuck.on('error', () => {});
    try {
      await new Promise((resolve) => setImmediate(resolve));
      const other = await request(slow).get(url);
      expect(other.status).toBe(200);
      expect(other.headers['x-cache']).toBe('HIT');
    } finally {
      stuck.destroy();
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('sends an image too large to keep in slices, and answers its revalidation without reading a byte', async () => {
    // A 1 MB cache keeps entries up to 256 KB: a 600 KB image is one it cannot keep, as a 9 MB hero is for 32 MB.
    const small = await createTestApp({ PUBLIC_CACHE_MAX_MB: '1' });
    try {
      const token = await small.adminToken();
      const head = await pngImage('#123');
      const big = Buffer.concat([head, crypto.randomBytes(600 * 1024 - head.length)]);
      const res = await small.http.post('/api/lineup').set('Authorization', token).field('name', 'Large').field('country', 'Chile').field('biography', 'Big photo.').attach('image', big, 'big.png');
      expect(res.status).toBe(201);
      const path = res.body.band.image as string;
      const slices = jest.spyOn(small.services.files, 'readSlice');
      const whole = await small.http.get(path).responseType('blob');
      expect(Buffer.compare(whole.body as Buffer, big)).toBe(0);
      expect(slices.mock.calls.length).toBe(Math.ceil(big.length / UPLOAD_SLICE_BYTES));
      expect(slices.mock.calls.every(([, , length]) => length <= UPLOAD_SLICE_BYTES)).toBe(true);
      slices.mockClear();
      const again = await small.http.get(`${path}?b=2`).set('If-None-Match', whole.headers.etag);
      expect(again.status).toBe(304);
      expect(slices).not.toHaveBeenCalled();
    } finally {
      await small.close();
    }
  });
});

describe('large images: no request reads bytes it does not send, none reads them twice (#27 item 1)', () => {
  /** A band with a PNG image of about `bytes` (random bytes after a real image, as a photo compresses badly). */
  async function bandWithImage(bytes: number) {
    const head = await pngImage('#456');
    const image = Buffer.concat([head, crypto.randomBytes(bytes - head.length)]);
    const res = await t.http.post('/api/lineup').set('Authorization', admin).field('name', 'Large Photo').field('country', 'Chile').field('biography', 'Big photo.').attach('image', image, 'big.png');
    expect(res.status).toBe(201);
    return { id: res.body.band._id as string, path: res.body.band.image as string, image };
  }
  const slicesOf = (image: Buffer) => Math.ceil(image.length / UPLOAD_SLICE_BYTES);

  it('reads a large image from the database once: emptied from the public cache, it is sent again from the file service, whole', async () => {
    // Over SEND_AT_ONCE_BYTES: the route and the cache hit both send it in slices.
    const { path, image } = await bandWithImage(SEND_AT_ONCE_BYTES + 100 * 1024);
    const slices = jest.spyOn(t.services.files, 'readSlice');
    try {
      const first = await t.http.get(path).responseType('blob');
      expect(Buffer.compare(first.body as Buffer, image)).toBe(0);
      expect(slices).toHaveBeenCalledTimes(slicesOf(image));
      // A hit: sent from the public cache in slices, the same bytes.
      const hit = await t.http.get(path).responseType('blob');
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(Buffer.compare(hit.body as Buffer, image)).toBe(0);
      // A content write (here: the cache emptied) makes the next request a miss: no byte is read again.
      t.cache.clear();
      const again = await t.http.get(path).responseType('blob');
      expect(again.headers['x-cache']).toBeUndefined();
      expect(again.headers['content-length']).toBe(String(image.length));
      expect(Buffer.compare(again.body as Buffer, image)).toBe(0);
      expect(slices).toHaveBeenCalledTimes(slicesOf(image));
    } finally {
      slices.mockRestore();
    }
  });

  it('answers HEAD and revalidations that missed the public cache from the metadata, without reading a byte', async () => {
    const { path, image } = await bandWithImage(200 * 1024);
    t.cache.clear();
    const slices = jest.spyOn(t.services.files, 'readSlice');
    const content = jest.spyOn(t.services.files, 'content');
    try {
      const head = await t.http.head(path);
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(image.length));
      expect(head.headers.etag).toMatch(/^"/);
      // Three at once: the first builds (its If-None-Match held back), the others wait for it.
      const revalidations = await Promise.all([1, 2, 3].map(() => t.http.get(`${path}?v=${crypto.randomUUID()}`).set('If-None-Match', head.headers.etag)));
      expect(revalidations.map((r) => r.status)).toEqual([304, 304, 304]);
      expect(revalidations.every((r) => r.body.length === undefined || Object.keys(r.body).length === 0)).toBe(true);
      expect(slices).not.toHaveBeenCalled();
      expect(content).not.toHaveBeenCalled();
    } finally {
      slices.mockRestore();
      content.mockRestore();
    }
  });

  it('refills the entry from a revalidation that missed, with bytes at hand: a one-slice image, or a large one already read', async () => {
    const small = await t.http.post('/api/lineup').set('Authorization', admin).field('name', 'Small Photo').field('country', 'Peru').field('biography', 'Small.').attach('image', await pngImage('#0a0'), 's.png');
    const large = await bandWithImage(200 * 1024);
    for (const path of [small.body.band.image as string, large.path]) {
      const first = await t.http.get(path);
      t.cache.clear();
      const slices = jest.spyOn(t.services.files, 'readSlice');
      try {
        const revalidated = await t.http.get(path).set('If-None-Match', first.headers.etag);
        expect(revalidated.status).toBe(304);
        const next = await t.http.get(path).set('If-None-Match', first.headers.etag);
        expect(next.status).toBe(304);
        expect(next.headers['x-cache']).toBe('HIT');
        // The large one came from the file service's store; the small one is one short read.
        expect(slices).toHaveBeenCalledTimes(path === large.path ? 0 : 1);
      } finally {
        slices.mockRestore();
      }
    }
  });

  it('answers 404 for a deleted image, though the public cache and the file service had kept it', async () => {
    const { id, path } = await bandWithImage(300 * 1024);
    const first = await t.http.get(path);
    expect((await t.http.get(path)).headers['x-cache']).toBe('HIT');
    expect((await t.http.delete(`/api/lineup/${id}`).set('Authorization', admin)).status).toBe(200);
    // In the trash the image waits for a restore; purged, it is gone (#34).
    expect((await t.http.delete(`/api/trash/bands/${id}`).set('Authorization', admin)).status).toBe(200);
    expect((await t.http.get(path)).status).toBe(404);
    expect((await t.http.head(path)).status).toBe(404);
    // Not a 304: the client's copy names a file that is gone.
    expect((await t.http.get(path).set('If-None-Match', first.headers.etag)).status).toBe(404);
  });

  it('reads a file once for concurrent first requests, and answers null for one deleted meanwhile', async () => {
    const { id, path, image } = await bandWithImage(250 * 1024);
    const file = await t.services.files.describe(path.replace('/api/uploads/', ''));
    expect(file).not.toBeNull();
    const slices = jest.spyOn(t.services.files, 'readSlice');
    try {
      const [one, two] = await Promise.all([t.services.files.content(file!), t.services.files.content(file!)]);
      expect(one).toBe(two);
      expect(Buffer.compare(one!, image)).toBe(0);
      expect(slices).toHaveBeenCalledTimes(slicesOf(image));
    } finally {
      slices.mockRestore();
    }
    const other = await bandWithImage(150 * 1024);
    const otherFile = await t.services.files.describe(other.path.replace('/api/uploads/', ''));
    await t.http.delete(`/api/lineup/${other.id}`).set('Authorization', admin);
    await t.http.delete(`/api/trash/bands/${other.id}`).set('Authorization', admin);
    expect(await t.services.files.content(otherFile!)).toBeNull();
    await t.http.delete(`/api/lineup/${id}`).set('Authorization', admin);
  });

  it('joins a body sent in slices of one buffer without copying it, and copies anything else', () => {
    const whole = crypto.randomBytes(200_000);
    const views = [whole.subarray(0, 65_536), whole.subarray(65_536, 131_072), whole.subarray(131_072)];
    const body = joined(views);
    expect(body.buffer).toBe(whole.buffer);
    expect(Buffer.compare(body, whole)).toBe(0);
    const gappy = [whole.subarray(0, 10), whole.subarray(20, 30)];
    const copied = joined(gappy);
    expect(copied.buffer).not.toBe(whole.buffer);
    expect(Buffer.compare(copied, Buffer.concat(gappy))).toBe(0);
    expect(Buffer.compare(joined([Buffer.from('a'), Buffer.from('b')]), Buffer.from('ab'))).toBe(0);
  });
});

describe('cross-origin use (a partner site in a browser)', () => {
  const PARTNER = 'https://partner.example';
  const openToAll = (res: { headers: Record<string, string | undefined> }) => {
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  };
  const sameOriginOnly = (res: { headers: Record<string, string | undefined> }) => {
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  };

  it('anonymous REST reads, the calendar and the feeds allow any origin, on a miss, a hit and a 304', async () => {
    for (const path of ['/api/lineup?cors=1', '/api/news?cors=1', '/api/lineup.ics', '/rss.xml', '/sitemap.xml']) {
      const miss = await t.http.get(path).set('Origin', PARTNER);
      expect([path, miss.status]).toEqual([path, 200]);
      openToAll(miss);
      const hit = await t.http.get(path).set('Origin', PARTNER);
      // Bodies with absolute links (feeds, the calendar) are keyed by origin, and supertest's Host names a new port each time.
      if (path.startsWith('/api/') && path !== '/api/lineup.ics') expect([path, hit.headers['x-cache']]).toEqual([path, 'HIT']);
      openToAll(hit);
      openToAll(await t.http.get(path).set('Origin', PARTNER).set('If-None-Match', hit.headers.etag));
    }
  });

  it('anonymous GraphQL queries allow any origin (POST and GET, miss and hit); the preflight allows JSON but no token', async () => {
    const query = { query: '{ bands { _id name } }', operationName: null };
    const miss = await t.http.post('/api/graphql').set('Origin', PARTNER).send(query);
    expect(miss.status).toBe(200);
    openToAll(miss);
    const hit = await t.http.post('/api/graphql').set('Origin', PARTNER).send(query);
    expect(hit.headers['x-cache']).toBe('HIT');
    openToAll(hit);
    openToAll(await t.http.get('/api/graphql').query({ query: '{ ping }' }).set('Apollo-Require-Preflight', 'true').set('Origin', PARTNER));

    const preflight = await t.http
      .options('/api/graphql')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    openToAll(preflight);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/i);
    expect(preflight.headers['access-control-allow-headers']).not.toMatch(/authorization/i);
    // A token would make it a signed-in call: refused.
    sameOriginOnly(
      await t.http
        .options('/api/graphql')
        .set('Origin', PARTNER)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type, authorization'),
    );
  });

  it('sign-in, mutations and admin calls stay same-origin', async () => {
    const login = await t.http.post('/api/auth/login').set('Origin', PARTNER).send({ email: 'nobody@example.com', password: 'wrong-password' });
    sameOriginOnly(login);
    const signIn = await t.http
      .post('/api/graphql')
      .set('Origin', PARTNER)
      .send({ query: 'mutation { login(input: {email: "nobody@example.com", password: "wrong-password"}) { accessToken } }' });
    sameOriginOnly(signIn);
    for (const [method, path] of [['POST', '/api/auth/login'], ['PUT', '/api/lineup/x'], ['POST', '/api/contact'], ['GET', '/api/contact']]) {
      const preflight = await t.http.options(path).set('Origin', PARTNER).set('Access-Control-Request-Method', method).set('Access-Control-Request-Headers', 'content-type');
      sameOriginOnly(preflight);
    }
    sameOriginOnly(await t.http.get('/api/contact').set('Origin', PARTNER).set('Authorization', admin));
    sameOriginOnly(await t.http.get('/api/auth/me').set('Origin', PARTNER).set('Authorization', admin));
    sameOriginOnly(await t.http.get('/api/visits/stats').set('Origin', PARTNER));
  });

  it('band photos can be embedded by another site (Cross-Origin-Resource-Policy), on a miss and a hit', async () => {
    const res = await t.http.post('/api/lineup').set('Authorization', admin).field('name', 'Embedded').field('country', 'Chile').field('biography', 'Photo.').attach('image', await pngImage('#0a0'), 'e.png');
    const path = res.body.band.image as string;
    const miss = await t.http.get(path).set('Origin', PARTNER);
    const hit = await t.http.get(path).set('Origin', PARTNER);
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const answer of [miss, hit]) {
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      openToAll(answer);
    }
    // Pages keep the same-origin policy.
    expect((await t.http.get('/api/lineup')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('publishes the GraphQL schema (SDL) at the URL the OpenAPI description gives', async () => {
    const openapi = await t.http.get('/api/openapi.json');
    expect(openapi.body.info.description).toContain('/api/graphql/schema.graphql');
    expect(openapi.body.paths['/api/graphql/schema.graphql'].get).toBeDefined();
    const sdl = await t.http.get('/api/graphql/schema.graphql').set('Origin', PARTNER);
    expect(sdl.status).toBe(200);
    expect(sdl.headers['content-type']).toMatch(/^text\/plain/);
    openToAll(sdl);
    expect(sdl.text).toMatch(/type Query \{[\s\S]*bands/);
    expect(sdl.text).toMatch(/type Band \{/);
    expect(sdl.text).not.toMatch(/^extend /m);
  });
});
