import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from '../gateway';
import { startupWarnings, type Config } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { createHttpHandler } from '../server/http/app';
import { withLifecycle, type Lifecycle } from '../server/http/lifecycle';
import { applyServerTimeouts } from '../server/http/timeouts';
import { createLogger } from '../server/logger';
import { createServices, type Services } from '../server/services';
import { serveBackupsOnSocket } from '../server/backup/control-socket';
import { scheduleBackups } from '../server/backup/schedule';
import { startTracing } from '../server/observability/tracing';

export interface RunningServer {
  url: string;
  services: Services;
  database: Database;
  /**
   * Graceful shutdown: readiness turns 503, the server keeps serving for `SHUTDOWN_DELAY_MS` (the
   * proxy's time to stop sending), stops listening, finishes the requests in flight (at most
   * `SHUTDOWN_TIMEOUT_MS`), then stops the page-render threads and closes LISTEN, the pool or PGlite.
   */
  close(): Promise<void>;
}

/** Opens the database, migrates, ensures an admin, and listens. Used by `npm start` and end-to-end tests. */
export async function startServer(config: Config, options: { database?: Database } = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel, config.instance);
  const startedAt = performance.now();
  const phases: Record<string, number> = {};
  const phase = async <T>(name: string, work: Promise<T>): Promise<T> => {
    const from = performance.now();
    try {
      return await work;
    } finally {
      phases[name] = Math.round(performance.now() - from);
    }
  };
  for (const warning of startupWarnings(config)) logger.warn(warning);
  // Nothing of OpenTelemetry is loaded unless an OTLP endpoint is set.
  const stopTracing = await startTracing({ ...config.tracing, instance: config.instance }, logger);
  const database =
    options.database ?? (await phase('openDatabase', openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })));
  await phase('migrate', database.migrate());
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

  const gateway = await phase('gateway', createGateway({ services, config, logger }));
  const { handler, warmPageRenderer, closePageRenderer } = createHttpHandler({ services, config, logger, apiExtensions: [gateway.middleware], executeAnonymous: gateway.executeAnonymous });
  // The first visitor should not wait for the server-render bundle to load (seconds when busy).
  // A bundle that fails to load is logged; pages are then client-rendered, as the renderer decides.
  await phase('pageRenderer', warmPageRenderer()).catch((err: unknown) => logger.error({ err }, 'loading the server-render bundle failed'));
  const lifecycle: Lifecycle = { draining: false };
  const server = http.createServer(withLifecycle(handler, lifecycle));
  applyServerTimeouts(server, config);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.kind, startMs: Math.round(performance.now() - startedAt), phases }, 'Metal Gates is listening');

  // Images stored before responsive variants existed get them in the background, one at a time.
  const stopBackfill = new AbortController();
  // Then originals stored before uploads were cleaned lose their metadata (GPS, camera).
  const backfill = services.files
    .makeMissingVariants(stopBackfill.signal)
    .then(
      (count) => count > 0 && logger.info({ count }, 'made responsive variants of stored images'),
      (err: unknown) => logger.error({ err }, 'making responsive variants of stored images failed'),
    )
    .then(() => services.files.cleanStoredOriginals(stopBackfill.signal))
    .then(
      (count) => count > 0 && logger.info({ count }, 'removed metadata (GPS, camera) from stored originals'),
      (err: unknown) => logger.error({ err }, 'removing metadata from stored originals failed'),
    );

  // `npm run backup` reaches the embedded database through this process (it alone may open it).
  const stopBackupSocket = !options.database && database.kind === 'pglite' ? await serveBackupsOnSocket(database, config.dataDir, logger) : async () => {};
  const stopBackups = config.backup ? scheduleBackups(database, config.backup, logger) : async () => {};

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      lifecycle.draining = true;
      if (config.shutdown.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
      // No new connections; idle kept-alive ones close now, busy ones as soon as their answer is out
      // (checked every 100 ms: a request already sent is answered, never reset).
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      const force = setTimeout(() => server.closeAllConnections(), config.shutdown.timeoutMs);
      await drained;
      clearInterval(idleSweep);
      clearTimeout(force);
      // Every answer is out, renders included: the render threads can stop.
      await closePageRenderer();
      stopBackfill.abort();
      await backfill;
      await stopBackups();
      await stopBackupSocket();
      await stopTracing?.();
      await gateway.stop();
      await services.close();
      await database.close();
    })());

  return { url, services, database, close };
}
