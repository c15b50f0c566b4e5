import type { ServerResponse } from 'node:http';
import { Router } from 'express';
import { etagMatches } from '../http/public-cache/fast-path';
import type { Services } from '../services';

/** Files larger than this are sent in slices of it, each a short read, so none holds the event loop. */
export const UPLOAD_SLICE_BYTES = 64 * 1024;

/** Resolves when `res` can take more bytes or is gone; leaves no listener behind (one wait per slice). */
function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/**
 * Serves stored images. Keys are content-addressed by a random id, so they never change: cache
 * forever. A revalidation is answered from the file's metadata (no bytes are read); a query string
 * plays no part (the public cache keys images by path alone).
 */
export function uploadRoutes({ files }: Services) {
  return Router().get('/uploads/:key', async (req, res) => {
    const { key } = req.params;
    const file = await files.describe(key);
    if (!file) {
      res.status(404).json({ error: 'File not found' });
      return;
    }
    res.setHeader('ETag', file.etag);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Band photos and posters may be shown by other sites (helmet's default is same-origin).
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (etagMatches(req.headers['if-none-match'], file.etag)) {
      res.status(304).end();
      return;
    }
    res.type(file.contentType).setHeader('Content-Length', String(file.size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (file.size <= UPLOAD_SLICE_BYTES) {
      res.end(await files.readSlice(key, 0, file.size));
      return;
    }
    // The head goes first: the cache layer may settle the answer from it (a revalidation of a
    // file too large to keep) before a byte is read.
    res.writeHead(200);
    for (let offset = 0; offset < file.size; offset += UPLOAD_SLICE_BYTES) {
      // The answer was settled meanwhile (a revalidation the cache layer answered) or the client left.
      if (res.writableEnded || res.destroyed) return;
      const slice = await files.readSlice(key, offset, UPLOAD_SLICE_BYTES);
      // Deleted while being sent: the client must not take a short body for the whole file.
      if (slice.length === 0) return void res.destroy();
      // A slice's query and its write are all microtasks (the embedded database answers without
      // I/O, a fast reader's socket takes the bytes at once): without a turn of the event loop
      // between slices, nobody else would be served until the whole file was out.
      if (!res.write(slice)) await drainedOrClosed(res);
      else await new Promise((resolve) => setImmediate(resolve));
    }
    if (!res.writableEnded) res.end();
  });
}
