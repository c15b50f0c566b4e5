import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readPageStart } from './deferredScripts';

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built page template (web/dist/index.html):
 * the colour-mode script that must run before first paint, and the page-start script that
 * server-rendered pages carry instead of the entry script (deferredScripts.ts). Hashes rather than a nonce, because
 * rendered pages are cached and shared. Read from the built file, so the policy always matches the
 * template that is served; empty until the web app is built.
 */
export function inlineScriptSources(indexFile: string): () => string {
  let sources: string | undefined;
  return () => {
    if (sources !== undefined) return sources;
    if (!fs.existsSync(indexFile)) return '';
    const html = fs.readFileSync(indexFile, 'utf8');
    const bodies = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
    const pageStart = readPageStart(path.dirname(indexFile));
    sources = [...bodies, ...(pageStart === null ? [] : [pageStart])]
      .map((body) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
      .join(' ');
    return sources;
  };
}
