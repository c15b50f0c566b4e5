import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bandRequests, DAY2, ISO, NO_LINKS, WARMUP, validBand } from '../helpers/bands';
import { countStoredFiles, jpegImage, pngImage } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin, user } = await signedInApp({ HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());

const valid = validBand;
const { postForm, createBand } = bandRequests(() => t, () => admin);

describe('editing a band', () => {
  it('changes only what is sent, returning {band}; a nested object sent is the new value; null restores a default (#24)', async () => {
    const band = await createBand({ genre: 'Doom', order: 4, performanceDay: DAY2, socialLinks: { facebook: 'https://fb.example' } });
    const res = await t.http
      .put(`/api/lineup/${band._id}`)
      .set('Authorization', admin)
      .send({ name: 'Renamed', country: 'Norway', biography: 'New bio', socialLinks: { bandcamp: 'https://x.bandcamp.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      band: {
        ...band,
        name: 'Renamed',
        country: 'Norway',
        biography: 'New bio',
        socialLinks: { ...NO_LINKS, bandcamp: 'https://x.bandcamp.com' },
        updatedAt: expect.stringMatching(ISO),
      },
    });
    expect((await t.http.get(`/api/lineup/${band._id}`)).body.band.name).toBe('Renamed');
    const cleared = await t.http.put(`/api/lineup/${band._id}`).set('Authorization', admin).send({ genre: '', order: null, performanceDay: null });
    expect(cleared.body.band).toMatchObject({ name: 'Renamed', genre: null, order: 999, performanceDay: WARMUP });
  });

  it('validates like create', async () => {
    const band = await createBand();
    const res = await t.http.put(`/api/lineup/${band._id}`).set('Authorization', admin).send({ name: '', country: 'X', biography: 'Y', order: '-1' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ name: 'Name is required', order: 'Order must be at least 1' });
    expect((await t.http.get(`/api/lineup/${band._id}`)).body.band.name).toBe(valid.name);
  });

  it('needs an admin', async () => {
    const band = await createBand();
    expect((await t.http.put(`/api/lineup/${band._id}`).send(valid)).status).toBe(401);
    expect((await t.http.put(`/api/lineup/${band._id}`).set('Authorization', user).send(valid)).status).toBe(403);
  });

  it('keeps the image without a file, replaces it with one (old file gone), clears it with an empty value', async () => {
    const created = await postForm(valid, await pngImage());
    const band = created.body.band;
    const filesWithOne = await countStoredFiles(t);

    const kept = await t.http.put(`/api/lineup/${band._id}`).set('Authorization', admin).field({ ...valid, name: 'Kept' });
    expect(kept.status).toBe(200);
    expect(kept.body.band).toMatchObject({ name: 'Kept', image: band.image });

    const replaced = await t.http
      .put(`/api/lineup/${band._id}`)
      .set('Authorization', admin)
      .field(valid)
      .attach('image', await jpegImage(), 'new.jpg');
    expect(replaced.status).toBe(200);
    expect(replaced.body.band.image).toMatch(/^\/api\/uploads\/[\w-]+\.jpg$/);
    expect(replaced.body.band.image).not.toBe(band.image);
    expect(await countStoredFiles(t)).toBe(filesWithOne);
    expect((await t.http.get(band.image)).status).toBe(404);
    const served = await t.http.get(replaced.body.band.image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const cleared = await t.http.put(`/api/lineup/${band._id}`).set('Authorization', admin).field({ ...valid, image: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.band.image).toBeNull();
    expect(await countStoredFiles(t)).toBe(filesWithOne - 1);
    expect((await t.http.get(replaced.body.band.image)).status).toBe(404);
  });

  it('a JSON edit echoing the image path keeps it; image null clears it', async () => {
    const band = (await postForm(valid, await pngImage())).body.band;
    const echoed = await t.http.put(`/api/lineup/${band._id}`).set('Authorization', admin).send({ ...band, name: 'Echo' });
    expect(echoed.status).toBe(200);
    expect(echoed.body.band.image).toBe(band.image);
    expect(echoed.body.band.socialLinks).toEqual(NO_LINKS);
    const files = await countStoredFiles(t);
    const cleared = await t.http.put(`/api/lineup/${band._id}`).set('Authorization', admin).send({ ...valid, image: null });
    expect(cleared.body.band.image).toBeNull();
    expect(await countStoredFiles(t)).toBe(files - 1);
  });
});

describe('deleting a band', () => {
  it('answers {_id, message}; the image goes with the band once it is purged from the trash', async () => {
    const band = (await postForm(valid, await pngImage())).body.band;
    const files = await countStoredFiles(t);
    const res = await t.http.delete(`/api/lineup/${band._id}`).set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: band._id, message: 'Band deleted successfully' });
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.delete(`/api/trash/bands/${band._id}`).set('Authorization', admin)).status).toBe(200);
    expect(await countStoredFiles(t)).toBe(files - 1);
    expect((await t.http.get(band.image)).status).toBe(404);
    expect((await t.http.get(`/api/lineup/${band._id}`)).status).toBe(404);
    expect((await t.http.get('/api/lineup')).body.map((b: { _id: string }) => b._id)).not.toContain(band._id);
    const again = await t.http.delete(`/api/lineup/${band._id}`).set('Authorization', admin);
    expect(again.status).toBe(404);
  });

  it('needs an admin, and a refused delete leaves the band', async () => {
    const band = await createBand();
    expect((await t.http.delete(`/api/lineup/${band._id}`)).status).toBe(401);
    expect((await t.http.delete(`/api/lineup/${band._id}`).set('Authorization', user)).status).toBe(403);
    expect((await t.http.get(`/api/lineup/${band._id}`)).status).toBe(200);
  });
});
