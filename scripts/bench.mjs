// `npm run bench`: the public read path at festival scale. Seeds 50 bands with images and 30
// articles into a fresh embedded database, starts the BUILT server, and measures it with
// autocannon against a bare node:http server replaying the very same bytes. Not part of `npm test`.
// BENCH_SECONDS (default 10) per measure, BENCH_CONNECTIONS (default 50), BENCH_PORT (default 4120;
// the bare server takes the next port),
// BENCH_WORKERS (autocannon worker threads, default 0), BENCH_NODE_ARGS (extra node flags for the
// served process, space-separated, e.g. `--trace-gc` to see where its memory goes), BENCH_PIN=0 to
// let the processes run on any core (by default, with taskset and 2+ cores, the two servers share
// the first core and autocannon gets the others: on a 2-core machine the load generator otherwise
// competes with whichever server it measures, and the 304 ratio moved 0.64-0.95x run to run).
// BENCH_ONLY: a comma-separated list of the parts to run (default all): lineup (REST lineup vs bare,
// and GraphQL), image (304s vs bare), pulls (cached /lineup while a client pulls the hero image,
// with the server's event-loop delay), flood (cached / during forced misses), ttl (304s after the
// TTL, and cached /lineup with the loop delay while expired pages render again), cluster (HAProxy
// over two instances), scale (the 10× scenario: 1× and 10× content, scripts/bench/scale.mjs), rush (500
// connections on /, /lineup and /api/lineup across a release's instant, scripts/bench/rush.mjs).
// Seeding and the memory rows always run.
// Each part's code is in scripts/bench/ (pages.mjs: pulls, flood, ttl; cluster-part.mjs; rush.mjs;
// scale.mjs); this file starts the servers, runs the parts asked for and prints the table.
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findHaproxy } from './lib/cluster.mjs';
import { ensureServerBuilt, serverOutFile } from './server-build.mjs';
import { serverEnv, serverNodeArgs } from './server-process.mjs';
import { ensureWebBuilt } from './web-build.mjs';
import { until } from './bench/until.mjs';
import { rushScenario } from './bench/rush.mjs';
import { seed } from './bench/seed.mjs';
import { ACCEPT, record } from './bench/record.mjs';
import { ratio, row, rps, runner } from './bench/runner.mjs';
import { floodPart, pullsPart, ttlPart } from './bench/pages.mjs';
import { clusterPart } from './bench/cluster-part.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 4120);
const barePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@example.com', password: 'bench-password-1' };
// The served process's /metrics (the rush part reads its database query counts there).
const metricsToken = 'bench-metrics-token';
// The cache's TTL for the served process: short, so the bench can measure revalidations after it ran out.
const ttlSeconds = Number(process.env.BENCH_TTL_SECONDS ?? 15);
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : undefined;
const runs = (part) => !only || only.has(part);

ensureWebBuilt();
await ensureServerBuilt();
// BENCH_ONLY=scale: the 10× scenario alone, without the 50-band seeding of the parts above.
if (only?.size === 1 && only.has('scale')) {
  const { scaleScenario } = await import('./bench/scale.mjs');
  const { runAlone } = await import('./bench/scale-alone.mjs');
  await runAlone(scaleScenario, { port: port + 2, seconds });
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-bench-'));
const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
// The served process gets an IPC channel and scripts/bench/loop-delay.mjs (bench only): the bench
// asks it for its event-loop delay over a measured window.
const loopDelayModule = path.join(import.meta.dirname, 'bench/loop-delay.mjs');
const server = spawn(process.execPath, [...serverNodeArgs, ...extraNodeArgs, '--import', loopDelayModule, serverOutFile], {
  env: { ...serverEnv, ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: base, METRICS_TOKEN: metricsToken, PUBLIC_CACHE_TTL_SECONDS: String(ttlSeconds) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
/** Runs `measure` with the server's event-loop delay monitored; resolves to its result and the delay (ms). */
async function withLoopDelay(measure) {
  server.send({ loopDelay: 'start' });
  const result = await measure();
  const delay = new Promise((resolve) => server.once('message', (m) => resolve(m.loopDelay)));
  server.send({ loopDelay: 'stop' });
  return { result, delay: await delay };
}
let bare;
// autocannon runs in its own process (scripts/bench/load.mjs), one run at a time.
const load = fork(path.join(import.meta.dirname, 'bench/load.mjs'));
const stop = () => {
  server.kill('SIGTERM');
  bare?.kill('SIGTERM');
  load.kill('SIGTERM');
};
process.on('exit', stop);
const { run, compare } = runner({ load, seconds, connections });

const cores = os.availableParallelism();
const pinning = process.env.BENCH_PIN !== '0' && cores >= 2 && spawnSync('taskset', ['--version']).status === 0;
/** Binds a process and all its threads (and those it starts later) to `cpus` (taskset's list syntax). */
function pin(child, cpus) {
  if (pinning) spawnSync('taskset', ['-a', '-cp', cpus, String(child.pid)], { stdio: 'ignore' });
}
const SERVER_CPUS = '0';
const LOAD_CPUS = `1-${cores - 1}`;
pin(server, SERVER_CPUS);
pin(load, LOAD_CPUS);
pin(process, LOAD_CPUS);
console.log(pinning ? `pinned: servers on CPU ${SERVER_CPUS}, autocannon on CPU ${LOAD_CPUS} (BENCH_PIN=0 to turn off)` : 'not pinned to cores');

/** Resident memory of the server now, and its peak so far (Linux /proc), in MB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

await until(`${base}/api/health`);
const atStart = memoryOf(server.pid);
console.log(`seeding 50 bands with images and 30 articles...`);
await seed(base, admin);
const afterSeed = memoryOf(server.pid);
// A real server renders pages too: its memory counts the page renderer at work, not only loaded.
for (const page of ['/', '/lineup', '/news', '/info']) {
  const res = await fetch(`${base}${page}`);
  if (res.status !== 200) throw new Error(`page ${page} answered ${res.status}`);
  await res.text();
}
const afterPages = memoryOf(server.pid);

await record(base, '/api/lineup'); // the first read fills the cache; compressed forms follow
await new Promise((r) => setTimeout(r, 300));
const lineup = await record(base, '/api/lineup');
const bands = await (await fetch(`${base}/api/lineup`)).json();
const imagePath = bands[0].image;
const image = await record(base, imagePath);
const recordedFile = path.join(dataDir, 'recorded.json');
fs.writeFileSync(recordedFile, JSON.stringify([lineup, image]));
// The same node flags as the project's server: equal conditions.
bare = fork(path.join(import.meta.dirname, 'bench/bare-server.mjs'), [recordedFile, String(barePort)], { execArgv: serverNodeArgs, env: { ...serverEnv, ...process.env } });
pin(bare, SERVER_CPUS);
await new Promise((resolve) => bare.once('message', resolve));

const graphqlBody = JSON.stringify({ query: 'query Lineup { bands { _id name country genre performanceDay image biography order } }' });
const graphqlHeaders = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
// Warm the cache as the first visitors would.
await fetch(`${base}/api/graphql`, { method: 'POST', headers: graphqlHeaders, body: graphqlBody });

// A short unrecorded run on each side first, so neither is measured while its JIT warms up.
const warmUp = (url) => run(url, {}, 3);
await warmUp(`${base}/api/lineup`);
await warmUp(`http://127.0.0.1:${barePort}/api/lineup`);
console.log(`measuring: ${connections} connections, ${seconds} s each...`);
// The table's rows, printed together at the end.
const rows = [];
if (runs('lineup')) {
  const lineupRun = await compare(`${base}/api/lineup`, `http://127.0.0.1:${barePort}/api/lineup`);
  const graphqlRun = await run(`${base}/api/graphql`, { method: 'POST', headers: graphqlHeaders, body: graphqlBody });
  const graphqlRps = graphqlRun.total / seconds;
  rows.push(
    row('GET /api/lineup req/s', rps(lineupRun.project.rps), rps(lineupRun.bare.rps), ratio(lineupRun.project.rps, lineupRun.bare.rps), '≥ 0.7×'),
    row('GET /api/lineup p99 saturated (median of slices)', `${lineupRun.project.p99} ms`, `${lineupRun.bare.p99} ms`, '', '≤ 10 ms'),
    row('GraphQL bands req/s (vs REST lineup)', rps(graphqlRps), rps(lineupRun.project.rps), ratio(graphqlRps, lineupRun.project.rps), '≥ 0.5×'),
  );
}
const revalidate = { headers: { 'if-none-match': image.headers.etag }, expect304: true };
let imageRun;
if (runs('image') || runs('ttl')) {
  imageRun = await compare(`${base}${imagePath}`, `http://127.0.0.1:${barePort}${imagePath}`, revalidate);
  rows.push(row('image If-None-Match → 304 req/s', rps(imageRun.project.rps), rps(imageRun.bare.rps), ratio(imageRun.project.rps, imageRun.bare.rps), '≥ 0.7×'));
}

const bench = { base, run, withLoopDelay, seconds, ttlSeconds, imagePath, revalidate, imageRun };
if (runs('pulls')) rows.push(...(await pullsPart(bench)));
if (runs('flood')) rows.push(...(await floodPart(bench)));
if (runs('ttl')) rows.push(...(await ttlPart(bench)));
const afterLoad = memoryOf(server.pid);
// After the memory reading: the rush adds content (a release) and renders the pages again.
if (runs('rush')) rows.push(...(await rushScenario({ base, admin, metricsToken, pin: (child) => pin(child, LOAD_CPUS), row })));

console.log(`\nresponse sizes as sent (${ACCEPT}): lineup ${lineup.size} B (${lineup.headers['content-encoding'] ?? 'identity'}, X-Cache ${lineup.headers['x-cache'] ?? 'miss'}), image ${image.size} B\n`);
console.log(row('measure', 'project', 'bare node:http', 'ratio', 'goal'));
console.log(row('---', '---', '---', '---', '---'));
for (const line of rows) console.log(line);
const stages = (field) => [atStart, afterSeed, afterPages, afterLoad].map((m) => m[field].toFixed(0)).join(' / ');
console.log(row('server RSS: started / seeded / 4 pages rendered / after load', `${stages('rss')} MB`, '', '', ''));
console.log(row('server peak RSS so far, at the same points', `${stages('peak')} MB`, '', '', ''));
console.log(row('server peak RSS (VmHWM)', `${afterLoad.peak.toFixed(0)} MB`, '', '', '≤ 250 MB'));

// The cluster (scripts/bench/cluster-part.mjs): BENCH_CLUSTER=0 skips it (also skipped without HAProxy).
if (runs('cluster') && process.env.BENCH_CLUSTER !== '0' && findHaproxy()) {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  await clusterPart({ admin, compare, warmUp, pinServer: (child) => pin(child, SERVER_CPUS) });
}
// The 10× scenario (#37, scripts/bench/scale.mjs): its own servers, one size after the other.
if (runs('scale')) {
  server.kill('SIGTERM');
  bare?.kill('SIGTERM');
  const { scaleScenario } = await import('./bench/scale.mjs');
  await scaleScenario({ port: port + 2, runLoad: run, pin: (child) => pin(child, SERVER_CPUS), seconds });
}
stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
