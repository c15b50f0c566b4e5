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
    // Whether an invitation or reset link can still be used; asking consumes nothing (a POST: the token stays out of logs).
    .post('/auth/link-status', async (req, res) => {
      res.json(await auth.linkStatus(req.body));
    })
    .post('/auth/reset-password', async (req, res) => {
      const session = await auth.resetPassword(req.actor, req.body);
      // A member with two-factor is not signed in by the link: they sign in as usual.
      if (session) res.json(session);
      else res.status(204).end();
    })
    .post('/auth/forgot-password', async (req, res) => {
      res.status(202).json(await auth.requestPasswordReset(req.actor, req.body));
    })
    .post('/auth/2fa/recovery-codes', async (req, res) => {
      res.json(await auth.twoFactor.regenerateRecoveryCodes(req.actor, req.body));
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
    .post('/auth/2fa/verify', async (req, res) => {
      res.json(await auth.twoFactor.verify(req.actor, req.body));
    })
    .get('/auth/2fa', async (req, res) => {
      res.json(await auth.twoFactor.status(req.actor));
    })
    .post('/auth/2fa/setup', async (req, res) => {
      res.json(await auth.twoFactor.setup(req.actor));
    })
    .post('/auth/2fa/enable', async (req, res) => {
      res.json(await auth.twoFactor.enable(req.actor, req.body));
    })
    .post('/auth/2fa/disable', async (req, res) => {
      await auth.twoFactor.disable(req.actor, req.body);
      res.status(204).end();
    })
    // Passkeys (WebAuthn): options then the authenticator's answer, for registering and for signing in.
    .post('/auth/passkeys/registration-options', async (req, res) => {
      res.json(await auth.passkeys.registrationOptions(req.actor));
    })
    .post('/auth/passkeys', async (req, res) => {
      res.status(201).json({ passkey: await auth.passkeys.register(req.actor, req.body) });
    })
    .get('/auth/passkeys', async (req, res) => {
      res.json({ passkeys: await auth.passkeys.list(req.actor) });
    })
    .delete('/auth/passkeys/:id', async (req, res) => {
      await auth.passkeys.remove(req.actor, req.params.id);
      res.status(204).end();
    })
    .post('/auth/passkeys/sign-in-options', async (req, res) => {
      res.json(await auth.passkeys.signInOptions(req.actor));
    })
    .post('/auth/passkeys/sign-in', async (req, res) => {
      res.json(await auth.passkeys.signIn(req.actor, req.body));
    })
    .delete('/auth/sessions/:id', async (req, res) => {
      await auth.endSession(req.actor, req.params.id);
      res.status(204).end();
    });
}
