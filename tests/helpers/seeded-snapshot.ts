import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { seedDemo } from '../../scripts/demo/seed';
import type { RunningServer } from '../../boot';
import { startE2EServer } from './e2e-server';

/**
 * The demo content (bands, articles, images with every variant) seeded once per test run instead
 * of once per browser file: seeding encodes every demo image's variants (about 20 s of CPU on CI,
 * over a minute on a loaded machine) and the public-site files all start from it. The first file
 * to ask seeds a server's database and writes its dump; the others wait for the dump; each starts
 * its own in-memory copy, so what one file changes no other sees. The dump belongs to one jest run
 * (`MG_E2E_RUN_ID`, set by the e2e global setup, which also removes it at the end): the next run
 * seeds with the code it has.
 */
export const seededSnapshotFile = (runId = process.env.MG_E2E_RUN_ID ?? `pid-${process.pid}`) =>
  path.join(os.tmpdir(), `metal-gates-seeded-${runId}.tar`);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function seedAndDump(file: string) {
  const server = await startE2EServer();
  try {
    const result = await seedDemo(server.services);
    if (!result.seeded) throw new Error('the demo seed found content already there');
    const client = (server.database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a file waiting for it never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await server.close();
  }
}

/** Seeds the demo once per run (or waits for the file seeding it); returns the dump's path. */
export async function ensureSeededSnapshot(): Promise<string> {
  const file = seededSnapshotFile();
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return file;
    let fd: number | undefined;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      // Another file is seeding; a lock left by a worker that died is taken over.
      const holder = Number(fs.readFileSync(lock, 'utf8').trim() || 0);
      if (holder && !alive(holder)) fs.rmSync(lock, { force: true });
    }
    if (fd !== undefined) {
      try {
        fs.writeSync(fd, String(process.pid));
        await seedAndDump(file);
      } finally {
        fs.closeSync(fd);
        fs.rmSync(lock, { force: true });
      }
      return file;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `startE2EServer` over a copy of the demo-seeded database. */
export async function startSeededE2EServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const file = await ensureSeededSnapshot();
  return startE2EServer(env, async () => new Blob([fs.readFileSync(file)]));
}
