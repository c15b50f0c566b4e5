import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createClusterInChild, hasCluster, pgliteStartParams } from './pglite-cluster';
import { instrumentQueries } from '../observability/db-queries';
import * as schema from './schema';

/** The query API services use. A transaction (`tx`) has the same type, so helpers accept either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations in one transaction; safe to call again. `folder`: another set (a restore's, up to a backup's schema). */
  migrate(folder?: string): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects within a few seconds otherwise. */
  ping(): Promise<void>;
  /** A PostgreSQL server shared with other instances (cache invalidation, rate limits); absent for PGlite. */
  shared?: SharedPostgres;
  close(): Promise<void>;
}

export interface SharedPostgres {
  pool: pg.Pool;
  url: string;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Serialises migrations between app instances starting at once against one server.
const MIGRATION_LOCK_ID = 7_341_902;

export interface DatabaseOptions {
  /** A postgres:// URL; without it an embedded PGlite is used. */
  url?: string;
  /** Where PGlite persists; omit for an in-memory database (tests). */
  dataDir?: string;
  /**
   * For an in-memory PGlite: start from this dump of a data directory (`PGlite.dumpDataDir`)
   * instead of running initdb. Tests make one migrated dump and start every database from it.
   */
  snapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Every query's time and failures feed /metrics (and spans, when traces are on).
  instrumentQueries();
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.snapshot);
}

/**
 * The embedded database's files hold every account and the token-signing secret: only the server's
 * user may read them, whatever the umask. The directory is 0700 (which alone keeps every file in it
 * from other users), files are created under a 077 umask, and since PGlite's file layer sets its own
 * modes, every mode is fixed again once it is ready and when it closes (an existing directory from
 * an older version is fixed on start the same way).
 */
export function makePrivate(dir: string): void {
  process.umask(process.umask() | 0o077);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (target: string) => {
    // The database may remove a file (a dropped temporary relation) while we walk: nothing to fix then.
    const stat = fs.lstatSync(target, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      fs.chmodSync(target, 0o700);
      for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
    } else {
      try {
        fs.chmodSync(target, 0o600);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  };
  walk(dir);
}

/**
 * bytea to and from PGlite without its own converters, which go byte by byte in JavaScript on the
 * server's thread (`Array.from(bytes).map(b => b.toString(16))...join('')` one way, `parseInt` per
 * byte pair the other): storing a 5 MB hero held the event loop 5-16 s and took the process's peak
 * RSS from ~250 to ~590 MB (five million short strings), and reading it back cost ~1.3 s (~13 ms
 * per 64 KB slice). A parameter is handed over as the bytes themselves (PGlite's Bind, like
 * node-postgres's, sends a Buffer as a binary parameter, so there is no hex text to build, measure
 * and parse at all); a result column arrives as hex text and is decoded by Node's native codec
 * (~45 ms for 5 MB, under 1 ms per 64 KB slice). docs/decisions/issue-27-image-pulls.md.
 */
export const pgliteByteaCodec = {
  parsers: {
    [types.BYTEA]: (value: string): Buffer =>
      // bytea_output is hex (PostgreSQL's default since 9.0): `\x` then two digits per byte.
      value.startsWith('\\x') ? Buffer.from(value.slice(2), 'hex') : Buffer.from(types.parsers[types.BYTEA](value) as Uint8Array),
  },
  serializers: {
    // Typed as returning text, but what PGlite's Bind takes is text or bytes (sent in binary format).
    [types.BYTEA]: (value: Uint8Array | string): string =>
      (typeof value === 'string' ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)) as string,
  },
};

async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir) {
    if (snapshot) throw new Error('a snapshot starts an in-memory database only');
    makePrivate(dataDir);
    if (!hasCluster(dataDir)) await createClusterInChild(dataDir, migrationsFolder);
  }
  // One options object: `new PGlite(undefined, options)` ignores `options` (an in-memory database
  // then ran with initdb's defaults instead of these start parameters).
  const client = new PGlite({ dataDir, startParams: pgliteStartParams, loadDataDir: snapshot, ...pgliteByteaCodec });
  await client.waitReady;
  if (dataDir) makePrivate(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder }),
    ping: async () => {
      if (closed) throw new Error('database closed');
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      if (dataDir) makePrivate(dataDir);
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Bounded waits: with the server gone a request fails (503) within about 4 s instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000, query_timeout: 4_000 });
  // An idle client erroring (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor may a client that is checked out between two statements of a transaction when the server
  // ends its connection (57P01 on a restart): pg-pool listens only on idle clients, and a client
  // with no listener throws the error as an uncaught exception. Swallowed here, it is not lost: the
  // transaction's next statement fails with it (answered 503) and the pool drops the dead client.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async (folder = migrationsFolder) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    shared: { pool, url },
    close: () => pool.end(),
  };
}
