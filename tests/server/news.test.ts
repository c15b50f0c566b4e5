import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { news } from '../../server/db/schema';
import { expectCreated, ISO } from '../helpers/created';
import { countStoredFiles, pngImage, webpImage } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string;
// One version kept per item: a replaced file goes at once, as nothing else refers to it (#34 keeps files while versions do).
beforeAll(async () => ({ t, admin, user } = await signedInApp({ HISTORY_KEEP_VERSIONS: '1' })));
afterAll(() => t.close());

const valid = {
  title: 'Headliner announced',
  excerpt: 'A short teaser.',
  content: 'First paragraph.\nSecond paragraph.',
  publishedAt: '2025-06-01T10:00:00.000Z',
};

async function createArticle(body: Record<string, unknown> = {}) {
  const res = await t.http.post('/api/news').set('Authorization', admin).send({ ...valid, ...body });
  expect(res.status).toBe(201);
  return res.body.article as { _id: string; image: string | null } & Record<string, unknown>;
}

describe('creating an article', () => {
  it('accepts the multipart form with an image, tags comma-separated and a date-only publishedAt', async () => {
    const res = await t.http
      .post('/api/news')
      .set('Authorization', admin)
      .field({ ...valid, publishedAt: '2025-06-01', author: 'Press office', tags: 'lineup, news ,, lineup' })
      .attach('image', await webpImage(), 'cover.webp');
    expectCreated(res, 'article', {
      ...valid,
      slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      publishedAt: '2025-06-01T00:00:00.000Z',
      author: 'Press office',
      tags: ['lineup', 'news'],
      image: expect.stringMatching(/^\/api\/uploads\/[\w-]+\.webp$/),
      imageVariants: expect.objectContaining({ width: 4, height: 4, src: expect.stringMatching(/^\/api\/uploads\/[\w-]+-4w\.webp$/) }),
      status: 'published',
      publishAt: null,
    });
    const served = await t.http.get(res.body.article.image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('accepts tags as a JSON array, a JSON-array string, or not at all; author optional', async () => {
    expect((await createArticle({ tags: ['a', ' b '] })).tags).toEqual(['a', 'b']);
    expect((await createArticle({ tags: '["x","y"]' })).tags).toEqual(['x', 'y']);
    const bare = await createArticle({ author: '' });
    expect(bare).toMatchObject({ tags: [], author: null, image: null });
    const form = await t.http.post('/api/news').set('Authorization', admin).field({ ...valid, tags: '["m","n"]' });
    expect(form.body.article.tags).toEqual(['m', 'n']);
  });

  it('normalises publishedAt with an offset to UTC', async () => {
    expect((await createArticle({ publishedAt: '2025-06-01T12:00:00+03:00' })).publishedAt).toBe('2025-06-01T09:00:00.000Z');
  });

  it('needs an admin: 401 without a token, 403 with a user token', async () => {
    const anon = await t.http.post('/api/news').send(valid);
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String) });
    const plain = await t.http.post('/api/news').set('Authorization', user).send(valid);
    expect(plain.status).toBe(403);
  });
});

describe('article validation (400 with details)', () => {
  const post = (body: object) => t.http.post('/api/news').set('Authorization', admin).send(body);

  it('requires title, excerpt, content and publishedAt', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      title: 'Title is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      publishedAt: 'Published date is required',
    });
  });

  it('refuses a date that is not a date', async () => {
    const res = await post({ ...valid, publishedAt: 'next tuesday' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ publishedAt: 'Published date must be a valid date' });
    // Valid for JavaScript, out of range for PostgreSQL: still a 400, never a 500.
    for (const publishedAt of ['-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '2025-13-45']) {
      const far = await post({ ...valid, publishedAt });
      expect(far.status).toBe(400);
      expect(far.body.details).toEqual({ publishedAt: 'Published date must be a valid date' });
    }
  });

  it('refuses malformed tags', async () => {
    const broken = await post({ ...valid, tags: '["a", "b"' }); // meant as JSON, but not
    expect(broken.status).toBe(400);
    expect(broken.body.details).toEqual({ tags: 'Tags must be a list or comma-separated text' });
    const numbers = await post({ ...valid, tags: [1, 2] });
    expect(numbers.status).toBe(400);
    expect(Object.keys(numbers.body.details)[0]).toMatch(/^tags/);
    const object = await post({ ...valid, tags: { a: 1 } });
    expect(object.status).toBe(400);
    expect(object.body.details).toEqual({ tags: 'Tags must be a list or comma-separated text' });
    const many = await post({ ...valid, tags: Array.from({ length: 31 }, (_, i) => `t${i}`) });
    expect(many.status).toBe(400);
    expect(many.body.details).toEqual({ tags: 'At most 30 tags' });
  });

  it('caps text lengths', async () => {
    const res = await post({
      title: 't'.repeat(201),
      excerpt: 'e'.repeat(2001),
      content: 'c'.repeat(50_001),
      publishedAt: valid.publishedAt,
      author: 'a'.repeat(201),
      tags: ['x'.repeat(51)],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      title: 'Must be at most 200 characters',
      excerpt: 'Must be at most 2000 characters',
      content: 'Must be at most 50000 characters',
      author: 'Must be at most 200 characters',
      'tags.0': 'A tag is at most 50 characters',
    });
  });
});

describe('the news list', () => {
  beforeAll(async () => {
    await t.database.db.delete(news);
  });

  it('is newest publishedAt first, whatever the creation order, and honours limit', async () => {
    for (const [title, publishedAt] of [
      ['middle', '2025-03-01T00:00:00Z'],
      ['newest', '2025-09-01T00:00:00Z'],
      ['oldest', '2024-01-01T00:00:00Z'],
      ['second', '2025-08-31T23:59:59Z'],
      ['third', '2025-05-01T00:00:00Z'],
    ]) {
      await createArticle({ title, publishedAt });
    }
    const res = await t.http.get('/api/news');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['articles']);
    expect(res.body.articles.map((a: { title: string }) => a.title)).toEqual(['newest', 'second', 'third', 'middle', 'oldest']);

    const four = await t.http.get('/api/news?limit=4');
    expect(four.body.articles.map((a: { title: string }) => a.title)).toEqual(['newest', 'second', 'third', 'middle']);
    expect(await t.services.news.list({ limit: 1 })).toEqual([expect.objectContaining({ title: 'newest' })]);

    for (const limit of ['0', '-1', 'abc', '2.5']) {
      const bad = await t.http.get(`/api/news?limit=${limit}`);
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual({ limit: expect.any(String) });
    }
  });
});

describe('one article', () => {
  it('GET /api/news/:id answers {article}', async () => {
    const article = await createArticle();
    const res = await t.http.get(`/api/news/${article._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ article });
  });

  it.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'abc'],
    ['a NUL byte', '%00'],
    ['a very long id', 'f'.repeat(300)],
  ])('answers 404 {"error":"Article not found"} for %s', async (_label, id) => {
    const get = await t.http.get(`/api/news/${id}`);
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ error: 'Article not found' });
    const put = await t.http.put(`/api/news/${id}`).set('Authorization', admin).send(valid);
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ error: 'Article not found' });
    const del = await t.http.delete(`/api/news/${id}`).set('Authorization', admin);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ error: 'Article not found' });
  });
});

describe('editing an article', () => {
  it('changes only what is sent, returning {article}; an explicit empty value clears (one meaning of update, #24)', async () => {
    const article = await createArticle({ author: 'Someone', tags: ['a'] });
    const res = await t.http.put(`/api/news/${article._id}`).set('Authorization', admin).send({ title: 'Updated', publishedAt: '2025-07-07' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      article: { ...article, title: 'Updated', publishedAt: '2025-07-07T00:00:00.000Z', updatedAt: expect.stringMatching(ISO) },
    });
    const cleared = await t.http.put(`/api/news/${article._id}`).set('Authorization', admin).send({ author: '', tags: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.article).toMatchObject({ title: 'Updated', author: null, tags: [] });
    // A required field sent empty is refused, and nothing changes.
    const refused = await t.http.put(`/api/news/${article._id}`).set('Authorization', admin).send({ title: ' ', excerpt: 'Kept?' });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual({ title: 'Title is required' });
    expect((await t.http.get(`/api/news/${article._id}`)).body.article).toMatchObject({ title: 'Updated', excerpt: article.excerpt });
  });

  it('validates like create and needs an admin', async () => {
    const article = await createArticle();
    const bad = await t.http.put(`/api/news/${article._id}`).set('Authorization', admin).send({ ...valid, content: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ content: 'Content is required' });
    expect((await t.http.put(`/api/news/${article._id}`).send(valid)).status).toBe(401);
    expect((await t.http.put(`/api/news/${article._id}`).set('Authorization', user).send(valid)).status).toBe(403);
    expect((await t.http.get(`/api/news/${article._id}`)).body.article.content).toBe(valid.content);
  });

  it('keeps, replaces (deleting the old file) and clears the image', async () => {
    const created = await t.http.post('/api/news').set('Authorization', admin).field(valid).attach('image', await pngImage(), 'a.png');
    const article = created.body.article;
    const files = await countStoredFiles(t);

    const kept = await t.http.put(`/api/news/${article._id}`).set('Authorization', admin).field(valid);
    expect(kept.body.article.image).toBe(article.image);

    const replaced = await t.http.put(`/api/news/${article._id}`).set('Authorization', admin).field(valid).attach('image', await webpImage(), 'b.webp');
    expect(replaced.status).toBe(200);
    expect(replaced.body.article.image).not.toBe(article.image);
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.get(article.image)).status).toBe(404);
    expect((await t.http.get(replaced.body.article.image)).status).toBe(200);

    const cleared = await t.http.put(`/api/news/${article._id}`).set('Authorization', admin).field({ ...valid, image: '' });
    expect(cleared.body.article.image).toBeNull();
    expect(await countStoredFiles(t)).toBe(files - 1);
  });
});

describe('deleting an article', () => {
  it('answers {_id, message} and deletes its image file', async () => {
    const article = (await t.http.post('/api/news').set('Authorization', admin).field(valid).attach('image', await pngImage(), 'a.png')).body.article;
    const files = await countStoredFiles(t);
    expect((await t.http.delete(`/api/news/${article._id}`)).status).toBe(401);
    expect((await t.http.delete(`/api/news/${article._id}`).set('Authorization', user)).status).toBe(403);
    const res = await t.http.delete(`/api/news/${article._id}`).set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: article._id, message: 'Article deleted successfully' });
    // In the trash with its file until purged (#34).
    expect(await countStoredFiles(t)).toBe(files);
    expect((await t.http.delete(`/api/trash/news/${article._id}`).set('Authorization', admin)).status).toBe(200);
    expect(await countStoredFiles(t)).toBe(files - 1);
    expect((await t.http.get(article.image)).status).toBe(404);
    expect((await t.http.get(`/api/news/${article._id}`)).body).toEqual({ error: 'Article not found' });
  });
});
