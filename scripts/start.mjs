// `npm start`: build the web app when it is missing or older than its sources, then serve
// everything (web, REST, GraphQL, uploads) on one port from one process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuilt } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
try {
  ensureWebBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
