// Compiles the server to one ES module (dist/server/main.js) with esbuild, so production runs
// plain JavaScript instead of a TypeScript loader. Packages stay external (node_modules at run
// time); tsconfig `paths` aliases are resolved by esbuild. The files the server reads beside its
// code (SQL migrations, GraphQL SDL) are copied to where the bundle looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { isOlderThanSources } from './build-staleness.mjs';
import { ensureCodegen } from './codegen.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutFile = path.join(root, 'dist/server/main.js');
// The web's persisted-document manifests too (server/http/persisted-documents.ts bundles them): a
// codegen that changed a hash rebuilds the server with the web app, so both know the same hashes.
const sources = ['boot', 'server', 'gateway', 'schema', 'domain', 'web/src/gql', 'web/src/features/admin/gql', 'tsconfig.json', 'package.json'].map((p) => path.join(root, p));

export function serverBuildIsStale() {
  return isOlderThanSources(serverOutFile, sources);
}

export async function buildServer() {
  // The server loads the generated SDL and the persisted-document manifests: made from current sources.
  ensureCodegen();
  await build({
    // The image encoder's child process (server/services/files/encoder.ts) runs its own entry.
    entryPoints: {
      main: path.join(root, 'boot/main.ts'),
      'variant-worker': path.join(root, 'server/services/files/variant-worker.ts'),
      // `node dist/server/backup.js --out <file>` and `node dist/server/restore.js <file>` in the image.
      backup: path.join(root, 'server/backup/backup-cli.ts'),
      restore: path.join(root, 'server/backup/restore-cli.ts'),
    },
    outdir: path.dirname(serverOutFile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
  // `new URL('./migrations', import.meta.url)` and `new URL('../schema', ...)` from dist/server/main.js;
  // `new URL('./render-worker.mjs', ...)`: the page-render thread runs as it is, not bundled.
  fs.cpSync(path.join(root, 'server/db/migrations'), path.join(root, 'dist/server/migrations'), { recursive: true });
  fs.cpSync(path.join(root, 'schema'), path.join(root, 'dist/schema'), { recursive: true });
  fs.copyFileSync(path.join(root, 'server/http/render-worker.mjs'), path.join(root, 'dist/server/render-worker.mjs'));
}

export async function ensureServerBuilt() {
  ensureCodegen();
  if (!serverBuildIsStale()) return;
  console.log('Building the server...');
  await buildServer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`server built: ${path.relative(root, serverOutFile)}`);
}
