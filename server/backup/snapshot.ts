import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupWriter, type AppliedMigration } from './format';

/** Tables never backed up, made on first use outside the migrations: rate-limit counters, the backup schedule's ticks. */
export const isTransientTable = (name: string) => name.startsWith('rate_limit_') || name === 'backup_ticks';

type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The app's tables (schema public), by name. */
export async function appTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  return rows.map((r) => r.name).filter((name) => !isTransientTable(name));
}

/** The migrations applied to the database, oldest first (Drizzle's own record of them). */
export async function appliedMigrations(db: Db): Promise<AppliedMigration[]> {
  const rows = await rowsOf<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/** Rows per query: wide rows (images) a few at a time, so memory holds one batch, not the table. */
const batchSize = (hasBytes: boolean) => (hasBytes ? 2 : 500);

/**
 * Writes every table of `database` into `out` as one consistent snapshot: a single read-only
 * REPEATABLE READ transaction, so rows written while it runs (the server keeps serving) are in it
 * entirely or not at all, and images (stored in the database) match the rows naming them. On PGlite
 * the transaction holds the one connection for its length: writes wait (a few hundred ms per 10 MB
 * of images), cached pages are still answered. Resolves with the rows written per table.
 */
export async function writeBackup(database: Database, out: Writable): Promise<Record<string, number>> {
  const gzip = zlib.createGzip({ level: 6 });
  const done = pipeline(gzip, out);
  const writer = new BackupWriter(gzip);
  let rows: Record<string, number> | undefined;
  try {
    await database.db.transaction(
      async (tx) => {
        const tables = await appTables(tx);
        await writer.header({
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations: await appliedMigrations(tx),
          tables,
        });
        const byteaTables = new Set(
          (await rowsOf<{ name: string }>(tx, sql`select distinct table_name as name from information_schema.columns where table_schema = 'public' and data_type = 'bytea'`)).map((r) => r.name),
        );
        for (const table of tables) {
          await writer.table(table);
          const size = batchSize(byteaTables.has(table));
          for (let offset = 0; ; offset += size) {
            const batch = await rowsOf<{ j: string }>(
              tx,
              sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t order by ctid limit ${size} offset ${offset}`,
            );
            for (const { j } of batch) await writer.row(j);
            if (batch.length < size) break;
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    rows = await writer.end();
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
  await done;
  return rows;
}

/** Writes a backup to `file` (through `file.partial`, renamed when complete: a file there is whole). */
export async function writeBackupFile(database: Database, file: string): Promise<Record<string, number>> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const rows = await writeBackup(database, fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
    return rows;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
