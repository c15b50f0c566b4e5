import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MB } from '../../server/services/files/service';
import { countStoredFiles, oversizedPng, pngImage, svgImage, uploadKey } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';
import { bandCreator, BAND_FIELDS, CREATE, UPDATE, DELETE, valid, DAY1 } from './bands';
import { codeOf, firstError, gql, gqlUpload } from './helpers';

let t: TestApp, admin: string, user: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin, user } = await signedInApp({ HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());

const create = bandCreator(() => t, () => admin);

/** The three refusals every admin write shares: 401 without a token, 403 for a user, 400 with details. */
async function expectAdminOnly(query: string, variables: Record<string, unknown>) {
  const anonymous = await gql(t, query, variables);
  expect(anonymous.status).toBe(401);
  expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  const signedIn = await gql(t, query, variables, user);
  expect(signedIn.status).toBe(403);
  expect(codeOf(signedIn)).toBe('FORBIDDEN');
}

describe('lineup queries', () => {
  it('lists bands sorted by day then order, optionally one day, and gets one', async () => {
    const late = await create({ name: 'Late', performanceDay: DAY1, order: 2 });
    const early = await create({ name: 'Early', performanceDay: DAY1, order: 1 });
    const warm = await create({ name: 'Warm' });
    const all = await gql(t, '{ bands { _id } }');
    const ids = all.body.data.bands.map((b: { _id: string }) => b._id);
    expect(ids.indexOf(warm._id)).toBeLessThan(ids.indexOf(early._id));
    expect(ids.indexOf(early._id)).toBeLessThan(ids.indexOf(late._id));
    const day1 = await gql(t, 'query($d: String) { bands(performanceDay: $d) { name } }', { d: DAY1 });
    expect(day1.body.data.bands.map((b: { name: string }) => b.name)).toEqual(['Early', 'Late']);

    const one = await gql(t, `query($id: ID!) { band(id: $id) { ${BAND_FIELDS} } }`, { id: early._id });
    expect(one.body.data.band).toEqual(early);
  });

  it('refuses an unknown day with BAD_USER_INPUT and an unknown id with NOT_FOUND', async () => {
    const bad = await gql(t, '{ bands(performanceDay: "Monday") { _id } }');
    expect(bad.status).toBe(400);
    expect(firstError(bad)?.extensions).toEqual({ code: 'BAD_USER_INPUT', details: { performanceDay: expect.any(String) } });
    for (const id of ['00000000-0000-0000-0000-000000000000', "'; drop table bands; --"]) {
      const res = await gql(t, 'query($id: ID!) { band(id: $id) { _id } }', { id });
      expect(res.status).toBe(404);
      expect(firstError(res)).toMatchObject({ message: 'Band not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('lineup mutations', () => {
  it('creates a band with defaults and nested social links', async () => {
    const band = await create({ genre: 'Doom', socialLinks: { website: 'https://dark.example' } });
    expect(band).toMatchObject({
      name: 'Dark Gates',
      genre: 'Doom',
      image: null,
      performanceDay: '25 September - WARMUP',
      order: 999,
      socialLinks: { facebook: null, website: 'https://dark.example' },
    });
  });

  it('refuses createBand: 401, 403, and 400 with details', async () => {
    await expectAdminOnly(CREATE, { input: valid });
    const bad = await gql(t, CREATE, { input: { ...valid, name: ' ', order: 0, socialLinks: { tiktok: 'ftp://x' } } }, admin);
    expect(bad.status).toBe(400);
    expect(firstError(bad)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: { name: 'Name is required', order: 'Order must be at least 1', 'socialLinks.tiktok': 'Must be an http(s) URL' },
    });
    // A missing required field is caught by GraphQL's own input coercion, also BAD_USER_INPUT.
    const missing = await gql(t, CREATE, { input: { name: 'x', country: 'y' } }, admin);
    expect(missing.status).toBe(400);
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
  });

  it('updates a band; refuses 401/403/400 and an unknown id with NOT_FOUND', async () => {
    const band = await create();
    const res = await gql(t, UPDATE, { id: band._id, input: { ...valid, name: 'Renamed', order: 5 } }, admin);
    expect(res.body.data.updateBand).toMatchObject({ _id: band._id, name: 'Renamed', order: 5 });

    await expectAdminOnly(UPDATE, { id: band._id, input: valid });
    const bad = await gql(t, UPDATE, { id: band._id, input: { ...valid, biography: '' } }, admin);
    expect(firstError(bad)?.extensions).toEqual({ code: 'BAD_USER_INPUT', details: { biography: 'Biography is required' } });
    const unknown = await gql(t, UPDATE, { id: 'missing', input: valid }, admin);
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
  });

  it('deletes a band; refuses 401/403 and an unknown id', async () => {
    const band = await create();
    await expectAdminOnly(DELETE, { id: band._id });
    const res = await gql(t, DELETE, { id: band._id }, admin);
    expect(res.body.data.deleteBand).toEqual({ _id: band._id, message: 'Band deleted successfully' });
    const again = await gql(t, DELETE, { id: band._id }, admin);
    expect(again.status).toBe(404);
    expect(codeOf(again)).toBe('NOT_FOUND');
  });
});

describe('images through the Upload scalar', () => {
  it('stores an image, serves it, replaces it (old file deleted) and removes it', async () => {
    const png = await pngImage('#123');
    const created = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, { 'input.image': { buffer: png, filename: 'band.png' } }, admin);
    expect(created.status).toBe(200);
    const band = created.body.data.createBand;
    expect(band.image).toMatch(/^\/api\/uploads\/.+\.png$/);
    const served = await t.http.get(band.image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

    const files = await countStoredFiles(t);
    const replaced = await gqlUpload(
      t,
      UPDATE,
      { id: band._id, input: { ...valid, image: null } },
      { 'input.image': { buffer: await pngImage('#456'), filename: 'new.png' } },
      admin,
    );
    const newPath = replaced.body.data.updateBand.image;
    expect(newPath).not.toBe(band.image);
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.get(band.image)).status).toBe(404);

    const kept = await gql(t, UPDATE, { id: band._id, input: { ...valid, name: 'Kept' } }, admin);
    expect(kept.body.data.updateBand.image).toBe(newPath);

    const removed = await gql(t, UPDATE, { id: band._id, input: { ...valid, removeImage: true } }, admin);
    expect(removed.body.data.updateBand.image).toBeNull();
    expect(await countStoredFiles(t)).toBe(files - 1);
    expect((await t.http.get(`/api/uploads/${uploadKey(newPath)}`)).status).toBe(404);
  });

  it('refuses a 6 MB band image with PAYLOAD_TOO_LARGE (413) and stores nothing', async () => {
    const [files, bands] = [await countStoredFiles(t), (await gql(t, '{ bands { _id } }')).body.data.bands.length];
    const res = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, { 'input.image': { buffer: await oversizedPng(6 * MB), filename: 'huge.png' } }, admin);
    expect(res.status).toBe(413);
    expect(firstError(res)).toMatchObject({ message: 'Image is too large. Maximum size is 5MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await countStoredFiles(t)).toBe(files);
    expect((await gql(t, '{ bands { _id } }')).body.data.bands).toHaveLength(bands);
  });

  it('refuses a file over the 10 MB request limit as PAYLOAD_TOO_LARGE too', async () => {
    const res = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, { 'input.image': { buffer: await oversizedPng(11 * MB), filename: 'huge.png' } }, admin);
    expect(res.status).toBe(413);
    expect(codeOf(res)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses SVG (by content, whatever the name says) with UNSUPPORTED_MEDIA_TYPE (415)', async () => {
    const files = await countStoredFiles(t);
    const res = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, { 'input.image': { buffer: svgImage(), filename: 'logo.png', contentType: 'image/png' } }, admin);
    expect(res.status).toBe(415);
    expect(firstError(res)).toMatchObject({ extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(await countStoredFiles(t)).toBe(files);
  });

  it('refuses uploads from a non-admin (403) and nobody (401)', async () => {
    const files = { 'input.image': { buffer: await pngImage(), filename: 'b.png' } };
    const asUser = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, files, user);
    expect(asUser.status).toBe(403);
    expect(codeOf(asUser)).toBe('FORBIDDEN');
    const asNobody = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, files);
    expect(asNobody.status).toBe(401);
  });

  it('answers malformed multipart requests in the GraphQL error shape', async () => {
    const noMap = await t.http
      .post('/api/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .set('Authorization', admin)
      .field('operations', JSON.stringify({ query: CREATE, variables: { input: valid } }));
    expect(noMap.status).toBe(400);
    expect(noMap.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const png = await pngImage();
    const tooMany = t.http.post('/api/graphql').set('Apollo-Require-Preflight', 'true').set('Authorization', admin);
    tooMany.field('operations', JSON.stringify({ query: '{ ping }' }));
    tooMany.field('map', JSON.stringify({ 0: ['variables.a'], 1: ['variables.b'], 2: ['variables.c'], 3: ['variables.d'] }));
    for (const i of [0, 1, 2, 3]) tooMany.attach(String(i), png, `${i}.png`);
    const res = await tooMany;
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
