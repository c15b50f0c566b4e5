// Parts `pulls`, `flood` and `ttl` of `npm run bench`: a cached page while one client pulls the
// largest image in a loop, while clients force misses (a junk Authorization header, unique query
// strings), and while expired pages render again after the TTL: the page must keep its speed.
// Each returns the table's rows; `bench` is the run's context (scripts/bench.mjs).
import { background } from './background.mjs';
import { ratio, row, rps } from './runner.mjs';

const pageOptions = { connections: 10 };
const delay = ({ max, p99 }) => `max ${max} ms (p99 ${p99} ms)`;
const held = ({ heldMax, heldP99 }) => (heldMax === undefined ? 'n/a (no /proc/thread-self)' : `max ${heldMax} ms (p99 ${heldP99} ms)`);

export async function pullsPart({ base, run, withLoopDelay }) {
  const { assets } = await (await fetch(`${base}/api/site-assets`)).json();
  const heroPath = assets.heroImage;
  const heroSize = (await (await fetch(`${base}${heroPath}`)).arrayBuffer()).byteLength;
  await fetch(`${base}/lineup`);
  const alone = await withLoopDelay(() => run(`${base}/lineup`, pageOptions));
  let pulled = 0;
  const during = await withLoopDelay(async () => {
    let result;
    const measured = run(`${base}/lineup`, pageOptions).then((r) => (result = r));
    pulled = await background(base, 1, () => ({ path: heroPath, headers: {} }), measured);
    return result;
  });
  return [
    row(`cached /lineup p99, alone (${pageOptions.connections} connections)`, `${alone.result.p99} ms`, '', '', ''),
    row(`cached /lineup p99 while a client pulls the ${(heroSize / 1024 / 1024).toFixed(1)} MB hero image (${pulled} pulls)`, `${during.result.p99} ms`, '', ratio(during.result.p99 || 1, alone.result.p99 || 1), '≤ 10 ms'),
    row('server event-loop delay (2 ms timer, wall clock), /lineup alone', delay(alone.delay), '', '', ''),
    row('server event-loop delay during the hero pulls', delay(during.delay), '', ratio(during.delay.max || 1, alone.delay.max || 1), ''),
    row("server loop held (main thread's CPU between 2 ms timer turns), /lineup alone", held(alone.delay), '', '', ''),
    row('server loop held during the hero pulls', held(during.delay), '', ratio(during.delay.heldMax || 1, alone.delay.heldMax || 1), 'max ≤ a few ms'),
  ];
}

export async function floodPart({ base, run }) {
  let bust = 0;
  let forced = 0;
  const pageFlooded = await (async () => {
    let result;
    const measured = run(`${base}/`, pageOptions).then((r) => (result = r));
    forced = await background(
      base,
      3,
      () => (bust % 2 === 0 ? { path: `/lineup?bust=${bust++}`, headers: {} } : { path: `/news?x=${bust++}`, headers: { authorization: 'x' } }),
      measured,
    );
    return result;
  })();
  const pageFloodBase = await run(`${base}/`, pageOptions);
  return [
    row('cached / p99, alone', `${pageFloodBase.p99} ms`, '', '', ''),
    row(`cached / p99 during a flood of forced misses (3 clients, ${forced} answers)`, `${pageFlooded.p99} ms`, '', ratio(pageFlooded.p99 || 1, pageFloodBase.p99 || 1), '≤ 10 ms'),
  ];
}

/** `imagePath`, `revalidate` and `imageRun`: the image part's (its If-None-Match run, vs bare). */
export async function ttlPart({ base, run, withLoopDelay, seconds, ttlSeconds, imagePath, revalidate, imageRun }) {
  // The public pages and every article, rendered now: once they outlive the TTL, the first request
  // for each renders it again (what a live site does every TTL), and meanwhile a cached page must
  // keep its speed.
  const rows = [];
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
    await background(base, 1, () => ({ path: pages[asked++ % pages.length], headers: {} }), measured);
    return result;
  });
  const rerendered = Math.min(asked, pages.length);
  rows.push(
    row(`cached /lineup p99, alone (${pageOptions.connections} connections)`, `${alone.result.p99} ms`, '', '', ''),
    row(`cached /lineup p99 while ${rerendered} expired pages render again, one after another`, `${during.result.p99} ms`, '', ratio(during.result.p99 || 1, alone.result.p99 || 1), '≤ 10 ms'),
    row('server event-loop delay while pages render again', delay(during.delay), '', ratio(during.delay.max || 1, alone.delay.max || 1), ''),
    row('server loop held while pages render again', held(during.delay), '', ratio(during.delay.heldMax || 1, alone.delay.heldMax || 1), 'max ≤ a few ms'),
  );
  return rows;
}
