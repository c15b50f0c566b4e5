/**
 * Preview links (#35 item 5): a signed link shows the public site as it will be after a release
 * (or with every draft) to anyone holding it, for 24 h (the services' clock is moved), never cached
 * and never indexed, with its bar on every page; a forged or expired link is a clear 4xx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '../gateway/helpers';
import { appAtT0, at, T0 } from '../helpers/release-clock';
import type { TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, editor: string, web: string;

beforeAll(async () => {
  // A built web app in miniature: pages are client-rendered from this shell.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-preview-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div></body></html>');
  ({ t, admin, editor } = await appAtT0({ WEB_DIST_DIR: web, PUBLIC_URL: 'https://metalgates.example' }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const send = (method: 'post' | 'put' | 'delete' | 'get', url: string, body?: object, auth = admin) => t.http[method](url).set('Authorization', auth).send(body);
const idOf = (res: { body: Record<string, { _id: string }> }) => Object.values(res.body)[0]._id;
const pathOf = (url: string) => new URL(url).pathname;
/** Opens a link as a colleague would: the cookie it sets, as the browser sends it back. */
async function open(url: string): Promise<string> {
  const res = await t.http.get(pathOf(url));
  expect([res.status, res.headers.location]).toEqual([303, '/']);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('mg_preview='));
  expect(cookie).toMatch(/HttpOnly/i);
  return cookie!.split(';')[0];
}

let release: string, bandId: string, articleId: string;
let link: { url: string; expiresAt: string };

describe('preview links', () => {
  it('show a release before its instant to anyone holding the link, at every door, uncached, noindex, with the bar', async () => {
    bandId = idOf(await send('post', '/api/lineup', { name: 'Preview Band', country: 'Norway', biography: 'x', status: 'draft' }));
    articleId = idOf(await send('post', '/api/news', { title: 'Preview News', excerpt: 'x', content: 'x', publishedAt: at(-60).toISOString(), status: 'draft' }));
    release = (await send('post', '/api/releases', { name: 'Wave P', publishAt: at(3600).toISOString() })).body.release._id;
    const items = [{ collection: 'bands', _id: bandId }, { collection: 'news', _id: articleId }];
    expect((await send('put', `/api/releases/${release}`, { items, siteAssets: { bannerText: 'Previewed banner' } })).status).toBe(200);

    const made = await send('post', '/api/previews', { releaseId: release });
    expect(made.status).toBe(201);
    link = made.body;
    expect(link.url).toMatch(/^https:\/\/metalgates\.example\/preview\/[^/]+$/);
    expect(link.expiresAt).toBe(at(24 * 3600).toISOString());

    // Anonymous readers (and the cache, filled by them) see nothing of it.
    for (let i = 0; i < 2; i++) expect(JSON.stringify((await t.http.get('/api/lineup')).body)).not.toContain('Preview Band');
    const cookie = await open(link.url);

    const lineup = await t.http.get('/api/lineup').set('Cookie', cookie);
    expect(JSON.stringify(lineup.body)).toContain('Preview Band');
    expect(lineup.headers['cache-control']).toBe('private, no-store');
    expect(lineup.headers['x-robots-tag']).toMatch(/noindex/);
    expect(lineup.headers['x-cache']).toBeUndefined();
    const news = await t.http.post('/api/graphql').set('Cookie', cookie).send({ query: '{ news { title } }' });
    expect(JSON.stringify(news.body)).toContain('Preview News');
    expect(news.headers['cache-control']).toBe('private, no-store');
    expect((await t.http.get('/api/site-assets').set('Cookie', cookie)).body.assets.bannerText).toBe('Previewed banner');

    // A page: the article is there, with the bar and noindex; without the link it does not exist.
    expect((await t.http.get(`/news/${articleId}`)).status).toBe(404);
    const page = await t.http.get(`/news/${articleId}`).set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Preview News | Metal Gates Festival</title>');
    expect(page.text).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/);
    expect(page.text).toMatch(/<div role="status" data-preview-bar[^>]*><span>Preview of Wave P · as at Sun 20 Sept, 16:00 \(festival time\)<\/span>/);
    expect(page.text).toContain('href="/preview/exit"');
    expect([page.headers['cache-control'], page.headers['x-robots-tag']]).toEqual(['private, no-store', 'noindex, nofollow']);
    const home = await t.http.get('/').set('Cookie', cookie);
    expect(home.text).toContain('Preview of Wave P');

    // The public answers stayed public: nothing the preview read was kept for others.
    expect(JSON.stringify((await t.http.get('/api/lineup')).body)).not.toContain('Preview Band');
    expect((await t.http.get('/')).text).not.toContain('Preview of');
    expect((await t.http.get('/api/site-assets')).body.assets.bannerText).not.toBe('Previewed banner');

    // The way out clears the cookie.
    const exit = await t.http.get('/preview/exit').set('Cookie', cookie);
    expect([exit.status, String(exit.headers['set-cookie'])]).toEqual([303, expect.stringMatching(/^mg_preview=;.*Expires=Thu, 01 Jan 1970/)]);
  });

  it('refuses a forged link (403) and an expired one (410) with a clear page; a dead cookie reads the site as it is', async () => {
    const token = pathOf(link.url).split('/').pop()!;
    const [subject, seconds, signature] = token.split('.');
    const later = `${subject}.${Number(seconds) + 3600}.${signature}`;
    const flipped = `${subject}.${seconds}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [later, flipped, 'all.99999999999.x', 'nonsense']) {
      const res = await t.http.get(`/preview/${forged}`);
      expect([res.status, res.headers['cache-control']]).toEqual([403, 'no-store']);
      expect(res.text).toContain('Preview link not valid');
      expect(res.text).toContain('noindex');
      const read = await t.http.get('/api/lineup').set('Cookie', `mg_preview=${forged}`);
      expect([JSON.stringify(read.body), read.headers['metal-gates-preview']]).toEqual([expect.not.stringContaining('Preview Band'), undefined]);
      expect(String(read.headers['set-cookie'])).toMatch(/^mg_preview=;/);
    }

    t.clock.now = at(24 * 3600 - 1);
    const cookie = await open(link.url);
    t.clock.now = at(24 * 3600);
    const expired = await t.http.get(pathOf(link.url));
    expect([expired.status, expired.text]).toEqual([410, expect.stringContaining('This preview link has expired')]);
    const dead = await t.http.get('/api/lineup').set('Cookie', cookie);
    expect([String(dead.headers['set-cookie']), dead.headers['metal-gates-preview']]).toEqual([expect.stringMatching(/^mg_preview=;/), undefined]);
    t.clock.now = T0;
  });

  it('previews every draft, and follows the roles of publishing at both doors', async () => {
    const lonely = idOf(await send('post', '/api/lineup', { name: 'Lonely Draft', country: 'Chile', biography: 'x', status: 'draft' }));
    const all = await send('post', '/api/previews', {}, editor);
    expect(all.status).toBe(201);
    const cookie = await open(all.body.url);
    expect(JSON.stringify((await t.http.get('/api/lineup').set('Cookie', cookie)).body)).toContain('Lonely Draft');
    expect((await t.http.get('/lineup').set('Cookie', cookie)).text).toContain('Preview of all drafts');
    // The release's link does not show what is in no release.
    const releaseCookie = await open(link.url);
    expect(JSON.stringify((await t.http.get(`/api/lineup/${lonely}`).set('Cookie', releaseCookie)).body)).toContain('Band not found');

    expect((await t.http.post('/api/previews').send({})).status).toBe(401);
    // The release changes the banner line, a setting only an admin may change.
    expect((await send('post', '/api/previews', { releaseId: release }, editor)).status).toBe(403);
    const graphEditor = await gql(t, 'mutation($r: ID) { createPreview(releaseId: $r) { url } }', { r: release }, editor);
    expect(graphEditor.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const graphAdmin = await gql(t, 'mutation($r: ID) { createPreview(releaseId: $r) { url expiresAt } }', { r: release }, admin);
    expect(graphAdmin.body.data.createPreview).toEqual({ url: expect.stringMatching(/\/preview\//), expiresAt: at(24 * 3600).toISOString() });
    expect((await send('post', '/api/previews', { releaseId: 'nope' })).status).toBe(404);
    expect((await send('post', '/api/previews', { releaseId: '' })).status).toBe(400);

    // A cancelled release has nothing to preview: no new link, and its links stop working.
    expect((await send('delete', `/api/releases/${release}`)).status).toBe(200);
    expect((await send('post', '/api/previews', { releaseId: release })).status).toBe(409);
    const gone = await t.http.get(pathOf(link.url));
    expect([gone.status, gone.text]).toEqual([410, expect.stringContaining('This release was cancelled')]);
  });
});
