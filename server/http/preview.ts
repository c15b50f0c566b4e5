import type { ServerResponse } from 'node:http';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { FESTIVAL_TIME_ZONE } from '@domain/festivalTime';
import { isAppError } from '../errors';
import type { Services } from '../services';
import { PREVIEW_PATH } from '../services/previews/service';
import type { PreviewScope } from '../services/request-context';
import { doNotKeep } from './public-cache/capture';
import { escapeHtml } from './spa';
import { PREVIEW_COOKIE, PREVIEW_HEADER, previewTokenOf } from './preview-cookie';
import './types';

/**
 * Preview links (#35 item 5), at the HTTP door. Opening `/preview/<token>` checks the link and
 * sets a cookie holding it, scoped to the site's path and to the link's lifetime, then goes to the
 * home page. A cookie rather than a query parameter every link keeps: the public site navigates in
 * the browser (React Router) and reads its data with its own requests (Apollo, images, the offline
 * worker's reads), which all carry a same-origin cookie with no change to any link or client, and
 * the token stays out of addresses that could be copied on or sent as a Referer. HttpOnly: no
 * script reads it. `/preview/exit` ends it (the bar's link).
 *
 * A request carrying the cookie is read with the link's view (`req.preview`, then the request
 * context's `preview`), never touches the public cache (cache-key.ts sends it past the fast path
 * and the store), and is answered `no-store` and `noindex`; a page gets the visible bar.
 */
const forgetCookie = (res: Response) => res.clearCookie(PREVIEW_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });

/** Whatever else set them, a preview's answer leaves with these (no cache anywhere, no index, no offline copy). */
function markPrivate(res: ServerResponse) {
  doNotKeep(res);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    // private: a shared cache (a CDN) must not keep it for anyone else; no-store: nor the browser.
    this.setHeader('Cache-Control', 'private, no-store');
    this.setHeader('X-Robots-Tag', 'noindex, nofollow');
    this.setHeader(PREVIEW_HEADER, '1');
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * Every request with the cookie: its view when the link still works; when it no longer does
 * (expired, its release cancelled, or never ours) the site as it is, and the cookie is removed.
 */
export function previewContext(services: Services): RequestHandler {
  return async (req, res, next) => {
    const token = previewTokenOf(req);
    if (token === undefined) return next();
    try {
      req.preview = await services.previews.open(token);
      markPrivate(res);
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) return next(error);
      // Kept by nobody either: an answer with Set-Cookie is never stored (capture.ts).
      forgetCookie(res);
    }
    next();
  };
}

/** A 4xx page for a link that does not (or no longer) work: what it is, and the way to the site. */
function refusedPage(res: Response, status: number, message: string) {
  const title = status === 410 ? 'Preview link expired' : 'Preview link not valid';
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="robots" content="noindex, nofollow" />` +
        `<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title} · Metal Gates Festival</title></head>` +
        `<body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
        `<h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the Metal Gates Festival site</a></p></body></html>`,
    );
}

/** `GET /preview/exit` and `GET /preview/<token>` (outside /api: a page a colleague opens). */
export function previewRoutes(services: Services) {
  return Router()
    .get(`${PREVIEW_PATH}exit`, (_req, res) => {
      markPrivate(res);
      forgetCookie(res);
      res.redirect(303, '/');
    })
    .get(`${PREVIEW_PATH}:token`, async (req: Request<{ token: string }>, res, next) => {
      markPrivate(res);
      try {
        const scope = await services.previews.open(req.params.token);
        res.cookie(PREVIEW_COOKIE, req.params.token, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure, expires: scope.expiresAt });
        res.redirect(303, '/');
      } catch (error) {
        if (!isAppError(error) || error.status >= 500) return next(error);
        forgetCookie(res);
        refusedPage(res, error.status, error.message);
      }
    });
}

const festivalTime = new Intl.DateTimeFormat('en-GB', { timeZone: FESTIVAL_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The bar's words: "Preview of <release> · as at Fri 26 Sep, 20:00" or "Preview of all drafts". */
export function previewLabel(scope: PreviewScope): string {
  if (!scope.release) return 'Preview of all drafts';
  return `Preview of ${scope.release.name}${scope.at ? ` · as at ${festivalTime.format(scope.at)} (festival time)` : ''}`;
}

/**
 * A page seen through a preview link: `noindex` in its head, and the bar, fixed at the bottom of
 * the window, outside the app's root (hydration leaves it alone, so it stays through the app's own
 * navigation), with the way out.
 */
export function withPreviewBar(html: string, scope: PreviewScope): string {
  const bar =
    `<div aria-hidden="true" style="height:3.5rem"></div>` +
    `<div role="status" data-preview-bar style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:.25rem 1rem;` +
    `align-items:center;justify-content:center;padding:.6rem 1rem;background:#facc15;color:#111;font:600 15px/1.4 system-ui,sans-serif;text-align:center;box-shadow:0 -2px 8px rgba(0,0,0,.35)">` +
    `<span>${escapeHtml(previewLabel(scope))}</span>` +
    `<a href="${PREVIEW_PATH}exit" style="color:#111;text-decoration:underline">Exit preview</a></div>`;
  return html
    .replace(/<\/head>/i, () => `  <meta name="robots" content="noindex, nofollow" />\n  </head>`)
    .replace(/<\/body>/i, () => `${bar}</body>`);
}
