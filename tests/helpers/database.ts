import crypto from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/client';
import { adminQuery, ensurePostgresTemplate, pgliteSnapshot } from './database-template';

/** Which database the running jest project tests against (set by tests/setup/*.ts). */
export const testDbTarget = (): 'pglite' | 'postgres' => (process.env.TEST_DB_TARGET === 'postgres' ? 'postgres' : 'pglite');

const serverUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the server-postgres project needs TEST_DATABASE_URL');
  return url;
};

/**
 * A brand-new database on the server at TEST_DATABASE_URL (the server-postgres project), empty or
 * a copy of `template`: its URL and a function that drops it again.
 */
export async function createServerDatabase(prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl(), `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await adminQuery(serverUrl(), `drop database if exists ${name} with (force)`)) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — in the
 * "postgres" jest project — a brand-new database on the server at TEST_DATABASE_URL,
 * dropped again on close. Each file is isolated either way. Both start from one migrated
 * database made once (./database-template.ts) rather than running initdb and the migrations.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDbTarget() === 'pglite') {
    const database = await openDatabase({ snapshot: await pgliteSnapshot() });
    await database.migrate(); // finds nothing to do: the snapshot is migrated
    return database;
  }
  const scratch = await createServerDatabase('mg_test', await ensurePostgresTemplate(serverUrl()));
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
