// `npm run lighthouse`: Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slow-down, 412 px)
// with Debian's Chromium against the demo festival in a temporary data directory, after the admin
// uploaded a ~5 MB photographic hero. Prints performance/accessibility scores, LCP, CLS, TBT and
// the JavaScript and largest-image bytes on the wire for /, /lineup, /news, /news/:id and /info.
// PORT picks the server's port (default 4139); CHROMIUM_PATH the browser; LIGHTHOUSE_REPORTS a
// directory to keep each page's full report (JSON) in, to see where the time went. Each page is
// audited RUNS times (default 3) and the median run is reported (Lighthouse's own computeMedianRun,
// as its docs advise: single runs of the same page on this shared machine ranged 86-100), with the
// range of the runs' scores and TBT beside it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { ensureServerBuilt, serverOutFile } from '../server-build.mjs';
import { serverEnv, serverNodeArgs } from '../server-process.mjs';
import { ensureWebBuilt } from '../web-build.mjs';
import { photographicHero } from './photo.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 4139);
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const base = `http://localhost:${port}`;
const admin = { email: 'lighthouse@example.com', password: 'Lighthouse-Bench-1' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-lighthouse-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start on ${base}`);
}

async function uploadHero() {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const { accessToken } = await login.json();
  const hero = await photographicHero();
  const form = new FormData();
  form.append('heroImage', new Blob([hero], { type: 'image/jpeg' }), 'hero.jpg');
  const res = await fetch(`${base}/api/site-assets`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` }, body: form });
  if (!res.ok) throw new Error(`hero upload failed: ${res.status} ${await res.text()}`);
  console.log(`uploaded a ${(hero.length / 1024 / 1024).toFixed(1)} MB photographic hero through the admin API`);
}

async function firstArticlePath() {
  const res = await fetch(`${base}/api/news`);
  const { articles } = await res.json();
  if (!articles?.[0]?._id) throw new Error('the demo festival has no article');
  return `/news/${articles[0]._id}`;
}

// An audit without a value (e.g. the page timed out on a busy machine) prints its error instead.
const value = (audit, format) => (typeof audit?.numericValue === 'number' ? format(audit.numericValue) : `n/a (${audit?.errorMessage?.match(/\(([A-Z_]+)\)$/)?.[1] ?? 'no value'})`);
const ms = (v) => `${Math.round(v).toLocaleString('en-US')} ms`;
const s = (v) => `${(v / 1000).toFixed(1)} s`;

async function audit(chrome, pagePath, attempt = 1) {
  // Longer waits than the defaults: on a busy shared machine the first paint can take over 30 s.
  const { lhr } = await lighthouse(`${base}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    maxWaitForFcp: 90_000,
    maxWaitForLoad: 120_000,
  });
  if (process.env.LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${pagePath.replace(/\W+/g, '_') || 'home'}-${attempt}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  // A trace Chromium failed to record (NO_NAVSTART, seen on the first page of a fresh browser) says
  // nothing about the page: measure it once more.
  if (lhr.runtimeError && attempt === 1) return audit(chrome, pagePath, 2);
  if (lhr.runtimeError) console.warn(`${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

const score = (lhr) => (lhr.categories.performance.score === null ? 'n/a' : Math.round(lhr.categories.performance.score * 100));
const range = (values, format) => (values.length < 2 ? '' : `${format(Math.min(...values))}-${format(Math.max(...values))}`);

/** The page's median run (by FCP and TTI, as Lighthouse picks it) as a table row, with the runs' spread. */
function row(pagePath, lhrs) {
  const valid = filterToValidRuns(lhrs);
  const lhr = valid.length > 0 ? computeMedianRun(valid) : lhrs[0];
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  // The hero on /, a band photo or poster elsewhere: what the phone receives for the largest image.
  const images = requests.filter((r) => r.resourceType === 'Image').map((r) => r.transferSize ?? 0);
  return {
    page: pagePath,
    performance: score(lhr),
    accessibility: lhr.categories.accessibility.score === null ? 'n/a' : Math.round(lhr.categories.accessibility.score * 100),
    LCP: value(a['largest-contentful-paint'], s),
    CLS: value(a['cumulative-layout-shift'], (v) => v.toFixed(3)),
    TBT: value(a['total-blocking-time'], ms),
    'JS on wire': `${(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(0)} KB`,
    'largest image': `${(Math.max(0, ...images) / 1024).toFixed(0)} KB`,
    [`performance, ${lhrs.length} runs`]: range(lhrs.map(score).filter(Number.isFinite), String),
    [`TBT, ${lhrs.length} runs`]: range(lhrs.map((r) => r.audits['total-blocking-time']?.numericValue).filter(Number.isFinite), (v) => Math.round(v).toLocaleString('en-US')),
  };
}

ensureWebBuilt();
await ensureServerBuilt();
const seed = spawnSync(process.execPath, [tsx, 'scripts/seed-demo.ts'], { cwd: root, env, stdio: 'inherit' });
if (seed.status !== 0) throw new Error('seeding the demo festival failed');
// The compiled server, as `npm start` runs it in production.
const server = spawn(process.execPath, [...serverNodeArgs, serverOutFile], { cwd: root, env: { ...serverEnv, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
let chrome;
try {
  await waitForServer();
  await uploadHero();
  const article = await firstArticlePath();
  // The Romanian twins too (#36): the same pages, Romanian texts, their own catalog chunk.
  const pages = ['/', '/lineup', '/news', article, '/info', '/ro', '/ro/lineup', `/ro${article}`, '/ro/info'];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const rows = [];
  // One audit first that is not reported: the first audits of a freshly launched Chromium, on a
  // server that has just taken a 5 MB upload, measured the browser's and the server's own warm-up
  // (home page: 85-90 in a fresh browser, 97-100 in the next runs of the same one).
  await audit(chrome, '/');
  for (const page of pages) {
    const lhrs = [];
    for (let i = 0; i < runs; i++) lhrs.push(await audit(chrome, page));
    rows.push(row(page, lhrs));
  }
  console.log(`\nLighthouse mobile (simulated slow 4G, 4x CPU slow-down), demo festival with a 5 MB hero, median of ${runs} runs per page:`);
  console.table(rows);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
