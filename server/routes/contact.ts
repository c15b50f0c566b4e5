import { Router } from 'express';
import type { Services } from '../services';

export function contactRoutes({ contact }: Services) {
  return Router()
    .post('/contact', async (req, res) => {
      res.status(201).json(await contact.send(req.actor, req.body));
    })
    // The inbox: a page of messages newest first, with the total and the unread count.
    .get('/contact', async (req, res) => {
      const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
      res.json(await contact.page(req.actor, { limit: text(req.query.limit), offset: text(req.query.offset), status: text(req.query.status) }));
    })
    .patch('/contact/:id', async (req, res) => {
      res.json({ contact: await contact.update(req.actor, req.params.id, req.body) });
    })
    .delete('/contact/:id', async (req, res) => {
      res.json(await contact.remove(req.actor, req.params.id));
    });
}
