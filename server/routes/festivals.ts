import { Router } from 'express';
import type { Services } from '../services';

export function festivalRoutes({ festivals }: Services) {
  return Router()
    .get('/festivals/active', async (_req, res) => {
      res.json({ festival: await festivals.active() });
    })
    .get('/festivals', async (_req, res) => {
      res.json({ data: { festivals: await festivals.list() } });
    })
    .post('/festivals', async (req, res) => {
      res.status(201).json({ festival: await festivals.create(req.actor, req.body) });
    })
    .put('/festivals/:id', async (req, res) => {
      res.json({ festival: await festivals.update(req.actor, req.params.id, req.body) });
    });
}
