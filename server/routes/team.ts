import { Router } from 'express';
import type { Services } from '../services';

/** The team (admins): members, invitations, reset links. */
export function teamRoutes({ team }: Services) {
  return Router()
    .get('/users', async (req, res) => {
      res.json({ users: await team.members(req.actor) });
    })
    .post('/users/invites', async (req, res) => {
      res.status(201).json({ invite: await team.invite(req.actor, req.body) });
    })
    .get('/users/invites', async (req, res) => {
      res.json({ invites: await team.invites(req.actor) });
    })
    .delete('/users/invites/:id', async (req, res) => {
      await team.revokeInvite(req.actor, req.params.id);
      res.status(204).end();
    })
    .get('/users/reset-links', async (req, res) => {
      res.json({ resetLinks: await team.resetLinks(req.actor) });
    })
    .delete('/users/reset-links/:id', async (req, res) => {
      await team.revokeResetLink(req.actor, req.params.id);
      res.status(204).end();
    })
    .get('/users/policy', async (req, res) => {
      res.json({ policy: await team.policy(req.actor) });
    })
    .put('/users/policy', async (req, res) => {
      res.json({ policy: await team.updatePolicy(req.actor, req.body) });
    })
    .put('/users/:id', async (req, res) => {
      res.json({ user: await team.update(req.actor, req.params.id, req.body) });
    })
    .post('/users/:id/reset-link', async (req, res) => {
      res.json(await team.resetLink(req.actor, req.params.id));
    });
}
