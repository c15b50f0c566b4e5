import { Router } from 'express';
import type { Services } from '../services';

/**
 * Releases (#35): `GET /releases` → `{releases}`, `POST /releases` `{name, publishAt}` → 201
 * `{release}`, `PUT /releases/:id` → `{release}`, `POST /releases/:id/publish` (now) → `{release}`,
 * `DELETE /releases/:id` (cancelled; its items stay drafts) → `{release}`; `POST /previews`
 * `{releaseId?}` → 201 `{url, expiresAt}` (a signed link, #35 item 5). Staff only.
 */
export function releaseRoutes({ releases, previews }: Services) {
  return Router()
    .get('/releases', async (req, res) => {
      res.json(await releases.list(req.actor));
    })
    .post('/releases', async (req, res) => {
      res.status(201).json({ release: await releases.create(req.actor, req.body) });
    })
    .put('/releases/:id', async (req, res) => {
      res.json({ release: await releases.update(req.actor, req.params.id, req.body) });
    })
    .post('/releases/:id/publish', async (req, res) => {
      res.json({ release: await releases.publish(req.actor, req.params.id) });
    })
    .delete('/releases/:id', async (req, res) => {
      res.json({ release: await releases.cancel(req.actor, req.params.id) });
    })
    .post('/previews', async (req, res) => {
      res.status(201).json(await previews.create(req.actor, req.body));
    });
}
