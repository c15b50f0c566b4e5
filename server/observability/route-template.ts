import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';

/** Labels of answers no route template describes: a small fixed set, whatever the path was. */
export const PAGE = '(page)';
export const STATIC = '(static)';
export const UNMATCHED = '(unmatched)';

interface Layer {
  rawPath?: unknown;
  route?: object & { path: unknown };
  handle?: { stack?: Layer[] };
}

/** Each route object of an app, by the full template it answers (`/api/news/:id`); the regex page route as PAGE. */
const templates = new WeakMap<object, string>();

const join = (base: string, path: string) => `${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/**
 * Notes the full template of every route of `app` (walked once, when the app is built). Express
 * tells a finished request only its route object and, after an error went up, not the path it was
 * mounted under: the template is looked up by that object instead.
 */
export function indexRouteTemplates(app: Express): void {
  const walk = (stack: Layer[], base: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = layer.route.path;
        if (!templates.has(layer.route)) templates.set(layer.route, typeof path === 'string' ? join(base, path) : PAGE);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, join(base, typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
}

/** The route label of a request: its template, or one of the fixed labels above. */
export function routeLabel(req: IncomingMessage, status: number): string {
  const route = (req as IncomingMessage & { route?: object }).route;
  if (route) return templates.get(route) ?? UNMATCHED;
  // No route answered: a static file (assets, icons, the service worker), or nothing at all.
  return status < 400 ? STATIC : UNMATCHED;
}
