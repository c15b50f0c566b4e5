// The paged reads' miss times at one size, alone: node scripts/bench/tools/miss-times.mjs 10x [misses]
// (after `npm run build:server`). Each miss follows a write, as in the bench's 10× table; with
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' and BENCH_SLICE_LOG=FILE, profile-slices.mjs cuts
// the profile to each read's misses (how #37's 10× misses were traced to an unanalysed table).
import fs from 'node:fs';
import { READS, SIZES, optionsOf, startSize } from '../scale.mjs';

const [size = '10x', count = '60'] = process.argv.slice(2);
const misses = Number(count);
const server = await startSize(size, SIZES[size], size === '1x' ? 4132 : 4133, () => {});
// The paged API reads (the server-rendered pages and the staff reads are left out: the latter need a
// signed-in session, which this tool does not open).
const reads = Object.fromEntries(
  READS.filter(([, , path, , paged, staff]) => paged && !staff && path.startsWith('/api/')).map((read) => [read[0], () => fetch(server.base + read[2], optionsOf(read))]),
);
try {
  for (const [name, read] of Object.entries(reads)) {
    const times = [];
    const from = process.hrtime.bigint() / 1000n;
    for (let i = 0; i < misses; i++) {
      await server.flush();
      const started = performance.now();
      await (await read()).text();
      times.push(performance.now() - started);
    }
    if (process.env.BENCH_SLICE_LOG) fs.appendFileSync(process.env.BENCH_SLICE_LOG, `${JSON.stringify({ read: name, size, pid: server.server.pid, fromUs: String(from), toUs: String(process.hrtime.bigint() / 1000n), rps: 0 })}\n`);
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.floor(q * (times.length - 1))].toFixed(1);
    console.log(`${size} ${name}: median ${at(0.5)} ms, p10 ${at(0.1)}, p90 ${at(0.9)} (${misses} misses)`);
  }
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
