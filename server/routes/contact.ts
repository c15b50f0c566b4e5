import { Router } from 'express';
import type { Services } from '../services';

export function contactRoutes({ contact }: Services) {
  return Router()
    .post('/contact', async (req, res) => {
      res.status(201).json(await contact.send(req.actor, req.body));
    })
    .get('/contact', async (req, res) => {
      const limit = typeof req.query.limit === 'string' ? req.query.limit : undefined;
      res.json({ contacts: await contact.list(req.actor, { limit }) });
    });
}
