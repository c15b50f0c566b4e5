import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { preferredEncoding } from './public-cache/encoding';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * Hashed build assets with their `.br` / `.gz` siblings (written by scripts/compress-assets.mjs at
 * build time) go out in the best encoding the client accepts, at no CPU cost per request.
 * Anything else falls through to express.static.
 */
export function precompressedAssets(webDistDir: string): RequestHandler {
  const assetsDir = path.join(webDistDir, 'assets');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/')) return next();
    const file = path.join(webDistDir, path.normalize(req.path));
    const type = TYPES[path.extname(file)];
    if (!type || !file.startsWith(assetsDir + path.sep)) return next();
    const encoding = preferredEncoding(req, { br: fs.existsSync(`${file}.br`), gzip: fs.existsSync(`${file}.gz`) });
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding === 'identity') return next();
    res.sendFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`, {
      headers: { 'Content-Type': type, 'Content-Encoding': encoding, 'Cache-Control': 'public, max-age=31536000, immutable' },
      cacheControl: false,
    }, (error) => {
      if (error) next();
    });
  };
}
