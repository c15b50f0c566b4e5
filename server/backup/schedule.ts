import fs from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { faultSummary } from '../http/errors';
import { BACKUP_EXTENSION } from './format';
import { writeBackupFile } from './snapshot';

export interface BackupSchedule {
  /** Where scheduled backups go (BACKUP_DIR). */
  dir: string;
  /** BACKUP_EVERY: `30s`, `15m`, `6h`, `1d`, or a cron pattern (`0 3 * * *`). */
  every: string;
  /** BACKUP_KEEP: the newest this many are kept, older ones removed. */
  keep: number;
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/**
 * BACKUP_EVERY as a cron pattern with seconds (croner's six fields), and its period. A duration
 * must divide its unit's next one (`45m` would not tick evenly in an hour): said at start.
 */
export function cronOf(every: string): { pattern: string; periodMs?: number } {
  const trimmed = every.trim();
  if (/\s/.test(trimmed)) return { pattern: trimmed };
  const match = /^(\d+)\s*([smhd])$/.exec(trimmed);
  if (!match) throw new Error(`BACKUP_EVERY=${every}: give a duration such as 24h, 6h, 30m, or a cron pattern`);
  const n = Number(match[1]);
  const unit = match[2];
  const periodMs = n * UNITS[unit] * 1000;
  const fits = (limit: number) => n > 0 && n <= limit && limit % n === 0;
  if (unit === 's' && fits(60)) return { pattern: `*/${n} * * * * *`, periodMs };
  if (unit === 'm' && fits(60)) return { pattern: `0 */${n} * * * *`, periodMs };
  if (unit === 'h' && fits(24)) return { pattern: `0 0 */${n} * * *`, periodMs };
  if (unit === 'd' && n === 1) return { pattern: '0 0 0 * * *', periodMs };
  if (unit === 'h' && n % 24 === 0) return { pattern: `0 0 0 */${n / 24} * *`, periodMs };
  throw new Error(`BACKUP_EVERY=${every}: use a period that divides a minute, an hour or a day (e.g. 30s, 15m, 6h, 24h), or a cron pattern`);
}

/** The newest `keep` backups of `dir` stay; older ones (by their time-stamped names) go. */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = fs.readdirSync(dir).filter((f) => f.startsWith('metal-gates-') && f.endsWith(BACKUP_EXTENSION)).sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const f of removed) fs.rmSync(path.join(dir, f), { force: true });
  return removed;
}

/**
 * Claims one tick of the schedule for this instance: every instance's cron fires at the same
 * moment, and the first to insert the tick's row (under an advisory lock) takes the backup; the
 * others find it taken. The table is made on first use, as the rate limiters' are.
 */
async function claimTick(database: Database, tick: string): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7341903)`);
    await tx.execute(sql`create table if not exists backup_ticks (tick text primary key, instance text, taken_at timestamptz not null default now())`);
    const claimed = (await tx.execute(sql`insert into backup_ticks (tick) values (${tick}) on conflict do nothing returning tick`)) as unknown as { rows: unknown[] };
    await tx.execute(sql`delete from backup_ticks where taken_at < now() - interval '30 days'`);
    return claimed.rows.length === 1;
  });
}

/** Starts scheduled backups; returns what stops them (waiting for one in progress). */
export function scheduleBackups(database: Database, schedule: BackupSchedule, logger: Logger): () => Promise<void> {
  const { pattern, periodMs } = cronOf(schedule.every);
  fs.mkdirSync(schedule.dir, { recursive: true, mode: 0o700 });
  let running: Promise<void> | undefined;
  const job = new Cron(pattern, { protect: true, catch: (error) => logger.error(faultSummary(error), 'scheduled backup failed') }, async (self: Cron) => {
    const at = self.currentRun() ?? new Date();
    // The tick's name: its scheduled time, rounded to the period (instances' clocks differ by ms).
    const tick = periodMs ? String(Math.round(at.getTime() / periodMs) * periodMs) : at.toISOString().slice(0, 16);
    if (!(await claimTick(database, tick))) return;
    const file = path.join(schedule.dir, `metal-gates-${new Date().toISOString().replace(/[:.]/g, '-')}${BACKUP_EXTENSION}`);
    running = (async () => {
      const rows = await writeBackupFile(database, file);
      const removed = pruneBackups(schedule.dir, schedule.keep);
      logger.info({ file, rows, removed }, 'scheduled backup written');
    })();
    await running;
  });
  logger.info({ dir: schedule.dir, every: schedule.every, keep: schedule.keep, next: job.nextRun() }, 'scheduled backups on');
  return async () => {
    job.stop();
    await running?.catch(() => {});
  };
}
