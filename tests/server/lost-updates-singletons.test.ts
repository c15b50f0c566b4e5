import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONFLICT_MESSAGE } from '@domain/versions';
import { gql, gqlUpload } from '../gateway/helpers';
import { countStoredFiles, pngImage } from '../helpers/images';
import { twoAdminsApp } from '../helpers/second-admin';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => ({ t, alice, bob } = await twoAdminsApp()));
afterAll(() => t.close());

const assets = async () => (await t.http.get('/api/site-assets')).body.assets as { updatedAt: string | null; bannerText: string; logo: string | null };
const postAssets = (body: Record<string, unknown>, token = alice) => t.http.post('/api/site-assets').set('Authorization', token).send(body);

describe('site assets', () => {
  it('report when they were saved (null before), and a stale JSON save is 409 leaving the first one', async () => {
    expect((await assets()).updatedAt).toBeNull();
    const first = await postAssets({ bannerText: 'First banner' });
    expect(first.status).toBe(200);
    const loaded = first.body.assets.updatedAt as string;
    expect(loaded).toEqual(expect.any(String));

    await postAssets({ bannerText: "Alice's banner", expectedUpdatedAt: loaded }).expect(200);
    const stale = await postAssets({ bannerText: "Bob's banner", expectedUpdatedAt: loaded }, bob);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: CONFLICT_MESSAGE });
    expect((await assets()).bannerText).toBe("Alice's banner");
  });

  it('a stale multipart save stores no image; the current version saves it', async () => {
    const { updatedAt } = await assets();
    await postAssets({ copyright: 'Moved on' }).expect(200);
    const files = await countStoredFiles(t);
    const stale = await t.http
      .post('/api/site-assets')
      .set('Authorization', bob)
      .field('expectedUpdatedAt', updatedAt!)
      .attach('logo', await pngImage(), 'logo.png');
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: CONFLICT_MESSAGE });
    expect(await countStoredFiles(t)).toBe(files);
    expect((await assets()).logo).toBeNull();

    const ok = await t.http
      .post('/api/site-assets')
      .set('Authorization', bob)
      .field('expectedUpdatedAt', (await assets()).updatedAt!)
      .attach('logo', await pngImage(), 'logo.png');
    expect(ok.status).toBe(200);
    expect(ok.body.assets.logo).toMatch(/^\/api\/uploads\//);
  });

  it('through GraphQL: updatedAt is readable, a stale update is CONFLICT (also with an upload)', async () => {
    const UPDATE = `mutation ($input: SiteAssetsInput!) { updateSiteAssets(input: $input) { bannerText updatedAt } }`;
    const read = await gql(t, '{ siteAssets { updatedAt } }');
    const loaded = read.body.data.siteAssets.updatedAt as string;
    expect(loaded).toBe((await assets()).updatedAt);

    const ok = await gql(t, UPDATE, { input: { bannerText: 'GraphQL banner', expectedUpdatedAt: loaded } }, alice);
    expect(ok.body.data.updateSiteAssets.bannerText).toBe('GraphQL banner');

    const stale = await gql(t, UPDATE, { input: { bannerText: 'Stale banner', expectedUpdatedAt: loaded } }, bob);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ message: CONFLICT_MESSAGE, extensions: { code: 'CONFLICT' } });

    const files = await countStoredFiles(t);
    const upload = await gqlUpload(
      t,
      `mutation ($input: SiteAssetsInput!) { updateSiteAssets(input: $input) { heroImage } }`,
      { input: { heroImage: null, expectedUpdatedAt: loaded } },
      { 'input.heroImage': { buffer: await pngImage(), filename: 'hero.png' } },
      bob,
    );
    expect(upload.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(await countStoredFiles(t)).toBe(files);
    expect((await assets()).bannerText).toBe('GraphQL banner');
  });
});

describe('festivals', () => {
  it('a stale edit is 409 over REST and CONFLICT over GraphQL; the first edit stays', async () => {
    const created = (await t.http.post('/api/festivals').set('Authorization', alice).send({ name: 'Metal Gates 2026' })).body.festival;
    const put = (body: object, token: string) => t.http.put(`/api/festivals/${created._id}`).set('Authorization', token).send(body);
    await put({ dates: '1-2 May', expectedUpdatedAt: created.updatedAt }, alice).expect(200);
    const stale = await put({ dates: '3-4 May', expectedUpdatedAt: created.updatedAt }, bob);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: CONFLICT_MESSAGE });
    const viaGraphql = await gql(
      t,
      `mutation ($id: ID!, $input: FestivalInput!) { updateFestival(id: $id, input: $input) { dates } }`,
      { id: created._id, input: { name: 'Metal Gates 2026', dates: '5 May', expectedUpdatedAt: created.updatedAt } },
      bob,
    );
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: CONFLICT_MESSAGE, extensions: { code: 'CONFLICT' } });
    expect((await t.http.get('/api/festivals/active')).body.festival.dates).toBe('1-2 May');
  });
});

describe('the info page', () => {
  it('reports updatedAt; a stale save is 409 (REST) / CONFLICT (GraphQL), a current one saves', async () => {
    const before = (await t.http.get('/api/infopage')).body;
    expect(before.updatedAt).toBeNull();
    // Never saved: a save naming any version mismatches, a save naming none goes through.
    expect((await t.http.put('/api/infopage').set('Authorization', bob).send({ expectedUpdatedAt: '2020-01-01T00:00:00Z' })).status).toBe(409);
    const first = await t.http.put('/api/infopage').set('Authorization', alice).send({ location: { title: 'Quantic' } });
    expect(first.status).toBe(200);
    const loaded = first.body.updatedAt as string;

    await t.http.put('/api/infopage').set('Authorization', alice).send({ location: { title: 'Arenele' }, expectedUpdatedAt: loaded }).expect(200);
    const stale = await t.http.put('/api/infopage').set('Authorization', bob).send({ location: { title: 'Stale' }, expectedUpdatedAt: loaded });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: CONFLICT_MESSAGE });

    const UPDATE = `mutation ($input: InfoPageInput!) { updateInfoPage(input: $input) { location { title } updatedAt } }`;
    const viaGraphql = await gql(t, UPDATE, { input: { location: { title: 'Stale' }, expectedUpdatedAt: loaded } }, bob);
    expect(viaGraphql.body.errors[0].extensions.code).toBe('CONFLICT');
    const current = (await t.http.get('/api/infopage')).body;
    expect(current.location.title).toBe('Arenele');
    const ok = await gql(t, UPDATE, { input: { location: { title: 'Fresh' }, expectedUpdatedAt: current.updatedAt } }, bob);
    expect(ok.body.data.updateInfoPage.location.title).toBe('Fresh');
  });
});
