// The rush at the instant (#35 item 4), part `rush` of `npm run bench`: a release (three bands, an
// article and a new banner line) is scheduled a few seconds ahead through the API, and 500
// connections load `/`, `/lineup` and `/api/lineup` across its instant. Every cached entry goes at
// the instant; each key must then be rebuilt once on this instance while the other requests wait
// (request coalescing). Reported: errors (must be 0), p99 per path, the builds of each key (answers
// that ran the app) and the database queries around the instant (from /metrics), and whether every
// answer to a request sent from one second after the instant on carries the wave (the banner line on the pages, a new
// band's name in the API: each path's wave ETag is read once and checked, the load asks for br as
// browsers do and its answers are told apart by ETag). BENCH_RUSH_CONNECTIONS (default 500, spread over the three paths),
// BENCH_RUSH_LEAD (seconds of load before the instant, default 3) and BENCH_RUSH_AFTER (after, default 8).
import { fork } from 'node:child_process';
import path from 'node:path';

const connections = Number(process.env.BENCH_RUSH_CONNECTIONS ?? 500);
const lead = Number(process.env.BENCH_RUSH_LEAD ?? 3);
const after = Number(process.env.BENCH_RUSH_AFTER ?? 8);

/** The select statements the server has run so far (its /metrics, db_query_duration_seconds_count). */
async function selectsSoFar(base, metricsToken) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}: is METRICS_TOKEN set for the served process?`);
  const line = (await res.text()).split('\n').find((l) => l.startsWith('db_query_duration_seconds_count{operation="select"}'));
  return Number(line?.split(' ').pop() ?? 0);
}

/** Creates the wave as staff would: drafts, a release holding them and the banner line, due at `instant`. */
async function scheduleWave(base, auth, stamp) {
  const json = { ...auth, 'content-type': 'application/json' };
  const send = async (method, url, body, expected) => {
    const res = await fetch(`${base}${url}`, { method, headers: json, body: JSON.stringify(body) });
    if (res.status !== expected) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // Far ahead for now: the instant is set last, once everything is in place and cached again.
  const { release } = await send('POST', '/api/releases', { name: `Wave ${stamp}`, publishAt: new Date(Date.now() + 3_600_000).toISOString() }, 201);
  const items = [];
  const bandNames = [1, 2, 3].map((i) => `Wave ${stamp} band ${i}`);
  for (const name of bandNames) {
    const { band } = await send('POST', '/api/lineup', { name, country: 'Romania', genre: 'Doom metal', biography: 'Announced in the wave.', status: 'draft' }, 201);
    items.push({ collection: 'bands', _id: band._id });
  }
  const { article } = await send('POST', '/api/news', { title: `Wave ${stamp}: three new bands`, excerpt: 'The wave.', content: 'Three more bands join the bill.', publishedAt: new Date().toISOString(), status: 'draft' }, 201);
  items.push({ collection: 'news', _id: article._id });
  const banner = `Wave ${stamp}: three new bands announced`;
  await send('PUT', `/api/releases/${release._id}`, { items, siteAssets: { bannerText: banner } }, 200);
  return { release, bandNames, banner, send };
}

/**
 * Runs the scenario against the bench's served process at `base` (signed in as `admin`, with
 * METRICS_TOKEN `metricsToken`); `pin(child)` puts the load process on the load generator's cores.
 * Returns the table rows (`row(...cells)` formats one).
 */
export async function rushScenario({ base, admin, metricsToken, pin, row }) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const { accessToken } = await login.json();
  const stamp = Date.now().toString(36);
  const { release, bandNames, banner, send } = await scheduleWave(base, { authorization: `Bearer ${accessToken}` }, stamp);
  const paths = [
    { path: '/', marker: banner },
    { path: '/lineup', marker: banner },
    { path: '/api/lineup', marker: bandNames[0] },
  ];
  const perPath = Math.floor(connections / paths.length);
  paths.forEach((p, i) => (p.connections = perPath + (i < connections % paths.length ? 1 : 0)));

  // What one build of each key costs in queries, read one at a time on the quiet server (after the
  // write that emptied the cache, and the schedule's reading of the next instant, have settled).
  await send('PUT', `/api/releases/${release._id}`, { name: `Wave ${stamp}` }, 200);
  await new Promise((r) => setTimeout(r, 500));
  const perBuild = {};
  for (const { path: p } of paths) {
    const before = await selectsSoFar(base, metricsToken);
    const res = await fetch(`${base}${p}`);
    await res.text();
    perBuild[p] = (await selectsSoFar(base, metricsToken)) - before;
  }

  // The instant: far enough ahead for the pages to be cached again and the load to run `lead` s before it.
  const instant = Date.now() + (lead + 2) * 1000;
  await send('PUT', `/api/releases/${release._id}`, { publishAt: new Date(instant).toISOString() }, 200);
  await new Promise((r) => setTimeout(r, 500));
  const sizes = {};
  const before = {};
  for (const { path: p, marker } of paths) {
    const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'identity' } });
    const body = await res.text();
    if (body.includes(marker)) throw new Error(`${p} shows the wave before its instant`);
    sizes[p] = Buffer.byteLength(body);
    before[p] = res.headers.get('etag');
  }
  const load = fork(path.join(import.meta.dirname, 'rush-load.mjs'));
  pin(load);
  await new Promise((r) => setTimeout(r, Math.max(0, instant - lead * 1000 - Date.now())));
  const selectsBefore = await selectsSoFar(base, metricsToken);
  const results = await new Promise((resolve, reject) => {
    load.once('message', ({ error, results }) => (error ? reject(new Error(error)) : resolve(results)));
    load.send({ base, paths: paths.map(({ path: p, connections: c }) => ({ path: p, connections: c })), duration: lead + after, instant });
  });
  const selects = (await selectsSoFar(base, metricsToken)) - selectsBefore;
  load.kill('SIGTERM');
  // The wave's answer of each path (nothing was written since the instant): its ETag, checked to carry the wave.
  const wave = {};
  for (const { path: p, marker } of paths) {
    const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'identity' } });
    const body = await res.text();
    wave[p] = body.includes(marker) ? res.headers.get('etag') : undefined;
  }
  /** Answers to requests sent from instant + 1 s on: with the wave's ETag, with the one from before the instant, with any other (or failed). */
  const verdict = (r) => {
    const counts = Object.entries(r.etagsAfter);
    const withWave = counts.filter(([etag]) => etag === wave[r.path]).reduce((n, [, c]) => n + c, 0);
    const old = counts.filter(([etag]) => etag === before[r.path]).reduce((n, [, c]) => n + c, 0);
    return { withWave, old, other: r.afterInstant - withWave - old };
  };

  const oneEach = Object.values(perBuild).reduce((a, b) => a + b, 0);
  const rows = [];
  for (const r of results) {
    const failed = r.non2xx + r.errors + r.timeouts;
    rows.push(
      row(`rush ${r.path} (${paths.find((p) => p.path === r.path).connections} connections, ${(sizes[r.path] / 1024).toFixed(0)} KB before compression): errors, non-2xx, timeouts`, `${r.errors} / ${r.non2xx} / ${r.timeouts} of ${r.total}`, '', '', failed === 0 ? '0 ✓' : '0 ✗'),
      row(`rush ${r.path} p99 (p50, max) through the instant`, `${r.p99} ms (${r.p50}, ${r.max})`, '', '', ''),
      row(`rush ${r.path} builds of its key (answers that ran the app; ms from the instant)`, `${r.builds} (${r.buildsAt.join(', ')})`, '', '', '≈ 1 per key'),
      ((v) =>
        row(
          `rush ${r.path} answers to requests sent from instant + 1 s on without the wave (from before it / other or failed)`,
          `${r.afterInstant - v.withWave} of ${r.afterInstant} (${v.old} / ${v.other})`,
          '',
          '',
          wave[r.path] && v.withWave === r.afterInstant && r.afterInstant > 0 ? '0 ✓' : '0 ✗',
        ))(verdict(r)),
    );
  }
  rows.push(
    row(`rush database queries (selects) during the load, one build of each key: ${Object.entries(perBuild).map(([p, n]) => `${p} ${n}`).join(', ')}`, `${selects} (${(selects / (oneEach || 1)).toFixed(1)} builds' worth)`, '', '', '≈ 1 build per key'),
  );
  return rows;
}
