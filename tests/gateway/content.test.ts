import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MB } from '../../server/services/files/service';
import { countStoredFiles, oversizedPng, pngImage, svgImage } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';
import { codeOf, firstError, gql, gqlUpload, refusesNonAdmins } from './helpers';

let t: TestApp, admin: string, user: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin, user } = await signedInApp({ HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());

const expectAdminOnly = (query: string, variables?: Record<string, unknown>) => refusesNonAdmins(t, user, query, variables);

/** Strips what legitimately differs between two stored copies of one entity. */
const comparable = (entity: Record<string, unknown>) => {
  // Two items of one title have two slugs (#37): each its own, so the slug is left out too.
  const { _id, createdAt: _created, updatedAt: _updated, slug: _slug, image, poster, ...rest } = entity;
  return { ...rest, image: image === undefined ? undefined : image !== null, poster: poster === undefined ? undefined : poster !== null };
};

describe('news', () => {
  const FIELDS = '_id title excerpt content image publishedAt author tags createdAt updatedAt';
  const CREATE = `mutation($input: NewsInput!) { createNewsArticle(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: NewsInput!) { updateNewsArticle(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = `mutation($id: ID!) { deleteNewsArticle(id: $id) { _id message } }`;
  const article = { title: 'Lineup announced', excerpt: 'Big news', content: 'Line one\nLine two', publishedAt: '2025-03-01T10:00:00Z' };
  const create = async (input: Record<string, unknown> = {}) => {
    const res = await gql(t, CREATE, { input: { ...article, ...input } }, admin);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createNewsArticle;
  };

  it('creates, lists newest first with a limit, gets, updates and deletes', async () => {
    const older = await create({ title: 'Older', publishedAt: '2024-01-01', tags: ['a', 'b', 'a'] });
    expect(older).toMatchObject({ publishedAt: '2024-01-01T00:00:00.000Z', tags: ['a', 'b'], author: null, image: null });
    const newer = await create({ title: 'Newer', publishedAt: '2025-06-01T00:00:00.000Z', author: 'Ana' });
    const list = await gql(t, '{ news(limit: 1) { _id } }');
    expect(list.body.data.news).toEqual([{ _id: newer._id }]);
    const all = await gql(t, '{ news { _id } }');
    expect(all.body.data.news.map((a: { _id: string }) => a._id)).toEqual([newer._id, older._id]);

    const got = await gql(t, `query($id: ID!) { article(id: $id) { ${FIELDS} } }`, { id: older._id });
    expect(got.body.data.article).toEqual(older);

    // Only what is sent changes (the tags stay); null clears.
    const updated = await gql(t, UPDATE, { id: older._id, input: { ...article, title: 'Edited' } }, admin);
    expect(updated.body.data.updateNewsArticle).toMatchObject({ _id: older._id, title: 'Edited', tags: ['a', 'b'] });
    const cleared = await gql(t, UPDATE, { id: older._id, input: { tags: null } }, admin);
    expect(cleared.body.data.updateNewsArticle).toMatchObject({ _id: older._id, title: 'Edited', tags: [] });

    const deleted = await gql(t, DELETE, { id: older._id }, admin);
    expect(deleted.body.data.deleteNewsArticle).toEqual({ _id: older._id, message: expect.any(String) });
    const gone = await gql(t, 'query($id: ID!) { article(id: $id) { _id } }', { id: older._id });
    expect(gone.status).toBe(404);
    expect(firstError(gone)).toMatchObject({ message: 'Article not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses writes: 401, 403, 400 with details, 404', async () => {
    const existing = await create();
    await expectAdminOnly(CREATE, { input: article });
    await expectAdminOnly(UPDATE, { id: existing._id, input: article });
    await expectAdminOnly(DELETE, { id: existing._id });
    const bad = await gql(t, CREATE, { input: { ...article, title: '', excerpt: ' ' } }, admin);
    expect(bad.status).toBe(400);
    expect(firstError(bad)?.extensions).toEqual({ code: 'BAD_USER_INPUT', details: { title: 'Title is required', excerpt: 'Excerpt is required' } });
    const badUpdate = await gql(t, UPDATE, { id: existing._id, input: { ...article, content: '' } }, admin);
    expect(firstError(badUpdate)?.extensions.details).toEqual({ content: expect.any(String) });
    const unknown = await gql(t, UPDATE, { id: 'nope', input: article }, admin);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    const negative = await gql(t, '{ news(limit: -1) { _id } }');
    expect(firstError(negative)?.extensions).toEqual({ code: 'BAD_USER_INPUT', details: { limit: expect.any(String) } });
  });

  it('takes an image through the Upload scalar with the 5 MB limit, and removes it', async () => {
    const res = await gqlUpload(t, CREATE, { input: { ...article, image: null } }, { 'input.image': { buffer: await pngImage(), filename: 'n.png' } }, admin);
    const created = res.body.data.createNewsArticle;
    expect(created.image).toMatch(/^\/api\/uploads\//);
    const removed = await gql(t, UPDATE, { id: created._id, input: { ...article, removeImage: true } }, admin);
    expect(removed.body.data.updateNewsArticle.image).toBeNull();
    const big = await gqlUpload(t, CREATE, { input: { ...article, image: null } }, { 'input.image': { buffer: await oversizedPng(5 * MB + 1), filename: 'n.png' } }, admin);
    expect([big.status, codeOf(big)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('stores the same article through REST and GraphQL', async () => {
    const input = { ...article, author: 'Bo', tags: ['x', 'y'] };
    const rest = await t.http.post('/api/news').set('Authorization', admin).send(input);
    expect(rest.status).toBe(201);
    const graph = await create(input);
    const stored = async (id: string) => (await t.http.get(`/api/news/${id}`)).body.article;
    expect(comparable(await stored(graph._id))).toEqual(comparable(await stored(rest.body.article._id)));
    const bad = { ...article, publishedAt: '2025-13-45' };
    const restBad = await t.http.post('/api/news').set('Authorization', admin).send({ ...article, title: '' });
    const graphBad = await gql(t, CREATE, { input: { ...article, title: '' } }, admin);
    expect([graphBad.status, firstError(graphBad)?.message, firstError(graphBad)?.extensions.details]).toEqual([
      restBad.status,
      restBad.body.error,
      restBad.body.details,
    ]);
    // An impossible date: both doors refuse it as bad input on publishedAt.
    const restDate = await t.http.post('/api/news').set('Authorization', admin).send(bad);
    const graphDate = await gql(t, CREATE, { input: bad }, admin);
    expect(graphDate.status).toBe(restDate.status);
    expect(Object.keys(firstError(graphDate)?.extensions.details ?? {})).toEqual(Object.keys(restDate.body.details));
  });
});

describe('archives', () => {
  const FIELDS = '_id year description poster lineup createdAt updatedAt';
  const CREATE = `mutation($input: ArchiveInput!) { createArchive(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: ArchiveInput!) { updateArchive(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = `mutation($id: ID!) { deleteArchive(id: $id) { _id message } }`;
  const edition = { year: '2023', description: 'Third edition', lineup: 'A, B, C' };

  it('creates with a poster, lists, gets, updates (removing the poster) and deletes', async () => {
    const res = await gqlUpload(t, CREATE, { input: { ...edition, poster: null } }, { 'input.poster': { buffer: await pngImage(), filename: 'p.png' } }, admin);
    const created = res.body.data.createArchive;
    expect(created).toMatchObject({ ...edition, poster: expect.stringMatching(/^\/api\/uploads\//) });
    expect((await gql(t, '{ archives { _id } }')).body.data.archives).toContainEqual({ _id: created._id });
    expect((await gql(t, `query($id: ID!) { archive(id: $id) { ${FIELDS} } }`, { id: created._id })).body.data.archive).toEqual(created);

    const files = await countStoredFiles(t);
    const updated = await gql(t, UPDATE, { id: created._id, input: { ...edition, year: '2022', removePoster: true } }, admin);
    expect(updated.body.data.updateArchive).toMatchObject({ year: '2022', poster: null });
    expect(await countStoredFiles(t)).toBe(files - 1);

    const deleted = await gql(t, DELETE, { id: created._id }, admin);
    expect(deleted.body.data.deleteArchive).toEqual({ _id: created._id, message: expect.any(String) });
    const gone = await gql(t, 'query($id: ID!) { archive(id: $id) { _id } }', { id: created._id });
    expect(firstError(gone)).toMatchObject({ message: 'Archive not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses: 401, 403, 400 with details, 415 for SVG posters, 404', async () => {
    const created = (await gql(t, CREATE, { input: edition }, admin)).body.data.createArchive;
    await expectAdminOnly(CREATE, { input: edition });
    await expectAdminOnly(UPDATE, { id: created._id, input: edition });
    await expectAdminOnly(DELETE, { id: created._id });
    const bad = await gql(t, CREATE, { input: { year: '', description: '', lineup: 'x' } }, admin);
    expect(firstError(bad)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: { year: 'Year is required', description: 'Description is required' },
    });
    const svg = await gqlUpload(t, UPDATE, { id: created._id, input: { ...edition, poster: null } }, { 'input.poster': { buffer: svgImage(), filename: 'p.svg', contentType: 'image/svg+xml' } }, admin);
    expect([svg.status, codeOf(svg)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(codeOf(await gql(t, DELETE, { id: 'nope' }, admin))).toBe('NOT_FOUND');
  });

  it('stores the same edition through REST and GraphQL', async () => {
    const rest = await t.http.post('/api/archives').set('Authorization', admin).send(edition);
    const graph = (await gql(t, CREATE, { input: edition }, admin)).body.data.createArchive;
    const stored = async (id: string) => (await t.http.get(`/api/archives/${id}`)).body.archive;
    expect(comparable(await stored(graph._id))).toEqual(comparable(await stored(rest.body.archive._id)));
  });
});

describe('festivals', () => {
  const FIELDS = '_id name dates description location ticketUrl isActive createdAt updatedAt';
  const CREATE = `mutation($input: FestivalInput!) { createFestival(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: FestivalInput!) { updateFestival(id: $id, input: $input) { ${FIELDS} } }`;

  it('creates (active by default, deactivating the others), lists, updates and reads the active one', async () => {
    const first = (await gql(t, CREATE, { input: { name: 'Metal Gates 2025', dates: '25-27 September' } }, admin)).body.data.createFestival;
    expect(first).toMatchObject({ name: 'Metal Gates 2025', isActive: true });
    const second = (await gql(t, CREATE, { input: { name: 'Metal Gates 2026' } }, admin)).body.data.createFestival;
    const active = await gql(t, `{ activeFestival { ${FIELDS} } }`);
    expect(active.body.data.activeFestival).toEqual(second);
    const list = await gql(t, '{ festivals { _id isActive } }');
    expect(list.body.data.festivals).toEqual(expect.arrayContaining([{ _id: first._id, isActive: false }, { _id: second._id, isActive: true }]));

    const updated = await gql(t, UPDATE, { id: first._id, input: { name: 'Metal Gates 2025', isActive: true, location: 'Bucharest' } }, admin);
    expect(updated.body.data.updateFestival).toMatchObject({ isActive: true, location: 'Bucharest' });
    expect((await gql(t, '{ activeFestival { _id } }')).body.data.activeFestival).toEqual({ _id: first._id });
  });

  it("FestivalInput's expectedUpdatedAt: ignored on create, a stale one refuses an update (CONFLICT)", async () => {
    const stale = '2000-01-01T00:00:00.000Z';
    const created = await gql(t, CREATE, { input: { name: 'Versioned', isActive: false, expectedUpdatedAt: stale } }, admin);
    expect(created.body.errors).toBeUndefined();
    const { _id, updatedAt } = created.body.data.createFestival;
    expect(codeOf(await gql(t, UPDATE, { id: _id, input: { name: 'V2', expectedUpdatedAt: stale } }, admin))).toBe('CONFLICT');
    const current = await gql(t, UPDATE, { id: _id, input: { name: 'V2', expectedUpdatedAt: updatedAt } }, admin);
    expect(current.body.data.updateFestival).toMatchObject({ _id, name: 'V2' });
  });

  it('refuses: 401, 403, 400 with details, 404', async () => {
    const created = (await gql(t, CREATE, { input: { name: 'X', isActive: false } }, admin)).body.data.createFestival;
    await expectAdminOnly(CREATE, { input: { name: 'Y' } });
    await expectAdminOnly(UPDATE, { id: created._id, input: { name: 'Y' } });
    const bad = await gql(t, CREATE, { input: { name: '', ticketUrl: 'javascript:alert(1)' } }, admin);
    expect(firstError(bad)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: { name: 'Festival name is required', ticketUrl: 'Must be an http(s) URL' },
    });
    expect(codeOf(await gql(t, UPDATE, { id: 'nope', input: { name: 'Z' } }, admin))).toBe('NOT_FOUND');
  });

  it('stores the same festival through REST and GraphQL', async () => {
    const input = { name: 'Parity Fest', dates: '1-2 May', description: 'D', location: 'L', ticketUrl: 'https://t.example', isActive: false };
    const rest = await t.http.post('/api/festivals').set('Authorization', admin).send(input);
    const graph = (await gql(t, CREATE, { input }, admin)).body.data.createFestival;
    const all = (await t.http.get('/api/festivals')).body.data.festivals as Record<string, unknown>[];
    const find = (id: string) => comparable(all.find((f) => f._id === id)!);
    expect(find(graph._id)).toEqual(find(rest.body.festival._id));
  });
});

describe('info page', () => {
  const FIELDS = `location { title address mapEmbedUrl } travel { byAir byCar accommodation }
    rules { importantGuidelines allowedItems prohibitedItems securityNote } faq { _id question answer }`;
  const UPDATE = `mutation($input: InfoPageInput!) { updateInfoPage(input: $input) { ${FIELDS} } }`;
  const page = {
    location: { title: 'Arena', address: 'Main St 1', mapEmbedUrl: 'https://www.google.com/maps/embed?pb=1' },
    travel: { byAir: 'OTP', byCar: 'A1', accommodation: 'Hotels' },
    rules: { importantGuidelines: ['Be kind'], allowedItems: ['Earplugs'], prohibitedItems: ['Glass'], securityNote: 'Bags checked' },
    faq: [{ question: 'When?', answer: 'September' }],
  };

  it('starts empty, is replaced whole, and gives FAQ items ids', async () => {
    const empty = await gql(t, `{ infoPage { ${FIELDS} } }`);
    expect(empty.body.data.infoPage).toEqual({
      location: { title: '', address: '', mapEmbedUrl: '' },
      travel: { byAir: '', byCar: '', accommodation: '' },
      rules: { importantGuidelines: [], allowedItems: [], prohibitedItems: [], securityNote: '' },
      faq: [],
    });
    const saved = await gql(t, UPDATE, { input: page }, admin);
    expect(saved.body.data.updateInfoPage).toEqual({ ...page, faq: [{ _id: expect.any(String), question: 'When?', answer: 'September' }] });
    expect((await gql(t, `{ infoPage { ${FIELDS} } }`)).body.data.infoPage).toEqual(saved.body.data.updateInfoPage);
  });

  it('refuses: 401, 403, 400 with details', async () => {
    await expectAdminOnly(UPDATE, { input: page });
    const bad = await gql(t, UPDATE, { input: { ...page, faq: [{ question: '', answer: 'x' }] } }, admin);
    expect(bad.status).toBe(400);
    expect(firstError(bad)?.extensions).toEqual({ code: 'BAD_USER_INPUT', details: { 'faq.0.question': 'Question is required' } });
  });

  it('stores the same page through REST and GraphQL', async () => {
    await t.http.put('/api/infopage').set('Authorization', admin).send(page);
    const viaRest = (await t.http.get('/api/infopage')).body;
    await gql(t, UPDATE, { input: page }, admin);
    const viaGraph = (await t.http.get('/api/infopage')).body;
    const noIds = (p: typeof viaRest) => ({ ...p, updatedAt: null, faq: p.faq.map(({ _id, ...f }: { _id: string }) => f) });
    expect(noIds(viaGraph)).toEqual(noIds(viaRest));
  });
});
