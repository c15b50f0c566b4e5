import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Db } from './client';

/**
 * After a bulk write (a spreadsheet import of hundreds or thousands of rows, #37): the table's
 * planner statistics and visibility map, brought up to date at once. PostgreSQL's documentation
 * advises ANALYZE after a bulk load; the embedded database (PGlite) runs no autovacuum at all, so
 * without this its tables stay "never analysed" and every count reads each row's heap page: the
 * public news total at 2,000 articles took three times as long. A failure is logged, not answered:
 * the import is committed by then (a server's autovacuum catches up; the embedded one at the next import).
 */
export async function refreshStatistics(db: Db, table: PgTable, logger: Logger): Promise<void> {
  try {
    await db.execute(sql`vacuum (analyze) ${table}`);
  } catch (err) {
    logger.warn({ err, table: getTableName(table) }, 'statistics not refreshed after a bulk write');
  }
}
