import { Router } from 'express';
import type { Services } from '../services';

export function contactRoutes({ contact }: Services) {
  return Router()
    .post('/contact', async (req, res) => {
      res.status(201).json(await contact.send(req.actor, req.body));
    })
    // The inbox newest first (with `limit` a page, as every list), with the total and the unread count.
    .get('/contact', async (req, res) => {
      res.json(await contact.page(req.actor, req.query));
    })
    .patch('/contact/:id', async (req, res) => {
      res.json({ contact: await contact.update(req.actor, req.params.id, req.body) });
    })
    .delete('/contact/:id', async (req, res) => {
      res.json(await contact.remove(req.actor, req.params.id));
    });
}
