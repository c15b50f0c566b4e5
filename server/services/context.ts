import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db, SharedPostgres } from '../db/client';

/** What every service factory receives. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** Injected so tests can move time (visits per month, token expiry). */
  now: () => Date;
  /** Resolves when the database answers (health check). */
  ping: () => Promise<void>;
  /** With DATABASE_URL: the server other instances share (limits and cache invalidation go through it). */
  shared?: SharedPostgres;
}

/** ISO 8601 UTC for the wire, or null. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/**
 * Ids are opaque text; anything that could not be one of ours (odd characters, huge) is simply
 * unknown, so services answer 404 without asking the database.
 */
export const plausibleId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(id);
