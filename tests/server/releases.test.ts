/**
 * Releases (#35 items 2 and 6): drafts of several collections and a site-asset setting go public
 * together at the release's instant (the services' clock is moved: no waiting), cancel leaves
 * drafts, publish now, roles at both doors, and clear 4xx for bad input.
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

const send = (method: 'post' | 'put' | 'delete' | 'get', path: string, body?: object, auth = admin) => t.http[method](path).set('Authorization', auth).send(body);

async function draft(path: string, body: object) {
  const res = await send('post', path, { ...body, status: 'draft' });
  expect(res.status).toBe(201);
  return Object.values(res.body)[0] as { _id: string };
}

/** What an anonymous reader sees of the wave, all at once or nothing (both doors, the banner). */
async function wave() {
  const lineup = JSON.stringify((await t.http.get('/api/lineup')).body);
  const news = JSON.stringify((await gql(t, '{ news { title } }')).body);
  const banner = (await t.http.get('/api/site-assets')).body.assets.bannerText;
  return [lineup.includes('Wave Band A'), lineup.includes('Wave Band B'), news.includes('Wave News'), banner === 'Twelve new bands!'];
}

describe('releases', () => {
  it('three items and a banner line go public together at the instant, not before; cancel and publish-now follow', async () => {
    const a = await draft('/api/lineup', { name: 'Wave Band A', country: 'Norway', biography: 'x' });
    const b = await draft('/api/lineup', { name: 'Wave Band B', country: 'Sweden', biography: 'x' });
    const article = await draft('/api/news', { title: 'Wave News', excerpt: 'x', content: 'x', publishedAt: at(-60).toISOString() });
    const created = await send('post', '/api/releases', { name: 'Wave one', publishAt: at(30).toISOString() });
    expect(created.status).toBe(201);
    const id = created.body.release._id as string;
    const items = [{ collection: 'bands', _id: a._id }, { collection: 'bands', _id: b._id }, { collection: 'news', _id: article._id }];
    const put = await send('put', `/api/releases/${id}`, { items, siteAssets: { bannerText: 'Twelve new bands!' } });
    expect(put.status).toBe(200);
    expect(put.body.release).toMatchObject({ name: 'Wave one', status: 'scheduled', publishAt: at(30).toISOString(), siteAssets: { bannerText: 'Twelve new bands!' } });
    expect(put.body.release.items.map((i: { title: string }) => i.title).sort()).toEqual(['Wave Band A', 'Wave Band B', 'Wave News']);
    await t.services.schedule.settled();

    expect(await wave()).toEqual([false, false, false, false]);
    t.clock.now = at(29.999);
    expect(await wave()).toEqual([false, false, false, false]);
    t.clock.now = at(30);
    expect(await wave()).toEqual([true, true, true, true]);
    const listed = await gql(t, '{ releases { name status items { title } } }', undefined, admin);
    expect(listed.body.data.releases).toContainEqual(expect.objectContaining({ name: 'Wave one', status: 'published' }));
    // Published: no more changes.
    expect((await send('delete', `/api/releases/${id}`)).status).toBe(409);

    // A second wave, cancelled: its item stays a draft, and publishing it is refused.
    const c = await draft('/api/lineup', { name: 'Cancelled Band', country: 'Peru', biography: 'x' });
    const second = (await send('post', '/api/releases', { name: 'Wave two', publishAt: at(90).toISOString() })).body.release._id as string;
    expect((await send('put', `/api/releases/${second}`, { items: [{ collection: 'bands', _id: c._id }] })).status).toBe(200);
    const cancelled = await send('delete', `/api/releases/${second}`);
    expect(cancelled.body.release.status).toBe('cancelled');
    const publishCancelled = await send('post', `/api/releases/${second}/publish`);
    expect([publishCancelled.status, publishCancelled.body.error]).toEqual([409, 'This release is cancelled: it cannot be published']);
    t.clock.now = at(120);
    expect(JSON.stringify((await t.http.get('/api/lineup')).body)).not.toContain('Cancelled Band');
    expect((await send('get', '/api/lineup')).body.find((x: { name: string }) => x.name === 'Cancelled Band')).toMatchObject({ status: 'draft', publishAt: null });

    // A third, published now through GraphQL by an editor: public at once.
    const d = await draft('/api/lineup', { name: 'Now Band', country: 'Chile', biography: 'x' });
    const third = await gql(t, 'mutation($p: DateTime!) { createRelease(name: "Now", publishAt: $p) { _id } }', { p: at(3600).toISOString() }, editor);
    const thirdId = third.body.data.createRelease._id as string;
    await gql(t, 'mutation($id: ID!, $i: ReleaseUpdateInput!) { updateRelease(id: $id, input: $i) { _id } }', { id: thirdId, i: { items: [{ collection: 'bands', _id: d._id }] } }, editor);
    const now = await gql(t, 'mutation($id: ID!) { publishRelease(id: $id) { status } }', { id: thirdId }, editor);
    expect(now.body.data.publishRelease.status).toBe('published');
    expect(JSON.stringify((await t.http.get('/api/lineup')).body)).toContain('Now Band');
  });

  it('refuses bad input with a clear 4xx, and settings only an admin may change to an editor, at both doors', async () => {
    const bad = await send('post', '/api/releases', { name: 'X', publishAt: '2026-09-26' });
    expect([bad.status, bad.body.details?.publishAt]).toEqual([400, expect.stringMatching(/ISO 8601 instant/)]);
    const id = (await send('post', '/api/releases', { name: 'Checks', publishAt: at(7200).toISOString() })).body.release._id as string;
    const unknown = await send('put', `/api/releases/${id}`, { items: [{ collection: 'users', _id: 'x' }] });
    expect([unknown.status, unknown.body.details?.items]).toEqual([400, expect.stringMatching(/Unknown collection "users"/)]);
    const missing = await send('put', `/api/releases/${id}`, { items: [{ collection: 'bands', _id: 'nope' }] });
    expect(missing.status).toBe(400);
    expect((await send('put', '/api/releases/nope', { name: 'x' })).status).toBe(404);
    const live = (await send('post', '/api/archives', { year: '2018', description: 'x', lineup: 'y' })).body.archive._id as string;
    const publicItem = await send('put', `/api/releases/${id}`, { items: [{ collection: 'archives', _id: live }] });
    expect([publicItem.status, publicItem.body.details?.items]).toEqual([400, expect.stringMatching(/already public/)]);
    // The countdown is content (an editor's); the banner line is a setting (an admin's: domain/access.ts).
    expect((await send('put', `/api/releases/${id}`, { siteAssets: { countdownDate: '2026-09-25T15:00:00Z' } }, editor)).status).toBe(200);
    expect((await send('put', `/api/releases/${id}`, { siteAssets: { bannerText: 'x' } }, editor)).status).toBe(403);
    const graph = await gql(t, 'mutation($id: ID!) { updateRelease(id: $id, input: { siteAssets: { copyright: "x" } }) { _id } }', { id }, editor);
    expect(graph.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.http.get('/api/releases')).status).toBe(401);
  });
});
