import type { IncomingMessage } from 'node:http';

/**
 * A Host header as RFC 9110 allows it here: a DNS name, an IPv4 address or a bracketed IPv6
 * address, with an optional port. Anything else (a path, quotes, markup, user info) is refused
 * before it can reach a cache key or an absolute link.
 */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHost(host: string): boolean {
  if (host.length > 255 || !HOST.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65535;
}

/**
 * Brings a request's target into the one form the app and the cache key read: an absolute-form
 * target (`GET http://host/path`, as sent to proxies) becomes its path, and its authority becomes
 * the Host (RFC 9112 §3.2.2: the target's authority wins over the header). Returns why the
 * request is refused (400), or undefined when it may go on.
 */
export function normaliseTarget(req: IncomingMessage): string | undefined {
  const url = req.url ?? '/';
  if (!url.startsWith('/') && url !== '*') {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return 'Malformed request target';
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) return 'Malformed request target';
    req.headers.host = parsed.host;
    req.url = `${parsed.pathname}${parsed.search}`;
  }
  const host = req.headers.host;
  // HTTP/1.0 may omit it (Node refuses an HTTP/1.1 request without one).
  if (host !== undefined && !isValidHost(host)) return 'Invalid Host header';
  return undefined;
}
