import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from '../../server/db/client';
import { gql } from '../gateway/helpers';
import { untilInSync } from '../helpers/cache';
import { pngImage } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer. Only the PostgreSQL
 * project has a shared server; the embedded database is one process by design.
 */
const onPostgres = process.env.TEST_DB_TARGET === 'postgres';
if (!onPostgres) console.log('instances.test.ts: two-instance tests run in the server-postgres project only (embedded PGlite is one process)');
const describeShared = onPostgres ? describe : describe.skip;

const LIMITS = { LOGIN_RATE_LIMIT: '4', CONTACT_RATE_LIMIT: '3' };
let a: TestApp;
let b: TestApp;
let admin: string;
beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp(LIMITS);
  b = await createTestApp(LIMITS, { database: await openDatabase({ url: a.database.shared!.url }) });
  admin = await a.adminToken();
  await untilInSync(a);
  await untilInSync(b);
});
afterAll(async () => {
  if (!onPostgres) return;
  await b.close();
  await a.close();
});

/** Polls until `check` passes, for at most one second: the promise of LISTEN/NOTIFY. */
async function withinOneSecond(check: () => Promise<void>) {
  const deadline = Date.now() + 1_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describeShared('two instances on one database', () => {
  it('a write on one shows on the other within a second, over REST and GraphQL, though the other had it cached', async () => {
    await b.http.get('/api/lineup');
    await gql(b, '{ bands { name } }');
    expect((await b.http.get('/api/lineup')).headers['x-cache']).toBe('HIT');
    expect((await gql(b, '{ bands { name } }')).headers['x-cache']).toBe('HIT');

    const created = await a.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Over The Wire', country: 'Iceland', biography: 'Hi.' });
    expect(created.status).toBe(201);
    await withinOneSecond(async () => {
      const rest = await b.http.get('/api/lineup');
      expect(rest.body.map((band: { name: string }) => band.name)).toContain('Over The Wire');
    });
    await withinOneSecond(async () => {
      const graph = await gql(b, '{ bands { name } }');
      expect(graph.body.data.bands.map((band: { name: string }) => band.name)).toContain('Over The Wire');
    });

    // And the other way round, through GraphQL.
    await a.http.get('/api/news');
    const article = await gql(b, 'mutation N($input: NewsInput!) { createNewsArticle(input: $input) { _id } }', { input: { title: 'Shared', excerpt: 'E', content: 'C', publishedAt: '2026-01-01T00:00:00.000Z' } }, admin);
    expect(article.body.errors).toBeUndefined();
    await withinOneSecond(async () => {
      const news = await a.http.get('/api/news');
      expect(JSON.stringify(news.body)).toContain('Shared');
    });
  });

  it('a scheduled article appears on both at its instant with no write, though both had the list cached (#35)', async () => {
    // Both instances' clocks (the services' seam) stand just before the instant, then just after it.
    const instant = new Date(Date.now() + 60_000);
    const set = (ms: number) => (a.clock.now = b.clock.now = new Date(instant.getTime() + ms));
    set(-30_000);
    const created = await a.http.post('/api/news').set('Authorization', admin).send({ title: 'At The Gate', excerpt: 'E', content: 'C', publishedAt: '2026-01-01T00:00:00.000Z', publishAt: instant.toISOString() });
    expect(created.status).toBe(201);
    const titles = async (app: TestApp) => JSON.stringify((await app.http.get('/api/news')).body);
    // The other instance hears of the write, reads the next instant, and caches the list without it.
    await withinOneSecond(async () => {
      await b.services.schedule.settled();
      expect((await b.http.get('/api/news')).headers['x-cache']).toBe('HIT');
    });
    for (const app of [a, b]) expect(await titles(app)).not.toContain('At The Gate');
    set(-1);
    for (const app of [a, b]) expect(await titles(app)).not.toContain('At The Gate');
    set(0);
    for (const app of [a, b]) expect(await titles(app)).toContain('At The Gate');
    a.clock.now = b.clock.now = null;
  });

  it('an image deleted on one is 404 on the other within a second, though the other kept it in its cache and its store of contents', async () => {
    const head = await pngImage('#789');
    // Larger than one slice, so the other instance keeps its bytes in the file service's store too.
    const image = Buffer.concat([head, crypto.randomBytes(200 * 1024)]);
    const created = await a.http.post('/api/lineup').set('Authorization', admin).field('name', 'Shared Photo').field('country', 'Peru').field('biography', 'Hi.').attach('image', image, 'p.png');
    expect(created.status).toBe(201);
    const path = created.body.band.image as string;
    await withinOneSecond(async () => {
      const served = await b.http.get(path).responseType('blob');
      expect(Buffer.compare(served.body as Buffer, image)).toBe(0);
    });
    // Kept in b's cache (a late notice of the create may empty it once: asked again until it holds).
    await withinOneSecond(async () => {
      expect((await b.http.get(path)).headers['x-cache']).toBe('HIT');
    });
    // A delete moves the band to the trash (its image kept for an undo); purging it removes the file.
    expect((await a.http.delete(`/api/lineup/${created.body.band._id}`).set('Authorization', admin)).status).toBe(200);
    expect((await a.http.delete(`/api/trash/bands/${created.body.band._id}`).set('Authorization', admin)).status).toBe(200);
    await withinOneSecond(async () => {
      expect((await b.http.get(path)).status).toBe(404);
    });
  });

  it('counts failed logins across instances: alternating, the limit holds as on one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await app.http.post('/api/auth/login').send({ email: 'ghost@example.com', password: `wrong-${i}` })).status);
    }
    // The limit is 4 and one failure is already counted: adminToken() tried to log in before registering.
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('counts contact messages across instances, and both tell the same RateLimit state', async () => {
    const send = (app: TestApp, i: number) =>
      app.http.post('/api/contact').send({ name: 'Fan', email: 'fan@example.com', subject: `Hello ${i}`, message: 'When do tickets go on sale?' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send(i % 2 === 0 ? a : b, i));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 429, 429]);
    expect(answers.map((r) => r.headers['ratelimit-policy'])).toEqual(Array(5).fill('"contact";q=3;w=600'));
    expect(answers.map((r) => /r=(\d+)/.exec(r.headers.ratelimit ?? '')?.[1])).toEqual(['2', '1', '0', '0', '0']);
  });

  it('a promotion and a deactivation hold on the other instance within a second, though it had the login cached (5 s)', async () => {
    const registered = await a.http.post('/api/auth/register').send({ email: 'promoted@example.com', password: 'promoted-secret' });
    const member = `Bearer ${registered.body.accessToken}`;
    const me = await b.http.get('/api/auth/me').set('Authorization', member);
    const newStage = () => b.http.post('/api/stages').set('Authorization', member).send({ name: `Stage ${crypto.randomUUID()}` });
    expect((await newStage()).status).toBe(403);
    expect((await a.http.put(`/api/users/${me.body.user._id}`).set('Authorization', admin).send({ role: 'editor' })).status).toBe(200);
    await withinOneSecond(async () => expect((await newStage()).status).toBe(201));
    expect((await a.http.put(`/api/users/${me.body.user._id}`).set('Authorization', admin).send({ active: false })).status).toBe(200);
    await withinOneSecond(async () => expect((await b.http.get('/api/auth/me').set('Authorization', member)).status).toBe(401));
  });
});
