/**
 * Request coalescing of the public cache's misses (#35 item 4), on the fast path itself with a
 * stand-in app whose builds the test holds and counts: a key is built once for all the requests
 * arriving meanwhile (REST, pages, GraphQL GET and POST alike); a build begun before the content
 * version moved is never joined after it, and its waiters are answered under the new version; a
 * failed build answers its own waiters only, and the next request builds again.
 *
 * The wait fallback is an hour: a request that wrongly waited for a held build would hang (and
 * the test time out) instead of passing by building on its own.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import pino from 'pino';
import request from 'supertest';
import { createContentVersion } from '../../server/cache/content-version';
import { captureForCache } from '../../server/http/public-cache/capture';
import { withPublicCache } from '../../server/http/public-cache/fast-path';
import { ResponseCache } from '../../server/http/public-cache/response-cache';
import { gate, untilCount } from '../helpers/gate';

/**
 * The fast path over an app whose every public read answers `what(n)` for its n-th build, after
 * `hold(n)` resolves. `arrived` counts the requests that reached the fast path.
 */
function standIn(what: (n: number) => { status: number; body: string }, hold: (n: number) => Promise<void> = async () => {}, waitFallbackMs = 3_600_000) {
  const version = createContentVersion();
  const cache = new ResponseCache({ maxBytes: 1_000_000, ttlSeconds: 600, version });
  const state = { builds: 0, arrived: 0 };
  const build: RequestHandler = async (req, res) => {
    const n = ++state.builds;
    // The answer is read first (as a service reads the database), then held.
    const answer = what(n);
    await hold(n);
    if (answer.status >= 500) throw new Error('the build failed');
    res.status(answer.status).type('application/json').send(JSON.stringify({ answer: answer.body, path: req.path }));
  };
  const fail: ErrorRequestHandler = (_err, _req, res, _next) => void res.status(500).json({ error: 'Internal server error' });
  const app = express()
    .use(captureForCache(cache))
    .use(express.json())
    .get(['/api/news', '/lineup'], build)
    .all('/api/graphql', build)
    .use(fail);
  // One origin whatever port supertest listens on: pages are keyed by the origin they link to.
  const fastPath = withPublicCache(cache, app, pino({ level: 'silent' }), { trust: () => false, publicUrl: 'https://metalgates.example', waitFallbackMs, maxMissesPerClient: 1_000 });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    state.arrived += 1;
    fastPath(req, res);
  };
  return { version, cache, state, http: request(handler) };
}

const GRAPHQL = { query: 'query Lineup { bands { name } }', operationName: 'Lineup' };
const graphqlGet = `/api/graphql?query=${encodeURIComponent(GRAPHQL.query)}&operationName=Lineup`;

let held = gate();
afterEach(() => held.open());

describe('request coalescing (single-flight) of public cache misses', () => {
  it.each([
    ['a REST read', (s: ReturnType<typeof standIn>) => s.http.get('/api/news')],
    ['a server-rendered page', (s: ReturnType<typeof standIn>) => s.http.get('/lineup')],
    ['a GraphQL GET query', (s: ReturnType<typeof standIn>) => s.http.get(graphqlGet).set('apollo-require-preflight', 'true')],
    ['a GraphQL POST query', (s: ReturnType<typeof standIn>) => s.http.post('/api/graphql').send(GRAPHQL)],
  ])('builds %s once for eight concurrent misses, which all get its answer', async (_door, ask) => {
    held = gate();
    const s = standIn((n) => ({ status: 200, body: `build ${n}` }), () => held.opened);
    const answers = Array.from({ length: 8 }, () => ask(s).then((res) => res));
    await untilCount(() => s.state.arrived, 8);
    // A POST's body is read before its key is known: every request is past that once the first build runs.
    await untilCount(() => s.state.builds, 1);
    await new Promise((resolve) => setImmediate(resolve));
    held.open();
    const done = await Promise.all(answers);
    expect(s.state.builds).toBe(1);
    expect(done.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(new Set(done.map((res) => res.body.answer))).toEqual(new Set(['build 1']));
    // And the entry is kept: the next request is a hit.
    expect((await ask(s)).headers['x-cache']).toBe('HIT');
    expect(s.state.builds).toBe(1);
  });

  it('never lets a request that arrives after the content version moved join a build begun before; the waiters get the new answer', async () => {
    held = gate();
    let content = 'before the instant';
    // Only the first build is held (after reading the content as it was then).
    const s = standIn(() => ({ status: 200, body: content }), (n) => (n === 1 ? held.opened : Promise.resolve()));
    const first = s.http.get('/api/news').then((res) => res);
    await untilCount(() => s.state.builds, 1);
    const waiter = s.http.get('/api/news').then((res) => res);
    await untilCount(() => s.state.arrived, 2);
    // The wave goes public: the content and the version move while the first build is held.
    content = 'the wave';
    s.version.invalidate();
    // Arriving after the move, it builds afresh instead of waiting for the held build.
    const after = await s.http.get('/api/news');
    expect(after.status).toBe(200);
    expect(after.body.answer).toBe('the wave');
    expect(s.state.builds).toBe(2);
    held.open();
    // The first request began before the instant and gets what it read then; the one that waited
    // for its build is answered under the new version (from the fresh build's entry).
    expect((await first).body.answer).toBe('before the instant');
    expect((await waiter).body.answer).toBe('the wave');
    expect(s.state.builds).toBe(2);
    // What the held build read was not kept: the cache holds the wave.
    const hit = await s.http.get('/api/news');
    expect([hit.headers['x-cache'], hit.body.answer]).toEqual(['HIT', 'the wave']);
  });

  it('answers the waiters of a failed build with its 500, keeps nothing, and builds again on the next request', async () => {
    held = gate();
    const s = standIn((n) => (n === 1 ? { status: 500, body: '' } : { status: 200, body: `build ${n}` }), () => held.opened);
    const answers = Array.from({ length: 5 }, () => s.http.get('/api/news').then((res) => res));
    await untilCount(() => s.state.arrived, 5);
    await untilCount(() => s.state.builds, 1);
    held.open();
    const failed = await Promise.all(answers);
    expect(s.state.builds).toBe(1);
    expect(failed.map((res) => res.status)).toEqual(Array(5).fill(500));
    expect(failed.every((res) => res.headers['cache-control'] === 'no-store')).toBe(true);
    expect(failed.map((res) => res.body)).toEqual(Array(5).fill({ error: 'Internal server error' }));
    held = gate();
    held.open();
    const next = await s.http.get('/api/news');
    expect([next.status, next.body.answer, s.state.builds]).toEqual([200, 'build 2', 2]);
    expect((await s.http.get('/api/news')).headers['x-cache']).toBe('HIT');
  });

  it('shares a not-found with the requests that waited for it, and asks again afterwards (nothing kept)', async () => {
    held = gate();
    const s = standIn((n) => ({ status: 404, body: `build ${n}` }), () => held.opened);
    const answers = Array.from({ length: 3 }, () => s.http.get('/lineup').then((res) => res));
    await untilCount(() => s.state.arrived, 3);
    await untilCount(() => s.state.builds, 1);
    held.open();
    const done = await Promise.all(answers);
    expect(done.map((res) => [res.status, res.body.answer])).toEqual(Array(3).fill([404, 'build 1']));
    expect((await s.http.get('/lineup')).status).toBe(404);
    expect(s.state.builds).toBe(2);
  });

  it('builds again once when a build runs past the wait, and the other waiters wait for that build instead of each building its own', async () => {
    held = gate();
    // The first build hangs (until the end of the test); the wait gives up on it after a second.
    const s = standIn((n) => ({ status: 200, body: `build ${n}` }), (n) => (n === 1 ? held.opened : Promise.resolve()), 1_000);
    const first = s.http.get('/api/news').then((res) => res);
    await untilCount(() => s.state.builds, 1);
    const waiters = Array.from({ length: 6 }, () => s.http.get('/api/news').then((res) => res));
    const done = await Promise.all(waiters);
    expect(done.map((res) => [res.status, res.body.answer])).toEqual(Array(6).fill([200, 'build 2']));
    expect(s.state.builds).toBe(2);
    held.open();
    expect((await first).body.answer).toBe('build 1');
  });
});
