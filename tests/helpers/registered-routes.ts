import type { Express } from 'express';

/** One method on one path, as Express would match it (`:id` params in OpenAPI's `{id}` form). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (base: string, path: string) => `${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * Walks the app's router stack (Express 5 / router 2) and lists every method+path registered under
 * `prefix`. `all` routes (the GraphQL endpoint) are reported as method `all`. Regex paths (the SPA
 * fallback) are skipped: they are not API routes.
 */
export function registeredRoutes(app: Express, prefix = '/api'): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  const walk = (stack: Layer[], base: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          if (typeof p !== 'string') continue;
          const path = toOpenApiPath(join(base, p));
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on) out.push({ method: method === '_all' ? 'all' : method, path });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, join(base, mount));
      }
    }
  };
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  walk(router.stack, '');
  return out.filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`));
}
