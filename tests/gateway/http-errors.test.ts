import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import request from 'supertest';
import { createGateway } from '../../gateway';
import { createApp } from '../../server/http/app';
import { adminApp, createTestApp, type TestApp } from '../helpers/test-app';
import { firstError, gql, hasStackTrace } from './helpers';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());


describe('errors', () => {
  it("answers Apollo Client's Accept with application/graphql-response+json, so error statuses keep their body", async () => {
    const res = await t.http
      .post('/api/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .set('Accept', 'application/graphql-response+json,application/json;q=0.9')
      .send({ query: '{ me { _id } }' });
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/graphql-response\+json/);
    expect(JSON.parse(res.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('maps NOT_FOUND to 404 with the service message', async () => {
    const res = await gql(t, '{ band(id: "nope") { _id } }');
    expect(res.status).toBe(404);
    expect(firstError(res)).toMatchObject({ message: 'Band not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers an unexpected fault as a plain INTERNAL_SERVER_ERROR (500), without its message or a stack', async () => {
    const original = t.services.bands.list;
    t.services.bands.list = async () => {
      throw new Error('connection to db.internal:5432 refused at /srv/app/server/db/client.ts:42');
    };
    try {
      const res = await gql(t, '{ bands { _id } }');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        data: null,
        errors: [{ message: 'Internal server error', locations: expect.any(Array), path: ['bands'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      });
      expect(hasStackTrace(res)).toBe(false);
      expect(res.text).not.toMatch(/db\.internal/);

      // Every root field failed the same way: 500 for the whole operation.
      const both = await gql(t, '{ ping bands { _id } }');
      expect(both.status).toBe(500);
      expect(both.body.data).toBeNull();
    } finally {
      t.services.bands.list = original;
    }
  });

  it('keeps 200 with partial data when a nullable field fails, still without a stack', async () => {
    const original = t.services.festivals.active;
    t.services.festivals.active = async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    };
    try {
      const res = await gql(t, '{ ping activeFestival { _id } }');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ping: true, activeFestival: null });
      expect(firstError(res)).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      expect(hasStackTrace(res)).toBe(false);
      expect(res.text).not.toMatch(/secret/);
    } finally {
      t.services.festivals.active = original;
    }
  });

  it('logs an unexpected fault with the request id, while the client sees only the plain message', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    const logger = pino({ level: 'error' }, sink);
    const gateway = await createGateway({ services: t.services, config: t.config, logger });
    const app = createApp({ services: t.services, config: t.config, logger, apiExtensions: [gateway.middleware] });
    const original = t.services.news.list;
    t.services.news.list = async () => {
      throw new Error('disk full on /var/lib/postgresql');
    };
    try {
      const res = await request(app).post('/api/graphql').set('X-Request-Id', 'req-123').send({ query: '{ news { _id } }' });
      expect(res.status).toBe(500);
      expect(res.text).not.toMatch(/disk full/);
      const entry = lines.find((l) => String(l.msg).startsWith('GraphQL resolver failed'));
      // The error's class and stack frames, never its message (it may carry what the visitor sent).
      expect(entry).toMatchObject({ reqId: 'req-123', path: ['news'], errName: 'Error' });
      expect(JSON.stringify(entry)).not.toMatch(/disk full/);
    } finally {
      t.services.news.list = original;
      await gateway.stop();
    }
  });

  it('never shows a stack for parse, validation or variable errors', async () => {
    for (const res of [
      await gql(t, '{ bands { '),
      await gql(t, '{ nope }'),
      await gql(t, 'query($id: ID!) { band(id: $id) { _id } }', {}),
      await gql(t, 'mutation($i: NewsInput!) { createNewsArticle(input: $i) { _id } }', {
        i: { title: 't', excerpt: 'e', content: 'c', publishedAt: 'yesterday' },
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(hasStackTrace(res)).toBe(false);
    }
  });

  it('rejects a malformed DateTime as BAD_USER_INPUT', async () => {
    const res = await gql(t, 'mutation($i: NewsInput!) { createNewsArticle(input: $i) { _id } }', {
      i: { title: 't', excerpt: 'e', content: 'c', publishedAt: 'yesterday' },
    }, admin);
    expect(res.status).toBe(400);
    expect(firstError(res)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: { publishedAt: 'DateTime must be an ISO 8601 string, e.g. 2025-09-26T14:00:00.000Z' },
    });
  });

  it('gives GraphQL input coercion errors details per field too', async () => {
    // A collection's input fields are all optional in GraphQL (an update sends only what changes):
    // what a create requires, the service says, in the same words as REST.
    const missing = await gql(t, 'mutation($i: BandInput!) { createBand(input: $i) { _id } }', { i: { name: 'x', country: 'y' } }, admin);
    expect(missing.status).toBe(400);
    expect(firstError(missing)?.extensions).toEqual({ code: 'BAD_USER_INPUT', details: { biography: 'Biography is required' } });
    const nested = await gql(t, 'mutation($i: BandInput!) { createBand(input: $i) { _id } }', {
      i: { name: 'x', country: 'y', biography: 'b', socialLinks: { myspace: 'x' } },
    }, admin);
    expect(firstError(nested)?.extensions.details).toEqual({ 'socialLinks.myspace': 'Unknown field' });
  });
});

describe('development and production modes', () => {
  it('offers introspection and the landing page outside production', async () => {
    const intro = await gql(t, '{ __schema { queryType { name } } }');
    expect(intro.body.data.__schema.queryType.name).toBe('Query');
    const page = await t.http.get('/api/graphql').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Apollo Sandbox runs inline and CDN scripts: the app's CSP is lifted for this page only, outside production.
    expect(page.headers['content-security-policy']).toBeUndefined();
    expect((await gql(t, '{ ping }')).headers['content-security-policy']).toEqual(expect.any(String));
  });

  it('refuses both in production, and hides field suggestions', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const intro = await gql(prod, '{ __schema { queryType { name } } }');
      expect(intro.status).toBe(400);
      expect(firstError(intro)?.message).toMatch(/introspection is not allowed/i);
      const page = await prod.http.get('/api/graphql').set('Accept', 'text/html');
      expect(page.headers['content-type'] ?? '').not.toMatch(/text\/html/);
      const typo = await gql(prod, '{ bandz { _id } }');
      expect(firstError(typo)?.message).not.toMatch(/Did you mean/);
      expect((await gql(prod, '{ ping }')).body).toEqual({ data: { ping: true } });
    } finally {
      await prod.close();
    }
  });
});
