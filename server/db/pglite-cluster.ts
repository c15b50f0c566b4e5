import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own start parameters with an 8 MB buffer pool instead of initdb's 128 MB. The pool is
 * carved out of the WASM heap, so at 128 MB the heap grows to ~190 MB and the process sits near
 * 280 MB before serving anything; a smaller pool keeps the heap at its 128 MB floor (fixed by the
 * WASM binary: `initialMemory` may only raise it), of which only what is touched is resident.
 * At 2,000 articles and 500 bands (#37) a 16 MB pool filled up and held 10 MB more of resident
 * memory than 8 MB does (288 against 298 MB after the bench's misses), with the same paged miss
 * times (`scripts/bench/tools/miss-times.mjs`, 14-15 ms both): the festival's database is tens of MB,
 * the OS page cache keeps its files warm, and public reads are answered from the response cache.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/** Whether `dataDir` already holds a database cluster (PGlite resumes it instead of running initdb). */
export const hasCluster = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Creates the cluster of a fresh data directory in a short-lived child process, and applies the
 * migrations there too. PGlite runs initdb in a second, in-memory PGlite plus the initdb WASM
 * module, then copies the result over: three WASM instances at once, ~800 MB of peak RSS that a
 * long-running process would keep as its high-water mark and partly as fragmented heap; the first
 * migration (every table and index) adds ~45 MB more (the WASM heap and the code of the functions
 * it runs). Done in a child, the serving process only ever opens an existing, migrated cluster
 * (its own migrate() then finds nothing to do). The child inherits the umask (see makePrivate).
 */
export function createClusterInChild(dataDir: string, migrationsFolder: string): Promise<void> {
  const resolve = createRequire(import.meta.url).resolve;
  const [pglite, drizzle, migrator] = ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'].map((m) => JSON.stringify(resolve(m)));
  const script = `
    const { PGlite } = require(${pglite});
    const { drizzle } = require(${drizzle});
    const { migrate } = require(${migrator});
    (async () => {
      const pg = new PGlite(process.argv[1], { startParams: ${JSON.stringify(pgliteStartParams)} });
      await pg.waitReady;
      await migrate(drizzle(pg), { migrationsFolder: process.argv[2] });
      await pg.close();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, dataDir, migrationsFolder], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && hasCluster(dataDir)) resolve();
      else reject(new Error(`creating the embedded database in ${dataDir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}
