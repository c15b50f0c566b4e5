import { isAppError } from '../errors';
import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import type { Services } from '../services';
import { PUBLIC_PAGES, type PageKey } from '@domain/seo';
import { ROMANIAN_SEO_DEFAULTS } from '@domain/seoRomanian';
import { localeOfPath, localizedPath, localizedSeoText, pathWithoutLocale, type SiteLocale } from '@domain/siteLocale';
import { isBackOfficePage, isServerRendered, type PageRenderer } from './pageRenderer';
import { precompressedAssets } from './precompressed';
import { publicOrigin } from './public-origin';
import { doNotKeep } from './public-cache/capture';
import { alternateLinks, withLang } from './pageLanguage';
import { contextOf, type RequestContext } from '../services/request-context';
import { withPreviewBar } from './preview';

// The public pages (one list in domain/seo.ts, also the menu and sitemap) plus the two that are
// neither in the menu nor in the sitemap.
const PATH_KEYS: Record<string, PageKey> = {
  ...Object.fromEntries(PUBLIC_PAGES.map((page) => [page.path, page.key])),
  '/login': 'login',
  '/coming-soon': 'home',
};

/** Used when site assets carry no text for a key (they normally do: the service fills defaults). */
const FALLBACK_TITLE = 'Metal Gates Festival';
const FALLBACK_DESCRIPTION = 'Metal Gates Festival: three days of heavy metal in Bucharest. Lineup, news, info and tickets.';

export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URL or undefined. */
  image?: string;
  url: string;
  type: 'website' | 'article';
  /** An unknown path or article: the page answers 404 and carries `noindex`. */
  notFound: boolean;
  /** The page's language (its path's): `<html lang>`; English when not said. */
  locale?: SiteLocale;
  /** `hreflang` alternates (en, ro, x-default) of a page that exists in both languages. */
  alternates?: { hreflang: string; href: string }[];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);


function absolute(base: string, pathOrUrl: string | null | undefined): string | undefined {
  const p = (pathOrUrl ?? '').trim();
  if (!p) return undefined;
  if (/^https?:\/\//i.test(p)) return p;
  const withApi = p.startsWith('/api/') ? p : `/api/${p.replace(/^\/+/, '')}`;
  return base + withApi;
}

/** Which page a path is: a known public path, a news article, or not found. Admin pages share the login card. */
export function pageKeyFor(pathname: string): PageKey {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const clean = pathWithoutLocale(trimmed);
  // The back office, its login and the coming-soon page are English only.
  if (localeOfPath(trimmed) !== 'en' && (clean === '/login' || clean === '/coming-soon' || clean === '/admin' || clean.startsWith('/admin/'))) return 'notFound';
  if (PATH_KEYS[clean]) return PATH_KEYS[clean];
  if (clean === '/admin' || clean.startsWith('/admin/')) return 'login';
  return 'notFound';
}

/**
 * The query parameters that make a page of their own (its canonical URL keeps them): an older page
 * of /news (`cursor`), a day of the lineup and a later page of it (`day`, `cursor`).
 */
const OWN_PAGE_PARAMS: Record<string, readonly string[]> = { '/news': ['cursor'], '/lineup': ['day', 'cursor'] };

function ownPageQuery(pathname: string, query: Request['query']): string {
  const kept = new URLSearchParams();
  for (const name of OWN_PAGE_PARAMS[pathname.replace(/\/+$/, '')] ?? []) {
    const value = query[name];
    if (typeof value === 'string' && value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The Open Graph / Twitter card for a path, read through the services (never the database):
 * /news/:id gets the article's title, excerpt and image; other paths their SEO key's texts.
 * Any failure falls back to the generic card.
 */
export async function linkPreviewFor(services: Services, req: Request, publicUrl?: string): Promise<LinkPreview> {
  const base = publicOrigin(req, publicUrl);
  const locale = localeOfPath(req.path);
  const bare = pathWithoutLocale(req.path);
  const query = ownPageQuery(bare, req.query);
  const url = base + req.path + query;
  // In the page's language (a /ro page's card and <title> are Romanian, English where untranslated);
  // through a preview link (#35 item 5), the previewed page's.
  const read: RequestContext = { ...contextOf(undefined), locale, preview: req.preview ?? false };
  const assets = await services.siteAssets.get(read).catch(() => null);
  const siteImage = absolute(base, assets?.heroImage) ?? absolute(base, assets?.logo);
  const article = /^\/news\/([^/]+)\/?$/.exec(bare);
  let lookupFailed = false;
  if (article) {
    // A refusal (404, a malformed id) means the article is unknown; a failure (the database away) means we
    // cannot tell, so the page is served as an article page, never as a 404.
    const found = await services.news.get(decodeURIComponent(article[1]), read).catch((error: unknown) => {
      if (!(isAppError(error) && error.status < 500)) lookupFailed = true;
      return null;
    });
    if (found) {
      // Opened at /news/<id> (the spec's address) or /news/<slug>: the slug's is the canonical one.
      const readable = `/news/${encodeURIComponent(found.slug)}`;
      return {
        title: clip(`${found.title} | Metal Gates Festival`, 200),
        description: clip(found.excerpt || FALLBACK_DESCRIPTION, 300),
        image: absolute(base, found.image) ?? siteImage,
        url: base + localizedPath(readable, locale),
        type: 'article',
        notFound: false,
        locale,
        alternates: alternateLinks(base, readable),
      };
    }
  }
  const translateDefault = (english: string) => (locale === 'ro' ? (ROMANIAN_SEO_DEFAULTS[english] ?? english) : english);
  const key = article ? (lookupFailed ? pageKeyFor('/news') : 'notFound') : pageKeyFor(req.path);
  return {
    notFound: key === 'notFound',
    title: clip(localizedSeoText('title', key, assets?.seoTitles?.[key], translateDefault) || FALLBACK_TITLE, 200),
    description: clip(localizedSeoText('description', key, assets?.seoDescriptions?.[key], translateDefault) || FALLBACK_DESCRIPTION, 300),
    image: siteImage,
    url,
    type: 'website',
    locale,
    alternates: key === 'notFound' || key === 'login' ? [] : alternateLinks(base, bare, query),
  };
}

/** Keeps search engines from indexing a page that answers 404 (added to its head by the server). */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

export function withNoindex(html: string): string {
  return html.replace(/<\/head>/i, () => `  ${NOINDEX_TAG}\n  </head>`);
}

/** index.html with the page's title, description and social-card tags (every value escaped). */
export function renderIndex(html: string, preview: LinkPreview): string {
  const e = escapeHtml;
  const tags = [
    `<meta property="og:site_name" content="Metal Gates Festival" />`,
    `<meta property="og:type" content="${preview.type}" />`,
    `<meta property="og:title" content="${e(preview.title)}" />`,
    `<meta property="og:description" content="${e(preview.description)}" />`,
    `<meta property="og:url" content="${e(preview.url)}" />`,
    preview.image ? `<meta property="og:image" content="${e(preview.image)}" />` : '',
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(preview.title)}" />`,
    `<meta name="twitter:description" content="${e(preview.description)}" />`,
    preview.image ? `<meta name="twitter:image" content="${e(preview.image)}" />` : '',
    `<link rel="canonical" href="${e(preview.url)}" />`,
    ...(preview.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}" />`),
  ]
    .filter(Boolean)
    .join('\n    ');
  let out = withLang(html, preview.locale ?? 'en')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${e(preview.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/i, () => `<meta name="description" content="${e(preview.description)}" />`);
  out = out.includes('<!--social-meta-->')
    ? out.replace('<!--social-meta-->', () => tags)
    : out.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
  return out;
}

/**
 * Serves the built web app. Public pages are rendered on the server (see pageRenderer.ts) when the
 * server bundle is built and a GraphQL executor is given; the back office, the login screen and any
 * failed render get the client-rendered page. Both carry the path's link-preview tags. Hashed
 * assets are cached for a year (precompressed ones served as such); a page gets the short public
 * policy of the read cache, which also keeps its rendered bytes until a content write.
 */
export function spaRoutes(
  webDistDir: string,
  services: Services,
  { publicUrl, pageRenderer = async () => null }: { publicUrl?: string; pageRenderer?: () => Promise<PageRenderer | null> } = {},
) {
  const indexFile = path.join(webDistDir, 'index.html');
  const router = Router();
  router.use(precompressedAssets(webDistDir));
  router.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    }),
  );
  router.get(/^(?!\/api(\/|$)).*/, async (req, res, next) => {
    // A public page is sent without opener isolation (helmet's `same-origin` stays on the back
    // office and every other response): with it, Chromium starts a new renderer process for the
    // page when it is reached from another page (and Android isolates the site in its own
    // process), which Lighthouse measured as 300-500 ms more blocking time on a phone. A public
    // page shows nothing private that an opener could learn of; docs/decisions/issue-11.
    if (!isBackOfficePage(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
    // Through a preview link: its bar and noindex on the page, whichever way it is made.
    const finish = (html: string) => (req.preview ? withPreviewBar(html, req.preview) : html);
    try {
      if (!fs.existsSync(indexFile)) {
        res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
        return;
      }
      const preview = await linkPreviewFor(services, req, publicUrl).catch((error: unknown) => {
        req.log?.warn({ err: error }, 'link preview failed; serving the page without it');
        return null;
      });
      if (isServerRendered(req.path)) {
        try {
          const render = await pageRenderer();
          if (render) {
            const page = await render(req.originalUrl, preview, req.preview);
            res.status(page.status).type('html').send(finish(page.html));
            return;
          }
        } catch (error) {
          req.log?.error({ err: error }, 'server render failed; serving the client-rendered page');
          // The failure may pass (a thread that died, a full render queue): not kept for the next visitors.
          res.setHeader('Cache-Control', 'no-store');
          doNotKeep(res);
        }
      }
      // Client-rendered (back office, or no server render): the status still tells an unknown page.
      const html = await fs.promises.readFile(indexFile, 'utf8');
      const body = (preview ? renderIndex(html, preview) : withLang(html, localeOfPath(req.path))).replace('<!--ssr-head-->', '').replace('<!--ssr-outlet-->', '').replace('<!--ssr-data-->', '');
      if (preview?.notFound) res.status(404).type('html').send(finish(withNoindex(body)));
      else res.type('html').send(finish(body));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
