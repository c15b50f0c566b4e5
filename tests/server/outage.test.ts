import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from '../../server/db/client';
import { gql } from '../gateway/helpers';
import { untilInSync } from '../helpers/cache';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { findPostgresBin, startThrowawayCluster, type ThrowawayCluster } from '../helpers/throwaway-cluster';

/**
 * The database goes away and comes back: a throwaway cluster this file starts and stops itself.
 * Runs in the server-postgres project; where PostgreSQL's server binaries are missing it skips
 * with a line saying so, except under CI=true where that is a failure.
 */
const onPostgres = process.env.TEST_DB_TARGET === 'postgres';
const bin = findPostgresBin();
if (!onPostgres) console.log('outage.test.ts: runs in the server-postgres project only');
else if (!bin && process.env.CI !== 'true') console.log('outage.test.ts: SKIPPED, no PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
const run = onPostgres && (bin !== undefined || process.env.CI === 'true');

let cluster: ThrowawayCluster;
let t: TestApp;
let admin: string;
let web: string | undefined;
beforeAll(async () => {
  if (!run) return;
  if (!bin) throw new Error('CI=true: PostgreSQL server binaries are required for the outage test');
  cluster = await startThrowawayCluster(bin);
  const database = await openDatabase({ url: cluster.url });
  await database.migrate();
  // A built web app in miniature: the shell and one hashed asset.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-outage-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>');
  fs.writeFileSync(path.join(web, 'assets/app-1a2b.js'), 'console.log("app");');
  t = await createTestApp({ WEB_DIST_DIR: web }, { database });
  admin = await t.adminToken();
  await untilInSync(t);
}, 120_000);
afterAll(async () => {
  if (!run) return;
  await t?.close().catch(() => {});
  cluster?.destroy();
  if (web) fs.rmSync(web, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

(run ? describe : describe.skip)('when the database goes away', () => {
  it('answers 503 for health, uncached reads and writes, keeps cached reads (marked stale), and recovers by itself', async () => {
    const created = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Before', country: 'Norway', biography: 'Up.' });
    expect(created.status).toBe(201);
    await t.http.get('/api/lineup');
    await gql(t, '{ bands { name } }');
    expect((await t.http.get('/api/lineup')).headers['x-cache']).toBe('HIT');

    cluster.stop();
    await until(async () => (await t.http.get('/api/health')).status === 503, 5_000, 'health says 503');

    await until(async () => (await t.http.get('/api/lineup')).headers['x-cache'] === 'STALE', 5_000, 'cached reads marked stale');
    const stale = await t.http.get('/api/lineup');
    expect(stale.status).toBe(200);
    expect(stale.body.map((b: { name: string }) => b.name)).toContain('Before');
    expect(stale.headers.warning).toMatch(/^110 /);
    expect(stale.headers.age).toMatch(/^\d+$/);
    expect((await gql(t, '{ bands { name } }')).status).toBe(200);

    const uncached = await t.http.get('/api/news');
    expect(uncached.status).toBe(503);
    expect(uncached.body).toEqual({ error: 'Service temporarily unavailable' });
    const write = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'During', country: 'Norway', biography: 'Down.' });
    expect(write.status).toBe(503);
    expect(write.body).toEqual({ error: 'Service temporarily unavailable' });
    const graphUncached = await gql(t, 'query { archives { _id } }');
    expect(graphUncached.status).toBe(503);
    expect(graphUncached.body.errors[0].message).toBe('Service temporarily unavailable');

    // The HTML shell and its assets do not need the database: a page never visited before still
    // loads (with the news pages' default link-preview tags, constants that need no database), so
    // the app can show its own "try again" state.
    const page = await t.http.get('/news/never-visited');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).toContain('<title>News | Metal Gates Festival</title>');
    const asset = await t.http.get('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("app");');

    cluster.start();
    await until(async () => (await t.http.get('/api/health')).status === 200, 15_000, 'health back to 200');
    await until(async () => t.services.content.inSync(), 10_000, 'listener reconnected');
    const after = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'After', country: 'Norway', biography: 'Back.' });
    expect(after.status).toBe(201);
    const lineup = await t.http.get('/api/lineup');
    expect(lineup.headers['x-cache']).toBeUndefined();
    expect(lineup.body.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['Before', 'After']));
  }, 90_000);
});
