import { Router } from 'express';
import type { Services } from '../services';

export function stageRoutes({ stages }: Services) {
  return Router()
    .get('/stages', async (_req, res) => {
      res.json({ stages: await stages.list() });
    })
    .post('/stages', async (req, res) => {
      res.status(201).json({ stage: await stages.create(req.actor, req.body ?? {}) });
    })
    .put('/stages/:id', async (req, res) => {
      res.json({ stage: await stages.update(req.actor, req.params.id, req.body ?? {}) });
    })
    .delete('/stages/:id', async (req, res) => {
      res.json(await stages.remove(req.actor, req.params.id));
    });
}
