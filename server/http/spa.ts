import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import type { Services } from '../services';
import type { PageKey } from '@domain/seo';
import { precompressedAssets } from './precompressed';
import { publicOrigin } from './public-origin';

const PATH_KEYS: Record<string, PageKey> = {
  '/': 'home',
  '/lineup': 'lineup',
  '/lineup/running-order': 'lineup',
  '/lineup/my-schedule': 'lineup',
  '/news': 'news',
  '/info': 'info',
  '/archive': 'archive',
  '/contact': 'contact',
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
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PATH_KEYS[clean]) return PATH_KEYS[clean];
  if (clean === '/admin' || clean.startsWith('/admin/')) return 'login';
  return 'notFound';
}

/**
 * The Open Graph / Twitter card for a path, read through the services (never the database):
 * /news/:id gets the article's title, excerpt and image; other paths their SEO key's texts.
 * Any failure falls back to the generic card.
 */
export async function linkPreviewFor(services: Services, req: Request, publicUrl?: string): Promise<LinkPreview> {
  const base = publicOrigin(req, publicUrl);
  const url = base + req.path;
  const assets = await services.siteAssets.get().catch(() => null);
  const siteImage = absolute(base, assets?.heroImage) ?? absolute(base, assets?.logo);
  const article = /^\/news\/([^/]+)\/?$/.exec(req.path);
  if (article) {
    const found = await services.news.get(decodeURIComponent(article[1])).catch(() => null);
    if (found) {
      return {
        title: clip(`${found.title} | Metal Gates Festival`, 200),
        description: clip(found.excerpt || FALLBACK_DESCRIPTION, 300),
        image: absolute(base, found.image) ?? siteImage,
        url,
        type: 'article',
      };
    }
  }
  const key = article ? 'notFound' : pageKeyFor(req.path);
  return {
    title: clip(assets?.seoTitles?.[key]?.trim() || FALLBACK_TITLE, 200),
    description: clip(assets?.seoDescriptions?.[key]?.trim() || FALLBACK_DESCRIPTION, 300),
    image: siteImage,
    url,
    type: 'website',
  };
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
  ]
    .filter(Boolean)
    .join('\n    ');
  let out = html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${e(preview.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/i, () => `<meta name="description" content="${e(preview.description)}" />`);
  out = out.includes('<!--social-meta-->')
    ? out.replace('<!--social-meta-->', () => tags)
    : out.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
  return out;
}

/**
 * Serves the built web app and the single-page fallback for every non-/api path, with link-preview
 * tags for the path. Hashed assets are cached for a year (precompressed ones served as such); a
 * page gets the short public policy of the read cache, which also keeps its bytes in memory.
 */
export function spaRoutes(webDistDir: string, services: Services, publicUrl?: string) {
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
    try {
      if (!fs.existsSync(indexFile)) {
        res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
        return;
      }
      const html = await fs.promises.readFile(indexFile, 'utf8');
      let body = html;
      try {
        body = renderIndex(html, await linkPreviewFor(services, req, publicUrl));
      } catch (error) {
        req.log?.warn({ err: error }, 'link preview failed; serving the plain page');
      }
      res.type('html').send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
