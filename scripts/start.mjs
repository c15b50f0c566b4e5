// `npm start`: build what is missing or older than its sources (the generated GraphQL code, the web
// app, then the server as compiled JavaScript), then serve everything (web, REST, GraphQL, uploads) on one port, under a
// supervisor: a server that ends on its own (a fault, SIGKILL, out of memory) is started again,
// and SIGTERM/SIGINT are passed through so it drains before exiting.
import path from 'node:path';
import { ensureCodegen } from './codegen.mjs';
import { supervise } from './lib/supervise.mjs';
import { ensureServerBuilt, serverOutFile } from './server-build.mjs';
import { serverEnv, serverNodeArgs } from './server-process.mjs';
import { ensureWebBuilt } from './web-build.mjs';

try {
  ensureCodegen();
  ensureWebBuilt();
  await ensureServerBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const env = { ...serverEnv, ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
const server = supervise({
  name: 'server',
  command: process.execPath,
  args: [...serverNodeArgs, serverOutFile],
  cwd: root,
  env,
  log: (line) => console.error(`[npm start] ${line}`),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop(signal));
server.exited.then((code) => process.exit(code));
