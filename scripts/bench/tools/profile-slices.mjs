// Where one process spends a read's cached slices, from a 10× bench run with BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'
// and BENCH_SLICE_LOG=FILE: node scripts/bench/tools/profile-slices.mjs DIR FILE 'GraphQL' [top]. Self time per function, per size.
import fs from 'node:fs';
import path from 'node:path';
const [dir, logFile, readSub, topArg] = process.argv.slice(2);
const slices = fs.readFileSync(logFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((s) => s.read?.includes(readSub));
const profiles = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
for (const size of [...new Set(slices.map((s) => s.size))]) {
  const mine = slices.filter((s) => s.size === size);
  const pid = mine[0].pid;
  const file = profiles.find((f) => f.includes(`.${pid}.`));
  if (!file) { console.log(`no profile for ${size} pid ${pid}`); continue; }
  const prof = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let t = prof.startTime, total = 0;
  const windows = mine.map((s) => [Number(s.fromUs), Number(s.toUs)]);
  for (let i = 0; i < prof.samples.length; i++) {
    t += prof.timeDeltas[i];
    if (!windows.some(([a, b]) => t >= a && t <= b)) continue;
    const d = prof.timeDeltas[i];
    total += d;
    const cf = byId.get(prof.samples[i]).callFrame;
    const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + d);
  }
  const wall = windows.reduce((a, [x, y]) => a + (y - x), 0);
  console.log(`\n== ${size} (pid ${pid}): rps ${mine.map((s) => Math.round(s.rps)).join(', ')}; sampled ${(total / 1e3).toFixed(0)} ms of ${(wall / 1e3).toFixed(0)} ms`);
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30))) console.log(`${(v / 1e3).toFixed(0).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
}
