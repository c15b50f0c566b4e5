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
    })
    .post('/auth/accept-invite', async (req, res) => {
      res.json(await auth.acceptInvite(req.actor, req.body));
    })
    .post('/auth/reset-password', async (req, res) => {
      res.json(await auth.resetPassword(req.actor, req.body));
    })
    .post('/auth/password', async (req, res) => {
      await auth.changePassword(req.actor, req.body);
      res.status(204).end();
    })
    .get('/auth/sessions', async (req, res) => {
      res.json({ sessions: await auth.sessions(req.actor) });
    })
    // "Sign out everywhere else": every login of the caller but the current one.
    .delete('/auth/sessions', async (req, res) => {
      res.json(await auth.endOtherSessions(req.actor));
    })
    .delete('/auth/sessions/:id', async (req, res) => {
      await auth.endSession(req.actor, req.params.id);
      res.status(204).end();
    });
}
