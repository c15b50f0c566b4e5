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
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findHaproxy, freePort, startCluster } from './lib/cluster.mjs';
import { ensureServerBuilt, serverOutFile } from './server-build.mjs';
import { serverEnv, serverNodeArgs } from './server-process.mjs';
import { ensureWebBuilt } from './web-build.mjs';
import { until } from './bench/until.mjs';
import { rushScenario } from './bench/rush.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 4120);
const barePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@example.com', password: 'bench-password-1' };
// The served process's /metrics (the rush part reads its database query counts there).
const metricsToken = 'bench-metrics-token';
const ACCEPT = 'br, gzip, deflate';
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

async function seed(base) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const { accessToken } = await login.json();
  const auth = { authorization: `Bearer ${accessToken}` };
  const days = ['25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2'];
  for (let i = 0; i < 50; i++) {
    // A photo-like JPEG (noise compresses poorly, like a real picture): about 60 KB.
    const noise = Buffer.alloc(320 * 240 * 3).map(() => Math.floor(Math.random() * 256));
    const image = await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } }).jpeg({ quality: 70 }).toBuffer();
    const form = new FormData();
    form.set('name', `Band number ${i + 1}`);
    form.set('country', ['Norway', 'Sweden', 'Finland', 'Romania', 'Germany'][i % 5]);
    form.set('genre', 'Heavy metal');
    form.set('performanceDay', days[i % 3]);
    form.set('biography', `Band ${i + 1} has been playing loud music since ${1980 + (i % 40)}. `.repeat(8));
    form.set('image', new Blob([image], { type: 'image/jpeg' }), `band-${i}.jpg`);
    const res = await fetch(`${base}/api/lineup`, { method: 'POST', headers: auth, body: form });
    if (res.status !== 201) throw new Error(`band seed failed: ${res.status} ${await res.text()}`);
  }
  // The largest image a site carries: a hero photo of about 5 MB (noise, so its size varies; the limit is 10 MB).
  const heroNoise = Buffer.alloc(2600 * 1700 * 3).map(() => Math.floor(Math.random() * 256));
  const hero = await sharp(heroNoise, { raw: { width: 2600, height: 1700, channels: 3 } }).jpeg({ quality: 97 }).toBuffer();
  const heroForm = new FormData();
  heroForm.set('heroImage', new Blob([hero], { type: 'image/jpeg' }), 'hero.jpg');
  const heroRes = await fetch(`${base}/api/site-assets`, { method: 'POST', headers: auth, body: heroForm });
  if (heroRes.status !== 200) throw new Error(`hero seed failed: ${heroRes.status} ${await heroRes.text()}`);
  for (let i = 0; i < 30; i++) {
    const body = { title: `News ${i + 1}`, excerpt: 'The lineup grows.', content: 'Another band joins the bill. '.repeat(30), publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() };
    const res = await fetch(`${base}/api/news`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`news seed failed: ${res.status} ${await res.text()}`);
  }
}

// Connection-level headers Node writes itself on both sides; everything else is replayed as is.
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Records a response exactly as the client gets it (compressed bytes, every header the project
 * sends, helmet's included) for the bare server to replay, as a 200 and as the 304 it answers to
 * If-None-Match.
 */
async function record(urlPath) {
  // node:http rather than fetch: fetch would decode the body.
  const get = (headers) =>
    new Promise((resolve, reject) => {
      http.get(base + urlPath, { headers: { 'accept-encoding': ACCEPT, ...headers } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const kept = Object.entries(res.headers).filter(([name]) => !HOP_BY_HOP.has(name));
          resolve({ status: res.statusCode, headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
        });
      }).on('error', reject);
    });
  const ok = await get({});
  const notModified = await get({ 'if-none-match': ok.headers.etag });
  if (notModified.status !== 304) throw new Error(`${urlPath}: If-None-Match got ${notModified.status}`);
  return { path: urlPath, headers: ok.headers, headers304: notModified.headers, body: ok.body.toString('base64'), size: ok.body.length };
}

function run(url, options = {}, duration = seconds) {
  const request = {
    url,
    connections: options.connections ?? connections,
    duration,
    headers: { 'accept-encoding': ACCEPT, ...options.headers },
    method: options.method ?? 'GET',
    ...(options.body && { body: options.body }),
  };
  return new Promise((resolve, reject) => {
    load.once('message', ({ error, result }) => {
      if (error) return reject(new Error(error));
      if (result.non2xx && !options.expect304) console.warn(`  ${url}: ${result.non2xx} non-2xx answers`);
      if (result.errors || result.timeouts) console.warn(`  ${url}: ${result.errors} errors, ${result.timeouts} timeouts`);
      resolve(result);
    });
    load.send(request);
  });
}

/**
 * Measures the project and the bare server in alternating 2 s slices (A B B A A B ...), so a burst
 * of load from elsewhere on the machine falls on both sides alike. req/s: all requests over all
 * slices; p99: the median of the slices' p99s.
 */
async function compare(projectUrl, bareUrl, options = {}) {
  const slice = 2;
  const rounds = Math.max(1, Math.round(seconds / slice));
  const sides = { project: [], bare: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ['project', 'bare'] : ['bare', 'project'];
    for (const side of order) sides[side].push(await run(side === 'project' ? projectUrl : bareUrl, options, slice));
  }
  const merge = (results) => {
    const p99s = results.map((r) => r.p99).sort((a, b) => a - b);
    return {
      rps: results.reduce((sum, r) => sum + r.total, 0) / (results.length * slice),
      p99: p99s[Math.floor(p99s.length / 2)],
    };
  };
  return { project: merge(sides.project), bare: merge(sides.bare) };
}

await until(`${base}/api/health`);
const atStart = memoryOf(server.pid);
console.log(`seeding 50 bands with images and 30 articles...`);
await seed(base);
const afterSeed = memoryOf(server.pid);
// A real server renders pages too: its memory counts the page renderer at work, not only loaded.
for (const page of ['/', '/lineup', '/news', '/info']) {
  const res = await fetch(`${base}${page}`);
  if (res.status !== 200) throw new Error(`page ${page} answered ${res.status}`);
  await res.text();
}
const afterPages = memoryOf(server.pid);

await record('/api/lineup'); // the first read fills the cache; compressed forms follow
await new Promise((r) => setTimeout(r, 300));
const lineup = await record('/api/lineup');
const bands = await (await fetch(`${base}/api/lineup`)).json();
const imagePath = bands[0].image;
const image = await record(imagePath);
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
const rps = (n) => Math.round(n);
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
const row = (...cells) => `| ${cells.join(' | ')} |`;
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

/** Runs `makeRequest` over `clients` connections back to back until `stop` resolves; counts answers. */
async function background(clients, makeRequest, until) {
  let running = true;
  let answered = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const one = () =>
    new Promise((resolve) => {
      const { path: p, headers } = makeRequest();
      const req = http.get(base + p, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          answered += 1;
          resolve();
        });
        res.on('error', resolve);
      });
      req.on('error', resolve);
    });
  const loops = Array.from({ length: clients }, async () => {
    while (running) await one();
  });
  await until;
  running = false;
  await Promise.all(loops);
  agent.destroy();
  return answered;
}

// A cached page while one client pulls the largest image in a loop, and while clients force misses
// (a junk Authorization header, unique query strings): the page must keep its speed.
const pageOptions = { connections: 10 };
if (runs('pulls')) {
  const { assets } = await (await fetch(`${base}/api/site-assets`)).json();
  const heroPath = assets.heroImage;
  const heroSize = (await (await fetch(`${base}${heroPath}`)).arrayBuffer()).byteLength;
  await fetch(`${base}/lineup`);
  const alone = await withLoopDelay(() => run(`${base}/lineup`, pageOptions));
  let pulled = 0;
  const during = await withLoopDelay(async () => {
    let result;
    const measured = run(`${base}/lineup`, pageOptions).then((r) => (result = r));
    pulled = await background(1, () => ({ path: heroPath, headers: {} }), measured);
    return result;
  });
  const delay = ({ max, p99 }) => `max ${max} ms (p99 ${p99} ms)`;
  const held = ({ heldMax, heldP99 }) => (heldMax === undefined ? 'n/a (no /proc/thread-self)' : `max ${heldMax} ms (p99 ${heldP99} ms)`);
  rows.push(
    row(`cached /lineup p99, alone (${pageOptions.connections} connections)`, `${alone.result.p99} ms`, '', '', ''),
    row(`cached /lineup p99 while a client pulls the ${(heroSize / 1024 / 1024).toFixed(1)} MB hero image (${pulled} pulls)`, `${during.result.p99} ms`, '', ratio(during.result.p99 || 1, alone.result.p99 || 1), '≤ 10 ms'),
    row('server event-loop delay (2 ms timer, wall clock), /lineup alone', delay(alone.delay), '', '', ''),
    row('server event-loop delay during the hero pulls', delay(during.delay), '', ratio(during.delay.max || 1, alone.delay.max || 1), ''),
    row("server loop held (main thread's CPU between 2 ms timer turns), /lineup alone", held(alone.delay), '', '', ''),
    row('server loop held during the hero pulls', held(during.delay), '', ratio(during.delay.heldMax || 1, alone.delay.heldMax || 1), 'max ≤ a few ms'),
  );
}
if (runs('flood')) {
  let bust = 0;
  let forced = 0;
  const pageFlooded = await (async () => {
    let result;
    const measured = run(`${base}/`, pageOptions).then((r) => (result = r));
    forced = await background(
      3,
      () => (bust % 2 === 0 ? { path: `/lineup?bust=${bust++}`, headers: {} } : { path: `/news?x=${bust++}`, headers: { authorization: 'x' } }),
      measured,
    );
    return result;
  })();
  const pageFloodBase = await run(`${base}/`, pageOptions);
  rows.push(
    row('cached / p99, alone', `${pageFloodBase.p99} ms`, '', '', ''),
    row(`cached / p99 during a flood of forced misses (3 clients, ${forced} answers)`, `${pageFlooded.p99} ms`, '', ratio(pageFlooded.p99 || 1, pageFloodBase.p99 || 1), '≤ 10 ms'),
  );
}

if (runs('ttl')) {
  // The public pages and every article, rendered now: once they outlive the TTL, the first request
  // for each renders it again (what a live site does every TTL), and meanwhile a cached page must
  // keep its speed.
  const { articles } = await (await fetch(`${base}/api/news`)).json();
  const pages = ['/', '/news', '/info', '/archive', '/contact', ...articles.map((a) => `/news/${a._id}`)];
  for (const page of pages) await (await fetch(`${base}${page}`)).text();
  // Revalidations once the image's entry has outlived its TTL (no plain GET in between).
  await new Promise((r) => setTimeout(r, (ttlSeconds + 1) * 1000));
  const imageAfterTtl = await run(`${base}${imagePath}`, revalidate);
  rows.push(row('image If-None-Match → 304 req/s after the TTL ran out', rps(imageAfterTtl.total / seconds), rps(imageRun.bare.rps), ratio(imageAfterTtl.total / seconds, imageRun.bare.rps), '≥ 0.7×'));
  // /lineup's own entry ran out too: one request renders it again, then it is a fresh hit.
  await (await fetch(`${base}/lineup`)).text();
  const alone = await withLoopDelay(() => run(`${base}/lineup`, pageOptions));
  let asked = 0;
  const during = await withLoopDelay(async () => {
    let result;
    const measured = run(`${base}/lineup`, pageOptions).then((r) => (result = r));
    // One client asks for the expired pages one after another: each answer waits for its render.
    // Past the list it asks again (hits by then), so the load lasts as long as the measure.
    await background(1, () => ({ path: pages[asked++ % pages.length], headers: {} }), measured);
    return result;
  });
  const rerendered = Math.min(asked, pages.length);
  const delay = ({ max, p99 }) => `max ${max} ms (p99 ${p99} ms)`;
  const held = ({ heldMax, heldP99 }) => (heldMax === undefined ? 'n/a (no /proc/thread-self)' : `max ${heldMax} ms (p99 ${heldP99} ms)`);
  rows.push(
    row(`cached /lineup p99, alone (${pageOptions.connections} connections)`, `${alone.result.p99} ms`, '', '', ''),
    row(`cached /lineup p99 while ${rerendered} expired pages render again, one after another`, `${during.result.p99} ms`, '', ratio(during.result.p99 || 1, alone.result.p99 || 1), '≤ 10 ms'),
    row('server event-loop delay while pages render again', delay(during.delay), '', ratio(during.delay.max || 1, alone.delay.max || 1), ''),
    row('server loop held while pages render again', held(during.delay), '', ratio(during.delay.heldMax || 1, alone.delay.heldMax || 1), 'max ≤ a few ms'),
  );
}
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

// HAProxy over two instances on one PostgreSQL server (npm run cluster's topology), against one of
// those instances asked directly: what the proxy hop and the balancing cost or give on one machine.
// BENCH_CLUSTER_DATABASE_URL (default: the machine's server, postgres://root@127.0.0.1:5432/test)
// gets a throwaway database; BENCH_CLUSTER=0 skips this part (also skipped without HAProxy).
if (runs('cluster') && process.env.BENCH_CLUSTER !== '0' && findHaproxy()) {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  const serverUrl = process.env.BENCH_CLUSTER_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const dbName = `mg_bench_${process.pid}`;
  const { default: pg } = await import('pg');
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${dbName}`);
  const clusterUrl = new URL(serverUrl);
  clusterUrl.pathname = `/${dbName}`;
  let cluster;
  try {
    cluster = await startCluster({
      databaseUrl: clusterUrl.href,
      port: await freePort(),
      output: 'ignore',
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', JWT_SECRET: 'bench-cluster-secret' },
    });
    for (const member of cluster.members) pin(member.supervisor.child, SERVER_CPUS);
    console.log('\nseeding the cluster (same 50 bands and 30 articles)...');
    await seed(cluster.proxyUrl);
    const direct = `${cluster.members[0].url}/api/lineup`;
    const proxied = `${cluster.proxyUrl}/api/lineup`;
    await warmUp(direct);
    await warmUp(proxied);
    const clusterRun = await compare(proxied, direct);
    console.log(row('GET /api/lineup req/s: HAProxy over 2 instances vs 1 instance direct (PostgreSQL)', rps(clusterRun.project.rps), rps(clusterRun.bare.rps), ratio(clusterRun.project.rps, clusterRun.bare.rps), ''));
    console.log(row('GET /api/lineup p99: HAProxy over 2 instances vs 1 instance direct', `${clusterRun.project.p99} ms`, `${clusterRun.bare.p99} ms`, '', ''));
  } finally {
    await cluster?.stop();
    await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await adminClient.end();
  }
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
