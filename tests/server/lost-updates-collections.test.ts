import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONFLICT_MESSAGE } from '@domain/versions';
import { gql } from '../gateway/helpers';
import { bandRequests, validBand } from '../helpers/bands';
import { countStoredFiles, pngImage } from '../helpers/images';
import { twoAdminsApp } from '../helpers/second-admin';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => ({ t, alice, bob } = await twoAdminsApp()));
afterAll(() => t.close());

const { createBand } = bandRequests(() => t, () => alice);
const putBand = (id: string, body: Record<string, unknown>, token = alice) => t.http.put(`/api/lineup/${id}`).set('Authorization', token).send(body);
const loadBand = async (id: string) => (await t.http.get(`/api/lineup/${id}`)).body.band as { updatedAt: string; name: string; country: string };

describe('two admins editing the same band', () => {
  it('the second save, based on what both loaded, is refused with 409 and the first one stays', async () => {
    const band = await createBand();
    const loadedByAlice = await loadBand(band._id);
    const loadedByBob = await loadBand(band._id);

    const first = await putBand(band._id, { ...validBand, name: "Alice's name", expectedUpdatedAt: loadedByAlice.updatedAt });
    expect(first.status).toBe(200);
    expect(first.body.band.updatedAt).not.toBe(loadedByAlice.updatedAt);

    const second = await putBand(band._id, { ...validBand, country: "Bob's country", expectedUpdatedAt: loadedByBob.updatedAt }, bob);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: CONFLICT_MESSAGE });
    expect(second.body.error).toBe('This item was changed by someone else. Reload to see the latest version.');

    const stored = await loadBand(band._id);
    expect(stored).toMatchObject({ name: "Alice's name", country: validBand.country, updatedAt: first.body.band.updatedAt });

    // Bob reloads, and his save on the latest version goes through.
    const retried = await putBand(band._id, { ...validBand, name: stored.name, country: "Bob's country", expectedUpdatedAt: stored.updatedAt }, bob);
    expect(retried.status).toBe(200);
    expect(retried.body.band).toMatchObject({ name: "Alice's name", country: "Bob's country" });
  });

  it('two saves of the same version sent at once: exactly one wins', async () => {
    const band = await createBand();
    const { updatedAt } = await loadBand(band._id);
    const results = await Promise.all([
      putBand(band._id, { ...validBand, name: 'One', expectedUpdatedAt: updatedAt }),
      putBand(band._id, { ...validBand, name: 'Two', expectedUpdatedAt: updatedAt }, bob),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.band.name;
    expect((await loadBand(band._id)).name).toBe(winner);
  });

  it('without expectedUpdatedAt an edit overwrites, as before', async () => {
    const band = await createBand();
    await putBand(band._id, { ...validBand, name: 'First' }).expect(200);
    const res = await putBand(band._id, { ...validBand, name: 'Second' }, bob);
    expect(res.status).toBe(200);
    expect((await loadBand(band._id)).name).toBe('Second');
  });

  it('a malformed expectedUpdatedAt is a 400 with details; it is ignored on create', async () => {
    const band = await createBand({ expectedUpdatedAt: '2000-01-01T00:00:00.000Z' });
    const res = await putBand(band._id, { ...validBand, expectedUpdatedAt: 'yesterday' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ expectedUpdatedAt: 'expectedUpdatedAt must be an ISO 8601 date and time' });
  });

  it('a stale multipart edit is refused before its image is stored', async () => {
    const band = await createBand();
    const { updatedAt } = await loadBand(band._id);
    await putBand(band._id, { ...validBand, name: 'Moved on' }).expect(200);
    const files = await countStoredFiles(t);
    const res = await t.http
      .put(`/api/lineup/${band._id}`)
      .set('Authorization', bob)
      .field('name', 'Stale')
      .field('country', 'X')
      .field('biography', 'Y')
      .field('expectedUpdatedAt', updatedAt)
      .attach('image', await pngImage(), 'band.png');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: CONFLICT_MESSAGE });
    expect(await countStoredFiles(t)).toBe(files);
    const fresh = await loadBand(band._id);
    const ok = await t.http
      .put(`/api/lineup/${band._id}`)
      .set('Authorization', bob)
      .field('name', 'Fresh')
      .field('country', 'X')
      .field('biography', 'Y')
      .field('expectedUpdatedAt', fresh.updatedAt);
    expect(ok.status).toBe(200);
    expect(ok.body.band.name).toBe('Fresh');
  });
});

describe('through GraphQL', () => {
  const UPDATE_BAND = `mutation ($id: ID!, $input: BandInput!) { updateBand(id: $id, input: $input) { name updatedAt } }`;
  const UPDATE_ARTICLE = `mutation ($id: ID!, $input: NewsInput!) { updateNewsArticle(id: $id, input: $input) { title updatedAt } }`;
  const UPDATE_ARCHIVE = `mutation ($id: ID!, $input: ArchiveInput!) { updateArchive(id: $id, input: $input) { year updatedAt } }`;

  it('a stale updateBand is CONFLICT with the same message; the current version saves', async () => {
    const band = await createBand();
    const { updatedAt } = await loadBand(band._id);
    await putBand(band._id, { ...validBand, name: 'REST edit' }).expect(200);
    const stale = await gql(t, UPDATE_BAND, { id: band._id, input: { ...validBand, name: 'GraphQL edit', expectedUpdatedAt: updatedAt } }, bob);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ message: CONFLICT_MESSAGE, extensions: { code: 'CONFLICT' } });
    expect((await loadBand(band._id)).name).toBe('REST edit');
    const current = await loadBand(band._id);
    const ok = await gql(t, UPDATE_BAND, { id: band._id, input: { ...validBand, name: 'GraphQL edit', expectedUpdatedAt: current.updatedAt } }, bob);
    expect(ok.body.data.updateBand.name).toBe('GraphQL edit');
  });

  it('news and archives take the same check', async () => {
    const article = { title: 'T', excerpt: 'E', content: 'C', publishedAt: '2025-01-01T00:00:00.000Z' };
    const created = (await t.http.post('/api/news').set('Authorization', alice).send(article)).body.article;
    await t.http.put(`/api/news/${created._id}`).set('Authorization', alice).send({ ...article, title: 'Newer' }).expect(200);
    const stale = await gql(t, UPDATE_ARTICLE, { id: created._id, input: { ...article, expectedUpdatedAt: created.updatedAt } }, bob);
    expect(stale.body.errors[0].extensions.code).toBe('CONFLICT');

    const edition = { year: '2023', description: 'D', lineup: 'L' };
    const archive = (await t.http.post('/api/archives').set('Authorization', alice).send(edition)).body.archive;
    const ok = await gql(t, UPDATE_ARCHIVE, { id: archive._id, input: { ...edition, year: '2024', expectedUpdatedAt: archive.updatedAt } }, alice);
    expect(ok.body.data.updateArchive.year).toBe('2024');
    const rest = await t.http.put(`/api/archives/${archive._id}`).set('Authorization', bob).send({ ...edition, expectedUpdatedAt: archive.updatedAt });
    expect(rest.status).toBe(409);
    expect((await t.http.get(`/api/archives/${archive._id}`)).body.archive.year).toBe('2024');
  });
});

describe('two admins editing the same stage', () => {
  const UPDATE_STAGE = `mutation ($id: ID!, $input: StageInput!) { updateStage(id: $id, input: $input) { name order updatedAt } }`;
  const putStage = (id: string, body: Record<string, unknown>, token = alice) => t.http.put(`/api/stages/${id}`).set('Authorization', token).send(body);
  const loadStage = async (id: string) =>
    ((await t.http.get('/api/stages')).body.stages as { _id: string; name: string; order: number; updatedAt: string }[]).find((s) => s._id === id)!;
  const createStage = async (name: string) => (await t.http.post('/api/stages').set('Authorization', alice).send({ name, expectedUpdatedAt: '2000-01-01T00:00:00.000Z' }).expect(201)).body.stage;

  it('REST: the second save, based on what both loaded, is 409 with the message and the first one stays', async () => {
    const stage = await createStage('Tent');
    const loaded = await loadStage(stage._id);
    expect(loaded.updatedAt).toBe(stage.updatedAt);

    const first = await putStage(stage._id, { name: 'Big Tent', order: 2, expectedUpdatedAt: loaded.updatedAt });
    expect(first.status).toBe(200);
    expect(first.body.stage.updatedAt).not.toBe(loaded.updatedAt);

    const second = await putStage(stage._id, { name: 'Small Tent', expectedUpdatedAt: loaded.updatedAt }, bob);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'This item was changed by someone else. Reload to see the latest version.' });
    expect(await loadStage(stage._id)).toMatchObject({ name: 'Big Tent', order: 2, updatedAt: first.body.stage.updatedAt });

    const retried = await putStage(stage._id, { name: 'Small Tent', order: 2, expectedUpdatedAt: first.body.stage.updatedAt }, bob);
    expect(retried.status).toBe(200);
    expect(retried.body.stage).toMatchObject({ name: 'Small Tent', order: 2 });
  });

  it('two saves of the same version at once: exactly one wins; without the field an edit overwrites', async () => {
    const stage = await createStage('Club');
    const results = await Promise.all([
      putStage(stage._id, { name: 'One', expectedUpdatedAt: stage.updatedAt }),
      putStage(stage._id, { name: 'Two', expectedUpdatedAt: stage.updatedAt }, bob),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await loadStage(stage._id)).name).toBe(results.find((r) => r.status === 200)!.body.stage.name);

    expect((await putStage(stage._id, { name: 'Unchecked' }, bob)).status).toBe(200);
    expect((await loadStage(stage._id)).name).toBe('Unchecked');
    const malformed = await putStage(stage._id, { name: 'X', expectedUpdatedAt: 'yesterday' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toEqual({ expectedUpdatedAt: 'expectedUpdatedAt must be an ISO 8601 date and time' });
  });

  it('GraphQL: a stale updateStage is CONFLICT with the same message; the current version saves', async () => {
    const stage = await createStage('Arena');
    await putStage(stage._id, { name: 'REST edit' }).expect(200);
    const stale = await gql(t, UPDATE_STAGE, { id: stage._id, input: { name: 'GraphQL edit', expectedUpdatedAt: stage.updatedAt } }, bob);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ message: CONFLICT_MESSAGE, extensions: { code: 'CONFLICT' } });
    expect((await loadStage(stage._id)).name).toBe('REST edit');
    const current = await loadStage(stage._id);
    const ok = await gql(t, UPDATE_STAGE, { id: stage._id, input: { name: 'GraphQL edit', expectedUpdatedAt: current.updatedAt } }, bob);
    expect(ok.body.data.updateStage).toMatchObject({ name: 'GraphQL edit', updatedAt: expect.any(String) });
    expect(ok.body.data.updateStage.updatedAt).not.toBe(current.updatedAt);
  });
});
