// The garbage collector during each cached slice of a 10× bench run with BENCH_NODE_ARGS=--trace-gc-nvp (the servers'
// output in LOG) and BENCH_SLICE_LOG=FILE: node scripts/bench/tools/gc-slices.mjs LOG FILE. Scavenges, KB promoted per
// scavenge (what outlived two of them), mark-compacts and pause time, per read and size (#37's GraphQL gap).
import fs from 'node:fs';
const [logFile, sliceFile] = process.argv.slice(2);
const entries = fs.readFileSync(sliceFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const spawned = new Map(entries.filter((e) => e.spawned).map((e) => [e.pid, Number(e.atUs)]));
const events = [];
for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
  const m = /^\[(\d+):0x[0-9a-f]+\]\s+(\d+) ms: (.*)$/.exec(line);
  if (!m || !spawned.has(Number(m[1]))) continue;
  const kv = Object.fromEntries(m[3].split(' ').map((p) => p.split('=')));
  events.push({ pid: Number(m[1]), at: spawned.get(Number(m[1])) + Number(m[2]) * 1000, kv });
}
for (const s of entries.filter((e) => e.read)) {
  const ev = events.filter((e) => e.pid === s.pid && e.at >= Number(s.fromUs) && e.at <= Number(s.toUs));
  const sc = ev.filter((e) => e.kv.gc === 's');
  const mc = ev.filter((e) => e.kv.gc !== 's');
  const prom = sc.reduce((a, e) => a + Number(e.kv.promoted), 0) / Math.max(1, sc.length) / 1024;
  const pause = ev.reduce((a, e) => a + Number(e.kv.pause), 0);
  console.log(`${s.read.slice(0, 30).padEnd(30)} ${s.size.padEnd(4)} rps ${String(Math.round(s.rps)).padStart(6)}  scav ${String(sc.length).padStart(4)} promoted/scav ${prom.toFixed(0).padStart(5)} KB  mc ${mc.length} (${mc.map((e) => e.kv.gc).join(',')})  gc pause ${pause.toFixed(0)} ms`);
}
