import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — in the
 * "postgres" jest project — a brand-new database on the server at TEST_DATABASE_URL,
 * dropped again on close. Each file is isolated either way.
 */
export async function openTestDatabase(): Promise<Database> {
  const target = process.env.TEST_DB_TARGET ?? 'pglite';
  if (target === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_TARGET=postgres needs TEST_DATABASE_URL');
  const name = `mg_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
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
