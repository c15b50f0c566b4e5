import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among brotli and gzip (q=0 refuses one). */
export function preferredEncoding(req: IncomingMessage, available: { br?: unknown; gzip?: unknown }): Encoding {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string' || !header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const weight = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  if (available.br && weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (available.gzip && weight('gzip') > 0) return 'gzip';
  if (available.br && weight('br') > 0) return 'br';
  return 'identity';
}
