import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../../server/db/client';
import { createClusterInChild, pgliteStartParams } from '../../server/db/pglite-cluster';

/**
 * One migrated database that every test file's database starts from, made once instead of per
 * file: initdb and the migrations cost an in-memory PGlite ~3 s of CPU (and ~800 MB of peak
 * memory) and a server database hundreds of CREATE statements. Both are named after a hash of what
 * they contain (the migrations, PGlite's version and start parameters), so a changed migration
 * makes a new one, and a run finding one already made by an earlier run reuses it. The test
 * projects' global setups make them before any file runs (tests/setup/database-template.ts);
 * a file run without them makes them here on first use.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

function contentHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(JSON.stringify(pgliteStartParams));
  return hash.digest('hex').slice(0, 16);
}

/** The file holding a dump (`PGlite.dumpDataDir`) of a migrated PGlite data directory. */
const snapshotFile = () => path.join(os.tmpdir(), `metal-gates-pglite-${contentHash()}.tar`);

/** Makes the migrated PGlite dump if no run has yet; returns its path. */
export async function ensurePgliteSnapshot(): Promise<string> {
  const file = snapshotFile();
  if (fs.existsSync(file)) return file;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-pglite-template-'));
  try {
    // initdb and the migrations in a child process, as the server does (its peak memory stays there).
    await createClusterInChild(dir, migrationsFolder);
    const client = new PGlite(dir, { startParams: pgliteStartParams });
    await client.waitReady;
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a run starting at the same moment never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return file;
}

/** The migrated PGlite dump, to pass as `openDatabase({ snapshot })`. */
export async function pgliteSnapshot(): Promise<Blob> {
  return new Blob([fs.readFileSync(await ensurePgliteSnapshot())]);
}

/** The name of the migrated template database on the server at TEST_DATABASE_URL. */
const templateName = () => `mg_template_${contentHash()}`;

/**
 * Makes the migrated template database on the server if no run has yet; returns its name. Built
 * under a scratch name and renamed, so no run ever copies a half-migrated template.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = templateName();
  if (await databaseExists(serverUrl, name)) return name;
  const scratch = `mg_template_build_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${scratch}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // A concurrent run may have renamed its own first: then ours is dropped below and theirs used.
    await adminQuery(serverUrl, `alter database ${scratch} rename to ${name}`).catch(async (error: unknown) => {
      if (!(await databaseExists(serverUrl, name))) throw error;
    });
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${scratch} with (force)`);
  }
  return name;
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const rows = await adminQuery(serverUrl, 'select 1 from pg_database where datname = $1', [name]);
  return rows.length > 0;
}

export async function adminQuery(url: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
