// Builds the web app when web/dist or the server renderer (web/dist-server) is missing or older
// than its sources. Shared by `npm start`, `npm run build:web` and the end-to-end tests' global setup.
import { spawnSync } from 'node:child_process';
import esbuild from 'esbuild';
import path from 'node:path';
import { compressAssets } from './compress-assets.mjs';
import { isOlderThanSources } from './build-staleness.mjs';
import { ensureCodegen } from './codegen.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'web/dist/index.html');
const serverEntry = path.join(root, 'web/dist-server/entry-server.js');
const pageStart = path.join(root, 'web/dist-server/page-start.js');
const assetsDir = path.join(root, 'web/dist/assets');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts'].map((p) => path.join(root, p));

export function webBuildIsStale() {
  return [distIndex, serverEntry, pageStart].some((file) => isOlderThanSources(file, sources));
}

function vite(args) {
  const bin = path.join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [bin, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...args], {
    cwd: root,
    stdio: 'inherit',
    // Jest runs with NODE_ENV=test, which Vite would carry into a development React bundle whose
    // Emotion class names differ from the server renderer's.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
}

/** The browser bundle: web/dist (index.html template, hashed chunks, the build manifest). */
export function buildWebClient() {
  vite([]);
}

/** The server renderer of public pages: web/dist-server/entry-server.js. */
export function buildWebServerRenderer() {
  vite(['--ssr', 'src/ssr/entry-server.tsx']);
}

/**
 * The page-start script of server-rendered pages (web/src/page-start.ts): one small classic script
 * the server inlines into each page (server/http/deferredScripts.ts), so it is bundled on its own,
 * React-free, beside the server renderer (it is never served as a file).
 */
export function buildPageStart() {
  esbuild.buildSync({
    entryPoints: [path.join(root, 'web/src/page-start.ts')],
    outfile: pageStart,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    define: { 'import.meta.env.MODE': JSON.stringify('production') },
    logLevel: 'warning',
  });
}

export function buildWeb() {
  // The app imports the generated documents and registry modules: stale ones (a .graphql or a
  // definition changed since the last codegen) fail the bundle or ship old hashes.
  ensureCodegen();
  buildWebClient();
  compressAssets(assetsDir);
  buildWebServerRenderer();
  buildPageStart();
}

export function ensureWebBuilt() {
  ensureCodegen();
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  buildWeb();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) buildWeb();
