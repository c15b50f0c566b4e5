/**
 * Readable article addresses (#37 item 3): a slug made from the title on create (ASCII-folded,
 * unique with -2, -3…), kept when the title changes, answered at both doors, and the public
 * `/news/<slug>` page beside the spec's `/news/<id>`, whose canonical URL is the slug's; drafts stay
 * hidden on the slug route, and the public cache keeps each address apart and empties on a write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { migrationsUpTo } from '../../server/backup/restore';
import { migrationsFolder, openDatabase } from '../../server/db/client';
import { firstFreeSlug, MAX_SLUG_LENGTH, slugify } from '../../domain/slugs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { gql } from '../gateway/helpers';

const ORIGIN = 'https://metalgates.example';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
  admin = await t.adminToken();
});
afterAll(() => t.close());

const article = (title: string, extra: Record<string, unknown> = {}) => ({ title, excerpt: 'Teaser.', content: 'Body.', publishedAt: '2026-05-02T10:00:00.000Z', ...extra });
async function create(title: string, extra: Record<string, unknown> = {}) {
  const res = await t.http.post('/api/news').set('Authorization', admin).send(article(title, extra));
  expect(res.status).toBe(201);
  return res.body.article as { _id: string; slug: string; title: string };
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('slugify', () => {
  it('folds Romanian and other accents to ASCII, joins words with one hyphen, and cuts long titles at a word', () => {
    expect(slugify('Ștefan și Mötley')).toBe('stefan-si-motley');
    expect(slugify('  Riffs & <Roars> "LIVE"!! ')).toBe('riffs-roars-live');
    expect(slugify('Straße, Œuvre, Łódź')).toBe('strasse-oeuvre-lodz');
    expect(slugify('Привет')).toBe('');
    const long = slugify(`${'word '.repeat(30)}end`);
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(long).toMatch(/^word(-word)*$/);
    expect(firstFreeSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
  });
});

describe('an article’s slug', () => {
  it('is made from the title on create, unique with -2 and -3, at both doors', async () => {
    const first = await create('Ștefan și Mötley');
    expect(first.slug).toBe('stefan-si-motley');
    expect((await create('Stefan si Motley')).slug).toBe('stefan-si-motley-2');
    const graph = await gql(t, 'mutation($i: NewsInput!) { createNewsArticle(input: $i) { slug } }', { i: article('ȘTEFAN ȘI MÖTLEY') }, admin);
    expect(graph.body.data.createNewsArticle.slug).toBe('stefan-si-motley-3');
    // A title with nothing Latin in it gets the noun.
    expect((await create('Привет')).slug).toBe('article');
  });

  it('stays when the title changes (a shared link keeps working); an update cannot set it', async () => {
    const a = await create('First Title');
    const res = await t.http.put(`/api/news/${a._id}`).set('Authorization', admin).send({ title: 'A Corrected Title', slug: 'hacked' });
    expect(res.status).toBe(200);
    expect(res.body.article).toMatchObject({ title: 'A Corrected Title', slug: 'first-title' });
  });

  it('reads one article by its id or its slug: REST and GraphQL', async () => {
    const a = await create('Gates Open At Four');
    expect((await t.http.get(`/api/news/${a.slug}`)).body.article._id).toBe(a._id);
    expect((await t.http.get(`/api/news/${a._id}`)).body.article.slug).toBe('gates-open-at-four');
    const graph = await gql(t, 'query($id: ID!) { article(id: $id) { _id slug } }', { id: a.slug });
    expect(graph.body.data.article).toEqual({ _id: a._id, slug: a.slug });
    expect((await t.http.get('/api/news/no-such-article')).status).toBe(404);
  });

  it('comes back with an article restored from the trash, or the next free one', async () => {
    const a = await create('Trashed Tale');
    expect((await t.http.delete(`/api/news/${a._id}`).set('Authorization', admin)).status).toBe(200);
    const restored = await t.http.post(`/api/trash/news/${a._id}/restore`).set('Authorization', admin);
    expect(restored.status).toBe(200);
    expect(restored.body.article.slug).toBe('trashed-tale');
    const b = await create('Trashed Tale 2');
    await t.http.delete(`/api/news/${b._id}`).set('Authorization', admin);
    await create('Trashed Tale 2');
    expect((await t.http.post(`/api/trash/news/${b._id}/restore`).set('Authorization', admin)).body.article.slug).toBe('trashed-tale-2-2');
  });
});

describe('the public /news/<slug> page', () => {
  it('renders the article; /news/<id> serves the same page with the slug URL as canonical, in both languages', async () => {
    const a = await create('Doors and Times');
    for (const [path, canonical] of [
      [`/news/${a.slug}`, `${ORIGIN}/news/doors-and-times`],
      [`/news/${a._id}`, `${ORIGIN}/news/doors-and-times`],
      [`/ro/news/${a.slug}`, `${ORIGIN}/ro/news/doors-and-times`],
      [`/ro/news/${a._id}`, `${ORIGIN}/ro/news/doors-and-times`],
    ]) {
      const res = await t.http.get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Doors and Times | Metal Gates Festival</title>');
      expect(canonicalOf(res.text)).toBe(canonical);
    }
    expect((await t.http.get('/news/no-such-article')).status).toBe(404);
  });

  it('keeps a draft hidden on the slug route (page, REST, GraphQL) and shows it to staff', async () => {
    const draft = await create('Secret Headliner', { status: 'draft' });
    expect(draft.slug).toBe('secret-headliner');
    expect((await t.http.get(`/news/${draft.slug}`)).status).toBe(404);
    expect((await t.http.get(`/api/news/${draft.slug}`)).status).toBe(404);
    expect((await gql(t, 'query($id: ID!) { article(id: $id) { _id } }', { id: draft.slug })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.http.get(`/api/news/${draft.slug}`).set('Authorization', admin)).body.article._id).toBe(draft._id);
  });

  it('is cached per address and emptied by a write: a new title shows at both addresses', async () => {
    const a = await create('Cached Title');
    // Each address is its own key: the first read of each is a miss, though the id's page was read before the slug's.
    for (const path of [`/news/${a.slug}`, `/news/${a._id}`, `/api/news/${a.slug}`]) {
      expect((await t.http.get(path)).headers['x-cache']).toBeUndefined();
      expect((await t.http.get(path)).headers['x-cache']).toBe('HIT');
    }
    expect((await t.http.put(`/api/news/${a._id}`).set('Authorization', admin).send({ title: 'Renamed Title' })).status).toBe(200);
    for (const path of [`/news/${a.slug}`, `/news/${a._id}`]) {
      const res = await t.http.get(path);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.text).toContain('<title>Renamed Title | Metal Gates Festival</title>');
      expect(canonicalOf(res.text)).toBe(`${ORIGIN}/news/cached-title`);
    }
    expect((await t.http.get(`/api/news/${a.slug}`)).body.article.title).toBe('Renamed Title');
  });

  it('is the address the news list, the home page, the feeds and the sitemap link to', async () => {
    const a = await create('Linked Everywhere', { publishedAt: '2030-01-01T10:00:00.000Z' });
    t.clock.now = new Date('2030-01-02T00:00:00.000Z');
    await t.services.schedule.settled();
    for (const [path, href] of [
      ['/news', '/news/linked-everywhere'],
      ['/', '/news/linked-everywhere'],
      ['/ro/news', '/ro/news/linked-everywhere'],
      ['/rss.xml', `${ORIGIN}/news/linked-everywhere`],
      ['/ro/rss.xml', `${ORIGIN}/ro/news/linked-everywhere`],
      ['/sitemap.xml', `${ORIGIN}/ro/news/linked-everywhere`],
    ]) {
      const res = await t.http.get(path);
      expect(res.status).toBe(200);
      expect({ path, links: res.text.includes(href) }).toEqual({ path, links: true });
    }
    expect(a.slug).toBe('linked-everywhere');
  });
});

describe('migration 0016_news_slug', () => {
  it('gives every existing article a unique slug from its title, the oldest the bare one', async () => {
    // The journal's tags in order: the migrations before this one.
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const folder = migrationsUpTo(journal.entries.findIndex((e) => e.tag === '0016_news_slug'));
    const db = await openDatabase({});
    try {
      await db.migrate(folder);
      await db.db.execute(sql`insert into news (id, title, excerpt, content, published_at, created_at) values
        ('n1', 'Ștefan și Mötley', 'x', 'x', now(), now() - interval '3 days'),
        ('n2', 'Stefan si Motley!', 'x', 'x', now(), now() - interval '2 days'),
        ('n3', 'stefan-si-motley 2', 'x', 'x', now(), now() - interval '4 days'),
        ('n4', '¡¡¡', 'x', 'x', now(), now())`);
      await db.migrate();
      const rows = (await db.db.execute(sql`select id, slug from news order by id`)) as unknown as { rows: { id: string; slug: string }[] };
      expect(rows.rows).toEqual([
        { id: 'n1', slug: 'stefan-si-motley' },
        { id: 'n2', slug: 'stefan-si-motley-3' },
        { id: 'n3', slug: 'stefan-si-motley-2' },
        { id: 'n4', slug: 'article' },
      ]);
    } finally {
      await db.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
