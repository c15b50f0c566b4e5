/**
 * Public pages are rendered on a thread of their own (server/http/pageRenderer.ts): a render never
 * holds the server's event loop, its GraphQL still runs on the main thread as an anonymous visitor,
 * and a render that fails or a thread that dies is answered as before (the client-rendered page).
 *
 * The server bundle here is a stand-in (a plain module in a built web app in miniature) that
 * renders by the page's path, so a test can make a render hold its thread until told to go on.
 */
import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TEMPLATE =
  '<!doctype html><html><head><title>Metal Gates</title><!--ssr-head--></head><body><div id="root"><!--ssr-outlet--></div><!--ssr-data--></body></html>';

// Renders by path: /info holds its thread (Atomics.wait, nothing on the thread runs) until the
// test lets it go, /archive throws, /contact ends its thread. Every render first reads the lineup
// through the main thread, as an anonymous visitor.
const SERVER_BUNDLE = `
export async function renderApp(url, execute) {
  const lineup = await execute({ query: 'query Lineup { bands { name } }', operationName: 'Lineup' });
  if (url === '/info' || url.startsWith('/news/held')) {
    const { data } = await execute({ query: '{ __typename }', operationName: 'Hold' });
    Atomics.wait(new Int32Array(data.hold), 0, 0);
  }
  if (url === '/archive') throw new Error('the render failed');
  if (url === '/contact') process.exit(3);
  const names = lineup.data.bands.map((band) => band.name).join(', ');
  return { status: 200, appHtml: '<main>rendered ' + url + ': ' + names + '</main>', styleTags: '<style>main{}</style>', apolloState: { ROOT_QUERY: { url } }, pageModules: [] };
}
`;

/** A built web app in miniature (template, manifest, server bundle) in a new directory: its dist. */
function miniatureWeb(bundle: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-render-thread-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), bundle);
  return dist;
}

let t: TestApp;
let web: string;
const renders = new EventEmitter();
/** The flag the held render waits on: 0 holds, 1 lets it go. */
const hold = new Int32Array(new SharedArrayBuffer(4));
const operations: (string | undefined)[] = [];

beforeAll(async () => {
  web = miniatureWeb(SERVER_BUNDLE);
  t = await createTestApp(
    // One origin whatever port supertest listens on: pages are cached by the origin they link to.
    // One render may wait for the thread (the queue test fills it).
    { WEB_DIST_DIR: web, PUBLIC_URL: 'https://metalgates.example', RENDER_QUEUE: '1' },
    {
      renderOperations: (execute) => async (operation) => {
        operations.push(operation.operationName);
        if (operation.operationName !== 'Hold') return execute(operation);
        renders.emit('held');
        return { data: { hold: hold.buffer } };
      },
    },
  );
  const admin = await t.adminToken();
  const band = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Threadbare', country: 'Norway', biography: 'Riffs.' });
  expect(band.status).toBe(201);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(web), { recursive: true, force: true });
});

/** The page as the client-rendered fallback serves it: the template with an empty root. */
const clientRendered = (html: string) => html.includes('<div id="root"></div>') && !html.includes('<main>');

describe('page renders on their own thread', () => {
  it('render the page with GraphQL run on the main thread, as an anonymous visitor', async () => {
    const res = await t.http.get('/news').set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<main>rendered /news: Threadbare</main>');
    expect(res.text).toContain('<style>main{}</style>');
    expect(res.text).toContain('<script type="application/json" id="__APOLLO_STATE__">{"ROOT_QUERY":{"url":"/news"}}</script>');
    expect(operations).toContain('Lineup');
  });

  it('leave the main thread free while a render holds its thread: the server answers meanwhile', async () => {
    const held = once(renders, 'held');
    const page = request(t.handler)
      .get('/info')
      .then((res) => res);
    await held;
    // The render is in progress and will not end before the flag is set: had it run on the main
    // thread, nothing else could be answered now.
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(200);
    const cached = await t.http.get('/news');
    expect(cached.headers['x-cache']).toBe('HIT');
    Atomics.store(hold, 0, 1);
    Atomics.notify(hold, 0);
    const res = await page;
    expect(res.status).toBe(200);
    expect(res.text).toContain('<main>rendered /info: Threadbare</main>');
  });

  it('answer a render that throws with the client-rendered page, as before, and do not keep it for the next visitor', async () => {
    const res = await t.http.get('/archive');
    expect(res.status).toBe(200);
    expect(clientRendered(res.text)).toBe(true);
    expect(res.headers['cache-control']).toContain('no-store');
    const again = await t.http.get('/archive');
    expect(again.headers['x-cache']).not.toBe('HIT');
  });

  it('answer at once, client-rendered and not kept, the renders that find the queue full; the others render once the thread is free', async () => {
    Atomics.store(hold, 0, 0);
    const held = once(renders, 'held');
    const holding = request(t.handler).get('/news/held-1').then((res) => res);
    await held;
    // The thread is blocked: one more render may share it, one may wait in the queue, the rest cannot.
    const arrivals = new EventEmitter();
    const arrived: { url: string; res: request.Response }[] = [];
    const urls = [1, 2, 3, 4, 5].map((n) => `/news/queued-${n}`);
    const all = urls.map((url) =>
      request(t.handler)
        .get(url)
        .then((res) => {
          arrived.push({ url, res });
          arrivals.emit('arrived');
          return { url, res };
        }),
    );
    while (arrived.length < 3) await once(arrivals, 'arrived');
    for (const { res } of arrived) {
      expect(clientRendered(res.text)).toBe(true);
      expect(res.headers['cache-control']).toContain('no-store');
    }
    const turnedAway = arrived.map(({ url }) => url);
    Atomics.store(hold, 0, 1);
    Atomics.notify(hold, 0);
    expect((await holding).text).toContain('<main>rendered /news/held-1');
    const answers = await Promise.all(all);
    const rendered = answers.filter(({ res }) => res.text.includes('<main>rendered /news/queued-'));
    expect(rendered.length).toBeGreaterThanOrEqual(1);
    expect(rendered.length + answers.filter(({ res }) => clientRendered(res.text)).length).toBe(urls.length);
    // A page turned away was not kept: its next visitor gets it rendered.
    expect((await t.http.get(turnedAway[0]!)).text).toContain(`<main>rendered ${turnedAway[0]}`);
  });

  it('answer a render whose thread dies with the client-rendered page, and render the next page on a new thread', async () => {
    const res = await t.http.get('/contact');
    expect(res.status).toBe(200);
    expect(clientRendered(res.text)).toBe(true);
    const next = await t.http.get('/lineup');
    expect(next.status).toBe(200);
    expect(next.text).toContain('<main>rendered /lineup: Threadbare</main>');
  });
});

describe('a server bundle that does not load', () => {
  it('leaves every page client-rendered, as before', async () => {
    const broken = miniatureWeb('export async function renderApp( {');
    const app = await createTestApp({ WEB_DIST_DIR: broken });
    try {
      const res = await app.http.get('/news');
      expect(res.status).toBe(200);
      expect(clientRendered(res.text)).toBe(true);
    } finally {
      await app.close();
      fs.rmSync(path.dirname(broken), { recursive: true, force: true });
    }
  });
});
