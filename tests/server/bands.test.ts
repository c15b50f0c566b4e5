import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bands } from '../../server/db/schema';
import { bandRequests, DAY1, DAY2, NO_LINKS, WARMUP, validBand } from '../helpers/bands';
import { expectCreated } from '../helpers/created';
import { pngImage } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string;
beforeAll(async () => ({ t, admin, user } = await signedInApp()));
afterAll(() => t.close());

const valid = validBand;
const { postForm, createBand } = bandRequests(() => t, () => admin);

describe('creating a band', () => {
  it('accepts the multipart form: flat social fields nested, numeric order, image stored and served', async () => {
    const image = await pngImage();
    const res = await postForm(
      {
        ...valid,
        genre: 'Heavy metal',
        performanceDay: DAY1,
        order: '3',
        spotifyEmbed: 'https://open.spotify.com/artist/abc',
        facebook: 'https://facebook.com/band',
        instagram: '',
        youtube: 'http://youtube.com/band',
        tiktok: '',
        bandcamp: '',
        website: 'https://band.example',
      },
      image,
    );
    expectCreated(res, 'band', {
      ...valid,
      genre: 'Heavy metal',
      image: expect.stringMatching(/^\/api\/uploads\/[\w-]+\.png$/),
      // pngImage() is 4 × 4: variants at its own width only, never upscaled.
      imageVariants: expect.objectContaining({ width: 4, height: 4, src: expect.stringMatching(/^\/api\/uploads\/[\w-]+-4w\.png$/) }),
      performanceDay: DAY1,
      order: 3,
      spotifyEmbed: 'https://open.spotify.com/artist/abc',
      socialLinks: { ...NO_LINKS, facebook: 'https://facebook.com/band', youtube: 'http://youtube.com/band', website: 'https://band.example' },
      stageId: null,
      startsAt: null,
      endsAt: null,
      // A create without a status is published at once (#35).
      status: 'published',
      publishAt: null,
    });
    const served = await t.http.get(res.body.band.image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, image)).toBe(0);
  });

  it('accepts JSON with nested social links and fills the defaults; empty strings mean not set', async () => {
    const res = await t.http
      .post('/api/lineup')
      .set('Authorization', admin)
      .send({ ...valid, genre: '', spotifyEmbed: '', socialLinks: { instagram: 'https://instagram.com/x', tiktok: '' } });
    expect(res.status).toBe(201);
    expect(res.body.band).toMatchObject({
      genre: null,
      image: null,
      spotifyEmbed: null,
      performanceDay: WARMUP,
      order: 999,
      socialLinks: { ...NO_LINKS, instagram: 'https://instagram.com/x' },
    });
  });

  it('trims text fields', async () => {
    const band = await createBand({ name: '  Spaced  ', country: ' RO ' });
    expect(band).toMatchObject({ name: 'Spaced', country: 'RO' });
  });

  it('needs an admin: 401 without a token, 403 with a user token, nothing stored', async () => {
    const before = (await t.http.get('/api/lineup')).body.length;
    const anon = await t.http.post('/api/lineup').send(valid);
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String) });
    const bad = await t.http.post('/api/lineup').set('Authorization', 'Bearer nonsense').send(valid);
    expect(bad.status).toBe(401);
    const plain = await t.http.post('/api/lineup').set('Authorization', user).send(valid);
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual({ error: expect.any(String) });
    expect((await t.http.get('/api/lineup')).body).toHaveLength(before);
  });
});

describe('band validation (400 with details)', () => {
  const post = (body: unknown) => t.http.post('/api/lineup').set('Authorization', admin).send(body as object);

  it('requires name, country and biography', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.details).toEqual({
      name: 'Name is required',
      country: 'Country is required',
      biography: 'Biography is required',
    });
    const blank = await postForm({ name: ' ', country: '', biography: '' });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.details).sort()).toEqual(['biography', 'country', 'name']);
  });

  it('refuses a performance day that is not one of the three', async () => {
    const res = await post({ ...valid, performanceDay: '28 September - DAY 3' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ performanceDay: expect.stringContaining(WARMUP) });
  });

  it.each([[0], [-2], [1.5], ['abc'], ['2.5'], [true]])('refuses order %p', async (order) => {
    const res = await post({ ...valid, order });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ order: expect.any(String) });
  });

  it('refuses order 0 from the form too, and accepts order 1', async () => {
    expect((await postForm({ ...valid, order: '0' })).body.details).toEqual({ order: 'Order must be at least 1' });
    const ok = await postForm({ ...valid, order: '1' });
    expect(ok.status).toBe(201);
    expect(ok.body.band.order).toBe(1);
  });

  it('requires http(s) URLs for social links and the Spotify embed', async () => {
    const res = await post({
      ...valid,
      spotifyEmbed: 'javascript:alert(1)',
      socialLinks: { facebook: 'facebook.com/band', website: 'ftp://band.example' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      spotifyEmbed: 'Must be an http(s) URL',
      'socialLinks.facebook': 'Must be an http(s) URL',
      'socialLinks.website': 'Must be an http(s) URL',
    });
    const form = await postForm({ ...valid, tiktok: 'not a url' });
    expect(form.status).toBe(400);
    expect(form.body.details).toEqual({ 'socialLinks.tiktok': 'Must be an http(s) URL' });
  });

  it('caps text lengths', async () => {
    const res = await post({ name: 'x'.repeat(201), country: 'y'.repeat(201), genre: 'g'.repeat(201), biography: 'b'.repeat(50_001) });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      name: 'Must be at most 200 characters',
      country: 'Must be at most 200 characters',
      genre: 'Must be at most 200 characters',
      biography: 'Must be at most 50000 characters',
    });
    const url = await post({ ...valid, socialLinks: { website: `https://x.example/${'a'.repeat(2100)}` } });
    expect(url.status).toBe(400);
    expect(url.body.details['socialLinks.website']).toMatch(/at most/);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.http.post('/api/lineup').set('Authorization', admin).set('Content-Type', 'application/json').send('[1,2]');
    expect(res.status).toBe(400);
  });
});

describe('the lineup order', () => {
  beforeAll(async () => {
    await t.database.db.delete(bands);
  });

  it('sorts by day (warmup, day 1, day 2), then order ascending, then first added; filters by day', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const specs: [string, string, number][] = [
      ['D2 order 1', DAY2, 1],
      ['D1 order 5 early', DAY1, 5],
      ['W order 999', WARMUP, 999],
      ['D1 order 2', DAY1, 2],
      ['W order 10', WARMUP, 10],
      ['D1 order 5 late', DAY1, 5],
    ];
    try {
      for (const [i, [name, performanceDay, order]] of specs.entries()) {
        t.clock.now = new Date(base + i * 60_000);
        await createBand({ name, performanceDay, order });
      }
    } finally {
      t.clock.now = null;
    }
    const res = await t.http.get('/api/lineup');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((b: { name: string }) => b.name)).toEqual([
      'W order 10',
      'W order 999',
      'D1 order 2',
      'D1 order 5 early',
      'D1 order 5 late',
      'D2 order 1',
    ]);

    const day1 = await t.http.get('/api/lineup').query({ performanceDay: DAY1 });
    expect(day1.status).toBe(200);
    expect(day1.body.map((b: { name: string }) => b.name)).toEqual(['D1 order 2', 'D1 order 5 early', 'D1 order 5 late']);
    expect(await t.services.bands.list({ performanceDay: DAY2 })).toHaveLength(1);

    const unknown = await t.http.get('/api/lineup').query({ performanceDay: 'Someday' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual({ performanceDay: expect.any(String) });
  });
});

describe('reading one band', () => {
  it('GET /api/lineup/:id answers {band}', async () => {
    const band = await createBand({ name: 'Readable' });
    const res = await t.http.get(`/api/lineup/${band._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ band });
  });

  it.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-real-id'],
    ['a NUL byte', '%00'],
    ['quotes', "1'%20or%20'1'='1"],
    ['a very long id', 'a'.repeat(500)],
  ])('answers 404 "Band not found" for %s on GET, PUT and DELETE', async (_label, id) => {
    const get = await t.http.get(`/api/lineup/${id}`);
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ error: 'Band not found' });
    const put = await t.http.put(`/api/lineup/${id}`).set('Authorization', admin).send(valid);
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ error: 'Band not found' });
    const del = await t.http.delete(`/api/lineup/${id}`).set('Authorization', admin);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ error: 'Band not found' });
  });
});
