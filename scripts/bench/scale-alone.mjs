// `BENCH_ONLY=scale npm run bench`: the 10× scenario with a load process of its own (scripts/bench/load.mjs), no other part run first.
import { fork } from 'node:child_process';
import path from 'node:path';

export async function runAlone(scaleScenario, { port, seconds }) {
  const load = fork(path.join(import.meta.dirname, 'load.mjs'));
  const runLoad = (url, options, duration) =>
    new Promise((resolve, reject) => {
      load.once('message', ({ error, result }) => (error ? reject(new Error(error)) : resolve(result)));
      load.send({ url, connections: 50, duration, method: options.method ?? 'GET', headers: { 'accept-encoding': 'br, gzip, deflate', ...options.headers }, ...(options.body && { body: options.body }) });
    });
  try {
    await scaleScenario({ port, runLoad, pin: () => {}, seconds });
  } finally {
    load.kill('SIGTERM');
  }
}
