import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — in the
 * "postgres" jest project — a brand-new database on the server at TEST_DATABASE_URL,
 * dropped again on close. Each file is isolated either way.
 */
/** Which database the running jest project tests against (set by tests/setup/*.ts). */
export const testDbTarget = (): 'pglite' | 'postgres' => (process.env.TEST_DB_TARGET === 'postgres' ? 'postgres' : 'pglite');

/**
 * A brand-new, empty database on the server at TEST_DATABASE_URL (the server-postgres project):
 * its URL and a function that drops it again.
 */
export async function createServerDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the server-postgres project needs TEST_DATABASE_URL');
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

export async function openTestDatabase(): Promise<Database> {
  if (testDbTarget() === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const scratch = await createServerDatabase('mg_test');
  const database = await openDatabase({ url: scratch.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
