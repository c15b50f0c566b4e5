import { Router } from 'express';
import type { Services } from '../services';

export function infoPageRoutes({ infoPage }: Services) {
  return Router()
    .get('/infopage', async (_req, res) => {
      res.json(await infoPage.get());
    })
    .put('/infopage', async (req, res) => {
      res.json(await infoPage.replace(req.actor, req.body));
    });
}
