/**
 * Hero images in a release (#35 items 2 and 3): a pending hero image goes public at the release's
 * instant with its items, stays after the next save of the settings, and its file goes when it is
 * replaced, removed or its release cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '../gateway/helpers';
import { pngImage } from '../helpers/images';
import { appAtT0, at } from '../helpers/release-clock';
import type { TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, editor: string;
beforeAll(async () => {
  ({ t, admin, editor } = await appAtT0());
});
afterAll(() => t.close());

const newRelease = async (name: string, seconds: number) => (await t.http.post('/api/releases').set('Authorization', admin).send({ name, publishAt: at(seconds).toISOString() })).body.release._id as string;
const assets = async () => (await t.http.get('/api/site-assets')).body.assets as Record<string, unknown>;
const fileStatus = async (path: string) => (await t.http.get(path)).status;

describe('images in a release', () => {
  it('a band, a banner line and a new hero image go public together at the instant, and stay after the next save', async () => {
    const band = (await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Hero Wave Band', country: 'Norway', biography: 'x', status: 'draft' })).body.band._id as string;
    const id = await newRelease('Hero wave', 30);
    const put = await t.http
      .put(`/api/releases/${id}`)
      .set('Authorization', editor)
      .field('items', JSON.stringify([{ collection: 'bands', _id: band }]))
      .field('siteAssets', JSON.stringify({ countdownDate: '2027-09-25T15:00:00Z' }))
      .attach('heroImage', await pngImage(), 'hero.png');
    expect(put.status).toBe(200);
    const hero = put.body.release.siteAssets.heroImage as string;
    expect(hero).toMatch(/^\/api\/uploads\//);
    expect(put.body.release.siteAssets.countdownDate).toBe('2027-09-25T15:00:00Z');
    await t.services.schedule.settled();

    const before = await assets();
    expect(before.heroImage).not.toBe(hero);
    expect(JSON.stringify((await t.http.get('/api/lineup')).body)).not.toContain('Hero Wave Band');
    t.clock.now = at(30);
    const after = await assets();
    expect([after.heroImage, (after.heroImageVariants as { width?: number } | null)?.width]).toEqual([hero, expect.any(Number)]);
    expect(JSON.stringify((await t.http.get('/api/lineup')).body)).toContain('Hero Wave Band');
    expect(await fileStatus(hero)).toBe(200);

    // The next save of the settings (the copyright only) writes the release's values into them.
    t.clock.now = at(60);
    expect((await t.http.post('/api/site-assets').set('Authorization', admin).send({ copyright: '© Hero wave' })).status).toBe(200);
    const saved = await assets();
    expect([saved.heroImage, saved.countdownDate, saved.copyright]).toEqual([hero, '2027-09-25T15:00:00.000Z', '© Hero wave']);
    const stored = await gql(t, '{ siteAssets { heroImage } }');
    expect(stored.body.data.siteAssets.heroImage).toBe(hero);
  });

  it('a replaced, removed or cancelled pending image leaves no file behind; GraphQL clears one', async () => {
    t.clock.now = at(100);
    const id = await newRelease('Images come and go', 3600);
    const attach = async () => (await t.http.put(`/api/releases/${id}`).set('Authorization', admin).attach('mobileHeroImage', await pngImage(), 'm.png')).body.release.siteAssets.mobileHeroImage as string;
    const first = await attach();
    const second = await attach();
    expect([await fileStatus(first), await fileStatus(second)]).toEqual([404, 200]);
    const cleared = await gql(t, 'mutation($id: ID!) { updateRelease(id: $id, input: { clearImages: [mobileHeroImage] }) { siteAssets } }', { id }, admin);
    expect(cleared.body.data.updateRelease.siteAssets).toBeNull();
    expect(await fileStatus(second)).toBe(404);

    const third = await attach();
    expect((await t.http.delete(`/api/releases/${id}`).set('Authorization', admin)).body.release.status).toBe('cancelled');
    expect(await fileStatus(third)).toBe(404);
    const bad = await t.http.put(`/api/releases/${id}`).set('Authorization', admin).field('items', 'not json');
    expect(bad.status).toBe(400);
    expect((await t.http.put('/api/releases/x').attach('heroImage', await pngImage(), 'h.png')).status).toBe(401);
  });
});
