// Builds the web app when web/dist is missing or older than its sources. Shared by `npm start`
// and the end-to-end tests' global setup.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compressAssets } from './compress-assets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'web/dist/index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts'].map((p) => path.join(root, p));

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale() {
  const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestMtime));
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
