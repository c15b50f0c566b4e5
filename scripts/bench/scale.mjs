// The 10× scenario of `npm run bench` (#37): the same built server over a festival of 1× content
// (50 bands, 200 articles, 4 archive editions) and of 10× (500 bands, 2,000 articles, 40), each
// on a fresh embedded database, both running at once and measured in turn. Per read: a miss's time
// (median of 9, the public cache emptied by a write before each) and bytes (uncompressed), and
// cached req/s (autocannon, median of 7 slices); each server's peak RSS; then the query plans of
// the paged and searched reads, read from the 10× database.
// Each cached read is also loaded on bare node:http replaying the very bytes the project sent
// (bare-server.mjs), at each size: an answer that itself grows (the spec's whole `/api/lineup`,
// 5× the compressed bytes at 10×) slows bare node:http too, so the ratio to bare says what our
// code adds, and the ratio of that between sizes whether our cost grew with the content.
// Goals (#37): cached at 10× ≥ 0.9× of 1× (for an answer whose bytes grow with the content, of
// its ratio to bare node:http: docs/decisions/issue-37-scale-goal.md); a paged miss at 10× ≤ 1.5×
// its 1× time; peak RSS ≤ 300 MB.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverOutFile } from '../server-build.mjs';
import { serverEnv, serverNodeArgs } from '../server-process.mjs';
import { until } from './until.mjs';
import { recordRequest } from './record.mjs';

// BENCH_NODE_ARGS (as for the main bench): extra node flags for both sizes' servers, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof` to compare where each spends its time.
const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
// BENCH_SLICE_LOG: a file to which each cached slice is written (read, size, server pid, monotonic
// start and end in µs, as a --cpu-prof profile's timestamps are): to cut a profile to one slice.
const sliceLog = process.env.BENCH_SLICE_LOG ? fs.createWriteStream(process.env.BENCH_SLICE_LOG) : undefined;
const admin = { email: 'scale@example.com', password: 'scale-password-1' };
export const SIZES = { '1x': { bands: 50, news: 200, archives: 4 }, '10x': { bands: 500, news: 2000, archives: 40 } };
const NEWS_PAGE = JSON.stringify({ query: 'query($c: String) { newsPage(limit: 12, cursor: $c) { items { _id title excerpt publishedAt } nextCursor total } }', variables: {} });

/** What the bench measures: [label, method, path, body?, paged?, staff?]. */
export const READS = [
  ['GET /api/lineup', 'GET', '/api/lineup'],
  ['GET /api/news?limit=12', 'GET', '/api/news?limit=12', null, true],
  ['GraphQL newsPage(limit: 12)', 'POST', '/api/graphql', NEWS_PAGE, true],
  ['GET /', 'GET', '/'],
  ['GET /news', 'GET', '/news', null, true],
  // /lineup shows each day's first bands and a day's page 12 at a time (#37): paged, so its miss has the paged goal.
  ['GET /lineup', 'GET', '/lineup', null, true],
  ['GET /lineup?day=2 (a day, 12 bands)', 'GET', '/lineup?day=2', null, true],
  ['admin: GET /api/news?limit=50&q=band (staff, uncached)', 'GET', '/api/news?limit=50&q=band', null, true, true],
  ['admin: GET /api/lineup?limit=50 (staff, uncached)', 'GET', '/api/lineup?limit=50', null, true, true],
];

const csvCell = (s) => `"${String(s).replace(/"/g, '""')}"`;
const csvOf = (header, rows) => [header.join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\n');

/** The content of one size, through the API (CSV imports for bands and news: #37's own door). */
async function seed(base, size) {
  const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json();
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const upload = async (what, csv) => {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), `${what}.csv`);
    const res = await fetch(`${base}/api/${what}/import`, { method: 'POST', headers: auth, body: form });
    if (res.status !== 201) throw new Error(`${what} import failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
  };
  const days = ['25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2'];
  await upload('lineup', csvOf(['name', 'country', 'genre', 'performanceDay', 'order', 'biography'], Array.from({ length: size.bands }, (_, i) => [`Band number ${i + 1}`, ['Norway', 'România', 'Finland', 'Germany'][i % 4], 'Heavy metal', days[i % 3], i + 1, `Band ${i + 1} has played loud since ${1980 + (i % 40)}. `.repeat(8)])));
  await upload('news', csvOf(['title', 'excerpt', 'content', 'publishedAt'], Array.from({ length: size.news }, (_, i) => [`News ${i + 1}: another band joins`, 'The lineup grows.', 'Another band joins the bill. '.repeat(30), new Date(Date.UTC(2020, 0, 1) + i * 36e5 * 20).toISOString()])));
  for (let i = 0; i < size.archives; i++) {
    const body = { year: String(2025 - i), description: `Edition ${i}. `.repeat(20), lineup: Array.from({ length: 40 }, (_, j) => `Band ${j}`).join(', ') };
    const res = await fetch(`${base}/api/archives`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`archive seed failed: ${res.status}`);
  }
  const stage = await (await fetch(`${base}/api/stages`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Main Stage' }) })).json();
  return { auth, stageId: stage.stage._id };
}

/**
 * Rounds per measure: misses (each a write, then the read) and cached slices (1 s each with the
 * default BENCH_SECONDS). On a shared two-core machine one slice's rate moves by ±15 % on its own,
 * and a slow stretch lasts seconds: the two slices of a pair are best close together, and many
 * pairs make their median steady. 12 rounds of 1 s slices take the time 7 rounds of 2 s took; with
 * those, one cached ratio in a run still fell at 0.87–0.89 now and then (stop 46: 0.89 once in
 * three runs, the cell a different one each time).
 */
const MISS_ROUNDS = 9;
const CACHED_ROUNDS = 12;
/** The sizes' indexes in the order round `round` measures them: 1×, 10× then 10×, 1×, so neither always goes first. */
const inTurn = (sizes, round) => (round % 2 ? [...sizes.keys()].reverse() : [...sizes.keys()]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Peak resident memory of a process so far (VmHWM), MB. */
const peakOf = (pid) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Bare node:http replaying `recorded` (bare-server.mjs) on `port`; resolves to its process. */
async function startBare(recorded, port, dataDir) {
  const file = path.join(dataDir, 'recorded.json');
  fs.writeFileSync(file, JSON.stringify(recorded));
  const bare = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [file, String(port)], { execArgv: serverNodeArgs, env: { ...serverEnv, ...process.env } });
  await new Promise((resolve) => bare.once('message', resolve));
  return bare;
}

/** The built server of one size on a fresh embedded database, seeded. */
export async function startSize(label, size, port, pin) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mg-scale-${label}-`));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...serverNodeArgs, ...extraNodeArgs, serverOutFile], {
    env: { ...serverEnv, ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: base },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  pin(server);
  sliceLog?.write(`${JSON.stringify({ spawned: label, pid: server.pid, atUs: String(process.hrtime.bigint() / 1000n) })}\n`);
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  try {
    await until(`${base}/api/health`);
    console.log(`  ${label}: seeding ${size.bands} bands, ${size.news} articles, ${size.archives} archives...`);
    const { auth, stageId } = await seed(base, size);
    // A write empties the public cache (every instance's): the next read of each path is a miss.
    const flush = () => fetch(`${base}/api/stages/${stageId}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Main Stage' }) });
    return { label, base, auth, flush, dataDir, server, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
/** A read's fetch options (its method, headers and body). */
export const optionsOf = ([, method, , body]) => ({ method, headers: HEADERS, ...(body ? { body } : {}) });

/**
 * Both sizes' servers run side by side and every measure alternates between them (1×, 10×, then
 * 10×, 1×, …). Each ratio is the median of the rounds' own ratios (10× over 1×, measured seconds
 * apart): a shared machine's slow stretch then falls on both sides of one ratio, where the ratio of
 * two medians would carry it whole when it fell on one size's slices more than the other's.
 */
async function measureBoth(sizes, { runLoad, pin, seconds }) {
  const results = sizes.map(() => ({}));
  /** Per read: the median of the rounds' 10×/1× ratios (miss time, cached rate, cached rate over bare's). */
  const ratios = {};
  const pairedRatio = (series, of = (k, i) => series[k][i]) => median(series[0].map((_, i) => of(1, i) / of(0, i)));
  for (const [name, method, urlPath, body, , staff] of READS) {
    const times = sizes.map(() => []);
    const bytes = sizes.map(() => 0);
    for (let i = 0; i < MISS_ROUNDS; i++) {
      for (const k of inTurn(sizes, i)) {
        const size = sizes[k];
        await size.flush();
        const started = performance.now();
        const res = await fetch(size.base + urlPath, { method, headers: { ...HEADERS, ...(staff ? size.auth : {}) }, ...(body ? { body } : {}) });
        const text = await res.text();
        times[k].push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${size.label} ${name}: ${res.status} ${text.slice(0, 200)}`);
        bytes[k] = Buffer.byteLength(text);
      }
    }
    sizes.forEach((_, k) => (results[k][name] = { miss: median(times[k]), bytes: bytes[k], rps: null, bareRps: null }));
    ratios[name] = { miss: pairedRatio(times) };
  }
  // Cached throughput: the project's and bare node:http's on the same bytes, in slices taken in
  // turn (the caches are warm: every read above ran last after the last flush).
  const publicReads = READS.filter(([, , , , , staff]) => !staff);
  const bares = [];
  try {
    for (const size of sizes) {
      const recorded = [];
      for (const read of publicReads) recorded.push(await recordRequest(size.base, read[2], optionsOf(read)));
      const port = Number(new URL(size.base).port) + sizes.length;
      const bare = await startBare(recorded, port, size.dataDir);
      pin(bare);
      bares.push({ bare, base: `http://127.0.0.1:${port}` });
    }
    const slice = Math.max(1, Math.round(seconds / CACHED_ROUNDS));
    for (const read of publicReads) {
      const [name, , urlPath] = read;
      const project = sizes.map(() => []);
      const bare = sizes.map(() => []);
      for (let round = 0; round < CACHED_ROUNDS; round++) {
        // The project's two slices next to each other, then bare's two: each pair is seconds apart.
        for (const k of inTurn(sizes, round)) {
          const from = process.hrtime.bigint() / 1000n;
          project[k].push((await runLoad(sizes[k].base + urlPath, optionsOf(read), slice)).total / slice);
          sliceLog?.write(`${JSON.stringify({ read: name, size: sizes[k].label, pid: sizes[k].server.pid, fromUs: String(from), toUs: String(process.hrtime.bigint() / 1000n), rps: project[k].at(-1) })}\n`);
        }
        for (const k of inTurn(sizes, round)) bare[k].push((await runLoad(bares[k].base + urlPath, optionsOf(read), slice)).total / slice);
      }
      sizes.forEach((_, k) => Object.assign(results[k][name], { rps: median(project[k]), bareRps: median(bare[k]) }));
      Object.assign(ratios[name], { rps: pairedRatio(project), overBare: pairedRatio(project, (k, i) => project[k][i] / bare[k][i]) });
    }
  } finally {
    for (const { bare } of bares) bare.kill('SIGTERM');
  }
  sizes.forEach((size, k) => (results[k].peakRss = peakOf(size.server.pid)));
  return { results, ratios };
}

/** The plans of the paged, filtered and searched reads, from the 10× database (the server stopped). */
async function plans(dataDir) {
  const db = new PGlite({ dataDir });
  await db.query('analyze');
  const explain = async (sql) => (await db.query(`explain ${sql}`)).rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n');
  const lastKeys = (await db.query(`select published_at::text p, created_at::text c, id from news order by published_at desc, created_at desc, id desc offset 1000 limit 1`)).rows[0];
  const out = [
    ['news page after a cursor (1,000 in)', `select * from news where (published_at, created_at, id) < ('${lastKeys.p}', '${lastKeys.c}', '${lastKeys.id}') order by published_at desc, created_at desc, id desc limit 13`],
    ['news total', 'select count(*) from news'],
    ['news search q=band', `select id from news where to_tsvector('simple'::regconfig, mg_fold(coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(content, '') || ' ' || coalesce(author, ''))) @@ 'band:*'::tsquery order by published_at desc limit 51`],
    ['bands search q=motley', `select id from bands where to_tsvector('simple'::regconfig, mg_fold(coalesce(name, '') || ' ' || coalesce(country, '') || ' ' || coalesce(genre, ''))) @@ 'motley:*'::tsquery`],
    ['next scheduled instant (read after every write)', `select min(publish_at) from news where status = 'published' and publish_at > now()`],
    ['news of one year', `select id from news where published_at >= '2021-01-01' and published_at < '2022-01-01' order by published_at desc, created_at desc, id desc limit 13`],
  ];
  const text = [];
  for (const [name, sql] of out) text.push(`    ${name}:\n${await explain(sql)}`);
  await db.close();
  return text.join('\n');
}

/** Runs both sizes and prints the table and the plans. */
export async function scaleScenario({ port, runLoad, pin, seconds }) {
  console.log('\n10× scenario (#37): the built server at 1× and 10× content, side by side');
  const sizes = [];
  let measured;
  try {
    sizes.push(await startSize('1x', SIZES['1x'], port, pin));
    sizes.push(await startSize('10x', SIZES['10x'], port + 1, pin));
    measured = await measureBoth(sizes, { runLoad, pin, seconds });
  } finally {
    for (const size of sizes) await size.stop();
  }
  const pad = (s, n) => String(s).padEnd(n);
  const mark = (ok) => (ok ? ' ✓' : ' ✗');
  const [one, ten] = measured.results;
  console.log('  (each ratio: the median of the rounds\' own 10×/1× ratios, so not always the ratio of the two medians beside it)');
  console.log(`\n${pad('read', 58)} ${pad('miss 1×', 10)} ${pad('miss 10×', 10)} ${pad('ratio', 7)} ${pad('bytes 1×', 10)} ${pad('bytes 10×', 10)} ${pad('cached 1×', 11)} ${pad('cached 10×', 11)} ${pad('ratio', 8)} ${pad('bare 1×', 9)} ${pad('bare 10×', 9)} ${pad('÷bare 1×', 9)} ${pad('÷bare 10×', 10)} ratio`);
  for (const [name, , , , paged] of READS) {
    const a = one[name];
    const b = ten[name];
    const { miss: missRatio, rps: rpsRatio, overBare: overheadRatio } = measured.ratios[name];
    // A ratio over nothing (no answer at all in a slice: the machine stalled) is printed as '?'.
    const fixed = (x, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '?');
    // What our code adds, at each size: the project's cached req/s over bare node:http's on the same bytes.
    const ofBare = (r) => r.rps / r.bareRps;
    const cells = a.rps !== null
      ? [pad(Math.round(a.rps), 11), pad(Math.round(b.rps), 11), pad(`${fixed(rpsRatio)}${mark(rpsRatio >= 0.9)}`, 8), pad(Math.round(a.bareRps), 9), pad(Math.round(b.bareRps), 9), pad(fixed(ofBare(a)), 9), pad(fixed(ofBare(b)), 10), `${fixed(overheadRatio)}${mark(overheadRatio >= 0.9)}`]
      : ['-'];
    console.log(`${pad(name, 58)} ${pad(`${a.miss.toFixed(1)} ms`, 10)} ${pad(`${b.miss.toFixed(1)} ms`, 10)} ${pad(`${missRatio.toFixed(2)}${paged ? mark(missRatio <= 1.5) : ''}`, 7)} ${pad(a.bytes, 10)} ${pad(b.bytes, 10)} ${cells.join(' ')}`);
  }
  console.log(`peak RSS: 1× ${one.peakRss.toFixed(0)} MB, 10× ${ten.peakRss.toFixed(0)} MB (goal ≤ 300 MB ${ten.peakRss <= 300 ? '✓' : '✗'})`);
  console.log(`\n  query plans at 10×:\n${await plans(sizes[1].dataDir)}`);
  for (const size of sizes) fs.rmSync(size.dataDir, { recursive: true, force: true });
}
