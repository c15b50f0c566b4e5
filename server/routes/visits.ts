import { Router } from 'express';
import type { Services } from '../services';

export function visitRoutes({ visits }: Services) {
  return Router()
    .post('/visits/log', async (req, res) => {
      await visits.log(req.actor, { userAgent: req.get('user-agent') });
      res.status(204).end();
    })
    .get('/visits/stats', async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await visits.stats(req.actor));
    });
}
