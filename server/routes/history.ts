import { Router } from 'express';
import type { Actor } from '../access';
import { collections } from '../collections';
import type { BoundCollection } from '../collections/define';
import type { Services } from '../services';
import { listAnswer } from './lists';
import { singletons } from '../singletons';
import type { BoundSingleton } from '../singletons/define';

interface HistoryService {
  versions(actor: Actor, id: string): Promise<unknown>;
  version(actor: Actor, id: string, versionId: string): Promise<unknown>;
  restoreVersion(actor: Actor, id: string, versionId: string, body: unknown): Promise<unknown>;
}

/**
 * Versions (#34) of every collection and singleton whose definition says `history`:
 * `GET /<path>/:id/versions` → `{versions}`, `GET …/versions/:versionId` → `{version}`,
 * `POST …/versions/:versionId/restore` → the item in its envelope (a singleton: `/<path>/versions…`);
 * the trash (`GET /trash`, paged with `limit` as every list, `POST /trash/:collection/:id/restore`, `DELETE /trash/:collection/:id`)
 * and the audit log (`GET /audit`). A definition without the switch has no such route.
 */
export function historyRoutes(services: Services, registry: Record<string, BoundCollection> = collections, singletonRegistry: Record<string, BoundSingleton> = singletons) {
  const serviceOf = (key: string) => (services as unknown as Record<string, HistoryService>)[key]!;
  const router = Router();
  for (const [key, { definition }] of Object.entries(registry)) {
    if (!definition.history) continue;
    const base = `/${definition.rest.path}/:id/versions`;
    router
      .get(base, async (req, res) => {
        res.json({ versions: await serviceOf(key).versions(req.actor, req.params.id as string) });
      })
      .get(`${base}/:versionId`, async (req, res) => {
        res.json({ version: await serviceOf(key).version(req.actor, String((req.params as Record<string, string>).id), req.params.versionId as string) });
      })
      .post(`${base}/:versionId/restore`, async (req, res) => {
        const item = await serviceOf(key).restoreVersion(req.actor, String((req.params as Record<string, string>).id), req.params.versionId as string, req.body);
        res.json({ [definition.rest.one]: item });
      });
  }
  for (const [key, { definition }] of Object.entries(singletonRegistry)) {
    if (!definition.history) continue;
    const base = `/${definition.rest.path}/versions`;
    const wrap = (document: unknown) => (definition.rest.envelope ? { [definition.rest.envelope]: document } : document);
    router
      .get(base, async (req, res) => {
        res.json({ versions: await serviceOf(key).versions(req.actor, '') });
      })
      .get(`${base}/:versionId`, async (req, res) => {
        res.json({ version: await serviceOf(key).version(req.actor, '', req.params.versionId as string) });
      })
      .post(`${base}/:versionId/restore`, async (req, res) => {
        res.json(wrap(await serviceOf(key).restoreVersion(req.actor, '', req.params.versionId as string, req.body)));
      });
  }
  return router
    .get('/trash', async (req, res) => {
      res.json(await listAnswer(req.query, 'items', (args) => services.trash.list(req.actor, args), (args) => services.trash.page(req.actor, args)));
    })
    .post('/trash/:collection/:id/restore', async (req, res) => {
      const { one, item } = await services.trash.restore(req.actor, req.params.collection, req.params.id);
      res.json({ [one]: item });
    })
    .delete('/trash/:collection/:id', async (req, res) => {
      const { message } = await services.trash.purge(req.actor, req.params.collection, req.params.id);
      res.json({ message });
    })
    .get('/audit', async (req, res) => {
      res.json(await services.audit.page(req.actor, req.query));
    });
}
