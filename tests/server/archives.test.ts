import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { archives } from '../../server/db/schema';
import { expectCreated, ISO } from '../helpers/created';
import { countStoredFiles, jpegImage, pngImage } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin, user } = await signedInApp({ HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());

const valid = { year: '2023', description: 'A loud year.', lineup: 'Band A, Band B, Band C' };

async function createArchive(body: Record<string, unknown> = {}) {
  const res = await t.http.post('/api/archives').set('Authorization', admin).send({ ...valid, ...body });
  expect(res.status).toBe(201);
  return res.body.archive as { _id: string; poster: string | null } & Record<string, unknown>;
}

describe('creating an archive edition', () => {
  it('accepts the multipart form with a poster', async () => {
    const res = await t.http.post('/api/archives').set('Authorization', admin).field(valid).attach('poster', await jpegImage(), 'poster.jpg');
    expectCreated(res, 'archive', {
      ...valid,
      poster: expect.stringMatching(/^\/api\/uploads\/[\w-]+\.jpg$/),
      posterVariants: expect.objectContaining({ width: 4, height: 4, src: expect.stringMatching(/^\/api\/uploads\/[\w-]+-4w\.jpg$/) }),
      // A create without a status is published at once (#35).
      status: 'published',
      publishAt: null,
    });
    const served = await t.http.get(res.body.archive.poster);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('accepts JSON without a poster; a numeric year becomes text', async () => {
    expect(await createArchive({ year: 2019 })).toMatchObject({ year: '2019', poster: null });
  });

  it('needs an admin', async () => {
    const anon = await t.http.post('/api/archives').send(valid);
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String) });
    expect((await t.http.post('/api/archives').set('Authorization', user).send(valid)).status).toBe(403);
  });

  it('requires year, description and lineup (400 with details) and caps their length', async () => {
    const res = await t.http.post('/api/archives').set('Authorization', admin).field({ year: '', description: ' ', lineup: '' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      year: 'Year is required',
      description: 'Description is required',
      lineup: 'Lineup is required',
    });
    const long = await t.http
      .post('/api/archives')
      .set('Authorization', admin)
      .send({ year: '2'.repeat(201), description: 'd'.repeat(50_001), lineup: 'l'.repeat(50_001) });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual({
      year: 'Must be at most 200 characters',
      description: 'Must be at most 50000 characters',
      lineup: 'Must be at most 50000 characters',
    });
  });

  it('takes the poster from the poster field only: an image under another name is not stored', async () => {
    const files = await countStoredFiles(t);
    const res = await t.http.post('/api/archives').set('Authorization', admin).field(valid).attach('image', await pngImage(), 'x.png');
    expect(res.status).toBe(400);
    expect(await countStoredFiles(t)).toBe(files);
  });
});

describe('the archive list', () => {
  beforeAll(async () => {
    await t.database.db.delete(archives);
  });

  it('is newest year first (by the four-digit year in the text), then newest created; text without a year last', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const years = ['2019', 'Origins', '2023 - 10th edition', '2021', '2023'];
    try {
      for (const [i, year] of years.entries()) {
        t.clock.now = new Date(base + i * 60_000);
        await createArchive({ year });
      }
    } finally {
      t.clock.now = null;
    }
    const res = await t.http.get('/api/archives');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['archives']);
    expect(res.body.archives.map((a: { year: string }) => a.year)).toEqual(['2023', '2023 - 10th edition', '2021', '2019', 'Origins']);
  });
});

describe('one edition', () => {
  it('GET /api/archives/:id answers {archive}', async () => {
    const archive = await createArchive();
    expect((await t.http.get(`/api/archives/${archive._id}`)).body).toEqual({ archive });
  });

  it.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'zzz'],
    ['a NUL byte', '%00'],
  ])('answers 404 "Archive not found" for %s', async (_label, id) => {
    for (const res of [
      await t.http.get(`/api/archives/${id}`),
      await t.http.put(`/api/archives/${id}`).set('Authorization', admin).send(valid),
      await t.http.delete(`/api/archives/${id}`).set('Authorization', admin),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Archive not found' });
    }
  });
});

describe('editing an archive edition', () => {
  it('changes only what is sent, returning {archive}; a required field sent empty is refused; admin only', async () => {
    const archive = await createArchive();
    const res = await t.http.put(`/api/archives/${archive._id}`).set('Authorization', admin).send({ year: '2024', description: 'New' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      archive: { ...archive, year: '2024', description: 'New', updatedAt: expect.stringMatching(ISO) },
    });
    const bad = await t.http.put(`/api/archives/${archive._id}`).set('Authorization', admin).send({ year: '2025', lineup: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ lineup: 'Lineup is required' });
    expect((await t.http.get(`/api/archives/${archive._id}`)).body.archive).toMatchObject({ year: '2024', lineup: archive.lineup });
    expect((await t.http.put(`/api/archives/${archive._id}`).send(valid)).status).toBe(401);
    expect((await t.http.put(`/api/archives/${archive._id}`).set('Authorization', user).send(valid)).status).toBe(403);
  });

  it('keeps, replaces (deleting the old file) and clears the poster', async () => {
    const archive = (await t.http.post('/api/archives').set('Authorization', admin).field(valid).attach('poster', await pngImage(), 'p.png')).body.archive;
    const files = await countStoredFiles(t);

    const kept = await t.http.put(`/api/archives/${archive._id}`).set('Authorization', admin).field({ ...valid, year: '1999' });
    expect(kept.body.archive).toMatchObject({ year: '1999', poster: archive.poster });

    const replaced = await t.http.put(`/api/archives/${archive._id}`).set('Authorization', admin).field(valid).attach('poster', await jpegImage(), 'p.jpg');
    expect(replaced.status).toBe(200);
    expect(replaced.body.archive.poster).not.toBe(archive.poster);
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.get(archive.poster)).status).toBe(404);

    const cleared = await t.http.put(`/api/archives/${archive._id}`).set('Authorization', admin).field({ ...valid, poster: '' });
    expect(cleared.body.archive.poster).toBeNull();
    expect(await countStoredFiles(t)).toBe(files - 1);
    expect((await t.http.get(replaced.body.archive.poster)).status).toBe(404);
  });
});

describe('deleting an archive edition', () => {
  it('answers {_id, message} and deletes the poster file', async () => {
    const archive = (await t.http.post('/api/archives').set('Authorization', admin).field(valid).attach('poster', await pngImage(), 'p.png')).body.archive;
    const files = await countStoredFiles(t);
    expect((await t.http.delete(`/api/archives/${archive._id}`)).status).toBe(401);
    expect((await t.http.delete(`/api/archives/${archive._id}`).set('Authorization', user)).status).toBe(403);
    const res = await t.http.delete(`/api/archives/${archive._id}`).set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: archive._id, message: 'Archive deleted successfully' });
    // In the trash with its file until purged (#34).
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.delete(`/api/trash/archives/${archive._id}`).set('Authorization', admin)).status).toBe(200);
    expect(await countStoredFiles(t)).toBe(files - 1);
    expect((await t.http.get(archive.poster)).status).toBe(404);
    expect((await t.http.get(`/api/archives/${archive._id}`)).status).toBe(404);
  });
});
