// `npm run dev`: the API restarted on change (tsx watch) and Vite's dev server with the API behind its proxy.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureCodegen } from './codegen.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The generated GraphQL code, when a source changed since the last codegen (after that, `npm run codegen` by hand).
ensureCodegen();
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'boot/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'], { cwd: root, env, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); });
