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
  onRemoteChange: (detail?: string) => void,
  logger: Logger,
  { channel = CHANNEL }: { channel?: string } = {},
): ContentBroadcast & { publishDetail(detail: string): Promise<void>; close(): Promise<void> } {
  // Another channel (signed-in logins: server/services/auth/sessions.ts) carries a detail after the sender's id.
  const instanceId = crypto.randomUUID();
  const fromElsewhere = (payload: string) => payload !== instanceId && !payload.startsWith(`${instanceId} `);
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
    if (listening) logger.warn({ channel }, 'listener lost its database connection; cached reads are now served as stale');
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
      if (message.channel === channel && message.payload !== undefined && fromElsewhere(message.payload)) {
        const space = message.payload.indexOf(' ');
        onRemoteChange(space > 0 ? message.payload.slice(space + 1) : undefined);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) return void next.end().catch(() => {});
      if (attempt > 0) logger.info({ channel }, 'listener reconnected; cache emptied');
      attempt = 0;
      listening = true;
      onRemoteChange();
    } catch {
      lost(next);
    }
  }

  void connect();

  async function publishDetail(detail: string) {
    try {
      await shared.pool.query('select pg_notify($1, $2)', [channel, detail ? `${instanceId} ${detail}` : instanceId]);
    } catch (error) {
      // The write committed; the other instances' listeners also lost the server and will empty their caches.
      logger.warn({ err: error, channel }, 'could not broadcast a change');
    }
  }

  return {
    inSync: () => listening,
    publish: () => publishDetail(''),
    publishDetail,
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
