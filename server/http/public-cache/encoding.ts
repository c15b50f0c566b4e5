import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';

interface Weights {
  br: number;
  gzip: number;
}

// Clients send a handful of distinct Accept-Encoding strings; parsing each once keeps string
// splitting and regular expressions off the cache-hit path. Bounded so odd headers cannot grow it.
const parsed = new Map<string, Weights>();
const MAX_PARSED = 200;

function weightsOf(header: string): Weights {
  const known = parsed.get(header);
  if (known) return known;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const weights = { br: accepted.get('br') ?? wildcard ?? 0, gzip: accepted.get('gzip') ?? wildcard ?? 0 };
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(header, weights);
  return weights;
}

/** The best encoding the client accepts among brotli and gzip (q=0 refuses one). */
export function preferredEncoding(req: IncomingMessage, available: { br?: unknown; gzip?: unknown }): Encoding {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string' || !header) return 'identity';
  const { br, gzip } = weightsOf(header);
  if (available.br && br > 0 && br >= gzip) return 'br';
  if (available.gzip && gzip > 0) return 'gzip';
  if (available.br && br > 0) return 'br';
  return 'identity';
}
