import { eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { auditLog, choreRuns } from '../../db/history-schema';
import type { AuditService } from '../audit/service';
import type { TrashStore } from './trash';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the purges run at most, across every instance. */
export const CHORE_INTERVAL_MS = 60 * 60 * 1000;
const CHORE = 'history-purge';

/**
 * The trash's and the audit log's purges (#34), run once an hour at most across every instance.
 * Neither pg-boss nor graphile-worker runs on the embedded PGlite (both need a PostgreSQL wire
 * connection of their own, which the in-process database does not offer). So the purge runs on
 * two triggers: on the hour by croner (server/services/index.ts, as the scheduled backups run), and
 * inside content writes, in a savepoint (a failure never fails the write). Both are guarded by the
 * `chore_runs` row locked with SKIP LOCKED (an instance finding it locked leaves the chore to the one
 * holding it) and its last run time (shared by every instance), so each run happens once.
 */
export function createChores({ trash, audit, now, auditDays, logger }: { trash: TrashStore; audit: AuditService; now: () => Date; auditDays: number; logger: Logger }) {
  // This process's hint only: when it last looked, so most writes do not even ask the database.
  let nextLook = 0;

  async function run(tx: Db, at: Date): Promise<boolean> {
    await tx.insert(choreRuns).values({ name: CHORE, lastRunAt: new Date(0) }).onConflictDoNothing();
    const [run] = await tx.select().from(choreRuns).where(eq(choreRuns.name, CHORE)).for('update', { skipLocked: true });
    if (!run || at.getTime() - run.lastRunAt.getTime() < CHORE_INTERVAL_MS) return false;
    const purged = await trash.purgeExpired(tx, at);
    for (const row of purged) await audit.record(tx, null, { action: 'trash.purge', collection: row.collection, itemId: row.itemId, title: row.title });
    await tx.delete(auditLog).where(lt(auditLog.at, new Date(at.getTime() - auditDays * DAY_MS)));
    await tx.update(choreRuns).set({ lastRunAt: at }).where(eq(choreRuns.name, CHORE));
    return true;
  }

  return {
    /** Inside a content write's transaction: runs the purges when they are due (see above). */
    async maybeRun(tx: Db): Promise<void> {
      const at = now();
      if (at.getTime() < nextLook) return;
      nextLook = at.getTime() + CHORE_INTERVAL_MS;
      try {
        await tx.transaction((savepoint) => run(savepoint, at));
      } catch (error) {
        logger.warn({ err: error }, 'history purge failed; the next write past the hour tries again');
        nextLook = at.getTime() + 60_000;
      }
    },
    /** Runs the purges now if due (tests; a start-up could call it too). */
    runNow: (db: Db) => db.transaction((tx) => run(tx, now())),
  };
}
