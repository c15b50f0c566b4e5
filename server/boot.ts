import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from '../gateway';
import { startupWarnings, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createHttpHandler } from './http/app';
import { applyServerTimeouts } from './http/timeouts';
import { createLogger } from './logger';
import { createServices, type Services } from './services';

export interface RunningServer {
  url: string;
  services: Services;
  database: Database;
  /** Stops taking requests, drains in-flight ones, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, migrates, ensures an admin, and listens. Used by `npm start` and end-to-end tests. */
export async function startServer(config: Config, options: { database?: Database } = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  const services = createServices({
    db: database.db,
    config,
    logger,
    now: () => new Date(),
    ping: database.ping,
    shared: database.shared,
  });

  // The image encoder's child boots while the rest starts (and exits again if no upload comes).
  services.files.warmEncoder();
  const admin = await services.auth.ensureFirstAdmin();
  if (admin?.password) {
    // Printed once, on purpose, to the console rather than the structured log.
    console.log(`\n  First admin created: ${admin.email}  password: ${admin.password}\n  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`);
  } else if (admin) {
    logger.info({ email: admin.email }, 'admin account created from ADMIN_EMAIL');
  }

  const gateway = await createGateway({ services, config, logger });
  const { handler, warmPageRenderer } = createHttpHandler({ services, config, logger, apiExtensions: [gateway.middleware], executeAnonymous: gateway.executeAnonymous });
  // The first visitor should not wait for the server-render bundle to load (seconds when busy).
  // A bundle that fails to load is logged; pages are then client-rendered, as the renderer decides.
  await warmPageRenderer().catch((err: unknown) => logger.error({ err }, 'loading the server-render bundle failed'));
  const server = http.createServer(handler);
  applyServerTimeouts(server, config);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.kind }, 'Metal Gates is listening');

  // Images stored before responsive variants existed get them in the background, one at a time.
  const stopBackfill = new AbortController();
  const backfill = services.files.makeMissingVariants(stopBackfill.signal).then(
    (count) => count > 0 && logger.info({ count }, 'made responsive variants of stored images'),
    (err: unknown) => logger.error({ err }, 'making responsive variants of stored images failed'),
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await drained;
      clearTimeout(force);
      stopBackfill.abort();
      await backfill;
      await gateway.stop();
      await services.close();
      await database.close();
    })());

  return { url, services, database, close };
}
