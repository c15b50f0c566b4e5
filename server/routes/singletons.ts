import { Router, type RequestHandler } from 'express';
import { localeContext, sendLocalized, writeContext } from '../http/locale';
import { bodyFields, fileChange, multipartFor } from '../http/multipart';
import type { Services } from '../services';
import type { SingletonService } from '../services/singleton';
import { singletons } from '../singletons';
import type { BoundSingleton } from '../singletons/define';

/**
 * One router for every singleton of the registry: `GET /<path>` and, for staff, its update
 * (`POST` or `PUT /<path>`: only what is sent changes), each answering the document in its
 * envelope. The update takes JSON, or multipart when the singleton has files.
 */
function singletonRouter({ definition, binding }: BoundSingleton, service: SingletonService<BoundSingleton>) {
  const { rest, files } = definition;
  const upload = multipartFor(files, definition.write);
  const wrap = (document: unknown) => (rest.envelope ? { [rest.envelope]: document } : document);
  const router = Router().get(`/${rest.path}`, async (req, res) => {
    const document = await service.get(localeContext(req));
    sendLocalized(res, document, wrap(document));
  });
  const update: RequestHandler = async (req, res) => {
    // A file field's text value (empty: clear) is the file's change, not a field of the document.
    const body = { ...bodyFields(req.body) };
    for (const { field } of files) delete body[field];
    const input = binding.restInput ? binding.restInput(body, Boolean(req.is('multipart/form-data'))) : body;
    const changes = Object.fromEntries(files.map(({ field }) => [field, fileChange(req, field)]));
    const document = await service.update(writeContext(req), input, changes);
    sendLocalized(res, document, wrap(document));
  };
  // The spec's verb (POST or PUT), and PATCH: the one update verb of every collection item and singleton.
  router[rest.update](`/${rest.path}`, upload, update);
  router.patch(`/${rest.path}`, upload, update);
  return router;
}

export function singletonRoutes(services: Services) {
  return Router().use(
    ...Object.entries(singletons).map(([key, singleton]) =>
      singletonRouter(singleton as BoundSingleton, services[key as keyof typeof singletons] as unknown as SingletonService<BoundSingleton>),
    ),
  );
}
