import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web app and the single-page fallback for every non-/api path.
 * Hashed assets are cached for a year; index.html is never cached so a deploy shows at once.
 */
export function spaRoutes(webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const router = Router();
  router.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    }),
  );
  router.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(fs.readFileSync(indexFile, 'utf8'));
  });
  return router;
}
