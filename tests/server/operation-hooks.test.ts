/**
 * The operations' hook chains and request context (#33): a hook registered once, on the running
 * services, runs for every collection and singleton of the registry at both doors, sees the request
 * context each door built, can narrow a read, change what is answered and refuse a write.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { collections } from '../../server/collections';
import type { BoundCollection } from '../../server/collections/define';
import { forbidden } from '../../server/errors';
import type { OperationHooks } from '../../server/services/hooks';
import type { RequestContext } from '../../server/services/request-context';
import { singletons } from '../../server/singletons';
import type { BoundSingleton } from '../../server/singletons/define';
import { codeOf, gql } from '../gateway/helpers';
import { validBand } from '../helpers/bands';
import { adminApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

/** A valid create of each collection (JSON, at either door). */
const SAMPLES: Record<keyof typeof collections, Record<string, unknown>> = {
  stages: { name: 'Hook Stage' },
  bands: validBand,
  news: { title: 'Hooked', excerpt: 'Short.', content: 'Long.', publishedAt: '2026-05-01' },
  archives: { year: '2019', description: 'An edition.', lineup: 'Some bands.' },
  partners: { name: 'Hook Partner', tier: 'main' },
  festivals: { name: 'Hook Fest', isActive: false },
};

const collectionEntries = Object.entries(collections) as [keyof typeof collections, BoundCollection][];
const singletonEntries = Object.entries(singletons) as [string, BoundSingleton][];

/** Records `<door> <key> <hook> <operation or action>` for every hook of every chain. */
function recorder() {
  const seen: string[] = [];
  const contexts: RequestContext[] = [];
  const note = (hook: string, { ctx, subject }: { ctx: RequestContext; subject: { key: string } }, what: string) => {
    seen.push(`${ctx.door} ${subject.key} ${hook} ${what}`);
    contexts.push(ctx);
  };
  const hooks: OperationHooks = {
    beforeOperation: (e) => note('beforeOperation', e, 'any'),
    beforeRead: (e) => note('beforeRead', e, e.operation),
    afterRead: (e) => note('afterRead', e, e.operation),
    beforeWrite: (e) => note('beforeWrite', e, e.action),
    afterWrite: (e) => note('afterWrite', e, e.action),
    beforeRemove: (e) => note('beforeRemove', e, 'remove'),
    afterRemove: (e) => note('afterRemove', e, 'remove'),
  };
  return { seen, contexts, leave: t.services.hooks.register(hooks) };
}

describe('a hook registered once', () => {
  it('runs on every read of every collection and singleton, at both doors, with the door\'s request context', async () => {
    const { seen, contexts, leave } = recorder();
    try {
      for (const [key, { definition }] of collectionEntries) {
        expect((await t.http.get(`/api/${definition.rest.path}`)).status).toBe(200);
        const res = await gql(t, `{ ${definition.graphql.many} { _id } }`);
        expect(res.body.errors).toBeUndefined();
        for (const door of ['rest', 'graphql']) expect(seen).toEqual(expect.arrayContaining([`${door} ${key} beforeRead list`, `${door} ${key} afterRead list`]));
      }
      for (const [key, { definition }] of singletonEntries) {
        expect((await t.http.get(`/api/${definition.rest.path}`)).status).toBe(200);
        expect((await gql(t, `{ ${definition.graphql.query} { __typename } }`)).body.errors).toBeUndefined();
        for (const door of ['rest', 'graphql']) expect(seen).toEqual(expect.arrayContaining([`${door} ${key} beforeRead get`, `${door} ${key} afterRead get`]));
      }
    } finally {
      leave();
    }
    expect(contexts[0]).toMatchObject({ locale: 'en', preview: false, actor: { user: null } });
    expect(contexts.every((c) => typeof c.requestId === 'string' && c.requestId.length > 0)).toBe(true);
  });

  it('runs on every write and removal of every collection and singleton, at both doors', async () => {
    const { seen, contexts, leave } = recorder();
    const expected: string[] = [];
    try {
      for (const [key, { definition }] of collectionEntries) {
        const { rest, graphql } = definition;
        const viaRest = await t.http.post(`/api/${rest.path}`).set('Authorization', admin).send(SAMPLES[key]);
        expect(viaRest.status).toBe(201);
        const restId = viaRest.body[rest.one]._id as string;
        const viaGraphql = await gql(t, `mutation($input: ${graphql.input}!) { create${graphql.noun}(input: $input) { _id } }`, { input: SAMPLES[key] }, admin);
        expect(viaGraphql.body.errors).toBeUndefined();
        const graphqlId = viaGraphql.body.data[`create${graphql.noun}`]._id as string;
        expect((await t.http.put(`/api/${rest.path}/${graphqlId}`).set('Authorization', admin).send({})).status).toBe(200);
        expect((await gql(t, `mutation($id: ID!) { update${graphql.noun}(id: $id, input: {}) { _id } }`, { id: restId }, admin)).body.errors).toBeUndefined();
        for (const door of ['rest', 'graphql']) expected.push(`${door} ${key} beforeWrite create`, `${door} ${key} afterWrite create`, `${door} ${key} beforeWrite update`, `${door} ${key} afterWrite update`);
        if (!definition.removable) continue;
        expect((await t.http.delete(`/api/${rest.path}/${restId}`).set('Authorization', admin)).status).toBe(200);
        expect((await gql(t, `mutation($id: ID!) { delete${graphql.noun}(id: $id) { _id } }`, { id: graphqlId }, admin)).body.errors).toBeUndefined();
        for (const door of ['rest', 'graphql']) expected.push(`${door} ${key} beforeRemove remove`, `${door} ${key} afterRemove remove`);
      }
      for (const [key, { definition }] of singletonEntries) {
        expect((await t.http[definition.rest.update](`/api/${definition.rest.path}`).set('Authorization', admin).send({})).status).toBe(200);
        const res = await gql(t, `mutation($input: ${definition.graphql.input}!) { ${definition.graphql.mutation}(input: $input) { __typename } }`, { input: {} }, admin);
        expect(res.body.errors).toBeUndefined();
        for (const door of ['rest', 'graphql']) expected.push(`${door} ${key} beforeWrite update`, `${door} ${key} afterWrite update`);
      }
    } finally {
      leave();
    }
    expect(seen).toEqual(expect.arrayContaining(expected));
    expect(contexts.every((c) => c.actor.user?.role === 'admin')).toBe(true);
  });

  it('narrows reads, changes what is answered and refuses writes, the same at both doors; leaving stops it', async () => {
    await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Seen Stage' }).expect(201);
    const hidden = (await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Hidden Stage' }).expect(201)).body.stage._id as string;
    const hooks: Partial<OperationHooks> = {
      beforeRead: ({ subject }) => (subject.key === 'stages' ? sql`${sql.identifier('name')} <> 'Hidden Stage'` : undefined),
      afterRead: ({ subject, docs }) => (subject.key === 'stages' ? docs.map((d) => ({ ...d, name: String(d.name).toUpperCase() })) : undefined),
      beforeWrite: ({ subject, data }) => {
        if (subject.key === 'infoPage' || data.name === 'Refused') throw forbidden('Refused by a hook');
      },
    };
    const leave = t.services.hooks.register(hooks);
    try {
      const restNames = ((await t.http.get('/api/stages')).body.stages as { name: string }[]).map((s) => s.name);
      const graphqlNames = ((await gql(t, '{ stages { name } }')).body.data.stages as { name: string }[]).map((s) => s.name);
      expect(restNames).toContain('SEEN STAGE');
      expect(restNames).not.toContain('HIDDEN STAGE');
      expect(graphqlNames).toEqual(restNames);
      expect((await t.http.get(`/api/stages/${hidden}`)).status).toBe(404);
      expect(codeOf(await gql(t, 'query($id: ID!) { stage(id: $id) { _id } }', { id: hidden }))).toBe('NOT_FOUND');

      expect((await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Refused' })).status).toBe(403);
      expect(codeOf(await gql(t, 'mutation { createStage(input: {name: "Refused"}) { _id } }', undefined, admin))).toBe('FORBIDDEN');
      expect((await t.http.put('/api/infopage').set('Authorization', admin).send({})).status).toBe(403);
    } finally {
      leave();
    }
    // Signed in: past the public cache, which kept the hooked answer (no content changed since).
    const after = ((await t.http.get('/api/stages').set('Authorization', admin)).body.stages as { name: string }[]).map((s) => s.name);
    expect(after).toEqual(expect.arrayContaining(['Seen Stage', 'Hidden Stage']));
    expect(after).not.toContain('Refused');
  });
});
