import crypto from 'node:crypto';
import { Router } from 'express';
import { registry } from './metrics';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * GET /metrics, the Prometheus text format, for whoever holds METRICS_TOKEN (`Authorization:
 * Bearer <token>`). Without METRICS_TOKEN the route does not exist (404, nothing leaks by
 * default); a missing or wrong token is 401. Never cached by anyone, and not a page: no visit.
 */
export function metricsRoutes(token: string | undefined) {
  const router = Router();
  const expected = token ? digest(token) : undefined;
  router.get('/metrics', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!expected) return void res.status(404).json({ error: 'Not found' });
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    // Compared as digests of equal length, in constant time.
    if (!given || !crypto.timingSafeEqual(digest(given), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ error: 'A valid metrics token is required' });
      return;
    }
    try {
      res.type(registry.contentType).send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  });
  return router;
}
