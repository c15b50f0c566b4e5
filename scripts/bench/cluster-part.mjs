// Part `cluster` of `npm run bench`: HAProxy over two instances on one PostgreSQL server (npm run
// cluster's topology), against one of those instances asked directly: what the proxy hop and the
// balancing cost or give on one machine. BENCH_CLUSTER_DATABASE_URL (default: the machine's server,
// postgres://root@127.0.0.1:5432/test) gets a throwaway database. Prints its rows itself.
import { freePort, startCluster } from '../lib/cluster.mjs';
import { ratio, row, rps } from './runner.mjs';
import { seed } from './seed.mjs';

export async function clusterPart({ admin, compare, warmUp, pinServer }) {
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
    for (const member of cluster.members) pinServer(member.supervisor.child);
    console.log('\nseeding the cluster (same 50 bands and 30 articles)...');
    await seed(cluster.proxyUrl, admin);
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
