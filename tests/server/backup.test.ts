import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pino from 'pino';
import { BadBackup, verifyBackup } from '../../server/backup/format';
import { migrationsUpTo, restoreBackup } from '../../server/backup/restore';
import { cronOf, scheduleBackups } from '../../server/backup/schedule';
import { writeBackupFile } from '../../server/backup/snapshot';
import { migrationsFolder, openDatabase } from '../../server/db/client';
import { createClusterInChild } from '../../server/db/pglite-cluster';
import { createServerDatabase, openTestDatabase, testDbTarget } from '../helpers/database';

/** Backups: what a file must be to be restored, older schemas, and the schedule across instances. */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const gzipLines = (lines: string[]) => zlib.gzipSync(lines.map((l) => `${l}\n`).join(''));

describe('a backup file', () => {
  let good: string;

  it('is refused, with the target untouched, when it is not one, is cut short or was changed', async () => {
    const database = await openTestDatabase();
    good = path.join(work, 'good.mgbackup.gz');
    try {
      await writeBackupFile(database, good);
    } finally {
      await database.close();
    }
    const bytes = fs.readFileSync(good);
    const lines = zlib.gunzipSync(bytes).toString('utf8').trimEnd().split('\n');
    const changed = [...lines];
    // One letter of a table's marker (the test database has few rows): the checksum no longer holds.
    changed[1] = changed[1].replace(/"}$/, 'x"}');
    expect(changed[1]).not.toBe(lines[1]);
    const cases: Record<string, Buffer | string> = {
      'not gzip': 'hello, I am a text file',
      'gzip, not a backup': gzipLines(['{"some":"json"}', 'more']),
      'gzip of garbage': gzipLines(['\u0000\u0001 not json']),
      'cut in the middle': bytes.subarray(0, Math.floor(bytes.length / 2)),
      'without its end': gzipLines(lines.slice(0, -1)),
      'changed': gzipLines(changed),
      'empty': Buffer.alloc(0),
    };
    for (const [name, content] of Object.entries(cases)) {
      const file = path.join(work, `${name}.gz`);
      fs.writeFileSync(file, content);
      const target = path.join(work, `target-${name}`);
      await expect(restoreBackup(file, { dataDir: target })).rejects.toBeInstanceOf(BadBackup);
      expect(fs.existsSync(target)).toBe(false);
    }
    await expect(restoreBackup(path.join(work, 'missing.gz'), { dataDir: path.join(work, 'none') })).rejects.toThrow(/does not exist/);
    expect((await verifyBackup(good)).header.tables).toContain('users');
  }, 60_000);

  it('from an older schema restores, then the newer migrations run', async () => {
    const all = readMigrationFiles({ migrationsFolder });
    const folder = migrationsUpTo(all.length - 1);
    // A database at the schema before the newest migration: PGlite, or the PostgreSQL project's server.
    const server = testDbTarget() === 'postgres';
    const older = server ? await createServerDatabase('mg_backup_older') : undefined;
    const newer = server ? await createServerDatabase('mg_backup_newer') : undefined;
    const source = { url: older?.url, dataDir: path.join(work, 'older') };
    const target = { url: newer?.url, dataDir: path.join(work, 'newer') };
    const file = path.join(work, 'older.mgbackup.gz');
    try {
      if (!server) await createClusterInChild(source.dataDir, folder);
      const old = await openDatabase(source);
      try {
        if (server) await old.migrate(folder);
        await old.db.execute(sql`insert into stages (id, name, sort_order) values ('old-stage', 'Stage from before', 3)`);
        await writeBackupFile(old, file);
      } finally {
        await old.close();
      }
      const { header } = await verifyBackup(file);
      expect(header.migrations).toHaveLength(all.length - 1);

      const result = await restoreBackup(file, target);
      expect(result.migrated).toBe(1);
      expect(result.rows.stages).toBe(1);
      const restored = await openDatabase(target);
      try {
        const rows = (await restored.db.execute(sql`select name, sort_order from stages`)) as unknown as { rows: unknown[] };
        expect(rows.rows).toEqual([{ name: 'Stage from before', sort_order: 3 }]);
        const applied = (await restored.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
        expect(applied.rows[0].n).toBe(all.length);
      } finally {
        await restored.close();
      }
      // Now it holds data: refused without --force.
      await expect(restoreBackup(file, target)).rejects.toThrow(/already holds (a database with )?data/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      await older?.drop();
      await newer?.drop();
    }
  }, 180_000);
});

describe('scheduled backups', () => {
  it('reads BACKUP_EVERY as a duration that divides its unit, or a cron pattern', () => {
    expect(cronOf('24h')).toEqual({ pattern: '0 0 */24 * * *', periodMs: 86_400_000 });
    expect(cronOf('15m').pattern).toBe('0 */15 * * * *');
    expect(cronOf('30s').pattern).toBe('*/30 * * * * *');
    expect(cronOf('0 3 * * *').pattern).toBe('0 3 * * *');
    for (const bad of ['45m', '7h', 'often', '0s', '2d']) expect(() => cronOf(bad)).toThrow(/BACKUP_EVERY/);
  });

  it('writes into BACKUP_DIR, keeps the newest BACKUP_KEEP, one instance per tick when two share the database', async () => {
    const database = await openTestDatabase();
    const dir = path.join(work, 'scheduled');
    const written: string[] = [];
    const logger = (instance: string) =>
      pino({ level: 'info' }, new Writable({
        write(chunk: Buffer, _e, done) {
          const line = JSON.parse(chunk.toString()) as { msg: string; file?: string };
          if (line.msg === 'scheduled backup written') written.push(`${instance} ${line.file}`);
          done();
        },
      }));
    // Two instances of the server on one database: each tick is taken by one of them.
    const stops = ['one', 'two'].map((name) => scheduleBackups(database, { dir, every: '1s', keep: 2 }, logger(name)));
    try {
      while (written.length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    const ticks = (await database.db.execute(sql`select count(*)::int as n from backup_ticks`)) as unknown as { rows: { n: number }[] };
    await database.close();
    expect(ticks.rows[0].n).toBe(written.length);
    const files = fs.readdirSync(dir).filter((f) => !f.endsWith('.partial'));
    expect(files.length).toBe(2);
    for (const f of files) expect(f).toMatch(/^metal-gates-.*\.mgbackup\.gz$/);
    await expect(verifyBackup(path.join(dir, files.sort().at(-1)!))).resolves.toMatchObject({ header: { format: 'metal-gates-backup' } });
  }, 60_000);
});
