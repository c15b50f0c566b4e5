import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MB } from '../../server/services/files/service';
import { countStoredFiles, oversizedPng, pngImage, svgImage } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';
import { codeOf, firstError, gql, gqlUpload, refusesNonAdmins } from './helpers';

let t: TestApp, admin: string, user: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin, user } = await signedInApp({ CONTACT_RATE_LIMIT: '3', HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());

const expectAdminOnly = (query: string, variables?: Record<string, unknown>) => refusesNonAdmins(t, user, query, variables);

describe('site assets', () => {
  const VARIANTS = `{ width height placeholder src sources { type srcSet } }`;
  const FIELDS = `logo logoVariants ${VARIANTS} heroImage heroImageVariants ${VARIANTS} mobileHeroImage mobileHeroImageVariants ${VARIANTS} bannerText countdownDate contactEmails { email purpose } copyright gtmId
    facebook instagram youtube seoTitles seoDescriptions`;
  const UPDATE = `mutation($input: SiteAssetsInput!) { updateSiteAssets(input: $input) { ${FIELDS} } }`;

  it('answers every field with defaults, then changes only the fields sent', async () => {
    const initial = (await gql(t, `{ siteAssets { ${FIELDS} } }`)).body.data.siteAssets;
    expect(initial).toMatchObject({ logo: null, heroImage: null, countdownDate: expect.stringMatching(/Z$/), seoTitles: expect.any(Object) });

    const res = await gql(t, UPDATE, {
      input: {
        bannerText: 'Tickets on sale',
        countdownDate: '2026-09-25T18:00:00+03:00',
        contactEmails: [{ email: 'press@example.com', purpose: 'Press' }],
        seoTitles: { home: 'Metal Gates' },
      },
    }, admin);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateSiteAssets).toEqual({
      ...initial,
      bannerText: 'Tickets on sale',
      countdownDate: '2026-09-25T15:00:00.000Z',
      contactEmails: [{ email: 'press@example.com', purpose: 'Press' }],
      seoTitles: { ...initial.seoTitles, home: 'Metal Gates' },
    });
    const literal = await gql(t, `mutation { updateSiteAssets(input: { seoDescriptions: { home: "Loud" } }) { seoDescriptions seoTitles } }`, undefined, admin);
    expect(literal.body.data.updateSiteAssets.seoDescriptions.home).toBe('Loud');
    expect(literal.body.data.updateSiteAssets.seoTitles.home).toBe('Metal Gates');
  });

  it('gives a contact address sent without a purpose an empty one (the domain default; GraphQL lets it out)', async () => {
    const res = await gql(t, `mutation { updateSiteAssets(input: { contactEmails: [{ email: "info@example.com" }] }) { contactEmails { email purpose } } }`, undefined, admin);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateSiteAssets.contactEmails).toEqual([{ email: 'info@example.com', purpose: '' }]);
  });

  it('takes images up to 10 MB through the Upload scalar, several at once, and clears them', async () => {
    const files = await countStoredFiles(t);
    const res = await gqlUpload(
      t,
      UPDATE,
      { input: { logo: null, heroImage: null } },
      {
        'input.logo': { buffer: await oversizedPng(6 * MB), filename: 'logo.png' },
        'input.heroImage': { buffer: await pngImage('#222'), filename: 'hero.png' },
      },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.updateSiteAssets).toMatchObject({ logo: expect.stringMatching(/^\/api\/uploads\//), heroImage: expect.stringMatching(/^\/api\/uploads\//) });
    expect(await countStoredFiles(t)).toBe(files + 2);

    const cleared = await gql(t, UPDATE, { input: { clearImages: ['logo', 'heroImage'] } }, admin);
    expect(cleared.body.data.updateSiteAssets).toMatchObject({ logo: null, heroImage: null });
    expect(await countStoredFiles(t)).toBe(files);
  });

  it('refuses: 401, 403, 400 with details, 413 past 10 MB, 415 for SVG', async () => {
    await expectAdminOnly(UPDATE, { input: { bannerText: 'x' } });
    const bad = await gql(t, UPDATE, { input: { gtmId: 'nope', contactEmails: [{ email: 'not-an-email', purpose: 'x' }] } }, admin);
    expect(bad.status).toBe(400);
    expect(firstError(bad)?.extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(firstError(bad)?.extensions.details ?? {}).sort()).toEqual(['contactEmails.0.email', 'gtmId']);
    const badMap = await gql(t, UPDATE, { input: { seoTitles: { home: 3 } } }, admin);
    expect([badMap.status, codeOf(badMap)]).toEqual([400, 'BAD_USER_INPUT']);

    const big = await gqlUpload(t, UPDATE, { input: { logo: null } }, { 'input.logo': { buffer: await oversizedPng(10 * MB + 1), filename: 'l.png' } }, admin);
    expect([big.status, codeOf(big)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const svg = await gqlUpload(t, UPDATE, { input: { mobileHeroImage: null } }, { 'input.mobileHeroImage': { buffer: svgImage(), filename: 'm.svg', contentType: 'image/svg+xml' } }, admin);
    expect([svg.status, codeOf(svg)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('stores the same settings through REST and GraphQL, and refuses alike', async () => {
    const change = { bannerText: 'Parity', copyright: '© Metal Gates', facebook: 'https://facebook.com/mg', seoTitles: { news: 'News' } };
    await gql(t, UPDATE, { input: { bannerText: 'reset', copyright: '', facebook: '', seoTitles: {} } }, admin);
    const viaGraph = (await gql(t, UPDATE, { input: change }, admin)).body.data.updateSiteAssets;
    await gql(t, UPDATE, { input: { bannerText: 'reset', copyright: '', facebook: '', seoTitles: {} } }, admin);
    const rest = await t.http.post('/api/site-assets').set('Authorization', admin).send(change);
    expect(rest.status).toBe(200);
    const viaRest = (await t.http.get('/api/site-assets')).body.assets;
    // The fields the mutation selected; the version (updatedAt) differs between the two saves by design.
    expect(viaGraph).toEqual(Object.fromEntries(Object.keys(viaGraph).map((k) => [k, viaRest[k]])));

    const restBad = await t.http.post('/api/site-assets').set('Authorization', admin).send({ gtmId: 'nope' });
    const graphBad = await gql(t, UPDATE, { input: { gtmId: 'nope' } }, admin);
    expect([graphBad.status, firstError(graphBad)?.message, firstError(graphBad)?.extensions.details]).toEqual([
      restBad.status,
      restBad.body.error,
      restBad.body.details,
    ]);
  });
});

describe('contact', () => {
  const SEND = `mutation($input: ContactInput!) { sendContactMessage(input: $input) { message } }`;
  const LIST = `query($limit: Int) { contactMessages(limit: $limit) { _id name email subject message createdAt } }`;
  const message = { name: 'Ana', email: 'ana@example.com', subject: 'Tickets', message: 'When?' };

  it('sends a message anyone may send; admins list them newest first', async () => {
    const sent = await gql(t, SEND, { input: message });
    expect(sent.body.data.sendContactMessage).toEqual({ message: expect.any(String) });
    const list = await gql(t, LIST, { limit: 1 }, admin);
    expect(list.body.data.contactMessages).toEqual([{ ...message, _id: expect.any(String), createdAt: expect.stringMatching(/Z$/) }]);
  });

  it('refuses: listing 401/403, bad input 400 with details, then 429 with retryAfter past the rate limit', async () => {
    await expectAdminOnly(LIST);
    const bad = await gql(t, SEND, { input: { ...message, email: 'nope', subject: '' } });
    expect(bad.status).toBe(400);
    expect(firstError(bad)?.extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(firstError(bad)?.extensions.details ?? {}).sort()).toEqual(['email', 'subject']);

    let last;
    for (let i = 0; i < 4; i++) last = await gql(t, SEND, { input: message });
    expect(last!.status).toBe(429);
    expect(firstError(last!)?.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    expect(last!.headers['retry-after']).toBe(String(firstError(last!)?.extensions.retryAfter));
    // The same client is refused through REST too: one limit, two doors.
    const rest = await t.http.post('/api/contact').send(message);
    expect(rest.status).toBe(429);
    expect(rest.body.error).toBe(firstError(last!)?.message);
  });
});

describe('visits', () => {
  const STATS = `{ visitorStats { totalVisitors percentageChange thisMonth lastMonth daily { date visits } } }`;

  it('logs a visit for anyone and counts it in the admin stats', async () => {
    const before = (await gql(t, STATS, undefined, admin)).body.data.visitorStats;
    const res = await t.http.post('/api/graphql').set('Apollo-Require-Preflight', 'true').set('User-Agent', 'Mozilla/5.0 (X11; Linux) Firefox/140').send({ query: 'mutation { logVisit }' });
    expect(res.body).toEqual({ data: { logVisit: true } });
    const after = (await gql(t, STATS, undefined, admin)).body.data.visitorStats;
    expect(after.totalVisitors).toBeGreaterThanOrEqual(before.totalVisitors);
    expect(after.daily).toHaveLength(before.daily.length);
    expect(after.daily.reduce((n: number, d: { visits: number }) => n + d.visits, 0)).toBeGreaterThan(0);
  });

  it('gives the same stats as REST and refuses non-admins alike', async () => {
    const graph = (await gql(t, STATS, undefined, admin)).body.data.visitorStats;
    const rest = await t.http.get('/api/visits/stats').set('Authorization', admin);
    expect(graph).toEqual(rest.body);
    await expectAdminOnly(STATS);
    const restUser = await t.http.get('/api/visits/stats').set('Authorization', user);
    const graphUser = await gql(t, STATS, undefined, user);
    expect([graphUser.status, firstError(graphUser)?.message]).toEqual([restUser.status, restUser.body.error]);
  });
});

describe('the admin dashboard in one operation', () => {
  const DASHBOARD = `query Dashboard {
    contactMessages(limit: 5) { _id name subject createdAt }
    news { _id title publishedAt }
    bands { _id name performanceDay }
    visitorStats { totalVisitors percentageChange thisMonth lastMonth }
  }`;

  it('loads contacts, articles, bands and visitor stats together for an admin', async () => {
    const res = await gql(t, DASHBOARD, undefined, admin);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(Object.keys(res.body.data)).toEqual(['contactMessages', 'news', 'bands', 'visitorStats']);
    expect(res.body.data.contactMessages.length).toBeGreaterThan(0);
    expect(res.body.data.visitorStats.totalVisitors).toEqual(expect.any(Number));
  });

  it('refuses it as a whole for a non-admin (403) and nobody (401)', async () => {
    const asUser = await gql(t, DASHBOARD, undefined, user);
    expect(asUser.status).toBe(403);
    expect(asUser.body.data).toBeNull();
    expect(new Set(asUser.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code))).toEqual(new Set(['FORBIDDEN']));
    expect((await gql(t, DASHBOARD)).status).toBe(401);
  });

  it('resolves the four root fields concurrently (proved with slow fakes and timestamps)', async () => {
    const DELAY = 150;
    const spans: Record<string, { start: number; end: number }> = {};
    const slow = <T>(name: string, value: T) => async () => {
      const start = performance.now();
      await new Promise((r) => setTimeout(r, DELAY));
      spans[name] = { start, end: performance.now() };
      return value;
    };
    const originals = {
      contact: t.services.contact.list,
      news: t.services.news.list,
      bands: t.services.bands.list,
      visits: t.services.visits.stats,
    };
    t.services.contact.list = slow('contactMessages', []);
    t.services.news.list = slow('news', []);
    t.services.bands.list = slow('bands', []);
    t.services.visits.stats = slow('visitorStats', { totalVisitors: 0, percentageChange: 0, thisMonth: 0, lastMonth: 0, daily: [] });
    try {
      const began = performance.now();
      const res = await gql(t, DASHBOARD, undefined, admin);
      const took = performance.now() - began;
      expect(res.body.errors).toBeUndefined();
      const all = Object.values(spans);
      expect(all).toHaveLength(4);
      // Every fake started before any finished: they ran at the same time, not one after another.
      const lastStart = Math.max(...all.map((s) => s.start));
      const firstEnd = Math.min(...all.map((s) => s.end));
      expect(lastStart).toBeLessThan(firstEnd);
      expect(took).toBeLessThan(DELAY * 4);
    } finally {
      Object.assign(t.services.contact, { list: originals.contact });
      Object.assign(t.services.news, { list: originals.news });
      Object.assign(t.services.bands, { list: originals.bands });
      Object.assign(t.services.visits, { stats: originals.visits });
    }
  });
});
