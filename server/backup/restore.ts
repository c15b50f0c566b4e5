import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, openDatabase, type Database } from '../db/client';
import { createClusterInChild, hasCluster } from '../db/pglite-cluster';
import { BadBackup, readTables, verifyBackup, type BackupHeader } from './format';
import { appliedMigrations, appTables, rowsOf } from './snapshot';

export interface RestoreTarget {
  /** A PostgreSQL server's database; without it the PGlite data directory `dataDir`. */
  url?: string;
  dataDir: string;
}

export interface RestoreResult {
  header: BackupHeader;
  rows: Record<string, number>;
  /** Migrations run after the restore (the backup came from an older schema). */
  migrated: number;
  /** For --force on PGlite: where the data directory that was there before was moved. */
  movedAside?: string;
}

/** A target that already holds data: refused unless `force`. */
export class TargetNotEmpty extends Error {}

/** A copy of the migrations folder whose journal stops after the first `count` migrations. */
export function migrationsUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** The backup's schema must be a start of ours: the same migrations, in order (fewer is fine). */
function checkSchema(header: BackupHeader) {
  const ours = readMigrationFiles({ migrationsFolder });
  if (header.migrations.length > ours.length) {
    throw new BadBackup(`the backup comes from a newer version of Metal Gates (${header.migrations.length} migrations, this one knows ${ours.length}): restore it with that version`);
  }
  header.migrations.forEach((m, i) => {
    if (m.hash !== ours[i].hash) throw new BadBackup(`the backup's schema differs from this version's at migration ${i + 1}: it was not made by Metal Gates`);
  });
}

async function holdsData(database: Database): Promise<boolean> {
  for (const table of await appTables(database.db)) {
    const [row] = await rowsOf<{ any: boolean }>(database.db, sql`select exists (select 1 from ${sql.identifier(table)}) as any`);
    if (row?.any) return true;
  }
  return false;
}

/** Parents before children, so every foreign key finds its row. */
async function loadOrder(database: Database, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    database.db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((t) => tables.includes(t));
}

/** Loads every row in one transaction, then moves each serial's sequence past its highest id. */
async function load(database: Database, file: string, header: BackupHeader) {
  const order = await loadOrder(database, header.tables);
  const byTable = new Map<string, string[][]>();
  // Read once into batches per table (the file is read again, verified, in order); then loaded parents first.
  for await (const { table, rows } of readTables(file)) {
    if (!header.tables.includes(table)) throw new BadBackup(`the backup holds rows of an unknown table ${table}`);
    byTable.set(table, [...(byTable.get(table) ?? []), rows]);
  }
  await database.db.transaction(async (tx) => {
    for (const table of order) {
      // Every stored column; a generated one is computed again by the database.
      const columns = await rowsOf<{ name: string }>(
        tx,
        sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
      );
      const list = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
      for (const rows of byTable.get(table) ?? []) {
        await tx.execute(sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`);
      }
    }
    const serials = await rowsOf<{ table_name: string; column_name: string }>(
      tx,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table_name: table, column_name: column } of serials) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`public.${table}`}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
  });
}

/**
 * Restores a backup file into an empty database (or, with `force`, over one that holds data: a
 * PGlite directory is moved aside, a PostgreSQL schema dropped). The file is read through and
 * checked first: a file that is not a backup, cut short or changed leaves the target untouched.
 * The schema is built to the backup's own migrations, the rows loaded, then the newer migrations
 * of this version run, as they would on any older database.
 */
export async function restoreBackup(file: string, target: RestoreTarget, { force = false } = {}): Promise<RestoreResult> {
  const { header, rows } = await verifyBackup(file);
  checkSchema(header);
  let movedAside: string | undefined;
  if (!target.url && hasCluster(target.dataDir)) {
    const existing = await openDatabase({ dataDir: target.dataDir });
    const occupied = await holdsData(existing).finally(() => existing.close());
    if (occupied && !force) throw new TargetNotEmpty(`${target.dataDir} already holds a database with data: restore into an empty DATA_DIR, or add --force to move it aside`);
    // A database without a row (a server started once and stopped) is rebuilt at the backup's schema.
    if (occupied) {
      movedAside = `${target.dataDir}.before-restore-${Date.now()}`;
      fs.renameSync(target.dataDir, movedAside);
    } else {
      fs.rmSync(target.dataDir, { recursive: true, force: true });
    }
  }
  const partial = migrationsUpTo(header.migrations.length);
  let created = false;
  try {
    if (!target.url) {
      await createClusterInChild(target.dataDir, partial);
      created = true;
    }
    const database = await openDatabase({ url: target.url, dataDir: target.dataDir });
    try {
      if (target.url) {
        if (await holdsData(database).catch(() => false)) {
          if (!force) throw new TargetNotEmpty('the database already holds data: restore into an empty database, or add --force to replace it');
          await database.db.execute(sql`drop schema if exists drizzle cascade`);
          await database.db.execute(sql`drop schema public cascade`);
          await database.db.execute(sql`create schema public`);
        }
        await database.migrate(partial);
      }
      const atBackup = (await appliedMigrations(database.db)).length;
      await load(database, file, header);
      await database.migrate();
      const migrated = (await appliedMigrations(database.db)).length - atBackup;
      return { header, rows, migrated, movedAside };
    } finally {
      await database.close();
    }
  } catch (error) {
    // A data directory this restore made and could not fill is not left behind half made.
    if (created) fs.rmSync(target.dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
