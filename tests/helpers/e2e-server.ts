import path from 'node:path';
import { startServer, type RunningServer } from '../../boot';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { pgliteSnapshot } from './database-template';
import { trackStart } from './late-starts';

export const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-secret' };

/**
 * The real server (REST, GraphQL, uploads, built web app) on a free port over a fresh
 * in-memory PGlite (started from the tests' migrated snapshot, or `snapshot`), with a known admin. The web app
 * must be built (the e2e global setup does it).
 */
export async function startE2EServer(env: Record<string, string> = {}, snapshot: () => Promise<Blob> = pgliteSnapshot): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'e2e-secret',
    // The access tests sign a fan up through the API (registration is closed by default).
    REGISTRATION: 'open',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    WEB_DIST_DIR: path.resolve('web/dist'),
    ...env,
  });
  return trackStart(snapshot().then((dump) => openDatabase({ snapshot: dump })).then((database) => startServer(config, { database })));
}
