import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { READY_PATH } from '../../server/http/lifecycle';
import { openApiDocument } from '../../server/openapi/document';
import { registeredRoutes } from '../helpers/registered-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  summary?: string;
  security?: Json[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, Json>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, Json>> };
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.http.get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );

const resolve = (node: Json): Json => {
  const target = node.$ref;
  if (typeof target !== 'string') return node;
  const [, , section, name] = target.split('/');
  return resolve(doc.components[section!]![name!]!);
};

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json as OpenAPI 3.1, identical to the one in the repo', async () => {
    const res = await t.http.get('/api/openapi.json');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
  });

  it('describes every route the app registers under /api, and nothing it does not', () => {
    const registered = registeredRoutes(t.app);
    // Sanity: the walk sees the routers (a broken walk must not pass vacuously).
    expect(registered.length).toBeGreaterThan(30);
    expect(registered).toContainEqual({ method: 'put', path: '/api/festivals/{id}' });

    const missing = registered
      .filter((r) => r.method !== 'all')
      .filter((r) => !doc.paths[r.path]?.[r.method])
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(missing).toEqual([]);
    // `all` routes (GraphQL) must be documented for GET and POST.
    for (const r of registered.filter((x) => x.method === 'all')) {
      expect(Object.keys(doc.paths[r.path] ?? {}).sort()).toEqual(['get', 'post']);
    }

    const isRegistered = (path: string, method: string) =>
      registered.some((r) => r.path === path && (r.method === method || r.method === 'all'));
    // The readiness check is answered in front of the app (server/http/lifecycle.ts), not by a route.
    const phantom = operations()
      .filter(({ path }) => path !== READY_PATH)
      .filter(({ path, method }) => !isRegistered(path, method))
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(phantom).toEqual([]);
  });

  it('covers every call of the REST API (docs/rest-api.md)', () => {
    const contract = [
      'post /api/auth/register', 'post /api/auth/login', 'get /api/auth/me', 'post /api/auth/refresh', 'post /api/auth/logout',
      'get /api/festivals/active', 'get /api/festivals', 'post /api/festivals', 'put /api/festivals/{id}',
      'get /api/site-assets', 'post /api/site-assets',
      'get /api/lineup', 'post /api/lineup', 'put /api/lineup/{id}', 'delete /api/lineup/{id}',
      'get /api/news', 'get /api/news/{id}', 'post /api/news', 'put /api/news/{id}', 'delete /api/news/{id}',
      'get /api/archives', 'post /api/archives', 'put /api/archives/{id}', 'delete /api/archives/{id}',
      'post /api/contact', 'get /api/contact', 'get /api/infopage', 'put /api/infopage',
      'post /api/visits/log', 'get /api/visits/stats', 'get /api/uploads/{key}', 'get /api/health', 'get /api/openapi.json',
      'post /api/graphql',
    ];
    for (const call of contract) {
      const [method, path] = call.split(' ');
      expect({ call, described: Boolean(doc.paths[path!]?.[method!]) }).toEqual({ call, described: true });
    }
  });

  it('is well formed: unique operation ids, declared path parameters, a success response, resolvable $refs', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);

    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect({ where, params: declared.map((p) => p.name).sort() }).toEqual({ where, params: [...templated].sort() });
      expect(declared.every((p) => p.required === true)).toBe(true);
      expect({ where, success: Object.keys(op.responses).some((s) => /^2\d\d$/.test(s)) }).toEqual({ where, success: true });
      expect(typeof op.summary).toBe('string');
    }

    const refs: string[] = [];
    const collect = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && typeof v === 'string') refs.push(v);
          else collect(v);
        }
      }
    };
    collect(doc);
    expect(refs.length).toBeGreaterThan(50);
    for (const r of new Set(refs)) {
      const [hash, section, kind, name] = r.split('/');
      expect({ r, ok: hash === '#' && section === 'components' && Boolean(doc.components[kind!]?.[name!]) }).toEqual({ r, ok: true });
    }
    expect(doc.components.securitySchemes!.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('marks exactly the calls that refuse an anonymous caller as secured, with 401 (and 403) documented', async () => {
    for (const { path, method, op } of operations()) {
      if (path === '/api/graphql' || path === '/api/uploads/{key}') continue;
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const agent = t.http as unknown as Record<string, (u: string) => { send: (b: unknown) => Promise<{ status: number }> }>;
      const res = await agent[method]!(url).send({});
      const where = `${method} ${path}`;
      const secured = Boolean(op.security?.length);
      expect({ where, secured, anonymousStatus: res.status === 401 }).toEqual({ where, secured, anonymousStatus: secured });
      if (secured) expect(Object.keys(op.responses)).toContain('401');
      // One's own account (/api/auth/...) needs only a sign-in: nothing there is refused by role.
      if (secured && !path.startsWith('/api/auth/')) expect(Object.keys(op.responses)).toContain('403');
    }
  });

  it('answers public reads with the documented shape', async () => {
    const reads = ['/api/health', '/api/festivals/active', '/api/festivals', '/api/site-assets', '/api/news', '/api/archives', '/api/infopage'];
    for (const path of reads) {
      const res = await t.http.get(path);
      const documented = doc.paths[path]!.get!.responses[String(res.status)];
      expect({ path, documented: Boolean(documented) }).toEqual({ path, documented: true });
      const schema = resolve((documented!.content as Record<string, { schema: Json }>)['application/json']!.schema);
      for (const key of (schema.required as string[] | undefined) ?? []) {
        expect({ path, key, present: key in res.body }).toEqual({ path, key, present: true });
      }
      if (schema.type === 'object' && schema.properties) {
        const props = schema.properties as Record<string, Json>;
        for (const [key, sub] of Object.entries(props)) {
          const inner = resolve(sub);
          for (const k of (inner.required as string[] | undefined) ?? []) {
            if (res.body[key] && typeof res.body[key] === 'object' && !Array.isArray(res.body[key])) {
              expect({ path, key: `${key}.${k}`, present: k in res.body[key] }).toEqual({ path, key: `${key}.${k}`, present: true });
            }
          }
        }
      }
    }
    const lineup = await t.http.get('/api/lineup');
    expect(Array.isArray(lineup.body)).toBe(true);
  });
});
