/**
 * Preview hygiene (#35): an answer read through a preview cookie is never served from nor stored in
 * the public cache and says `private, no-store`; a link is revocable (REST and GraphQL) and dies on
 * every request after; feeds are never previewed (answered and cached as for everyone).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '../gateway/helpers';
import { appAtT0, at } from '../helpers/release-clock';
import type { TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, editor: string;

beforeAll(async () => {
  ({ t, admin, editor } = await appAtT0());
});
afterAll(() => t.close());

const send = (method: 'post' | 'put' | 'delete' | 'get', url: string, body?: object, auth = admin) => t.http[method](url).set('Authorization', auth).send(body);
async function open(url: string): Promise<string> {
  const res = await t.http.get(new URL(url).pathname);
  expect(res.status).toBe(303);
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('mg_preview='))!.split(';')[0]!;
}

let release: string;
let cookie: string;

describe('preview hygiene', () => {
  beforeAll(async () => {
    const band = await send('post', '/api/lineup', { name: 'Hygiene Band', country: 'Norway', biography: 'x', status: 'draft' });
    const article = await send('post', '/api/news', { title: 'Hygiene News', excerpt: 'x', content: 'x', publishedAt: at(-60).toISOString(), status: 'draft' });
    release = (await send('post', '/api/releases', { name: 'Hygiene', publishAt: at(3600).toISOString() })).body.release._id;
    const items = [{ collection: 'bands', _id: band.body.band._id }, { collection: 'news', _id: article.body.article._id }];
    expect((await send('put', `/api/releases/${release}`, { items })).status).toBe(200);
  });

  it('a preview answer is neither served from the public cache nor stored in it, and is private', async () => {
    expect((await t.http.get('/api/lineup')).status).toBe(200);
    expect((await t.http.get('/api/lineup')).headers['x-cache']).toBe('HIT');
    const made = await send('post', '/api/previews', { releaseId: release });
    expect(made.body).toEqual({ _id: expect.any(String), url: expect.stringContaining('/preview/'), expiresAt: at(24 * 3600).toISOString() });
    cookie = await open(made.body.url);
    const previewed = await t.http.get('/api/lineup').set('Cookie', cookie);
    expect([previewed.headers['x-cache'], previewed.headers['cache-control'], previewed.text.includes('Hygiene Band')]).toEqual([undefined, 'private, no-store', true]);
    // Its ETag is not the public answer's: a revalidation of the public copy is no 304 for it.
    const revalidated = await t.http.get('/api/lineup').set('Cookie', cookie).set('If-None-Match', (await t.http.get('/api/lineup')).headers.etag);
    expect([revalidated.status, revalidated.text.includes('Hygiene Band')]).toEqual([200, true]);
    const after = await t.http.get('/api/lineup');
    expect([after.headers['x-cache'], after.text.includes('Hygiene Band')]).toEqual(['HIT', false]);
  });

  it('feeds under a preview cookie are not previewed: the public feed, with the public answer\'s headers', async () => {
    for (const feed of ['/rss.xml', '/api/lineup.ics', '/sitemap.xml']) {
      const plain = await t.http.get(feed);
      const withCookie = await t.http.get(feed).set('Cookie', cookie);
      expect([withCookie.status, withCookie.headers['metal-gates-preview'], withCookie.headers['cache-control']]).toEqual([200, undefined, plain.headers['cache-control']]);
      expect([feed, withCookie.headers['cache-control']]).toEqual([feed, expect.stringMatching(/^public, max-age=300/)]);
      expect(withCookie.text).not.toMatch(/Hygiene (Band|News)/);
    }
  });

  it('a revoked link stops working on its next request, at both doors; revoking needs the right to make it', async () => {
    const made = (await send('post', '/api/previews', { releaseId: release })).body as { _id: string; url: string };
    const mine = await open(made.url);
    expect((await t.http.get('/api/lineup').set('Cookie', mine)).text).toContain('Hygiene Band');
    expect((await t.http.delete(`/api/previews/${made._id}`)).status).toBe(401);
    expect((await send('delete', '/api/previews/nope')).status).toBe(404);
    const revoked = await send('delete', `/api/previews/${made._id}`, undefined, editor);
    expect([revoked.status, revoked.body]).toEqual([200, { _id: made._id, message: 'Preview link revoked' }]);
    expect((await send('delete', `/api/previews/${made._id}`)).status).toBe(200);
    const next = await t.http.get('/api/lineup').set('Cookie', mine);
    expect(next.text).not.toContain('Hygiene Band');
    expect(([] as string[]).concat(next.headers['set-cookie'] ?? []).some((c) => /^mg_preview=;/.test(c))).toBe(true);
    const page = await t.http.get(new URL(made.url).pathname);
    expect([page.status, page.text]).toEqual([410, expect.stringContaining('This preview link was revoked')]);

    // GraphQL: the link's _id, then revokePreview.
    const graph = await gql(t, 'mutation { createPreview { _id url } }', undefined, admin);
    const id = graph.body.data.createPreview._id as string;
    expect((await gql(t, 'mutation($id: ID!) { revokePreview(id: $id) }', { id }, editor)).body.data.revokePreview).toBe(id);
    expect((await t.http.get(new URL(graph.body.data.createPreview.url).pathname)).status).toBe(410);
    expect((await gql(t, 'mutation($id: ID!) { revokePreview(id: $id) }', { id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
