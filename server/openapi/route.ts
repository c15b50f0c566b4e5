import { Router } from 'express';
import { openApiDocument } from './document';

/** GET /api/openapi.json: the REST API description. */
export function openApiRoutes() {
  const body = JSON.stringify(openApiDocument);
  return Router().get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(body);
  });
}
