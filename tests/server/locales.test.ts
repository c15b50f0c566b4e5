/**
 * Localized content (#36) through both doors: a Romanian biography written and read back with
 * `?locale=ro` (REST) and `locale: RO` (GraphQL), English unchanged, a missing Romanian text
 * falling back to English (`Content-Language: ro, en`), staff's `fallback=none`, the refusals
 * (unknown locale, `none` without a staff token, a create in Romanian), the nested texts of the
 * singletons (info page, site assets), and the public cache keyed by locale.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string, bandId: string;

const BAND = { name: 'Dordeduh', country: 'Romania', genre: 'Post-black metal', biography: 'A band from Timișoara.', performanceDay: '26 September - DAY 1' };

beforeAll(async () => {
  ({ t, admin, user } = await signedInApp());
  const res = await t.http.post('/api/lineup').set('Authorization', admin).send(BAND);
  expect(res.status).toBe(201);
  bandId = res.body.band._id;
});
afterAll(() => t.close());

async function gql(auth: string | null, query: string, variables: Record<string, unknown> = {}) {
  let req = t.http.post('/api/graphql').set('Apollo-Require-Preflight', 'true');
  if (auth) req = req.set('Authorization', auth);
  return req.send({ query, variables });
}

describe('REST: ?locale=ro', () => {
  it('writes the Romanian biography and country, leaves English alone, and falls back per field', async () => {
    const written = await t.http.put(`/api/lineup/${bandId}?locale=ro`).set('Authorization', admin).send({ biography: 'O trupă din Timișoara.', country: 'România' });
    expect(written.status).toBe(200);
    expect(written.body.band).toMatchObject({ biography: 'O trupă din Timișoara.', country: 'România', genre: BAND.genre, name: BAND.name });

    const english = await t.http.get(`/api/lineup/${bandId}`);
    expect(english.body.band).toMatchObject({ biography: BAND.biography, country: BAND.country, genre: BAND.genre });
    expect(english.headers['content-language']).toBe('en');

    const romanian = await t.http.get(`/api/lineup/${bandId}?locale=ro`);
    expect(romanian.body.band).toMatchObject({ biography: 'O trupă din Timișoara.', country: 'România', genre: BAND.genre });
    // The genre has no Romanian: English stands in, and the header says so.
    expect(romanian.headers['content-language']).toBe('ro, en');

    const list = await t.http.get('/api/lineup?locale=ro');
    expect(list.body.find((b: { _id: string }) => b._id === bandId).biography).toBe('O trupă din Timișoara.');
    const page = await t.http.get('/api/lineup?locale=ro&limit=5');
    expect(page.body.bands[0].country).toBe('România');
  });

  it('an update in English keeps the Romanian; null in Romanian removes a translation', async () => {
    expect((await t.http.put(`/api/lineup/${bandId}`).set('Authorization', admin).send({ genre: 'Black metal' })).status).toBe(200);
    expect((await t.http.get(`/api/lineup/${bandId}?locale=ro`)).body.band).toMatchObject({ biography: 'O trupă din Timișoara.', genre: 'Black metal' });
    const cleared = await t.http.put(`/api/lineup/${bandId}?locale=ro`).set('Authorization', admin).send({ country: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.band).toMatchObject({ country: BAND.country, biography: 'O trupă din Timișoara.' });
    await t.http.put(`/api/lineup/${bandId}?locale=ro`).set('Authorization', admin).send({ country: 'România' });
  });

  it('fallback=none answers only what exists, for staff only', async () => {
    const staff = await t.http.get(`/api/lineup/${bandId}?locale=ro&fallback=none`).set('Authorization', admin);
    expect(staff.status).toBe(200);
    expect(staff.body.band).toMatchObject({ biography: 'O trupă din Timișoara.', genre: null, name: BAND.name });
    expect((await t.http.get(`/api/lineup/${bandId}?locale=ro&fallback=none`)).status).toBe(401);
    expect((await t.http.get(`/api/lineup?locale=ro&fallback=none`).set('Authorization', user)).status).toBe(403);
  });

  it('refuses an unknown locale, a Romanian text too long, and a create in Romanian', async () => {
    const unknown = await t.http.get(`/api/lineup/${bandId}?locale=fr`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.locale).toMatch(/en, ro/);
    expect((await t.http.get('/api/infopage?locale=RO')).status).toBe(400);
    const long = await t.http.put(`/api/lineup/${bandId}?locale=ro`).set('Authorization', admin).send({ country: 'x'.repeat(10_000) });
    expect(long.status).toBe(400);
    const created = await t.http.post('/api/lineup?locale=ro').set('Authorization', admin).send({ ...BAND, name: 'Other' });
    expect(created.status).toBe(400);
    expect(created.body.details.locale).toBeDefined();
  });

  it('the public cache keeps each locale apart', async () => {
    const path = `/api/lineup/${bandId}`;
    await t.http.get(path);
    await t.http.get(`${path}?locale=ro`);
    const [en, ro] = [await t.http.get(path), await t.http.get(`${path}?locale=ro`)];
    expect([en.headers['x-cache'], ro.headers['x-cache']]).toEqual(['HIT', 'HIT']);
    expect(en.body.band.biography).toBe(BAND.biography);
    expect(ro.body.band.biography).toBe('O trupă din Timișoara.');
  });
});

describe('the singletons: nested texts', () => {
  it('the info page: location title and FAQ by item, the map URL shared, each missing text English', async () => {
    const page = {
      location: { title: 'Quantic Club', address: 'Splaiul Independenței 319', mapEmbedUrl: '' },
      travel: { byAir: 'Fly to OTP.', byCar: 'A1 motorway.', accommodation: 'Hotels nearby.' },
      rules: { importantGuidelines: ['Be kind'], allowedItems: ['Earplugs'], prohibitedItems: ['Glass'], securityNote: 'Bags are checked.' },
      faq: [
        { question: 'Is there parking?', answer: 'Yes.' },
        { question: 'Can I bring food?', answer: 'No.' },
      ],
    };
    const saved = await t.http.put('/api/infopage').set('Authorization', admin).send(page);
    const [first, second] = saved.body.faq as { _id: string }[];
    const ro = await t.http
      .put('/api/infopage?locale=ro')
      .set('Authorization', admin)
      .send({ location: { title: 'Clubul Quantic' }, rules: { allowedItems: ['Dopuri de urechi'] }, faq: [{ _id: second!._id, question: 'Pot aduce mâncare?', answer: 'Nu.' }] });
    expect(ro.status).toBe(200);
    const read = await t.http.get('/api/infopage?locale=ro');
    expect(read.body.location).toEqual({ title: 'Clubul Quantic', address: page.location.address, mapEmbedUrl: '' });
    expect(read.body.rules).toMatchObject({ allowedItems: ['Dopuri de urechi'], prohibitedItems: ['Glass'] });
    expect(read.body.faq).toEqual([
      { _id: first!._id, question: 'Is there parking?', answer: 'Yes.' },
      { _id: second!._id, question: 'Pot aduce mâncare?', answer: 'Nu.' },
    ]);
    expect((await t.http.get('/api/infopage')).body.location.title).toBe('Quantic Club');
  });

  it('site assets over GraphQL: banner and contact purposes in Romanian, the emails shared', async () => {
    const write = await gql(admin, 'mutation($input: SiteAssetsInput!) { updateSiteAssets(input: $input, locale: RO) { bannerText contactEmails { email purpose } } }', {
      input: { bannerText: 'Metal Gates · 26–27 septembrie', contactEmails: [{ email: 'ignored@example.com', purpose: 'Presă' }] },
    });
    expect(write.body.errors).toBeUndefined();
    const read = await gql(null, '{ siteAssets(locale: RO) { bannerText copyright contactEmails { email purpose } } en: siteAssets { bannerText contactEmails { email purpose } } }');
    expect(read.body.data.siteAssets.bannerText).toBe('Metal Gates · 26–27 septembrie');
    expect(read.body.data.siteAssets.contactEmails[0]).toEqual({ email: read.body.data.en.contactEmails[0].email, purpose: 'Presă' });
    expect(read.body.data.siteAssets.contactEmails[0].email).not.toBe('ignored@example.com');
    expect(read.body.data.en.bannerText).not.toBe('Metal Gates · 26–27 septembrie');
  });
});

describe('GraphQL: locale and fallback arguments', () => {
  const BAND_QUERY = 'query($id: ID!, $locale: Locale, $fallback: LocaleFallback) { band(id: $id, locale: $locale, fallback: $fallback) { biography genre country } }';

  it('writes and reads a Romanian biography; English unchanged', async () => {
    const write = await gql(admin, 'mutation($id: ID!) { updateBand(id: $id, input: { biography: "Trupă românească." }, locale: RO) { biography } }', { id: bandId });
    expect(write.body.data.updateBand.biography).toBe('Trupă românească.');
    const ro = await gql(null, BAND_QUERY, { id: bandId, locale: 'RO' });
    expect(ro.body.data.band).toEqual({ biography: 'Trupă românească.', genre: 'Black metal', country: 'România' });
    const en = await gql(null, BAND_QUERY, { id: bandId });
    expect(en.body.data.band.biography).toBe(BAND.biography);
    const list = await gql(null, '{ bandsPage(limit: 10, locale: RO) { items { _id biography } } }');
    expect(list.body.data.bandsPage.items.find((b: { _id: string }) => b._id === bandId).biography).toBe('Trupă românească.');
  });

  it('NONE: staff see empty where a translation is missing; anyone else is refused', async () => {
    const staff = await gql(admin, BAND_QUERY, { id: bandId, locale: 'RO', fallback: 'NONE' });
    expect(staff.body.data.band).toEqual({ biography: 'Trupă românească.', genre: '', country: 'România' });
    const anonymous = await gql(null, BAND_QUERY, { id: bandId, locale: 'RO', fallback: 'NONE' });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const unknown = await gql(null, '{ infoPage(locale: FR) { updatedAt } }');
    expect(unknown.status).toBe(400);
  });
});
