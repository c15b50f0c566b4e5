import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { xml2js, type ElementCompact } from 'xml-js';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
const articles: { _id: string; slug: string; title: string; updatedAt: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://metalgates.example/' });
  admin = await t.adminToken();
  // 22 articles, one a day: the feed keeps the newest 20; one title needs escaping.
  for (let i = 1; i <= 22; i++) {
    const day = String(i).padStart(2, '0');
    const res = await t.http
      .post('/api/news')
      .set('Authorization', admin)
      .send({ title: i === 22 ? 'Riffs & <Roars> "live"' : `Article ${i}`, excerpt: `Teaser ${i}`, content: 'Body.', publishedAt: `2026-05-${day}T10:00:00.000Z` });
    expect(res.status).toBe(201);
    articles.push(res.body.article);
  }
});
afterAll(() => t.close());

/** A real XML parse: malformed output throws here. */
const parse = (xml: string) => xml2js(xml, { compact: true }) as ElementCompact;
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

describe('/rss.xml', () => {
  it('is RSS 2.0 with the newest 20 articles: title, absolute link, date and excerpt', async () => {
    const res = await t.http.get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const doc = parse(res.text);
    expect(doc.rss._attributes.version).toBe('2.0');
    const items = list(doc.rss.channel.item);
    expect(items).toHaveLength(20);
    const first = items[0];
    const text = (n: ElementCompact) => String(n._text ?? n._cdata);
    expect(text(first.title)).toBe('Riffs & <Roars> "live"');
    // The link is the readable address (#37); the guid stays the id's, as before slugs.
    expect(text(first.link)).toBe('https://metalgates.example/news/riffs-roars-live');
    expect(text(first.guid)).toBe(`https://metalgates.example/news/${articles[21]._id}`);
    expect(new Date(text(first.pubDate)).toISOString()).toBe('2026-05-22T10:00:00.000Z');
    expect(text(first.description)).toBe('Teaser 22');
    expect(text(items[19].title)).toBe('Article 3');
  });

  it('stays valid whatever staff type: control characters are refused (400 with details) at both doors', async () => {
    const before = (await t.http.get('/rss.xml')).text;
    const rest = await t.http.post('/api/news').set('Authorization', admin).send({ title: 'Bell', excerpt: 'x', content: 'Body.', author: 'Ana\u0001', publishedAt: '2026-05-30T10:00:00.000Z' });
    expect(rest.status).toBe(400);
    expect(rest.body.details).toEqual({ author: 'Must not contain control characters' });
    const band = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Tab\u000bulator', country: 'Chile', biography: 'Lines\r\nand\ttabs are fine.' });
    expect(band.status).toBe(400);
    expect(band.body.details).toEqual({ name: 'Must not contain control characters' });
    const graph = await t.http
      .post('/api/graphql')
      .set('Authorization', admin)
      .send({ query: 'mutation($i: NewsInput!) { createNewsArticle(input: $i) { _id } }', variables: { i: { title: 'T\u001f', excerpt: 'x', content: 'Body.', publishedAt: '2026-05-30T10:00:00.000Z' } } });
    expect(graph.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const after = (await t.http.get('/rss.xml')).text;
    expect(after).toBe(before);
    parse(after);
  });
});

describe('/sitemap.xml', () => {
  it('lists every public route and every article, each with a lastmod', async () => {
    const res = await t.http.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parse(res.text);
    expect(doc.urlset._attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = list(doc.urlset.url).map((u: ElementCompact) => ({ loc: u.loc._text, lastmod: u.lastmod?._text }));
    const locs = urls.map((u) => u.loc);
    for (const path of ['/', '/lineup', '/lineup/running-order', '/lineup/my-schedule', '/news', '/info', '/archive', '/contact']) {
      expect(locs).toContain(`https://metalgates.example${path}`);
    }
    for (const a of articles) {
      expect(urls).toContainEqual({ loc: `https://metalgates.example/news/${a.slug}`, lastmod: a.updatedAt });
    }
    expect(locs.some((l) => /admin|login/.test(l))).toBe(false);
    expect(urls.find((u) => u.loc === 'https://metalgates.example/news')!.lastmod).toBe(
      articles.map((a) => a.updatedAt).sort().at(-1),
    );
  });
});

describe('/robots.txt', () => {
  it('names the sitemap and keeps crawlers out of /admin and /login', async () => {
    const res = await t.http.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    expect(res.text).toMatch(/^Disallow: \/login$/m);
    expect(res.text).toMatch(/^Sitemap: https:\/\/metalgates\.example\/sitemap\.xml$/m);
  });

  it('falls back to the request origin when PUBLIC_URL is not set', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.http.get('/robots.txt').set('Host', 'festival.local:4170');
      expect(res.text).toMatch(/^Sitemap: http:\/\/festival\.local:4170\/sitemap\.xml$/m);
    } finally {
      await plain.close();
    }
  });
});
