// Two or more instances of the built server on one PostgreSQL server, behind HAProxy, on one
// machine: what `npm run cluster` runs and what the chaos test (tests/cluster) puts under load.
// Each instance runs under the same supervisor as `npm start`; the proxy checks their readiness.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig } from './haproxy.mjs';
import { supervise } from './supervise.mjs';
import { serverOutFile } from '../server-build.mjs';
import { serverEnv, serverNodeArgs } from '../server-process.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** HAProxy's path, or undefined when it is not installed (Debian's package: `apt-get install haproxy`). */
export function findHaproxy() {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy']) if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** A port the OS says is free now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once GET `url` answers 200, polling every 100 ms; rejects after `timeoutMs`. */
export async function waitFor200(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await delay(100);
  }
}

/** One line of HAProxy's runtime API over its stats socket (`show stat`, ...). */
function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    let out = '';
    const conn = net.connect(socket, () => conn.end(`${command}\n`));
    conn.on('data', (chunk) => (out += chunk));
    conn.on('end', () => resolve(out));
    conn.on('error', reject);
  });
}

/**
 * @param {object} options
 * @param {string} options.databaseUrl       the PostgreSQL server every instance shares
 * @param {number} [options.instances]       2 by default
 * @param {number} [options.port]            the proxy's port (instances take free ones)
 * @param {Record<string,string>} [options.env]  extra environment for every instance
 * @param {'inherit'|'ignore'|'pipe'|number} [options.output]  the instances' and proxy's stdout/stderr (a number: an open file's descriptor)
 * @param {(line: string) => void} [options.log]
 */
export async function startCluster({ databaseUrl, instances = 2, port = 4000, env = {}, output = 'inherit', log = (line) => console.error(line) }) {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('HAProxy is not installed (Debian: apt-get install haproxy)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-cluster-'));
  const socket = path.join(dir, 'haproxy.sock');
  const stdio = ['ignore', output, output];

  const members = [];
  for (let i = 1; i <= instances; i++) {
    const instancePort = await freePort();
    const name = `app${i}`;
    const supervisor = supervise({
      name,
      command: process.execPath,
      args: [...serverNodeArgs, serverOutFile],
      cwd: root,
      stdio,
      log: (line) => log(`[cluster] ${line}`),
      env: {
        ...serverEnv,
        ...process.env,
        NODE_ENV: 'production',
        // Readiness turns 503 at SIGTERM; HAProxy checks every second and needs one failed check.
        SHUTDOWN_DELAY_MS: '2000',
        // The proxy runs on this machine: its X-Forwarded-For is believed, nobody else's.
        TRUST_PROXY: 'loopback',
        ...env,
        DATABASE_URL: databaseUrl,
        PORT: String(instancePort),
      },
    });
    members.push({ name, port: instancePort, url: `http://127.0.0.1:${instancePort}`, supervisor });
  }
  // One at a time would be slower; migrations take an advisory lock, so starting together is safe.
  await Promise.all(members.map((m) => waitFor200(`${m.url}/api/ready`, 60_000)));

  const config = path.join(dir, 'haproxy.cfg');
  const text = haproxyConfig({ bind: `127.0.0.1:${port}`, servers: members.map((m) => ({ name: m.name, address: `127.0.0.1:${m.port}` })) });
  // The runtime API lets the cluster (and its tests) wait for HAProxy to see an instance back up.
  fs.writeFileSync(config, text.replace('global\n', `global\n    stats socket ${socket} mode 600 level admin\n`));
  const proxy = spawn(haproxy, ['-f', config, '-db'], { stdio });
  const proxyUrl = `http://127.0.0.1:${port}`;
  await waitFor200(`${proxyUrl}/api/ready`, 30_000);

  /** HAProxy's view of each instance: `UP`, `DOWN`, `MAINT`... */
  const states = async () => {
    const csv = await haproxyCommand(socket, 'show stat');
    const result = {};
    for (const line of csv.split('\n')) {
      const cols = line.split(',');
      if (cols[0] === 'app' && cols[1] !== 'BACKEND') result[cols[1]] = cols[17];
    }
    return result;
  };
  const waitState = async (name, state, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while ((await states())[name]?.split(' ')[0] !== state) {
      if (Date.now() > deadline) throw new Error(`${name} not ${state} in HAProxy within ${timeoutMs} ms`);
      await delay(50);
    }
  };
  await Promise.all(members.map((m) => waitState(m.name, 'UP')));

  return {
    proxyUrl,
    members,
    states,
    waitState,
    /**
     * A new release, one instance at a time: each drains (SIGTERM), starts again, and is back in
     * HAProxy's rotation before the next one goes.
     */
    async rollingRestart() {
      for (const m of members) {
        await m.supervisor.restart('SIGTERM');
        await waitFor200(`${m.url}/api/ready`, 60_000);
        await waitState(m.name, 'UP');
      }
    },
    async stop() {
      await Promise.all(members.map((m) => m.supervisor.stop('SIGTERM')));
      if (proxy.exitCode === null) {
        const gone = new Promise((resolve) => proxy.once('exit', resolve));
        proxy.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
