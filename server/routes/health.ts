import { Router } from 'express';
import type { Services } from '../services';

export function healthRoutes(services: Services) {
  return Router().get('/health', async (_req, res) => {
    const ok = await services.health.check();
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable' });
  });
}
