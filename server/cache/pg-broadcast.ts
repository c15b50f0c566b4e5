import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { SharedPostgres } from '../db/client';
import type { ContentBroadcast } from './content-version';

const CHANNEL = 'metal_gates_content';
const RECONNECT_MS = [250, 500, 1_000, 2_000];

/**
 * Carries content invalidations between instances over PostgreSQL LISTEN/NOTIFY. The listener
 * holds its own connection (a pooled one would be handed to queries). Whenever that connection
 * is (re)established the cache is emptied, since NOTIFYs sent while it was away are lost.
 */
export function createPgBroadcast(
  shared: SharedPostgres,
  onRemoteChange: () => void,
  logger: Logger,
): ContentBroadcast & { close(): Promise<void> } {
  const instanceId = crypto.randomUUID();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  const lost = (next: pg.Client) => {
    if (client !== next) return;
    client = undefined;
    if (listening) logger.warn('content listener lost its database connection; cached reads are now served as stale');
    listening = false;
    next.end().catch(() => {});
    scheduleReconnect();
  };

  async function connect() {
    const next = new pg.Client({ connectionString: shared.url, keepAlive: true, connectionTimeoutMillis: 3_000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== instanceId) onRemoteChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      if (attempt > 0) logger.info('content listener reconnected; cache emptied');
      attempt = 0;
      listening = true;
      onRemoteChange();
    } catch {
      lost(next);
    }
  }

  void connect();

  return {
    inSync: () => listening,
    async publish() {
      try {
        await shared.pool.query('select pg_notify($1, $2)', [CHANNEL, instanceId]);
      } catch (error) {
        // The write committed; the other instances' listeners also lost the server and will empty their caches.
        logger.warn({ err: error }, 'could not broadcast a content change');
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
