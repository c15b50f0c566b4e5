import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { count, sql } from 'drizzle-orm';
import { anonymous } from '../../server/access';
import { contentVersions, trash } from '../../server/db/history-schema';
import { archives, bands, news } from '../../server/db/schema';
import { MB } from '../../server/services/files/service';
import {
  countStoredFiles,
  gifImage,
  jpegImage,
  oversizedPng,
  pngImage,
  svgImage,
  textFile,
  uploadKey,
  webpImage,
} from '../helpers/images';
import { adminApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin } = await adminApp({ HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());

const band = { name: 'Upload Band', country: 'Romania', biography: 'Bio' };
const article = { title: 'T', excerpt: 'E', content: 'C', publishedAt: '2025-01-01' };
const edition = { year: '2020', description: 'D', lineup: 'L' };

const rows = async (table: typeof bands | typeof news | typeof archives) => {
  const [{ value }] = await t.database.db.select({ value: count() }).from(table);
  return value;
};

const postBand = (image: Buffer, filename: string, contentType?: string) =>
  t.http
    .post('/api/lineup')
    .set('Authorization', admin)
    .field(band)
    .attach('image', image, contentType ? { filename, contentType } : filename);

describe('upload limits and type checks', () => {
  it('refuses a 6 MB band image with 413 and stores nothing', async () => {
    const [files, bandRows] = [await countStoredFiles(t), await rows(bands)];
    const res = await postBand(await oversizedPng(6 * MB), 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: expect.stringMatching(/too large/i) });
    expect(await countStoredFiles(t)).toBe(files);
    expect(await rows(bands)).toBe(bandRows);
  });

  it('refuses an oversized archive poster and news image too', async () => {
    const files = await countStoredFiles(t);
    const huge = await oversizedPng(5 * MB + 1);
    const poster = await t.http.post('/api/archives').set('Authorization', admin).field(edition).attach('poster', huge, 'p.png');
    expect(poster.status).toBe(413);
    const image = await t.http.post('/api/news').set('Authorization', admin).field(article).attach('image', huge, 'i.png');
    expect(image.status).toBe(413);
    expect(await countStoredFiles(t)).toBe(files);
    expect(await rows(archives)).toBe(0);
    expect(await rows(news)).toBe(0);
  });

  it('the service enforces the limit itself (the GraphQL door has no multer): 413 "Image is too large"', async () => {
    const files = await countStoredFiles(t);
    const actor = { user: { id: 'x', role: 'admin' as const }, clientKey: 'test' };
    await expect(t.services.bands.create(actor, band, { buffer: await oversizedPng(5 * MB + 1) })).rejects.toMatchObject({
      status: 413,
      message: 'Image is too large. Maximum size is 5MB.',
    });
    await expect(t.services.archives.create(actor, edition, { buffer: await oversizedPng(5 * MB + 1) })).rejects.toMatchObject({
      status: 413,
      message: 'Poster is too large. Maximum size is 5MB.',
    });
    expect(await countStoredFiles(t)).toBe(files);
  });

  it('accepts a band image of exactly 5 MB', async () => {
    const res = await postBand(await oversizedPng(5 * MB), 'edge.png');
    expect(res.status).toBe(201);
    await t.http.delete(`/api/lineup/${res.body.band._id}`).set('Authorization', admin);
  });

  it('refuses an SVG (it can carry script) with 415, whatever it claims to be', async () => {
    const files = await countStoredFiles(t);
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const res = await postBand(svgImage(), name, type);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: expect.stringMatching(/JPEG, PNG, WebP, GIF or AVIF/) });
    }
    expect(await countStoredFiles(t)).toBe(files);
  });

  it('refuses a text file named x.png with 415 on every image field', async () => {
    const files = await countStoredFiles(t);
    expect((await postBand(textFile(), 'x.png', 'image/png')).status).toBe(415);
    const poster = await t.http.post('/api/archives').set('Authorization', admin).field(edition).attach('poster', textFile(), 'x.png');
    expect(poster.status).toBe(415);
    const image = await t.http.post('/api/news').set('Authorization', admin).field(article).attach('image', textFile(), 'x.png');
    expect(image.status).toBe(415);
    expect(await countStoredFiles(t)).toBe(files);
  });

  it.each([
    ['PNG', pngImage, 'image/png', 'png'],
    ['JPEG', jpegImage, 'image/jpeg', 'jpg'],
    ['WebP', webpImage, 'image/webp', 'webp'],
    ['GIF', gifImage, 'image/gif', 'gif'],
  ])('accepts a real %s, typed by its content not its name', async (_label, make, mime, ext) => {
    // Deliberately misnamed and mistyped: only the bytes count.
    const res = await postBand(await make(), 'upload.bin', 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.body.band.image).toMatch(new RegExp(`^/api/uploads/[\\w-]+\\.${ext}$`));
    const served = await t.http.get(res.body.band.image);
    expect(served.headers['content-type']).toBe(mime);
  });
});

describe('GET /api/uploads/<key>', () => {
  it('serves the bytes with Content-Type, ETag and immutable caching, and 304 on If-None-Match', async () => {
    const image = await pngImage('#123456');
    const path = (await postBand(image, 'p.png')).body.band.image as string;
    const res = await t.http.get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, image)).toBe(0);

    const again = await t.http.get(path).set('If-None-Match', res.headers['etag']);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    const stale = await t.http.get(path).set('If-None-Match', '"something-else"');
    expect(stale.status).toBe(200);
  });

  it('answers 404 for an unknown key', async () => {
    const res = await t.http.get('/api/uploads/00000000-0000-4000-8000-000000000000.png');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});

describe('bytes in the database', () => {
  it('stores and reads back every byte value, and a large buffer, unchanged (the bytea codec)', async () => {
    const every = Buffer.from(Array.from({ length: 256 * 3 }, (_, i) => i % 256));
    const large = crypto.randomBytes(3 * MB + 7);
    for (const bytes of [every, large, Buffer.alloc(0)]) {
      const result = (await t.database.db.execute(sql`select ${bytes}::bytea as b, length(${bytes}::bytea) as n`)) as unknown as { rows: { b: Buffer; n: number }[] };
      const [row] = result.rows;
      expect(Number(row.n)).toBe(bytes.length);
      expect(Buffer.isBuffer(row.b)).toBe(true);
      expect(Buffer.compare(row.b, bytes)).toBe(0);
    }
  });
});

describe('a failure half-way through a write leaves the database as it was', () => {
  const files = patchableFiles();
  afterEach(() => files.restore());

  it('band image replace: deleting the old file fails → 500, band keeps its old, still-served image, no new file row', async () => {
    const created = (await postBand(await pngImage('#abcdef'), 'old.png')).body.band;
    const before = await countStoredFiles(t);
    files.patch('deleteByPath', async () => {
      throw new Error('injected: storage failed');
    });
    const res = await t.http
      .put(`/api/lineup/${created._id}`)
      .set('Authorization', admin)
      .field({ ...band, name: 'Should not stick' })
      .attach('image', await jpegImage(), 'new.jpg');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Internal server error' });
    files.restore();

    const now = (await t.http.get(`/api/lineup/${created._id}`)).body.band;
    expect(now).toEqual(created);
    expect(await countStoredFiles(t)).toBe(before);
    const served = await t.http.get(created.image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('band purge: deleting the file fails → the trashed band and its file are both still there', async () => {
    const created = (await postBand(await pngImage(), 'p.png')).body.band;
    const before = await countStoredFiles(t);
    expect((await t.http.delete(`/api/lineup/${created._id}`).set('Authorization', admin)).status).toBe(200);
    files.patch('deleteByPath', async () => {
      throw new Error('injected');
    });
    expect((await t.http.delete(`/api/trash/bands/${created._id}`).set('Authorization', admin)).status).toBe(500);
    files.restore();
    expect((await t.http.post(`/api/trash/bands/${created._id}/restore`).set('Authorization', admin)).status).toBe(200);
    expect((await t.http.get(`/api/lineup/${created._id}`)).status).toBe(200);
    expect(await countStoredFiles(t)).toBe(before);
    expect((await t.http.get(created.image)).status).toBe(200);
  });

  it('band create: a failure after the file was stored leaves neither the file nor the band', async () => {
    const [before, bandRows] = [await countStoredFiles(t), await rows(bands)];
    const original = t.services.files.saveImage;
    files.patch('saveImage', async function (this: unknown, ...args: Parameters<typeof original>) {
      await original.apply(t.services.files, args);
      throw new Error('injected after save');
    });
    expect((await postBand(await pngImage(), 'p.png')).status).toBe(500);
    files.restore();
    expect(await countStoredFiles(t)).toBe(before);
    expect(await rows(bands)).toBe(bandRows);
  });

  it('news and archive image replace roll back too', async () => {
    const a = (await t.http.post('/api/news').set('Authorization', admin).field(article).attach('image', await pngImage(), 'a.png')).body.article;
    const e = (await t.http.post('/api/archives').set('Authorization', admin).field(edition).attach('poster', await pngImage(), 'e.png')).body.archive;
    const before = await countStoredFiles(t);
    files.patch('deleteByPath', async () => {
      throw new Error('injected');
    });
    expect((await t.http.put(`/api/news/${a._id}`).set('Authorization', admin).field({ ...article, title: 'No' }).attach('image', await webpImage(), 'n.webp')).status).toBe(500);
    expect((await t.http.put(`/api/archives/${e._id}`).set('Authorization', admin).field({ ...edition, year: '1900' }).attach('poster', await webpImage(), 'n.webp')).status).toBe(500);
    files.restore();
    expect((await t.http.get(`/api/news/${a._id}`)).body.article).toEqual(a);
    expect((await t.http.get(`/api/archives/${e._id}`)).body.archive).toEqual(e);
    expect(await countStoredFiles(t)).toBe(before);
    expect((await t.http.get(a.image)).status).toBe(200);
    expect((await t.http.get(e.poster)).status).toBe(200);
  });
});

describe('orphans', () => {
  it('after replacing and deleting everything, uploaded_files holds exactly the files still referenced', async () => {
    const b = (await postBand(await pngImage(), 'b.png')).body.band;
    await t.http.put(`/api/lineup/${b._id}`).set('Authorization', admin).field(band).attach('image', await jpegImage(), 'b2.jpg');
    await t.http.delete(`/api/lineup/${b._id}`).set('Authorization', admin);

    const referenced = new Set<string>();
    for (const row of await t.database.db.select({ p: bands.image }).from(bands)) if (row.p) referenced.add(uploadKey(row.p));
    for (const row of await t.database.db.select({ p: news.image }).from(news)) if (row.p) referenced.add(uploadKey(row.p));
    for (const row of await t.database.db.select({ p: archives.poster }).from(archives)) if (row.p) referenced.add(uploadKey(row.p));
    // And what the kept versions and the trash refer to (#34).
    for (const table of [contentVersions, trash]) for (const row of await t.database.db.select({ files: table.files }).from(table)) for (const p of row.files) referenced.add(uploadKey(p));
    expect(await countStoredFiles(t)).toBe(referenced.size);
    for (const key of referenced) expect((await t.services.files.get(key))?.key).toBe(key);
  });

  it('refuses anonymous writes through the service itself too', async () => {
    await expect(t.services.bands.create(anonymous(), band, { buffer: await pngImage() })).rejects.toMatchObject({ status: 401 });
  });
});

/** Swaps a method of the shared file service (the one every domain service calls through) and restores it. */
function patchableFiles() {
  const saved = new Map<string, unknown>();
  return {
    patch(name: 'deleteByPath' | 'replace' | 'saveImage', fn: (...args: never[]) => Promise<unknown>) {
      const target = t.services.files as unknown as Record<string, unknown>;
      if (!saved.has(name)) saved.set(name, target[name]);
      target[name] = fn;
    },
    restore() {
      const target = t.services.files as unknown as Record<string, unknown>;
      for (const [name, fn] of saved) target[name] = fn;
      saved.clear();
    },
  };
}
