// `npm start`: build what is missing or older than its sources (the web app, then the server as
// compiled JavaScript), then serve everything (web, REST, GraphQL, uploads) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt, serverOutFile } from './server-build.mjs';
import { serverEnv, serverNodeArgs } from './server-process.mjs';
import { ensureWebBuilt } from './web-build.mjs';

try {
  ensureWebBuilt();
  await ensureServerBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const env = { ...serverEnv, ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
const server = spawn(process.execPath, [...serverNodeArgs, serverOutFile], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
