import type { Request } from 'express';

/**
 * The origin absolute links are built from (og:url, canonical, and any sitemap or feed):
 * `PUBLIC_URL` when it is set, so a forged Host header can never put another site into them.
 * Without it (local development) the request's own origin is used.
 */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
