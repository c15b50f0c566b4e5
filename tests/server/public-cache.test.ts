import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { gql } from '../gateway/helpers';
import { untilInSync } from '../helpers/cache';
import { pngImage } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  await untilInSync(t);
  for (let i = 0; i < 12; i++) {
    const res = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: `Band ${i}`, country: 'Norway', biography: 'Riffs. '.repeat(40) });
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());

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
    expect(second.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
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
    const list = t.services.bands.list;
    // The first build is held back long enough for the other requests to arrive meanwhile.
    const spy = jest.spyOn(t.services.bands, 'list').mockImplementation(async (...args) => {
      await sleep(300);
      return list.apply(t.services.bands, args);
    });
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
      const list = short.services.news.list;
      const spy = jest.spyOn(short.services.news, 'list').mockImplementation(async (...args) => {
        await sleep(300);
        return list.apply(short.services.news, args);
      });
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
      if (path.startsWith('/api/')) expect([path, hit.headers['x-cache']]).toEqual([path, 'HIT']);
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
