import type { IncomingMessage } from 'node:http';
import { localizedPath, SITE_LOCALES } from '@domain/siteLocale';

/** The cookie a preview link sets (#35 item 5, server/http/preview.ts): the link's token. */
export const PREVIEW_COOKIE = 'mg_preview';
export { PREVIEW_HEADER } from '@domain/releases';
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]*)`);

/**
 * Feeds are never previewed (#35, docs/decisions/issue-35-release-changes.md): feed readers,
 * crawlers and calendar apps keep and pass on what they fetch, so a previewed feed would show
 * unreleased items long after the link died, to people it was never given to. With the cookie
 * they are answered and cached as for everyone (no preview header, their usual max-age).
 */
const FEEDS = new Set([...SITE_LOCALES.map((locale) => localizedPath('/rss.xml', locale)), '/sitemap.xml', '/robots.txt', '/api/lineup.ics']);
const isFeed = (url: string | undefined) => FEEDS.has((url ?? '/').split('?')[0]!.toLowerCase().replace(/\/+$/, ''));

/** The preview token a request carries in its cookie, if any (read on the raw request: the fast path uses it too); none for a feed. */
export function previewTokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (header && isFeed(req.url)) return undefined;
  if (!header || !header.includes(PREVIEW_COOKIE)) return undefined;
  return COOKIE_VALUE.exec(header)?.[1];
}
