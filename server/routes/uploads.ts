import { Router } from 'express';
import type { Services } from '../services';

/** Serves stored images. Keys are content-addressed by a random id, so they never change: cache forever. */
export function uploadRoutes({ files }: Services) {
  return Router().get('/uploads/:key', async (req, res) => {
    const file = await files.get(req.params.key);
    if (!file) {
      res.status(404).json({ error: 'File not found' });
      return;
    }
    res.setHeader('ETag', file.etag);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Band photos and posters may be shown by other sites (helmet's default is same-origin).
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.headers['if-none-match'] === file.etag) {
      res.status(304).end();
      return;
    }
    res.type(file.contentType).send(file.data);
  });
}
