import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request } from 'express';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`): whether a hop may be believed. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The scheme the client used: the socket's own, or a trusted proxy's `X-Forwarded-Proto` when that
 * says `http` or `https` (anything else, `javascript` included, is ignored).
 */
export function requestProtocol(req: IncomingMessage, trust: TrustProxy): 'http' | 'https' {
  const own = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress ?? '', 0)) return own;
  const header = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0].trim().toLowerCase();
  return first === 'https' || first === 'http' ? first : own;
}

/**
 * The origin absolute links are built from (og:url, canonical, feeds, the calendar): `PUBLIC_URL`
 * when it is set, so a forged Host header can never put another site into them. Without it
 * (local development) the request's own origin: its Host, which the server's door has already
 * checked is a host name and port (request-target.ts). The public cache keys by this same
 * function, so a cached body and its key always name the same origin.
 */
export function requestOrigin(req: IncomingMessage, trust: TrustProxy, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  return `${requestProtocol(req, trust)}://${req.headers.host ?? 'localhost'}`;
}

/** requestOrigin for an Express request (its app's trust setting). */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  return requestOrigin(req, req.app.get('trust proxy fn') as TrustProxy, publicUrl);
}
