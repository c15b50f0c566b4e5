import { Router, type RequestHandler } from 'express';
import { collections } from '../collections';
import type { BoundCollection } from '../collections/define';
import { localeContext, sendLocalized, writeContext } from '../http/locale';
import { bodyFields, fileChange, multipartFor } from '../http/multipart';
import type { Services } from '../services';
import type { CollectionService } from '../services/collection';

/**
 * One router for every collection of the registry: `GET /<path>` (the list, its query parameters
 * its arguments; with `limit` a page, domain/paging.ts), its extra reads (`GET /<path>/<read>`), `GET /<path>/:id`, and for staff `POST` (201), `PUT /:id` (only what is sent
 * changes), `DELETE /:id`. Writes take JSON, or multipart when the collection has a file.
 */
function collectionRouter({ definition, binding }: BoundCollection, service: CollectionService<BoundCollection>) {
  const { rest, file, removable } = definition;
  const upload = multipartFor(file ? [file] : [], definition.write);
  const input = (body: unknown) => (binding.restInput ? binding.restInput(bodyFields(body)) : bodyFields(body));
  const change = (req: Parameters<typeof fileChange>[0]) => (file ? fileChange(req, file.field) : undefined);
  const one = (item: unknown) => ({ [rest.one]: item });
  const update: RequestHandler = async (req, res) => {
    const item = await service.update(writeContext(req), req.params.id as string, input(req.body), change(req));
    sendLocalized(res, item, one(item));
  };
  // With `limit`, a page: `nextCursor` and `total` beside the list (the lineup's bare array becomes `{bands, …}`).
  const router = Router().get(`/${rest.path}`, async (req, res) => {
    if (req.query.limit !== undefined) {
      const { items, ...page } = await service.page(req.query, localeContext(req));
      const list = { [rest.many ?? definition.graphql.many]: items, ...page };
      sendLocalized(res, items, rest.manyIn ? { [rest.manyIn]: list } : list);
      return;
    }
    const items = await service.list(req.query, localeContext(req));
    const list = rest.many ? { [rest.many]: items } : items;
    sendLocalized(res, items, rest.manyIn ? { [rest.manyIn]: list } : list);
  });
  // Before `/:id`: festivals' `GET /festivals/active`.
  for (const name of Object.keys(definition.reads ?? {})) {
    router.get(`/${rest.path}/${name}`, async (req, res) => {
      const item = await (service as unknown as Record<string, (ctx: unknown) => Promise<unknown>>)[name]!(localeContext(req));
      sendLocalized(res, item, one(item));
    });
  }
  router
    .get(`/${rest.path}/:id`, async (req, res) => {
      const item = await service.get(req.params.id, localeContext(req));
      sendLocalized(res, item, one(item));
    })
    .post(`/${rest.path}`, upload, async (req, res) => {
      const item = await service.create(writeContext(req), input(req.body), change(req));
      sendLocalized(res.status(201), item, one(item));
    })
    // The spec's PUT, and PATCH: the one update verb of every collection item and singleton.
    .put(`/${rest.path}/:id`, upload, update)
    .patch(`/${rest.path}/:id`, upload, update);
  if (removable) {
    router.delete(`/${rest.path}/:id`, async (req, res) => {
      res.json(await service.remove(req.requestContext, req.params.id));
    });
  }
  return router;
}

export function collectionRoutes(services: Services) {
  return Router().use(
    ...Object.entries(collections).map(([key, collection]) =>
      collectionRouter(collection as BoundCollection, services[key as keyof typeof collections] as unknown as CollectionService<BoundCollection>),
    ),
  );
}
