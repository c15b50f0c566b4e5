import { Router } from 'express';
import type { Services } from '../services';
import { listAnswer } from './lists';

/** The team (admins): members, invitations (both paged with `limit` as every list), reset links. */
export function teamRoutes({ team }: Services) {
  return Router()
    .get('/users', async (req, res) => {
      res.json(await listAnswer(req.query, 'users', (args) => team.members(req.actor, args), (args) => team.membersPage(req.actor, args)));
    })
    .post('/users/invites', async (req, res) => {
      res.status(201).json({ invite: await team.invite(req.actor, req.body) });
    })
    .get('/users/invites', async (req, res) => {
      res.json(await listAnswer(req.query, 'invites', (args) => team.invites(req.actor, args), (args) => team.invitesPage(req.actor, args)));
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
