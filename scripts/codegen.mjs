// `npm run codegen`: runs graphql-codegen (codegen.ts). Its outputs (the generated SDL, resolver
// types, the web's typed documents and persisted-document manifests, the registry modules) are
// build artifacts git does not track (.gitignore): `npm install` makes them (postinstall),
// `npm run typecheck` and `npm run build` remake them, and `npm start` / `npm run dev` remake them
// when a source is newer. So the web bundle and the server always read the manifests of one run:
// the hashes the browser sends are the ones the server knows.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isOlderThanSources } from './build-staleness.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Written after a run that succeeded: graphql-codegen leaves an unchanged output's file (and time) alone,
// so the outputs' own times cannot tell a current run from a stale one. Outside the builds' sources,
// so a run that changed nothing rebuilds nothing.
const stamp = path.join(root, '.codegen-done');
const webSources = path.join(root, 'web/src');

/** What the outputs are made from: the SDL, domain/'s zod schemas and registry, the generator, the operations. */
function codegenSources() {
  const graphqlFiles = (dir) =>
    fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.graphql')).map((e) => path.join(e.parentPath, e.name));
  const schemaFiles = fs.readdirSync(path.join(root, 'schema')).filter((f) => f.endsWith('.graphql')).map((f) => path.join(root, 'schema', f));
  return [path.join(root, 'codegen.ts'), path.join(root, 'scripts/codegen'), path.join(root, 'domain'), ...schemaFiles, ...graphqlFiles(webSources)];
}

export function codegenIsStale() {
  return isOlderThanSources(stamp, codegenSources());
}

/** Runs the codegen; throws when it fails (an invalid operation, a name given to two shapes…). */
export function runCodegen() {
  const cli = path.join(root, 'node_modules/@graphql-codegen/cli/esm/bin.js');
  const run = spawnSync(process.execPath, [cli, '--config', 'codegen.ts'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`codegen failed (exit ${run.status})`);
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

/** Before `npm start` / `npm run dev`: a run only when a source changed since the last one. */
export function ensureCodegen() {
  if (!codegenIsStale()) return;
  console.log('Generating GraphQL code (npm run codegen)...');
  runCodegen();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // postinstall (package.json runs this only where this file is: Docker's `npm ci` steps have only
  // package.json and the lock): without codegen.ts or the codegen package (`--omit=dev`) there is
  // nothing to generate (`npm run build` generates once the sources are there).
  const afterInstall = process.argv.includes('--after-install');
  const cliThere = fs.existsSync(path.join(root, 'node_modules/@graphql-codegen/cli'));
  if (afterInstall && (!fs.existsSync(path.join(root, 'codegen.ts')) || !cliThere)) process.exit(0);
  try {
    runCodegen();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
