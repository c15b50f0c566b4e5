import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../server/db/client';
import { isDatabaseUnavailable } from '../../server/errors';
import { openTestDatabase, testDbTarget } from '../helpers/database';

/**
 * The server ends a connection while a transaction holds it between two statements (a restart
 * terminates every backend, 57P01): the transaction fails as "database unavailable" (a 503), and
 * nothing is thrown at the process. Before the pool listened on checked-out clients, the error
 * was an uncaughtException that ended the instance (the chaos test's phase (c) drew it).
 * Runs in the server-postgres project: the embedded PGlite has no connection to lose.
 */
const onPostgres = testDbTarget() === 'postgres';
if (!onPostgres) console.log('connection-loss.test.ts: runs in the server-postgres project only');

let database: Database;
beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

(onPostgres ? describe : describe.skip)('a connection ended by the server mid-transaction', () => {
  it('fails the transaction as unavailable and throws nothing at the process', async () => {
    const faults: unknown[] = [];
    const keep = (error: unknown) => faults.push(error);
    process.on('uncaughtException', keep);
    const killer = new pg.Client({ connectionString: database.shared!.url });
    await killer.connect();
    try {
      const outcome = database.db.transaction(async (tx): Promise<void> => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
        const [{ pid }] = rows;
        // Between two statements, as a write's hooks are: the server ends this backend.
        await killer.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      const error = await outcome.then(() => undefined, (e: unknown) => e);
      expect(error).toBeDefined();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(faults).toEqual([]);
      // The pool dropped the dead client: the next statement runs on a live one.
      await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
    } finally {
      process.off('uncaughtException', keep);
      await killer.end();
    }
  });
});
