import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { faultSummary } from '../http/errors';
import { writeBackup } from './snapshot';

/**
 * The embedded database belongs to the one process that opened it: while the server runs,
 * `npm run backup` asks that process for the snapshot over a Unix socket inside DATA_DIR (0700, so
 * only the server's own user can reach it; nothing is listening on the network for this).
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Socket paths are limited to ~107 bytes: a deeper DATA_DIR gets no socket (backups then need the server stopped). */
const MAX_SOCKET_PATH = 100;

export async function serveBackupsOnSocket(database: Database, dataDir: string, logger: Logger): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn({ socketPath }, 'DATA_DIR is too deep for the backup socket: `npm run backup` will need the server stopped');
    return async () => {};
  }
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/gzip' });
    writeBackup(database, res).then(
      (rows) => logger.info({ rows }, 'backup taken for npm run backup'),
      (error: unknown) => {
        logger.error(faultSummary(error), 'backup for npm run backup failed');
        res.destroy();
      },
    );
  });
  // A socket left by a process that died is in the way: nobody answers on it.
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  fs.chmodSync(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Streams a backup from the running server into `out`; resolves false when no server answers on the socket. */
export function backupFromRunningServer(dataDir: string, out: fs.WriteStream): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath, path: '/backup' }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`the running server refused the backup (${res.statusCode})`));
      res.pipe(out);
      res.on('aborted', () => reject(new Error('the running server stopped sending the backup')));
      res.on('error', reject);
      out.on('finish', () => resolve(true));
      out.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A socket nobody listens on: the server is not running.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
}
