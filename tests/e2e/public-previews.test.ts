/**
 * Link previews: the served index.html carries the page's title, description and the Open Graph /
 * Twitter card tags, read through the services (HTTP only, no browser needed; the web app is built
 * by the e2e global setup).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedDemo } from '../../scripts/demo/seed';
import type { RunningServer } from '../../boot';
import { escapeHtml, pageKeyFor, renderIndex } from '../../server/http/spa';
import { startE2EServer } from '../helpers/e2e-server';

const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];

const admin = { user: { id: 'preview-test', role: 'admin' as const }, clientKey: 'preview-test' };

describe('link previews (server/http/spa.ts)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startE2EServer();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('maps paths to SEO keys', () => {
    expect(pageKeyFor('/')).toBe('home');
    expect(pageKeyFor('/lineup')).toBe('lineup');
    expect(pageKeyFor('/lineup/')).toBe('lineup');
    expect(pageKeyFor('/admin/news')).toBe('login');
    expect(pageKeyFor('/nope')).toBe('notFound');
  });

  it('escapes every value it writes', () => {
    const html = renderIndex('<html><head><title>x</title><meta name="description" content="d" /></head></html>', {
      title: '"><script>alert(1)</script>',
      description: "it's <b>",
      url: 'http://h/a?b=1&c=2',
      type: 'website',
      notFound: false,
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(`<title>${escapeHtml('"><script>alert(1)</script>')}</title>`);
    expect(html).toContain('content="it&#39;s &lt;b&gt;"');
    expect(html).toContain('http://h/a?b=1&amp;c=2');
  });

  it('serves the SEO title/description of each public page, with the default texts before seeding', async () => {
    const html = await (await fetch(server.url + '/lineup')).text();
    expect(html).toMatch(/<title>Lineup \| Metal Gates Festival<\/title>/);
    expect(meta(html, 'property', 'og:title')).toBe('Lineup | Metal Gates Festival');
    expect(meta(html, 'property', 'og:url')).toBe(server.url + '/lineup');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary');
  });

  it("gives /news/:id the article's title, excerpt and image, and other pages the site's SEO texts and hero image", async () => {
    await seedDemo(server.services);
    const assets = await server.services.siteAssets.get();
    const [article] = await server.services.news.list();

    const page = await (await fetch(`${server.url}/news/${article._id}`)).text();
    expect(meta(page, 'property', 'og:type')).toBe('article');
    expect(meta(page, 'property', 'og:title')).toBe(escapeHtml(`${article.title} | Metal Gates Festival`));
    expect(meta(page, 'property', 'og:description')).toBe(escapeHtml(article.excerpt));
    expect(meta(page, 'name', 'description')).toBe(escapeHtml(article.excerpt));
    expect(meta(page, 'property', 'og:image')).toBe(server.url + article.image);
    expect(meta(page, 'name', 'twitter:image')).toBe(server.url + article.image);
    expect(meta(page, 'name', 'twitter:card')).toBe('summary_large_image');

    const home = await (await fetch(server.url + '/')).text();
    expect(meta(home, 'property', 'og:title')).toBe(escapeHtml(assets.seoTitles.home));
    expect(meta(home, 'name', 'twitter:description')).toBe(escapeHtml(assets.seoDescriptions.home));
    expect(meta(home, 'property', 'og:image')).toBe(server.url + assets.heroImage);

    const missing = await (await fetch(`${server.url}/news/unknown-article`)).text();
    expect(meta(missing, 'property', 'og:title')).toBe(escapeHtml(assets.seoTitles.notFound));
  });

  it('seed:demo refuses a database with content unless forced, and a forced run gives the same festival', async () => {
    const again = await seedDemo(server.services);
    expect(again.seeded).toBe(false);
    expect(again.reason).toMatch(/already has content.*--force/);
    const forced = await seedDemo(server.services, { force: true });
    expect(forced).toEqual({ seeded: true, counts: { bands: 11, news: 6, archives: 4, partners: 5 } });
    expect(await server.services.bands.list()).toHaveLength(11);
    expect(await server.services.news.list()).toHaveLength(6);
    expect(await server.services.archives.list()).toHaveLength(4);
    expect(await server.services.partners.list()).toHaveLength(5);
    expect(await server.services.festivals.list()).toHaveLength(1);
    const days = new Set((await server.services.bands.list()).map((b) => b.performanceDay));
    expect(days.size).toBe(3);
    const assets = await server.services.siteAssets.get();
    expect(assets.heroImage).toMatch(/^\/api\/uploads\//);
    expect(assets.mobileHeroImage).toMatch(/^\/api\/uploads\//);
    expect(new Date(assets.countdownDate).getTime()).toBeGreaterThan(Date.now());
    const info = await server.services.infoPage.get();
    expect(info.faq.length).toBeGreaterThan(0);
    const poster = await fetch(server.url + (await server.services.archives.list())[0].poster);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('escapes what editors typed', async () => {
    const created = await server.services.news.create(admin, {
      title: 'Riffs & "quotes" <script>alert(1)</script>',
      excerpt: "Don't <break> the page",
      content: 'x',
      publishedAt: new Date().toISOString(),
    });
    const html = await (await fetch(`${server.url}/news/${created._id}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(meta(html, 'property', 'og:title')).toBe('Riffs &amp; &quot;quotes&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Metal Gates Festival');
    expect(meta(html, 'property', 'og:description')).toBe('Don&#39;t &lt;break&gt; the page');
  });
});
