/**
 * Versions (#34) of every collection and singleton of the registry, through both doors: a create
 * by REST and an update by GraphQL each record a version (who, when, door, changed fields, the item
 * after), a version reads back with the item as it was, a restore brings it back (a new version,
 * `restore`), a stale `expectedUpdatedAt` is 409, another item's version is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COLLECTIONS } from '@domain/collections';
import { SINGLETONS } from '@domain/singletons';
import { gql } from '../gateway/helpers';
import { ADMIN, adminApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

/** For each collection: a valid create body and the text field the test edits. */
const CASES: Record<keyof typeof COLLECTIONS, { create: Record<string, unknown>; field: string }> = {
  stages: { create: { name: 'Main Stage' }, field: 'name' },
  bands: { create: { name: 'Iron Maidens', country: 'Romania', biography: 'Loud since 1999.' }, field: 'biography' },
  news: { create: { title: 'Gates open', excerpt: 'e', content: 'Body.', publishedAt: '2026-05-30T10:00:00.000Z' }, field: 'title' },
  archives: { create: { year: '2019', description: 'First edition', lineup: 'Seeded' }, field: 'description' },
  partners: { create: { name: 'Carpathian Brewing', tier: 'main' }, field: 'name' },
  festivals: { create: { name: 'Metal Gates 2030', isActive: false }, field: 'description' },
};

const STALE = '2000-01-01T00:00:00.000Z';

describe.each(Object.entries(CASES))('versions of %s', (key, { create, field }) => {
  const { rest, graphql } = COLLECTIONS[key as keyof typeof COLLECTIONS];
  const base = `/api/${rest.path}`;

  it('records create (REST) and update (GraphQL), reads a version, restores it (409 when stale), 404 for another item', async () => {
    const created = await t.http.post(base).set('Authorization', admin).send(create);
    expect(created.status).toBe(201);
    const item = created.body[rest.one] as Record<string, unknown> & { _id: string };
    const before = item[field];

    const update = await gql(t, `mutation ($id: ID!, $input: ${graphql.input}!) { update${graphql.noun}(id: $id, input: $input) { _id } }`, { id: item._id, input: { [field]: 'Edited over GraphQL' } }, admin);
    expect(update.body.errors).toBeUndefined();

    const listed = await t.http.get(`${base}/${item._id}/versions`).set('Authorization', admin);
    expect(listed.status).toBe(200);
    const [updated, first] = listed.body.versions;
    expect(listed.body.versions).toHaveLength(2);
    expect(updated).toEqual({ _id: expect.any(String), createdAt: expect.any(String), action: 'update', author: { _id: expect.any(String), email: ADMIN.email }, door: 'graphql', changes: [field] });
    expect(first).toMatchObject({ action: 'create', door: 'rest', author: { email: ADMIN.email } });
    expect(first.changes).toContain(field === 'description' && key === 'festivals' ? 'name' : field);

    const atGraphql = await gql(t, `query ($id: ID!) { ${graphql.one}Versions(id: $id) { _id action door changes } }`, { id: item._id }, admin);
    expect(atGraphql.body.data[`${graphql.one}Versions`].map((v: { action: string }) => v.action)).toEqual(['update', 'create']);

    const version = await t.http.get(`${base}/${item._id}/versions/${first._id}`).set('Authorization', admin);
    expect(version.status).toBe(200);
    expect(version.body.version).toMatchObject({ _id: first._id, action: 'create', data: { _id: item._id, [field]: before } });

    const current = (await t.http.get(`${base}/${item._id}`)).body[rest.one];
    const stale = await t.http.post(`${base}/${item._id}/versions/${first._id}/restore`).set('Authorization', admin).send({ expectedUpdatedAt: STALE });
    expect(stale.status).toBe(409);
    const restored = await t.http.post(`${base}/${item._id}/versions/${first._id}/restore`).set('Authorization', admin).send({ expectedUpdatedAt: current.updatedAt });
    expect(restored.status).toBe(200);
    expect(restored.body[rest.one][field]).toEqual(before);
    const after = (await t.http.get(`${base}/${item._id}/versions`).set('Authorization', admin)).body.versions;
    expect(after[0]).toMatchObject({ action: 'restore', door: 'rest', changes: [field] });

    // Back to the GraphQL edit, through GraphQL.
    const again = await gql(t, `mutation ($id: ID!, $v: ID!) { restore${graphql.noun}Version(id: $id, versionId: $v) { _id } }`, { id: item._id, v: updated._id }, admin);
    expect(again.body.errors).toBeUndefined();
    expect((await t.http.get(`${base}/${item._id}`)).body[rest.one][field]).toBe('Edited over GraphQL');

    // Another item's version, an unknown version: 404 at both doors.
    const other = (await t.http.post(base).set('Authorization', admin).send({ ...create, name: `${String(create.name ?? 'x')} 2`, year: '2020', title: 'Other' })).body[rest.one];
    expect((await t.http.get(`${base}/${other._id}/versions/${first._id}`).set('Authorization', admin)).status).toBe(404);
    expect((await t.http.post(`${base}/${other._id}/versions/nope/restore`).set('Authorization', admin).send({})).status).toBe(404);
    const wrong = await gql(t, `query ($id: ID!, $v: ID!) { ${graphql.one}Version(id: $id, versionId: $v) { _id } }`, { id: other._id, v: first._id }, admin);
    expect(wrong.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('versions of the singletons', () => {
  it('site assets: a save by REST and one by GraphQL, restored from the first', async () => {
    const { rest, graphql } = SINGLETONS.siteAssets;
    expect((await t.http.post(`/api/${rest.path}`).set('Authorization', admin).send({ bannerText: 'First banner' })).status).toBe(200);
    const second = await gql(t, `mutation { ${graphql.mutation}(input: { bannerText: "Second banner" }) { bannerText } }`, {}, admin);
    expect(second.body.errors).toBeUndefined();
    const versions = (await t.http.get(`/api/${rest.path}/versions`).set('Authorization', admin)).body.versions;
    expect(versions.map((v: { door: string; changes: string[] }) => [v.door, v.changes])).toEqual([
      ['graphql', ['bannerText']],
      ['rest', ['bannerText']],
    ]);
    const restored = await t.http.post(`/api/${rest.path}/versions/${versions[1]._id}/restore`).set('Authorization', admin).send({});
    expect(restored.status).toBe(200);
    expect(restored.body.assets.bannerText).toBe('First banner');
    const read = await gql(t, `{ ${graphql.query}Versions { action } }`, {}, admin);
    expect(read.body.data[`${graphql.query}Versions`][0].action).toBe('restore');
  });

  it('a Romanian edit names the texts it changed, with the language (not "no field changed"); restoring the version before it brings the Romanian back', async () => {
    const band = (await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Dordeduh', country: 'Romania', biography: 'From Timisoara.' })).body.band;
    await t.http.put(`/api/lineup/${band._id}?locale=ro`).set('Authorization', admin).send({ biography: 'Din Timișoara.', country: 'România' }).expect(200);
    await t.http.put(`/api/lineup/${band._id}?locale=ro`).set('Authorization', admin).send({ biography: 'Greșit.' }).expect(200);
    const versions = (await t.http.get(`/api/lineup/${band._id}/versions`).set('Authorization', admin)).body.versions;
    expect(versions[0].action).toBe('update');
    expect(versions[0].changes).toEqual(['biography (ro)']);
    expect([...versions[1].changes].sort()).toEqual(['biography (ro)', 'country (ro)']);

    // The version before the wrong Romanian text differs from now only in Romanian: a restore writes it back.
    const current = (await t.http.get(`/api/lineup/${band._id}`).set('Authorization', admin)).body.band;
    await t.http.post(`/api/lineup/${band._id}/versions/${versions[1]._id}/restore`).set('Authorization', admin).send({ expectedUpdatedAt: current.updatedAt }).expect(200);
    const romanian = (await t.http.get(`/api/lineup/${band._id}?locale=ro`)).body.band;
    expect(romanian).toMatchObject({ biography: 'Din Timișoara.', country: 'România' });
    const english = (await t.http.get(`/api/lineup/${band._id}`)).body.band;
    expect(english).toMatchObject({ biography: 'From Timisoara.', country: 'Romania' });
    const after = (await t.http.get(`/api/lineup/${band._id}/versions`).set('Authorization', admin)).body.versions;
    expect(after[0]).toMatchObject({ action: 'restore', changes: ['biography (ro)'] });
  });

  it('the info page: a part changed twice, restored through GraphQL', async () => {
    const { rest, graphql } = SINGLETONS.infoPage;
    const location = (title: string) => ({ title, address: 'Str. Castelului 1', mapEmbedUrl: '' });
    expect((await t.http.put(`/api/${rest.path}`).set('Authorization', admin).send({ location: location('Castle grounds') })).status).toBe(200);
    expect((await t.http.put(`/api/${rest.path}`).set('Authorization', admin).send({ location: location('Moved to the park') })).status).toBe(200);
    const versions = (await t.http.get(`/api/${rest.path}/versions`).set('Authorization', admin)).body.versions;
    expect(versions[0].changes).toEqual(['location']);
    const one = await t.http.get(`/api/${rest.path}/versions/${versions[1]._id}`).set('Authorization', admin);
    expect(one.body.version.data.location.title).toBe('Castle grounds');
    const restored = await gql(t, `mutation ($v: ID!) { restore${graphql.type}Version(versionId: $v) { location { title } } }`, { v: versions[1]._id }, admin);
    expect(restored.body.data[`restore${graphql.type}Version`].location.title).toBe('Castle grounds');
  });
});

describe('who may', () => {
  it('anonymous 401 and a plain user 403 at both doors; bad ids 404', async () => {
    const user = await t.userToken();
    const band = (await t.http.post('/api/lineup').set('Authorization', admin).send({ ...CASES.bands.create, name: 'Whose Band' })).body.band;
    expect((await t.http.get(`/api/lineup/${band._id}/versions`)).status).toBe(401);
    expect((await t.http.get(`/api/lineup/${band._id}/versions`).set('Authorization', user)).status).toBe(403);
    const refused = await gql(t, `query ($id: ID!) { bandVersions(id: $id) { _id } }`, { id: band._id }, user);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.http.get('/api/lineup/no-such-band/versions').set('Authorization', admin)).status).toBe(404);
    expect((await t.http.get(`/api/lineup/${'x'.repeat(300)}/versions`).set('Authorization', admin)).status).toBe(404);
  });
});

describe('by registry key (what the back office uses for every collection)', () => {
  it('versions, version and restoreVersion by key; restoreFromTrash; an unknown key or a key without history is NOT_FOUND', async () => {
    const stage = (await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Keyed Stage' })).body.stage;
    await t.http.put(`/api/stages/${stage._id}`).set('Authorization', admin).send({ name: 'Keyed Stage 2' }).expect(200);
    const listed = await gql(t, 'query ($id: ID) { versions(collection: "stages", id: $id) { _id action changes } }', { id: stage._id }, admin);
    const [, created] = listed.body.data.versions;
    const one = await gql(t, 'query ($id: ID, $v: ID!) { version(collection: "stages", id: $id, versionId: $v) { data } }', { id: stage._id, v: created._id }, admin);
    expect(one.body.data.version.data.name).toBe('Keyed Stage');
    const restored = await gql(t, 'mutation ($id: ID, $v: ID!) { restoreVersion(collection: "stages", id: $id, versionId: $v) { collection _id title message } }', { id: stage._id, v: created._id }, admin);
    expect(restored.body.data.restoreVersion).toEqual({ collection: 'stages', _id: stage._id, title: 'Keyed Stage', message: 'Version restored' });
    const doc = await gql(t, '{ versions(collection: "infoPage") { action } }', {}, admin);
    expect(doc.body.errors).toBeUndefined();

    await t.http.delete(`/api/stages/${stage._id}`).set('Authorization', admin).expect(200);
    const back = await gql(t, 'mutation ($id: ID!) { restoreFromTrash(collection: "stages", id: $id) { title message } }', { id: stage._id }, admin);
    expect(back.body.data.restoreFromTrash).toEqual({ title: 'Keyed Stage', message: 'Restored from the trash' });
    const twice = await gql(t, 'mutation ($id: ID!) { restoreFromTrash(collection: "stages", id: $id) { title } }', { id: stage._id }, admin);
    expect(twice.body.errors[0].extensions.code).toBe('NOT_FOUND');
    for (const key of ['nonsense', 'constructor', 'contact']) {
      const unknown = await gql(t, `{ versions(collection: "${key}", id: "x") { _id } }`, {}, admin);
      expect([key, unknown.body.errors[0].extensions.code]).toEqual([key, 'NOT_FOUND']);
    }
  });
});
