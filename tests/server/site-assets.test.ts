import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { signedInApp, type TestApp } from '../helpers/test-app';
import { gql } from '../gateway/helpers';

let t: TestApp, admin: string, user: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin, user } = await signedInApp({ HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());
afterEach(() => {
  jest.restoreAllMocks();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const PAGE_KEYS = ['login', 'home', 'lineup', 'news', 'info', 'archive', 'contact', 'notFound'];

const fileKeys = async () => {
  const { rows } = (await t.database.db.execute(sql`select key from uploaded_files order by key`)) as unknown as {
    rows: { key: string }[];
  };
  return rows.map((r) => `/api/uploads/${r.key}`).sort();
};
const assets = async () => {
  const res = await t.http.get('/api/site-assets');
  expect(res.status).toBe(200);
  return res.body.assets as Record<string, unknown> & {
    logo: string | null;
    heroImage: string | null;
    mobileHeroImage: string | null;
    seoTitles: Record<string, string>;
    seoDescriptions: Record<string, string>;
  };
};
const post = () => t.http.post('/api/site-assets').set('Authorization', admin);

let defaults: Awaited<ReturnType<typeof assets>>;

describe('site assets: defaults', () => {
  it('GET answers every field with its default before anything is saved', async () => {
    defaults = await assets();
    expect(defaults).toEqual({
      ...{ logo: null, logoVariants: null, heroImage: null, heroImageVariants: null },
      ...{ mobileHeroImage: null, mobileHeroImageVariants: null },
      bannerText: expect.any(String),
      countdownDate: '2025-09-26T14:00:00.000Z',
      contactEmails: expect.arrayContaining([{ email: expect.stringMatching(/^\S+@\S+\.\S+$/), purpose: expect.any(String) }]),
      copyright: expect.stringMatching(/^© \d{4} .+All rights reserved\.$/),
      gtmId: '',
      updatedAt: null,
      facebook: expect.stringMatching(/^https:\/\/(www\.)?facebook\.com\//),
      instagram: expect.stringMatching(/^https:\/\/(www\.)?instagram\.com\//),
      youtube: expect.stringMatching(/^https:\/\/(www\.)?youtube\.com\//),
      seoTitles: expect.any(Object),
      seoDescriptions: expect.any(Object),
    });
    expect(Object.keys(defaults.seoTitles).sort()).toEqual([...PAGE_KEYS].sort());
    expect(Object.keys(defaults.seoDescriptions).sort()).toEqual([...PAGE_KEYS].sort());
    for (const key of PAGE_KEYS) {
      expect(defaults.seoTitles[key]!.length).toBeGreaterThan(3);
      expect(defaults.seoDescriptions[key]!.length).toBeGreaterThan(10);
    }
  });

  it('the copyright default carries the current year (from the service clock)', async () => {
    t.clock.now = new Date('2031-06-01T00:00:00Z');
    // Moving the clock is not a content write: the public read cache holds the old year until its TTL.
    t.cache.clear();
    try {
      expect((await assets()).copyright).toBe('© 2031 Metal Gates Festival. All rights reserved.');
    } finally {
      t.clock.now = null;
    }
  });
});

describe('site assets: JSON updates', () => {
  it('change only the fields sent', async () => {
    const res = await post().send({ bannerText: 'Early bird tickets on sale!' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ assets: { ...defaults, bannerText: 'Early bird tickets on sale!', updatedAt: expect.any(String) } });

    const tracking = await post().send({ gtmId: 'gtm-abc1234' });
    expect(tracking.status).toBe(200);
    expect(tracking.body.assets).toEqual({ ...defaults, bannerText: 'Early bird tickets on sale!', gtmId: 'GTM-ABC1234', updatedAt: expect.any(String) });

    const general = await post().send({
      contactEmails: [
        { email: 'hello@metalgates.test', purpose: 'General' },
        { email: 'press@metalgates.test', purpose: 'Press' },
      ],
      copyright: '© 2026 Metal Gates. All rights reserved.',
      facebook: 'https://facebook.com/mg',
      instagram: 'https://instagram.com/mg',
      youtube: 'https://youtube.com/@mg',
      countdownDate: '2026-09-25T17:00:00+03:00',
    });
    expect(general.status).toBe(200);
    expect(general.body.assets).toMatchObject({
      bannerText: 'Early bird tickets on sale!',
      gtmId: 'GTM-ABC1234',
      contactEmails: [
        { email: 'hello@metalgates.test', purpose: 'General' },
        { email: 'press@metalgates.test', purpose: 'Press' },
      ],
      copyright: '© 2026 Metal Gates. All rights reserved.',
      facebook: 'https://facebook.com/mg',
      countdownDate: '2026-09-25T14:00:00.000Z', // stored as the instant, answered in UTC
      seoTitles: defaults.seoTitles,
    });
    expect(await assets()).toEqual(general.body.assets);
  });

  it('SEO maps keep the default pages listed and add new keys', async () => {
    const res = await post().send({
      seoTitles: { home: 'Home of metal', newsArticle: 'Article' },
      seoDescriptions: { home: 'Metal, at home' },
    });
    expect(res.status).toBe(200);
    expect(res.body.assets.seoTitles).toEqual({ ...defaults.seoTitles, home: 'Home of metal', newsArticle: 'Article' });
    expect(res.body.assets.seoDescriptions).toEqual({ ...defaults.seoDescriptions, home: 'Metal, at home' });
  });

  it('an empty or null value restores a default; an empty banner or GTM id is kept as empty', async () => {
    const res = await post().send({ facebook: '', copyright: null, bannerText: '', gtmId: '' });
    expect(res.status).toBe(200);
    expect(res.body.assets).toMatchObject({
      facebook: defaults.facebook,
      copyright: defaults.copyright,
      bannerText: '',
      gtmId: '',
      instagram: 'https://instagram.com/mg',
    });
    const seo = await post().send({ seoTitles: null });
    expect(seo.body.assets.seoTitles).toEqual(defaults.seoTitles);
    expect(seo.body.assets.seoDescriptions.home).toBe('Metal, at home');
  });

  it('through GraphQL too: a field not sent is kept, null restores the default, an image not sent stays', async () => {
    const UPDATE = 'mutation ($input: SiteAssetsInput!) { updateSiteAssets(input: $input) { bannerText copyright youtube logo heroImage } }';
    const set = await gql(t, UPDATE, { input: { copyright: '© Kept', youtube: 'https://youtube.com/@kept' } }, admin);
    expect(set.body.errors).toBeUndefined();
    const before = await assets();
    const res = await gql(t, UPDATE, { input: { youtube: null } }, admin);
    expect(res.body.data.updateSiteAssets).toEqual({
      bannerText: before.bannerText,
      copyright: '© Kept',
      youtube: defaults.youtube,
      logo: before.logo,
      heroImage: before.heroImage,
    });
  });

  it('validates every field and changes nothing when one is wrong', async () => {
    const before = await assets();
    const res = await post().send({
      bannerText: 'b'.repeat(2001),
      gtmId: 'UA-12345-1',
      facebook: 'javascript:alert(1)',
      instagram: 'ftp://instagram.com/x',
      contactEmails: [{ email: 'nope', purpose: 'x' }],
      copyright: 'c'.repeat(201),
      countdownDate: 'next friday',
      seoTitles: { home: 't'.repeat(201) },
      seoDescriptions: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`page${i}`, 'x'])),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      bannerText: 'Must be at most 2000 characters',
      gtmId: 'Must look like GTM-XXXXXXX',
      facebook: 'Must be an http(s) URL',
      instagram: 'Must be an http(s) URL',
      'contactEmails.0.email': 'Invalid email address',
      copyright: 'Must be at most 200 characters',
      countdownDate: 'Must be an ISO 8601 date and time',
      'seoTitles.home': 'Must be at most 200 characters',
      seoDescriptions: 'At most 50 pages',
    });
    expect(await assets()).toEqual(before);

    const badKey = await post().send({ seoTitles: { '<script>': 'x' } });
    expect(badKey.status).toBe(400);
    const tooMany = await post().send({
      contactEmails: Array.from({ length: 21 }, (_, i) => ({ email: `a${i}@b.co`, purpose: '' })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual({ contactEmails: 'At most 20 contact emails' });
  });

  it('needs an admin: 401 without a token, 403 for a user (JSON and multipart)', async () => {
    const anon = await t.http.post('/api/site-assets').send({ bannerText: 'x' });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String) });
    expect((await t.http.post('/api/site-assets').set('Authorization', user).send({ bannerText: 'x' })).status).toBe(403);
    const multipartAnon = await t.http.post('/api/site-assets').attach('logo', PNG, 'logo.png');
    expect(multipartAnon.status).toBe(401);
    const multipartUser = await t.http.post('/api/site-assets').set('Authorization', user).attach('logo', PNG, 'logo.png');
    expect(multipartUser.status).toBe(403);
    expect(await fileKeys()).toEqual([]);
    expect((await assets()).bannerText).toBe('');
  });
});

describe('site assets: images (multipart)', () => {
  it('sets the hero images and the countdown in one multipart request', async () => {
    const before = await assets();
    const res = await post()
      .attach('heroImage', PNG, 'hero.png')
      .attach('mobileHeroImage', GIF, 'mobile.gif')
      .field('countdownDate', '2026-09-25T14:00:00.000Z');
    expect(res.status).toBe(200);
    const { heroImage, mobileHeroImage } = res.body.assets;
    expect(heroImage).toMatch(/^\/api\/uploads\/[\w-]+\.png$/);
    expect(mobileHeroImage).toMatch(/^\/api\/uploads\/[\w-]+\.gif$/);
    // Both get variants next to their paths (the GIF's fallback copy is a PNG).
    const variantsOf = (path: string) => expect.objectContaining({ src: expect.stringMatching(new RegExp(`^${path.replace(/\.\w+$/, '')}-\\d+w\\.png$`)) });
    const [heroImageVariants, mobileHeroImageVariants] = [variantsOf(heroImage), variantsOf(mobileHeroImage)];
    expect(res.body.assets).toEqual({ ...before, heroImage, heroImageVariants, mobileHeroImage, mobileHeroImageVariants, countdownDate: '2026-09-25T14:00:00.000Z', updatedAt: expect.any(String) });
    expect(await fileKeys()).toEqual([heroImage, mobileHeroImage].sort());

    const served = await t.http.get(heroImage);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
  });

  it('a new file replaces the old one, whose stored file is deleted', async () => {
    const before = await assets();
    const res = await post().attach('heroImage', GIF, 'hero2.gif');
    expect(res.status).toBe(200);
    expect(res.body.assets.heroImage).not.toBe(before.heroImage);
    expect(res.body.assets.heroImage).toMatch(/\.gif$/);
    expect(res.body.assets.mobileHeroImage).toBe(before.mobileHeroImage);
    expect((await t.http.get(before.heroImage!)).status).toBe(404);
    expect(await fileKeys()).toEqual([res.body.assets.heroImage, before.mobileHeroImage].sort());
  });

  it('an empty value for an image field clears it and deletes its file', async () => {
    const before = await assets();
    const res = await post().field('heroImage', '');
    expect(res.status).toBe(200);
    expect(res.body.assets.heroImage).toBeNull();
    expect(res.body.assets.mobileHeroImage).toBe(before.mobileHeroImage);
    expect(await fileKeys()).toEqual([before.mobileHeroImage]);
    expect((await t.http.get(before.heroImage!)).status).toBe(404);
    // Clearing what is already clear is harmless.
    expect((await post().field('heroImage', '')).status).toBe(200);
  });

  it('sets and clears the logo on its own, leaving the hero images alone', async () => {
    const set = await post().attach('logo', PNG, 'logo.png');
    expect(set.status).toBe(200);
    expect(set.body.assets.logo).toMatch(/^\/api\/uploads\//);
    expect(await fileKeys()).toHaveLength(2);
    const cleared = await post().field('logo', '');
    expect(cleared.body.assets.logo).toBeNull();
    expect(cleared.body.assets.mobileHeroImage).not.toBeNull();
    expect(await fileKeys()).toHaveLength(1);
  });

  it('accepts JSON-encoded structured fields in a multipart form', async () => {
    const res = await post()
      .field('contactEmails', JSON.stringify([{ email: 'multi@part.test', purpose: 'Forms' }]))
      .field('bannerText', 'From a form');
    expect(res.status).toBe(200);
    expect(res.body.assets.contactEmails).toEqual([{ email: 'multi@part.test', purpose: 'Forms' }]);
    expect(res.body.assets.bannerText).toBe('From a form');
  });

  it('refuses SVG (415) and oversized files (413) without changing anything', async () => {
    const before = await assets();
    const files = await fileKeys();
    const svg = await post().attach('logo', SVG, 'logo.png');
    expect(svg.status).toBe(415);
    expect(svg.body).toEqual({ error: expect.any(String) });
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await post().attach('heroImage', big, 'huge.png');
    expect(tooBig.status).toBe(413);
    const badDate = await post().attach('logo', PNG, 'logo.png').field('countdownDate', 'soon');
    expect(badDate.status).toBe(400);
    const unknownField = await post().attach('poster', PNG, 'poster.png');
    expect(unknownField.status).toBe(400);
    expect(await assets()).toEqual(before);
    expect(await fileKeys()).toEqual(files);
  });

  it('rolls everything back when storing one of several images fails: no orphaned file, no half update', async () => {
    const before = await assets();
    const files = await fileKeys();
    const real = t.services.files.saveImage.bind(t.services.files);
    let calls = 0;
    jest.spyOn(t.services.files, 'saveImage').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('disk on fire');
      return real(...args);
    });
    const res = await post()
      .attach('heroImage', PNG, 'hero.png')
      .attach('mobileHeroImage', PNG, 'mobile.png')
      .field('countdownDate', '2027-01-01T00:00:00Z');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Internal server error' });
    expect(calls).toBe(2);
    expect(await assets()).toEqual(before);
    expect(await fileKeys()).toEqual(files);
  });
});
