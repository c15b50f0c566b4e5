// `npm run cluster`: the production topology on one machine, without Docker. CLUSTER_INSTANCES
// (default 2) instances of the built server on the PostgreSQL server at DATABASE_URL, behind
// HAProxy (Debian's package) on PORT (default 4000). SIGHUP restarts the instances one after the
// other (what deploying a release does); SIGINT/SIGTERM drain and stop everything.
// `node scripts/cluster.mjs --write-compose-config` rewrites deploy/haproxy.cfg for docker compose.
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from './lib/cluster.mjs';
import { composeHaproxyConfig } from './lib/haproxy.mjs';
import { ensureServerBuilt } from './server-build.mjs';
import { ensureWebBuilt } from './web-build.mjs';

if (process.argv.includes('--write-compose-config')) {
  fs.writeFileSync(path.resolve(import.meta.dirname, '../deploy/haproxy.cfg'), composeHaproxyConfig());
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('npm run cluster needs DATABASE_URL=postgres://... (the instances share one PostgreSQL server)');
  process.exit(1);
}
ensureWebBuilt();
await ensureServerBuilt();

const cluster = await startCluster({
  databaseUrl,
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  port: Number(process.env.PORT ?? 4000),
});
console.log(`Metal Gates cluster: ${cluster.proxyUrl} (HAProxy) over ${cluster.members.map((m) => m.url).join(', ')}`);

let busy = false;
process.on('SIGHUP', () => {
  if (busy) return;
  busy = true;
  console.log('SIGHUP: restarting the instances one after the other');
  cluster.rollingRestart().then(
    () => ((busy = false), console.log('rolling restart done')),
    (err) => ((busy = false), console.error(`rolling restart failed: ${err.message}`)),
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cluster.stop().then(() => process.exit(0)));
}
