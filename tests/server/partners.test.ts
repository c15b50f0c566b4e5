/**
 * The partners collection (#24: the registry's proof), through both doors: REST `/api/partners`
 * (multipart with `logo`, or JSON) and GraphQL `partners` / `createPartner` / `updatePartner` /
 * `deletePartner` (input with `logo: Upload`, `removeLogo`). Content staff (admins and editors) write.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { partners } from '../../server/collections/partners';
import { MB } from '../../server/services/files/service';
import { expectCreated, ISO } from '../helpers/created';
import { countStoredFiles, jpegImage, oversizedPng, pngImage, textFile } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string, editor: string;

beforeAll(async () => {
  // One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
  ({ t, admin, user } = await signedInApp({ HISTORY_KEEP_VERSIONS: '1' }));
  editor = await t.editorToken();
});
afterAll(() => t.close());

type Partner = { _id: string; name: string; url: string | null; tier: string; order: number; logo: string | null } & Record<string, unknown>;

async function create(body: Record<string, unknown>, auth = admin): Promise<Partner> {
  const res = await t.http.post('/api/partners').set('Authorization', auth).send(body);
  expect(res.status).toBe(201);
  return res.body.partner;
}

/** A GraphQL request (multipart when `logo` is given, as graphql-upload takes it). */
async function gql(auth: string | null, query: string, variables: Record<string, unknown> = {}, logo?: Buffer) {
  let req = t.http.post('/api/graphql').set('Apollo-Require-Preflight', 'true');
  if (auth) req = req.set('Authorization', auth);
  if (!logo) return req.send({ query, variables });
  return req
    .field('operations', JSON.stringify({ query, variables: { ...variables, input: { ...(variables.input as object), logo: null } } }))
    .field('map', JSON.stringify({ 0: ['variables.input.logo'] }))
    .attach('0', logo, 'logo.png');
}

describe('REST /api/partners', () => {
  beforeAll(async () => {
    await t.database.db.delete(partners);
  });

  it('creates from the multipart form with a logo: 201 {partner}, its logo served with variants', async () => {
    const res = await t.http
      .post('/api/partners')
      .set('Authorization', admin)
      .field({ name: 'Carpathian Brewing', url: 'https://brew.example/', tier: 'headline', order: '2' })
      .attach('logo', await pngImage(), 'logo.png');
    expectCreated(res, 'partner', {
      name: 'Carpathian Brewing',
      url: 'https://brew.example/',
      tier: 'headline',
      order: 2,
      logo: expect.stringMatching(/^\/api\/uploads\/[\w-]+\.png$/),
      logoVariants: expect.objectContaining({ width: 4, height: 4 }),
      status: 'published',
      publishAt: null,
    });
    const served = await t.http.get(res.body.partner.logo);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('lists {partners} by tier (headline, main, partner), then order; without an order a partner goes last in its tier', async () => {
    await create({ name: 'Late Partner', tier: 'partner' });
    await create({ name: 'Small Partner', tier: 'partner', order: 1 });
    await create({ name: 'Main Two', tier: 'main', order: 2 });
    await create({ name: 'Main One', tier: 'main', order: 1, url: '' });
    await create({ name: 'First Headline', tier: 'headline', order: 1 });
    const res = await t.http.get('/api/partners');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['partners']);
    expect(res.body.partners.map((p: Partner) => `${p.tier}:${p.name}`)).toEqual([
      'headline:First Headline',
      'headline:Carpathian Brewing',
      'main:Main One',
      'main:Main Two',
      'partner:Small Partner',
      'partner:Late Partner',
    ]);
    const late = res.body.partners.find((p: Partner) => p.name === 'Late Partner');
    expect(late).toMatchObject({ order: 999, url: null, logo: null, logoVariants: null });
  });

  it('PUT changes only what is sent; the logo is kept, replaced (the old file deleted) and removed', async () => {
    const created = (await t.http.post('/api/partners').set('Authorization', admin).field({ name: 'Voltage', url: 'https://volt.example/', tier: 'main', order: '3' }).attach('logo', await pngImage(), 'v.png')).body.partner as Partner;
    const files = await countStoredFiles(t);

    const renamed = await t.http.put(`/api/partners/${created._id}`).set('Authorization', admin).send({ name: 'Voltage Guitars' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ partner: { ...created, name: 'Voltage Guitars', updatedAt: expect.stringMatching(ISO) } });

    const replaced = await t.http.put(`/api/partners/${created._id}`).set('Authorization', admin).field({ tier: 'headline' }).attach('logo', await jpegImage(), 'v.jpg');
    expect(replaced.status).toBe(200);
    expect(replaced.body.partner).toMatchObject({ name: 'Voltage Guitars', url: 'https://volt.example/', tier: 'headline', order: 3 });
    expect(replaced.body.partner.logo).not.toBe(created.logo);
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.get(created.logo!)).status).toBe(404);

    const cleared = await t.http.put(`/api/partners/${created._id}`).set('Authorization', admin).send({ logo: null, url: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.partner).toMatchObject({ name: 'Voltage Guitars', url: null, tier: 'headline', logo: null });
    expect(await countStoredFiles(t)).toBe(files - 1);
  });

  it('refuses a logo over 2 MB with 413 and stores nothing; a logo of exactly 2 MB is taken', async () => {
    const files = await countStoredFiles(t);
    const huge = await t.http.post('/api/partners').set('Authorization', admin).field({ name: 'Huge', tier: 'main' }).attach('logo', await oversizedPng(2 * MB + 1), 'huge.png');
    expect(huge.status).toBe(413);
    // multer stops reading at the limit; the answer is in the service's words, as at the GraphQL door (below).
    expect(huge.body).toEqual({ error: 'Logo is too large. Maximum size is 2MB.' });
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.get('/api/partners')).body.partners.map((p: Partner) => p.name)).not.toContain('Huge');
    const edge = await t.http.post('/api/partners').set('Authorization', admin).field({ name: 'Edge', tier: 'main' }).attach('logo', await oversizedPng(2 * MB), 'edge.png');
    expect(edge.status).toBe(201);
    expect(await t.http.delete(`/api/partners/${edge.body.partner._id}`).set('Authorization', admin)).toHaveProperty('status', 200);
  });

  it('refuses a file that is not an image with 415', async () => {
    const files = await countStoredFiles(t);
    const res = await t.http.post('/api/partners').set('Authorization', admin).field({ name: 'Text', tier: 'main' }).attach('logo', textFile(), 'x.png');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect(await countStoredFiles(t)).toBe(files);
  });

  it('refuses an unknown tier, an empty name, a bad link and a bad order: 400 with details', async () => {
    const res = await t.http.post('/api/partners').set('Authorization', admin).send({ name: ' ', tier: 'gold', url: 'ftp://x', order: 0 });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      name: 'Name is required',
      tier: 'Tier must be one of: headline, main, partner',
      url: expect.any(String),
      order: 'Order must be at least 1',
    });
    const partner = await create({ name: 'Valid', tier: 'main' });
    const bad = await t.http.put(`/api/partners/${partner._id}`).set('Authorization', admin).send({ tier: 'platinum' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ tier: 'Tier must be one of: headline, main, partner' });
  });

  it('DELETE answers {_id, message} and moves it to the trash with its logo; the purge removes the logo file (404 at its URL)', async () => {
    const partner = (await t.http.post('/api/partners').set('Authorization', admin).field({ name: 'Gone', tier: 'partner' }).attach('logo', await pngImage(), 'g.png')).body.partner as Partner;
    const files = await countStoredFiles(t);
    const res = await t.http.delete(`/api/partners/${partner._id}`).set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: partner._id, message: 'Partner deleted successfully' });
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.delete(`/api/trash/partners/${partner._id}`).set('Authorization', admin)).status).toBe(200);
    expect(await countStoredFiles(t)).toBe(files - 1);
    expect((await t.http.get(partner.logo!)).status).toBe(404);
    expect((await t.http.get(`/api/partners/${partner._id}`)).body).toEqual({ error: 'Partner not found' });
  });

  it('lets an editor write; a user is refused with 403 and nobody with 401, on every write', async () => {
    const mine = await create({ name: 'Editors Partner', tier: 'main' }, editor);
    expect((await t.http.put(`/api/partners/${mine._id}`).set('Authorization', editor).send({ order: 5 })).body.partner.order).toBe(5);
    for (const [auth, status] of [
      [user, 403],
      [null, 401],
    ] as const) {
      const withAuth = <R extends { set: (k: string, v: string) => R }>(req: R) => (auth ? req.set('Authorization', auth) : req);
      expect((await withAuth(t.http.post('/api/partners')).send({ name: 'X', tier: 'main' })).status).toBe(status);
      expect((await withAuth(t.http.put(`/api/partners/${mine._id}`)).send({ name: 'X' })).status).toBe(status);
      expect((await withAuth(t.http.delete(`/api/partners/${mine._id}`))).status).toBe(status);
    }
    expect((await t.http.get(`/api/partners/${mine._id}`)).body.partner).toMatchObject({ name: 'Editors Partner', order: 5 });
    expect((await t.http.delete(`/api/partners/${mine._id}`).set('Authorization', editor)).status).toBe(200);
  });
});

describe('GraphQL partners', () => {
  const FIELDS = '_id name url tier order logo logoVariants { width height } updatedAt';

  it('creates with an uploaded logo, lists in the same order as REST, updates only what is sent and deletes', async () => {
    const created = await gql(admin, `mutation ($input: PartnerInput!) { createPartner(input: $input) { ${FIELDS} } }`, { input: { name: 'GraphQL Radio', tier: 'main', order: 1, url: 'https://radio.example/' } }, await pngImage());
    expect(created.body.errors).toBeUndefined();
    const partner = created.body.data.createPartner;
    expect(partner).toMatchObject({ name: 'GraphQL Radio', tier: 'main', order: 1, url: 'https://radio.example/', logoVariants: { width: 4, height: 4 } });
    expect((await t.http.get(partner.logo)).status).toBe(200);

    const list = await gql(null, 'query { partners { _id name tier order } }');
    expect(list.body.data.partners.map((p: Partner) => p._id)).toEqual((await t.http.get('/api/partners')).body.partners.map((p: Partner) => p._id));

    const updated = await gql(admin, `mutation ($id: ID!, $input: PartnerInput!) { updatePartner(id: $id, input: $input) { ${FIELDS} } }`, { id: partner._id, input: { tier: 'headline' } });
    expect(updated.body.data.updatePartner).toEqual({ ...partner, tier: 'headline', updatedAt: expect.stringMatching(ISO) });

    const removed = await gql(admin, 'mutation ($id: ID!, $input: PartnerInput!) { updatePartner(id: $id, input: $input) { logo } }', { id: partner._id, input: { removeLogo: true } });
    expect(removed.body.data.updatePartner.logo).toBeNull();
    expect((await t.http.get(partner.logo)).status).toBe(404);

    const deleted = await gql(admin, 'mutation ($id: ID!) { deletePartner(id: $id) { _id message } }', { id: partner._id });
    expect(deleted.body.data.deletePartner).toEqual({ _id: partner._id, message: 'Partner deleted successfully' });
    const gone = await gql(null, 'query ($id: ID!) { partner(id: $id) { _id } }', { id: partner._id });
    expect(gone.body.errors[0]).toMatchObject({ message: 'Partner not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses an oversized logo (the service: "Logo is too large. Maximum size is 2MB."), a bad tier, an empty name, a user and nobody; an editor writes', async () => {
    const files = await countStoredFiles(t);
    const huge = await gql(admin, 'mutation ($input: PartnerInput!) { createPartner(input: $input) { _id } }', { input: { name: 'Huge', tier: 'main' } }, await oversizedPng(2 * MB + 1));
    expect(huge.body.errors[0].message).toBe('Logo is too large. Maximum size is 2MB.');
    expect(huge.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await countStoredFiles(t)).toBe(files);

    const badTier = await gql(admin, 'mutation { createPartner(input: {name: "X", tier: gold}) { _id } }');
    expect(badTier.body.errors).toHaveLength(1);
    expect(badTier.body.data).toBeUndefined();

    const noName = await gql(admin, 'mutation { createPartner(input: {name: " ", tier: main}) { _id } }');
    expect(noName.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { name: 'Name is required' } });

    const asUser = await gql(user, 'mutation { createPartner(input: {name: "X", tier: main}) { _id } }');
    expect(asUser.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const asNobody = await gql(null, 'mutation { createPartner(input: {name: "X", tier: main}) { _id } }');
    expect(asNobody.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const asEditor = await gql(editor, 'mutation { createPartner(input: {name: "By an editor", tier: partner}) { name } }');
    expect(asEditor.body.data.createPartner).toEqual({ name: 'By an editor' });
  });
});
