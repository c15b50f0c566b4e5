import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bands, uploadedFiles } from '../../server/db/schema';
import { codeOf, gql, gqlUpload } from '../gateway/helpers';
import { countStoredFiles, countVariants, jpegImage, photoJpeg, pngClaiming, pngImage, uploadKey } from '../helpers/images';
import { adminApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin } = await adminApp({ HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());

const band = { name: 'Variant Band', country: 'Romania', biography: 'Bio' };
const postBand = (image: Buffer, filename = 'photo.jpg') =>
  t.http.post('/api/lineup').set('Authorization', admin).field(band).attach('image', image, filename);

const VARIANTS_FIELDS = 'imageVariants { width height placeholder src sources { type srcSet } }';

describe('variants made at upload', () => {
  it('makes AVIF and WebP at each width up to the original, the original format at the largest, and a placeholder', async () => {
    const res = await postBand(await photoJpeg(1000, 600));
    expect(res.status).toBe(201);
    const { image, imageVariants } = res.body.band;
    expect(image).toMatch(/^\/api\/uploads\/[\w-]+\.jpg$/);
    const base = image.replace(/\.jpg$/, '');
    const srcSet = (ext: string) => [320, 640, 960, 1000].map((w) => `${base}-${w}w.${ext} ${w}w`).join(', ');
    expect(imageVariants).toEqual({
      width: 1000,
      height: 600,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,[\w+/=]+$/),
      src: `${base}-1000w.jpg`,
      sources: [
        { type: 'image/avif', srcSet: srcSet('avif') },
        { type: 'image/webp', srcSet: srcSet('webp') },
        { type: 'image/jpeg', srcSet: `${base}-1000w.jpg 1000w` },
      ],
    });
    expect(imageVariants.placeholder.length).toBeLessThan(1000);

    const avif = await t.http.get(`${base}-640w.avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toContain('immutable');
    const meta = await sharp(avif.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([640, 384]);
  });

  it('never upscales: a 4 × 4 image gets 4 px wide variants only', async () => {
    const res = await postBand(await pngImage(), 'tiny.png');
    const { imageVariants } = res.body.band;
    expect(imageVariants).toMatchObject({ width: 4, height: 4 });
    for (const source of imageVariants.sources) expect(source.srcSet).toMatch(/^\S+ 4w$/);
    expect(imageVariants.sources.map((s: { type: string }) => s.type)).toEqual(['image/avif', 'image/webp', 'image/png']);
  });

  it('REST and GraphQL hand out the same variants, lists and single reads alike', async () => {
    const created = (await postBand(await photoJpeg(700, 400))).body.band;
    const rest = (await t.http.get('/api/lineup')).body.find((b: { _id: string }) => b._id === created._id);
    const graph = await gql(t, `query { bands { _id image ${VARIANTS_FIELDS} } }`);
    expect(graph.body.errors).toBeUndefined();
    const fromGraph = graph.body.data.bands.find((b: { _id: string }) => b._id === created._id);
    expect(fromGraph).toEqual({ _id: created._id, image: created.image, imageVariants: created.imageVariants });
    expect(rest.imageVariants).toEqual(created.imageVariants);
    expect((await t.http.get(`/api/lineup/${created._id}`)).body.band.imageVariants).toEqual(created.imageVariants);
  });

  it('a list costs one variants lookup, however many images it holds', async () => {
    const calls: number[] = [];
    const original = t.services.files.variantsFor;
    t.services.files.variantsFor = async (paths) => {
      calls.push(paths.length);
      return original.call(t.services.files, paths);
    };
    try {
      const list = await t.services.bands.list();
      expect(list.filter((b) => b.imageVariants).length).toBeGreaterThanOrEqual(3);
    } finally {
      t.services.files.variantsFor = original;
    }
    expect(calls).toHaveLength(1);
  });

  it('site assets carry heroImageVariants next to heroImage, through both doors', async () => {
    const res = await t.http.post('/api/site-assets').set('Authorization', admin).attach('heroImage', await photoJpeg(800, 500), 'hero.jpg');
    expect(res.status).toBe(200);
    const { assets } = res.body;
    expect(assets.heroImageVariants).toMatchObject({ width: 800, height: 500 });
    expect(assets.logoVariants).toBeNull();
    const graph = await gql(t, 'query { siteAssets { heroImage heroImageVariants { width src } mobileHeroImageVariants { width } } }');
    expect(graph.body.data.siteAssets).toEqual({
      heroImage: assets.heroImage,
      heroImageVariants: { width: 800, src: assets.heroImageVariants.src },
      mobileHeroImageVariants: null,
    });
  });
});

describe('variants go with their original', () => {
  it('replacing an image deletes the old variants; deleting the band deletes the rest', async () => {
    const created = (await postBand(await photoJpeg(400, 300))).body.band;
    const oldKey = uploadKey(created.image);
    expect(await countVariants(t, oldKey)).toBe(5); // 320 and 400 in AVIF and WebP, 400 in JPEG
    const replaced = await t.http.put(`/api/lineup/${created._id}`).set('Authorization', admin).field(band).attach('image', await pngImage(), 'n.png');
    expect(replaced.status).toBe(200);
    expect(await countVariants(t, oldKey)).toBe(0);
    expect((await t.http.get(created.imageVariants.src)).status).toBe(404);
    const newKey = uploadKey(replaced.body.band.image);
    expect(await countVariants(t, newKey)).toBe(3);
    await t.http.delete(`/api/lineup/${created._id}`).set('Authorization', admin);
    await t.http.delete(`/api/trash/bands/${created._id}`).set('Authorization', admin);
    expect(await countVariants(t, newKey)).toBe(0);
  });

  it('a failure half-way through storing the variants leaves neither the file, nor a variant, nor the band', async () => {
    const [files, variants, bandRows] = [await countStoredFiles(t), await countVariants(t), await t.services.bands.list()];
    const original = t.services.files.storeVariants;
    t.services.files.storeVariants = async (tx, key, rendition) => {
      await original.call(t.services.files, tx, key, { ...rendition, variants: rendition.variants.slice(0, 2) });
      throw new Error('injected: storage failed after two variants');
    };
    try {
      expect((await postBand(await photoJpeg(500, 300))).status).toBe(500);
    } finally {
      t.services.files.storeVariants = original;
    }
    expect(await countStoredFiles(t)).toBe(files);
    expect(await countVariants(t)).toBe(variants);
    expect(await t.services.bands.list()).toHaveLength(bandRows.length);
  });
});

describe('dimension limits, checked from the header before decoding', () => {
  it.each([
    ['30,000 × 30,000', 30_000, 30_000],
    ['13,000 px wide', 13_000, 10],
    ['48 megapixels', 8_000, 6_000],
  ])('REST refuses a PNG claiming %s with 413 and stores nothing', async (_label, width, height) => {
    const [files, variants] = [await countStoredFiles(t), await countVariants(t)];
    const res = await postBand(await pngClaiming(width, height), 'bomb.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: `Image is too large: ${width} × ${height} px. The maximum is 12000 px on a side and 40 megapixels.`,
    });
    expect(await countStoredFiles(t)).toBe(files);
    expect(await countVariants(t)).toBe(variants);
  });

  it('the GraphQL Upload scalar refuses it the same way', async () => {
    const files = await countStoredFiles(t);
    const res = await gqlUpload(
      t,
      'mutation($input: BandInput!) { createBand(input: $input) { _id } }',
      { input: { ...band, image: null } },
      { 'input.image': { buffer: await pngClaiming(30_000, 30_000), filename: 'bomb.png' } },
      admin,
    );
    expect(codeOf(res)).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.errors[0].message).toMatch(/30000 × 30000 px/);
    expect(await countStoredFiles(t)).toBe(files);
  });

  it('accepts an image of exactly 12,000 × 10 px (at the side limit)', async () => {
    const edge = await sharp({ create: { width: 12_000, height: 10, channels: 3, background: '#222' } }).png().toBuffer();
    const res = await postBand(edge, 'edge.png');
    expect(res.status).toBe(201);
    expect(res.body.band.imageVariants).toMatchObject({ width: 12_000, height: 10 });
  });
});

describe('images stored before variants existed', () => {
  it('get their variants from makeMissingVariants, once (a second run does nothing)', async () => {
    const data = await photoJpeg(600, 400);
    const key = '11111111-2222-4333-8444-555555555555.jpg';
    await t.database.db.insert(uploadedFiles).values({ key, contentType: 'image/jpeg', size: data.length, etag: '"legacy"', data });
    const created = (await postBand(await pngImage())).body.band;
    await t.database.db.update(bands).set({ image: `/api/uploads/${key}` }).where(eq(bands.id, created._id));
    expect((await t.http.get(`/api/lineup/${created._id}`)).body.band.imageVariants).toBeNull();

    expect(await t.services.files.makeMissingVariants()).toBe(1);
    const after = (await t.http.get(`/api/lineup/${created._id}`)).body.band;
    expect(after.image).toBe(`/api/uploads/${key}`);
    expect(after.imageVariants).toMatchObject({ width: 600, height: 400, src: `/api/uploads/11111111-2222-4333-8444-555555555555-600w.jpg` });
    expect(await countVariants(t, key)).toBe(5);

    expect(await t.services.files.makeMissingVariants()).toBe(0);
    expect(await countVariants(t, key)).toBe(5);
  });

  it('marks an undecodable stored file as done (served as is, no variants) instead of retrying it forever', async () => {
    const key = '99999999-2222-4333-8444-555555555555.png';
    const data = Buffer.concat([(await pngImage()).subarray(0, 33), Buffer.alloc(64)]);
    await t.database.db.insert(uploadedFiles).values({ key, contentType: 'image/png', size: data.length, etag: '"broken"', data });
    await t.services.files.makeMissingVariants();
    const [row] = await t.database.db.select({ width: uploadedFiles.width }).from(uploadedFiles).where(eq(uploadedFiles.key, key));
    expect(row.width).toBe(0);
    expect((await t.services.files.variantsFor([`/api/uploads/${key}`])).size).toBe(0);
    const [{ value }] = await t.database.db.select({ value: count() }).from(uploadedFiles).where(eq(uploadedFiles.key, key));
    expect(value).toBe(1);
  });
});

/** A phone photo as uploaded: GPS position, camera make and model, a wide-gamut profile, turned by EXIF. */
const gpsTaggedJpeg = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#468' } })
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'Canon', Model: 'EOS Secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 26/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '26/1 6/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();

describe('uploaded photos do not publish where they were taken', () => {
  it('serves the original without GPS or camera, keeping its colour profile and applying its orientation', async () => {
    const upload = await gpsTaggedJpeg();
    const before = await sharp(upload).metadata();
    expect([!!before.exif, before.orientation, upload.includes('EOS Secret')]).toEqual([true, 6, true]);
    const created = await postBand(upload, 'phone.jpg');
    expect(created.status).toBe(201);
    const served = (await t.http.get(created.body.band.image).responseType('blob')).body as Buffer;
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes('EOS Secret')).toBe(false);
    expect(served.includes('Canon')).toBe(false);
    expect(meta.icc?.length).toBe(before.icc?.length);
    // Turned as EXIF said: 40 × 60 now, with no orientation left to apply twice.
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([40, 60, 1]);
  });

  it('serves an image without metadata byte for byte', async () => {
    const plain = await jpegImage('#abc');
    const created = await postBand(plain, 'plain.jpg');
    const served = (await t.http.get(created.body.band.image).responseType('blob')).body as Buffer;
    expect(Buffer.compare(served, plain)).toBe(0);
  });

  it('cleans originals stored before, once (a second run does nothing)', async () => {
    const data = await gpsTaggedJpeg();
    const key = '22222222-2222-4333-8444-555555555555.jpg';
    await t.database.db.insert(uploadedFiles).values({ key, contentType: 'image/jpeg', size: data.length, etag: '"legacy-gps"', data, width: 40, height: 60 });
    expect(await t.services.files.cleanStoredOriginals()).toBe(1);
    const served = await t.http.get(`/api/uploads/${key}`).responseType('blob');
    expect((served.body as Buffer).includes('EOS Secret')).toBe(false);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    expect(served.headers.etag).not.toBe('"legacy-gps"');
    expect(Number(served.headers['content-length'])).toBe((served.body as Buffer).length);
    expect(await t.services.files.cleanStoredOriginals()).toBe(0);
  });
});
