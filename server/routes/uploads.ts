import type { ServerResponse } from 'node:http';
import { Router } from 'express';
import { etagMatches, requestCondition, sendInSlices } from '../http/public-cache/fast-path';
import type { Services } from '../services';
import { UPLOAD_SLICE_BYTES } from '../services/files/service';

export { UPLOAD_SLICE_BYTES };

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

/** One turn of the event loop: what is waiting (timers, other sockets) runs before we go on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Serves stored images. Keys are content-addressed by a random id, so they never change: cache
 * forever. A revalidation is answered from the file's metadata; when the public cache missed and
 * held its If-None-Match back to refill the entry (`requestCondition`), only bytes at hand refill
 * it (see below). A query string plays no part (the public cache keys images by path alone).
 * The bytes come from the file service's store of contents (read from the database once per
 * process); every request still asks the database whether the file exists, so a deleted file is 404.
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
    // A revalidation the public cache held back to refill its entry (capture.ts stores the body
    // and answers 304): refilled from bytes at hand, the store's or a one-slice file's (one short
    // query), so the revalidations after it are hits; a larger file this process has not read is
    // answered 304 from its metadata, not a byte read, and the next plain GET refills the entry.
    const refill = etagMatches(requestCondition(req), file.etag);
    if (refill && file.size > UPLOAD_SLICE_BYTES && !files.keptContent(file)) {
      res.status(304).end();
      return;
    }
    res.type(file.contentType).setHeader('Content-Length', String(file.size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const content = await files.content(file);
    if (content && refill) {
      // Whole, in one call: the cache layer keeps it and sends the 304 instead.
      res.end(content);
      return;
    }
    if (content === null) {
      // Deleted or replaced while it was read.
      for (const name of ['ETag', 'Cache-Control', 'Content-Type', 'Content-Length']) res.removeHeader(name);
      res.status(404).json({ error: 'File not found' });
      return;
    }
    if (content) {
      res.writeHead(200);
      sendInSlices(res, content);
      return;
    }
    // Too large for the store of contents (a public cache configured smaller than the largest
    // image): streamed from the database. The head goes first: the cache layer may settle the
    // answer from it before a byte is read.
    res.writeHead(200);
    for (let offset = 0; offset < file.size; offset += UPLOAD_SLICE_BYTES) {
      // The answer was settled meanwhile (a revalidation the cache layer answered) or the client left.
      if (res.writableEnded || res.destroyed) return;
      const slice = await files.readSlice(key, offset, UPLOAD_SLICE_BYTES);
      // Deleted while being sent: the client must not take a short body for the whole file.
      if (slice.length === 0) return void res.destroy();
      // A slice's query and its write are all microtasks (the embedded database answers without
      // I/O), and when the socket takes the bytes at once its 'drain' comes on the next tick, not
      // from the event loop: without a turn of the loop after every slice, nobody else would be
      // served until the whole file was out (a 5 MB hero held it ~1 s that way).
      if (!res.write(slice)) await drainedOrClosed(res);
      await nextTurn();
    }
    if (!res.writableEnded) res.end();
  });
}
