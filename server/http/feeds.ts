import { Router, type Request } from 'express';
import { Feed } from 'feed';
import { js2xml } from 'xml-js';
import { PUBLIC_PAGES, type LastmodSource } from '@domain/seo';
import { LOCALE_TAGS, localizedPath, SITE_LOCALES, type SiteLocale } from '@domain/siteLocale';
import type { Services } from '../services';
import { alternateLinks, rssPath, RSS_TITLES } from './pageLanguage';
import { publicOrigin } from './public-origin';

/** How many articles /rss.xml carries (newest first). */
export const RSS_ITEMS = 20;

const SITE_TITLE = 'Metal Gates Festival';
const SITE_DESCRIPTIONS: Record<SiteLocale, string> = {
  en: 'News from Metal Gates Festival: three days of heavy metal in Bucharest.',
  ro: 'Știri de la Metal Gates Festival: trei zile de heavy metal în București.',
};

/** Paths crawlers are kept out of: the back office and its login. */
export const DISALLOWED = ['/admin', '/login'];

const siteOrigin = (publicUrl: string | undefined, req: Request) => publicOrigin(req, publicUrl);

const absolute = (origin: string, p: string | null) => (p ? (/^https?:\/\//i.test(p) ? p : `${origin}${p.startsWith('/') ? '' : '/'}${p}`) : undefined);

const newest = (dates: string[]) => dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

/**
 * /rss.xml (and /ro/rss.xml), /sitemap.xml and /robots.txt, read through the services. Links use the configured
 * public origin (PUBLIC_URL) so a proxy's internal host name never leaks into feeds.
 */
export function feedRoutes(services: Services, publicUrl?: string) {
  const router = Router();

  // One feed per language: /rss.xml links the English pages, /ro/rss.xml the Romanian ones.
  for (const locale of SITE_LOCALES) {
    router.get(rssPath(locale), async (req, res, next) => {
      try {
        const origin = siteOrigin(publicUrl, req);
        const newsPage = `${origin}${localizedPath('/news', locale)}`;
        const articles = await services.news.list({ limit: RSS_ITEMS });
        const feed = new Feed({
          title: locale === 'en' ? SITE_TITLE : RSS_TITLES[locale],
          description: SITE_DESCRIPTIONS[locale],
          id: newsPage,
          link: newsPage,
          language: LOCALE_TAGS[locale],
          updated: articles[0] ? new Date(articles[0].updatedAt) : undefined,
          feedLinks: { rss: `${origin}${rssPath(locale)}` },
          copyright: `© ${SITE_TITLE}`,
          generator: false,
        });
        for (const article of articles) {
          feed.addItem({
            title: article.title,
            // The guid stays the id address (which still opens the article), so readers that
            // had an item before slugs (#37) do not see it again as new; the link is the slug's.
            id: `${newsPage}/${encodeURIComponent(article._id)}`,
            link: `${newsPage}/${encodeURIComponent(article.slug)}`,
            date: new Date(article.publishedAt),
            description: article.excerpt,
            image: absolute(origin, article.image),
            author: article.author ? [{ name: article.author }] : undefined,
          });
        }
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.type('application/rss+xml; charset=utf-8').send(feed.rss2());
      } catch (error) {
        next(error);
      }
    });
  }

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const origin = siteOrigin(publicUrl, req);
      const [bands, articles, archives] = await Promise.all([services.bands.list(), services.news.list(), services.archives.list()]);
      // A scheduled item changed its page when it went public, after its last edit (#35).
      const shownSince = (item: { updatedAt: string; publishAt?: string | null }) => (item.publishAt && item.publishAt > item.updatedAt ? item.publishAt : item.updatedAt);
      const changed: Record<LastmodSource, string | undefined> = {
        bands: newest(bands.map(shownSince)),
        news: newest(articles.map(shownSince)),
        archives: newest(archives.map(shownSince)),
        any: undefined,
      };
      changed.any = newest([changed.bands, changed.news, changed.archives].filter((d): d is string => !!d));
      // Each page in each language, naming its twins (hreflang, with English as the x-default).
      const url = (path: string, lastmod: string | undefined) => {
        const alternates = alternateLinks(origin, path).map((a) => ({ _attributes: { rel: 'alternate', hreflang: a.hreflang, href: a.href } }));
        return SITE_LOCALES.map((locale) => ({
          loc: { _text: `${origin}${localizedPath(path, locale)}` },
          ...(lastmod ? { lastmod: { _text: lastmod } } : {}),
          'xhtml:link': alternates,
        }));
      };
      const urls = [
        ...PUBLIC_PAGES.flatMap((r) => url(r.path, changed[r.lastmod])),
        ...articles.flatMap((a) => url(`/news/${encodeURIComponent(a.slug)}`, a.updatedAt)),
      ];
      const xml = js2xml(
        {
          _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } },
          urlset: { _attributes: { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9', 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' }, url: urls },
        },
        { compact: true, spaces: 2 },
      );
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.type('application/xml; charset=utf-8').send(xml);
    } catch (error) {
      next(error);
    }
  });

  router.get('/robots.txt', (req, res) => {
    const origin = siteOrigin(publicUrl, req);
    const lines = ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''];
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  return router;
}
