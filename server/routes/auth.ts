import { Router } from 'express';
import type { Services } from '../services';

export function authRoutes({ auth }: Services) {
  return Router()
    .post('/auth/register', async (req, res) => {
      res.status(201).json(await auth.register(req.actor, req.body));
    })
    .post('/auth/login', async (req, res) => {
      res.json(await auth.login(req.actor, req.body));
    })
    .get('/auth/me', async (req, res) => {
      res.json({ user: await auth.me(req.actor) });
    })
    .post('/auth/refresh', async (req, res) => {
      res.json(await auth.refresh(req.body));
    })
    .post('/auth/logout', async (req, res) => {
      await auth.logout(req.body);
      res.status(204).end();
    });
}
