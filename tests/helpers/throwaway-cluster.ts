import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A PostgreSQL server a test may stop and start: initdb + pg_ctl as the `postgres` user, in a temp dir. */
export interface ThrowawayCluster {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/** The newest installed server binaries, or undefined when PostgreSQL is not installed here. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((x, y) => Number(y) - Number(x));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

export async function startThrowawayCluster(bin: string, ports = [5440, 5449]): Promise<ThrowawayCluster> {
  let port = 0;
  for (let p = ports[0]; p <= ports[1] && !port; p++) if (await isFree(p)) port = p;
  if (!port) throw new Error(`no free port in ${ports.join('-')}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-cluster-'));
  const asPostgres = (tool: string, args: string[]) => {
    // CI runs as root, and PostgreSQL refuses to run as root.
    const command = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(command[0] as string, command[1] as string[], { stdio: 'pipe' });
  };
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
