/**
 * The public site in Romanian (#36 item 3): /ro/… pages are server-rendered in Romanian with
 * `<html lang="ro">`, every page names its twin in the other language (hreflang, English as the
 * x-default), the sitemap lists both, /ro/rss.xml links the Romanian pages, and the public cache keeps
 * one page per URL (the English page is never served for the Romanian one, nor the reverse).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { xml2js, type ElementCompact } from 'xml-js';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://metalgates.example';
let t: TestApp;
let articleId: string;
/** The article's readable address (#37), made from its title. */
const SLUG = 'gates-open-at-four';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
  const admin = await t.adminToken();
  const res = await t.http
    .post('/api/news')
    .set('Authorization', admin)
    .send({ title: 'Gates open at four', excerpt: 'Doors and times.', content: 'Doors open at 16:00.', publishedAt: '2026-05-02T10:00:00.000Z' });
  expect(res.status).toBe(201);
  articleId = res.body.article._id;
  expect(res.body.article.slug).toBe(SLUG);
});
afterAll(() => t.close());

const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [lang, href]));
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** The rendered app's markup (what the server rendered inside #root). */
const appOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('Romanian pages', () => {
  it.each([
    ['/ro/lineup', '/lineup', ['Acasă', 'Știri', 'Informații', 'Arhivă', 'Sari la conținut', 'Vederi ale line-up-ului']],
    ['/ro/info', '/info', ['Informații festival', 'Locație, transport, reguli']],
    ['/ro', '/', ['Ultimele știri', 'Vezi toate știrile', 'Zile']],
  ])('%s is rendered in Romanian, with lang="ro" and its alternates', async (path, english, words) => {
    const res = await t.http.get(path);
    expect(res.status).toBe(200);
    expect(langOf(res.text)).toBe('ro');
    const app = appOf(res.text);
    for (const word of words) expect(app).toContain(word);
    expect(app).not.toContain('>Skip to content<');
    const bare = english === '/' ? '' : english;
    expect(alternatesOf(res.text)).toEqual({ en: `${ORIGIN}${english}`, ro: `${ORIGIN}/ro${bare}`, 'x-default': `${ORIGIN}${english}` });
    // The Romanian catalog is preloaded with the page's chunks; the feed link is the Romanian one.
    expect(res.text).toMatch(/"\/assets\/ro-[\w-]+\.js"/);
    expect(res.text).toContain('href="/ro/rss.xml"');
  });

  it('an article under /ro is the Romanian page of that article', async () => {
    const res = await t.http.get(`/ro/news/${articleId}`);
    expect(res.status).toBe(200);
    expect(langOf(res.text)).toBe('ro');
    expect(appOf(res.text)).toContain('Gates open at four');
    expect(appOf(res.text)).toContain('2 mai 2026');
    expect(appOf(res.text)).toContain('Înapoi la știri');
    // Opened at its id, it names the readable addresses (#37) as its canonical and twins.
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/ro/news/${SLUG}" />`);
    expect(alternatesOf(res.text)).toEqual({
      en: `${ORIGIN}/news/${SLUG}`,
      ro: `${ORIGIN}/ro/news/${SLUG}`,
      'x-default': `${ORIGIN}/news/${SLUG}`,
    });
  });

  it("a translated article's /ro page has the Romanian title in its <title> and card; the English page keeps the English", async () => {
    const admin = await t.adminToken();
    const created = await t.http.post('/api/news').set('Authorization', admin).send({ title: 'Camping opens', excerpt: 'Tents.', content: 'From Thursday.', publishedAt: '2026-04-01T10:00:00.000Z' });
    const id = created.body.article._id as string;
    await t.http.put(`/api/news/${id}?locale=ro`).set('Authorization', admin).send({ title: 'Se deschide campingul', excerpt: 'Corturi.' }).expect(200);
    const ro = (await t.http.get(`/ro/news/${id}`)).text;
    expect(ro).toContain('<title>Se deschide campingul | Metal Gates Festival</title>');
    expect(ro).toContain('<meta property="og:description" content="Corturi." />');
    expect((await t.http.get(`/news/${id}`)).text).toContain('<title>Camping opens | Metal Gates Festival</title>');
  });

  it('English pages keep lang="en" and English words, and name their Romanian twin too', async () => {
    const res = await t.http.get('/news');
    expect(langOf(res.text)).toBe('en');
    expect(appOf(res.text)).toContain('Skip to content');
    expect(appOf(res.text)).not.toContain('Știri');
    expect(res.text).not.toMatch(/"\/assets\/ro-[\w-]+\.js"/);
    expect(alternatesOf(res.text)).toEqual({ en: `${ORIGIN}/news`, ro: `${ORIGIN}/ro/news`, 'x-default': `${ORIGIN}/news` });
  });

  it('the public cache keeps each language under its own URL', async () => {
    for (let round = 0; round < 2; round++) {
      expect(langOf((await t.http.get('/lineup')).text)).toBe('en');
      expect(langOf((await t.http.get('/ro/lineup')).text)).toBe('ro');
      // The switch's ?lang= is not part of the page: the same cached page answers.
      expect(langOf((await t.http.get('/ro/lineup?lang=ro')).text)).toBe('ro');
    }
  });

  it('the running order (client-rendered) gets lang="ro"; the back office does not exist in Romanian', async () => {
    const order = await t.http.get('/ro/lineup/running-order');
    expect(order.status).toBe(200);
    expect(langOf(order.text)).toBe('ro');
    expect(alternatesOf(order.text).en).toBe(`${ORIGIN}/lineup/running-order`);
    const admin = await t.http.get('/ro/admin');
    expect(admin.status).toBe(404);
    expect(alternatesOf(admin.text)).toEqual({});
  });

  it('an unedited SEO title is the Romanian default on a Romanian page', async () => {
    const res = await t.http.get('/ro/news');
    expect(res.text).toContain('<title>Știri | Metal Gates Festival</title>');
    expect((await t.http.get('/news')).text).toContain('<title>News | Metal Gates Festival</title>');
  });
});

const parse = (xml: string) => xml2js(xml, { compact: true }) as ElementCompact;
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

describe('feeds', () => {
  it('the calendar feed speaks the asked language, and refuses an unknown one', async () => {
    const ro = await t.http.get('/api/lineup.ics?locale=ro');
    expect(ro.status).toBe(200);
    expect(ro.text).toMatch(/^X-WR-CALNAME:.*programul pe scene/m);
    expect((await t.http.get('/api/lineup.ics')).text).toMatch(/^X-WR-CALNAME:.*running order/m);
    expect((await t.http.get('/api/lineup.ics?locale=xx')).status).toBe(400);
  });

  it('the sitemap lists every page in both languages, each naming its twins', async () => {
    const doc = parse((await t.http.get('/sitemap.xml')).text);
    expect(doc.urlset._attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = list(doc.urlset.url as ElementCompact[]);
    const entry = (loc: string) => urls.find((u) => u.loc._text === loc);
    for (const loc of [`${ORIGIN}/ro/lineup`, `${ORIGIN}/ro`, `${ORIGIN}/ro/news/${SLUG}`, `${ORIGIN}/lineup`]) expect(entry(loc)).toBeDefined();
    const links = list(entry(`${ORIGIN}/ro/news/${SLUG}`)!['xhtml:link'] as ElementCompact[]).map((l) => l._attributes);
    expect(links).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/news/${SLUG}` },
      { rel: 'alternate', hreflang: 'ro', href: `${ORIGIN}/ro/news/${SLUG}` },
      { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/news/${SLUG}` },
    ]);
  });

  it('/ro/rss.xml is the Romanian feed: its language and links', async () => {
    const res = await t.http.get('/ro/rss.xml');
    expect(res.status).toBe(200);
    const channel = parse(res.text).rss.channel;
    expect(channel.language._text).toBe('ro');
    expect(channel.link._text).toBe(`${ORIGIN}/ro/news`);
    expect(list(channel.item as ElementCompact[])[0].link._text).toBe(`${ORIGIN}/ro/news/${SLUG}`);
    expect(String(channel.description._text)).toContain('București');
  });
});
