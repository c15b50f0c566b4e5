// Builds the web app when web/dist is missing or older than its sources. Shared by `npm start`
// and the end-to-end tests' global setup.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { compressAssets } from './compress-assets.mjs';
import { isOlderThanSources } from './build-staleness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'web/dist/index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts'].map((p) => path.join(root, p));

export function webBuildIsStale() {
  return isOlderThanSources(distIndex, sources);
}

export function ensureWebBuilt() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
  compressAssets(path.join(root, 'web/dist/assets'));
}
