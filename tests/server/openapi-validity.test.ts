import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { COLLECTIONS } from '@domain/collections';
import { SINGLETONS } from '@domain/singletons';
import { withLifecycle } from '../../server/http/lifecycle';
import { pngImage } from '../helpers/images';
import {
  callAsDocumented,
  documentedCalls,
  resolveSchema,
  responseChecker,
  type CallInput,
  type DocumentedCall,
  type Json,
  type OpenApiDoc,
} from '../helpers/openapi-client';
import { SoftwareAuthenticator } from '../helpers/software-authenticator';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

type Schema = { required?: string[]; properties?: Record<string, Schema>; maxLength?: number; minLength?: number; maximum?: number; enum?: string[] };
type Doc = { openapi: string; components: { schemas: Record<string, Schema> } };

let t: TestApp;
let admin: string;
let doc: Doc;
// Small limits, so the test can reach the documented 429s in a few calls.
const LIMITS = { REGISTER_RATE_LIMIT: '2', VISIT_RATE_LIMIT: '1' };
// A fixed public origin: the passkey ceremonies below answer for it (supertest's port changes per request).
const ORIGIN = 'https://festival.example';
beforeAll(async () => {
  t = await createTestApp({ ...LIMITS, PUBLIC_URL: ORIGIN });
  admin = await t.adminToken();
  doc = (await t.http.get('/api/openapi.json')).body;
});
afterAll(() => t.close());

const schema = (name: string) => doc.components.schemas[name]!;
const prop = (name: string, field: string) => schema(name).properties![field]!;

const band = { name: 'Band', country: 'RO', biography: 'Bio' };
const article = { title: 'T', excerpt: 'E', content: 'C', publishedAt: '2025-05-01' };

describe('the served OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result).toEqual({ valid: true });
  });

  it('carries the limits the services enforce (band order maximum, updatedAt required on every collection)', () => {
    expect(prop('BandInput', 'order').maximum).toBe(1_000_000);
    for (const name of ['Band', 'Article', 'Archive', 'Festival']) expect(schema(name).required).toContain('updatedAt');
  });

  it('requires no field of an update of an item or a singleton (its spec verb and PATCH), which changes only what it sends', async () => {
    const api = doc as unknown as OpenApiDoc;
    const updates = [
      ...Object.values(COLLECTIONS).flatMap((c) => (['put', 'patch'] as const).map((verb) => [verb, `/api/${c.rest.path}/{id}`] as const)),
      ...Object.values(SINGLETONS).flatMap((s) => ([s.rest.update, 'patch'] as const).map((verb) => [verb, `/api/${s.rest.path}`] as const)),
    ];
    for (const [verb, path] of updates) {
      const body = api.paths[path]?.[verb]?.requestBody;
      expect({ call: `${verb} ${path}`, documented: Boolean(body) }).toEqual({ call: `${verb} ${path}`, documented: true });
      for (const media of Object.values(body!.content)) {
        expect({ call: `${verb} ${path}`, required: resolveSchema(api, media.schema).required ?? [] }).toEqual({ call: `${verb} ${path}`, required: [] });
      }
    }
    const created = (await t.http.post('/api/lineup').set('Authorization', admin).send(band).expect(201)).body.band as { _id: string };
    expect((await t.http.put(`/api/lineup/${created._id}`).set('Authorization', admin).send({ country: 'MD' })).status).toBe(200);
    expect((await t.http.patch(`/api/lineup/${created._id}`).set('Authorization', admin).send({ country: 'UA' })).body.band).toMatchObject({ name: 'Band', country: 'UA' });
    expect((await t.http.patch('/api/site-assets').set('Authorization', admin).send({ bannerText: 'Patched' })).body.assets.bannerText).toBe('Patched');
  });
});

describe('a body the document forbids is refused by the service', () => {
  it('lineup: an order above the documented maximum', async () => {
    const max = prop('BandInput', 'order').maximum!;
    const res = await t.http.post('/api/lineup').set('Authorization', admin).send({ ...band, order: max + 1 });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty('order');
  });

  it("lineup: a performance day that is not one of the festival's days", async () => {
    expect((prop('BandInput', 'performanceDay') as { description?: string }).description).toMatch(/festival's day labels/);
    const res = await t.http.post('/api/lineup').set('Authorization', admin).send({ ...band, performanceDay: '28 September' });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty('performanceDay');
  });

  it('news: a title longer than the documented maxLength', async () => {
    const max = prop('ArticleInput', 'title').maxLength!;
    const res = await t.http.post('/api/news').set('Authorization', admin).send({ ...article, title: 'x'.repeat(max + 1) });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty('title');
  });

  it('every documented required field of an archive, festival and contact message', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ['ArchiveInput', '/api/archives', { year: '2023', description: 'D', lineup: 'A, B' }],
      ['FestivalInput', '/api/festivals', { name: 'MG' }],
      ['ContactMessageInput', '/api/contact', { name: 'N', email: 'a@b.co', subject: 'S', message: 'M' }],
    ];
    for (const [name, path, valid] of cases) {
      const required = schema(name).required ?? [];
      expect({ name, required: required.length > 0 }).toEqual({ name, required: true });
      for (const field of required) {
        const { [field]: _dropped, ...body } = valid;
        const res = await t.http.post(path).set('Authorization', admin).send(body);
        expect({ path, field, status: res.status, flagged: field in (res.body.details ?? {}) }).toEqual({ path, field, status: 400, flagged: true });
      }
    }
  });

  it('login: a password shorter than the documented minLength', async () => {
    const min = prop('Credentials', 'password').minLength!;
    const res = await t.http.post('/api/auth/login').send({ email: 'a@b.co', password: 'x'.repeat(min - 1) });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty('password');
  });
});

/**
 * An integrator who knows only /api/openapi.json: every documented operation is called with each
 * documented request body type, built from its schema, and must succeed with an answer the
 * document describes. What no schema can know is filled in here, and only that: ids (made first
 * through the documented create call), one-time tokens, the caller's password, the version an
 * editor loaded, and set times that must not overlap the previous call's.
 */
describe('every documented operation, called as the document describes it', () => {
  let api: OpenApiDoc;
  let check: ReturnType<typeof responseChecker>;
  const problems: string[] = [];
  const called = new Set<string>();
  /** What earlier answers gave: ids by collection path, versions by URL, tokens. */
  const ids: Record<string, string> = {};
  const versions: Record<string, string> = {};
  const got: { refreshToken?: string; inviteToken?: string; resetToken?: string; userId?: string; password: string; nextPassword?: string } = {
    password: ADMIN.password,
  };
  let png: Buffer;
  let setHour = 0;
  let invitations = 0;
  /** A software passkey authenticator answers the passkey ceremonies (tests/server/passkeys.test.ts tests them). */
  const authenticator = new SoftwareAuthenticator();
  let passkeyAnswer: Json | undefined;

  beforeAll(async () => {
    api = doc as unknown as OpenApiDoc;
    check = responseChecker(api);
    png = await pngImage();
  });

  const entityOf = (body: unknown): Json | undefined => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
    const b = body as Json;
    if ('_id' in b || 'updatedAt' in b) return b;
    const inner = Object.values(b).find((v) => v && typeof v === 'object' && !Array.isArray(v)) as Json | undefined;
    return inner && ('_id' in inner || 'updatedAt' in inner) ? inner : undefined;
  };
  const findCall = (method: string, path: string) => documentedCalls(api).find((c) => c.method === method && c.path === path)!;
  const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');

  /** Calls as documented, checks the answer, and remembers what a later call needs from it. */
  async function run(call: DocumentedCall, input: CallInput = {}, expectSuccess = true) {
    const auth = call.op.security?.length ? admin : undefined;
    const res = await callAsDocumented(t.http, api, call, { auth, file: png, ...input });
    called.add(call.op.operationId);
    problems.push(...check(call, res));
    if (expectSuccess && !(res.status >= 200 && res.status < 300)) {
      problems.push(`${call.method.toUpperCase()} ${call.path} (${input.contentType ?? 'as documented'}): ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    const entity = entityOf(res.body);
    // A restore answers the item (or document) itself: its version is that of the item's URL.
    const url = call.path.replace(/\{(\w+)\}/g, (_, name: string) => input.params?.[name] ?? '').replace(/\/versions\/[^/]*\/restore$/, '');
    if (entity?._id && call.method === 'post' && res.status === 201) {
      ids[call.path] = entity._id as string;
      if (typeof entity.updatedAt === 'string') versions[`${call.path}/${entity._id}`] = entity.updatedAt;
    } else if (typeof entity?.updatedAt === 'string') versions[url] = entity.updatedAt;
    return res;
  }

  /** A stage for the bands' set times, made through the documented create call. */
  let stageId: string | undefined;
  async function stageForSets() {
    stageId ??= entityOf((await run(findCall('post', '/api/stages'))).body)?._id as string;
    return stageId;
  }

  /** The inputs of one call: the ids and secrets no schema can give. */
  async function inputsFor(call: DocumentedCall): Promise<CallInput> {
    const params: Record<string, string> = {};
    const parent = call.path.replace(/\/\{id\}.*$/, '');
    if (call.path.startsWith('/api/trash/')) {
      // A band in the trash: made and deleted first through the documented calls (#34).
      const created = await run(findCall('post', '/api/lineup'), { adjust: adjustBody(findCall('post', '/api/lineup'), '/api/lineup') });
      params.id = entityOf(created.body)?._id as string;
      params.collection = 'bands';
      await t.http.delete(`/api/lineup/${params.id}`).set('Authorization', admin);
    } else if (call.path.includes('{id}')) {
      if (parent === '/api/users') params.id = got.userId!;
      else if (parent === '/api/auth/passkeys') {
        // One of the caller's passkeys, registered first through the documented calls.
        const options = await run(findCall('post', '/api/auth/passkeys/registration-options'));
        const created = await t.http.post(parent).set('Authorization', admin).send({ name: 'To remove', response: authenticator.create(options.body, ORIGIN) });
        params.id = created.body.passkey._id;
      }
      else if (parent === '/api/users/reset-links') {
        // An outstanding reset link, made first through the documented call, named by the documented list.
        await run(findCall('post', '/api/users/{id}/reset-link'), { params: { id: got.userId! } });
        const list = await t.http.get(parent).set('Authorization', admin);
        params.id = (list.body.resetLinks as { _id: string }[])[0]!._id;
      }
      else if (parent === '/api/auth/sessions') {
        // One of the caller's own logins other than the current one: a fresh sign-in.
        await run(findCall('post', '/api/auth/login'), { adjust: () => ({ email: ADMIN.email, password: got.password }) });
        const list = await t.http.get('/api/auth/sessions').set('Authorization', admin);
        params.id = (list.body.sessions as { _id: string; current: boolean }[]).find((s) => !s.current)!._id;
      } else {
        // Deleted: a fresh one, created first through the documented create call; others use the first made.
        const created = call.method === 'delete' || !ids[parent] ? await run(findCall('post', parent), { adjust: adjustBody(findCall('post', parent), parent) }) : undefined;
        params.id = created ? (entityOf(created.body)?._id as string) : ids[parent]!;
        if (!params.id) {
          // A create that answers no id (a contact message): the documented list names it, newest first.
          const list = (await t.http.get(parent).set('Authorization', admin)).body as Json;
          params.id = (Object.values(list).find(Array.isArray) as Json[])[0]!._id as string;
        }
      }
    }
    if (call.op.operationId === 'registerPasskey' || call.op.operationId === 'signInWithPasskey') {
      // The authenticator's answer to fresh options: what no schema can know.
      const registering = call.op.operationId === 'registerPasskey';
      const options = registering
        ? await t.http.post('/api/auth/passkeys/registration-options').set('Authorization', admin)
        : await t.http.post('/api/auth/passkeys/sign-in-options');
      passkeyAnswer = registering ? authenticator.create(options.body, ORIGIN) : authenticator.get(options.body, ORIGIN);
    }
    if (call.path === '/api/uploads/{key}') {
      // A stored image: a fresh edition's poster, uploaded through the documented create call.
      const created = await run(findCall('post', '/api/archives'), { contentType: 'multipart/form-data' });
      params.key = String(entityOf(created.body)?.poster).split('/').pop()!;
    }
    if (call.path.includes('{versionId}')) {
      // One of the item's (or document's) versions, as its documented list names them (#34).
      const list = await t.http.get(call.path.replace(/\/\{versionId\}.*$/, '').replace('{id}', params.id ?? '')).set('Authorization', admin);
      params.versionId = (list.body.versions as { _id: string }[]).at(-1)!._id;
    }
    if (call.path.endsWith('/import')) {
      // A CSV the collection takes (#37): the one body no schema can make.
      const csv = call.path === '/api/news/import' ? 'title,excerpt,content,publishedAt\nImported,Short,Text,2026-01-01\n' : 'name,country,biography\nImported Band,UK,Loud.\n';
      return { params, file: Buffer.from(csv) };
    }
    const path = call.path.replace('{id}', params.id ?? '');
    if (call.path.includes('{id}') && (call.path.startsWith('/api/lineup') || call.path.startsWith('/api/stages'))) await stageForSets();
    return { params, adjust: adjustBody(call, path) };
  }

  let strongPasswords = 0;
  function adjustBody(call: DocumentedCall, path: string) {
    const id = call.op.operationId;
    return (body: Json): Json => {
      const out = { ...body };
      if ('expectedUpdatedAt' in out) {
        // The version the editor loaded; left out when nothing was loaded (it is optional).
        if (versions[path]) out.expectedUpdatedAt = versions[path];
        else delete out.expectedUpdatedAt;
      }
      if ('refreshToken' in out) out.refreshToken = got.refreshToken;
      if (id === 'registerPasskey' || id === 'signInWithPasskey') out.response = passkeyAnswer;
      // A sampled release id names no release (404): the link to every draft is asked for instead.
      if (id === 'createPreview') delete out.releaseId;
      // An email not yet a member's: inviting a member's email is a conflict.
      if (id === 'inviteMember') out.email = `invitee${++invitations}@example.com`;
      // A team password must be one the strength estimator rates strong: a sample string is not.
      const strong = `Sample-${++strongPasswords}-Ravens-Quarry-Lantern`;
      if (id === 'acceptInvite') Object.assign(out, { token: got.inviteToken, password: strong });
      if (id === 'resetPassword') Object.assign(out, { token: got.resetToken, password: strong });
      if (id === 'changePassword') {
        out.current = got.password;
        out.next = strong;
        got.nextPassword = strong;
      }
      if ('startsAt' in out && 'endsAt' in out) {
        // One hour each, one after another: a set may not overlap another on its stage.
        const start = Date.UTC(2025, 8, 26, 12) + setHour++ * 3_600_000;
        Object.assign(out, { stageId, startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString() });
        // The day follows from the times: left out, it is derived (a different one is a 400).
        delete out.performanceDay;
      }
      return out;
    };
  }

  /** Creates first, then reads and edits, then removals; a one-time token is used after it is made. */
  const rank = ({ path, method, op }: DocumentedCall) => {
    if (op.operationId === 'resetPassword') return 3;
    if (method === 'delete') return path.includes('{') ? 5 : 4;
    if (method === 'post' && !path.includes('{') && op.responses['201']) return 0;
    return path.includes('{') ? 2 : 1;
  };

  /**
   * Operations that succeed only with a code from the account's authenticator (a TOTP secret set up
   * moments before): sampled bodies cannot carry one. tests/server/team.test.ts runs each of them
   * through both doors with real codes. Called here all the same; only their success is not required.
   */
  const NEEDS_AUTHENTICATOR = new Set(['verifyTwoFactor', 'enableTwoFactor', 'disableTwoFactor', 'regenerateRecoveryCodes', 'updateTeamPolicy']);

  it('succeeds for each documented operation and body type, with answers that match the document', async () => {
    await stageForSets();
    const calls = documentedCalls(api).sort((a, b) => rank(a) - rank(b));
    for (const call of calls) {
      if (call.path === '/api/ready') continue; // answered in front of the app: below
      const input = await inputsFor(call);
      const types = Object.keys(call.op.requestBody?.content ?? { none: {} });
      for (const contentType of types) {
        // GraphQL multipart is the GraphQL multipart request spec, not a schema to sample (tests/gateway covers uploads).
        if (call.path === '/api/graphql' && contentType === 'multipart/form-data') continue;
        const res = await run(call, { ...input, ...(contentType === 'none' ? {} : { contentType }) }, !NEEDS_AUTHENTICATOR.has(call.op.operationId));
        if (call.op.operationId === 'register') {
          got.refreshToken = res.body.refreshToken;
          got.userId = res.body.user?._id;
        }
        if (call.op.operationId === 'refresh') got.refreshToken = res.body.refreshToken;
        if (call.op.operationId === 'inviteMember') got.inviteToken = res.body.invite && tokenOf(res.body.invite.url);
        if (call.op.operationId === 'createResetLink' && res.body.url) got.resetToken = tokenOf(res.body.url);
      }
      if (call.op.operationId === 'changePassword') got.password = got.nextPassword!;
    }
    for (const draining of [false, true]) {
      const ready = findCall('get', '/api/ready');
      const res = await callAsDocumented(request(withLifecycle(t.handler, { draining })), api, ready);
      called.add(ready.op.operationId);
      problems.push(...check(ready, res));
      expect(res.status).toBe(draining ? 503 : 200);
    }
    expect(problems).toEqual([]);
    expect([...called].sort()).toEqual(documentedCalls(api).map((c) => c.op.operationId).sort());
    // Every documented operation in each body type, one after another (~250 calls): past jest's
    // 60 s on a loaded machine once the PATCH aliases came (#33), so it has its own bound.
  }, 150_000);

  it('documents as required only what the server requires: each one left out of a JSON body is a 400 naming it', async () => {
    const wrong: string[] = [];
    for (const call of documentedCalls(api).filter((c) => !c.path.includes('{') && c.op.requestBody?.content['application/json'])) {
      const schema = resolveSchema(api, call.op.requestBody!.content['application/json']!.schema);
      for (const field of (schema.required as string[] | undefined) ?? []) {
        const res = await callAsDocumented(t.http, api, call, {
          auth: call.op.security?.length ? admin : undefined,
          contentType: 'application/json',
          adjust: ({ [field]: _left, expectedUpdatedAt: _version, ...rest }) => rest,
        });
        // GraphQL's refusals are GraphQL errors, without `details`.
        const named = call.path === '/api/graphql' || field in (res.body.details ?? {});
        if (res.status !== 400 || !named) wrong.push(`${call.op.operationId} without ${field}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sends multipart text as text: the banner, countdown, copyright and links are stored as sent', async () => {
    const call = findCall('post', '/api/site-assets');
    const res = await run(call, { contentType: 'multipart/form-data', adjust: adjustBody(call, call.path) });
    const sent = { bannerText: 'string', copyright: 'string', facebook: 'https://example.com/' };
    expect({ status: res.status, assets: res.body.assets }).toMatchObject({ status: 200, assets: sent });
    expect(problems).toEqual([]);
  });

  it('documents the refusals an integrator meets: 429s, anonymous uploads, over-deep JSON, GraphQL GET without its header', async () => {
    const refusals: [DocumentedCall, () => Promise<{ status: number; headers: Record<string, string>; body: unknown }>, number][] = [
      // The limits (LIMITS above) are already used up by the calls of the test before.
      [findCall('post', '/api/visits/log'), () => callAsDocumented(t.http, api, findCall('post', '/api/visits/log')), 429],
      [
        findCall('post', '/api/auth/register'),
        () => callAsDocumented(t.http, api, findCall('post', '/api/auth/register'), { adjust: (b) => ({ ...b, email: 'late@example.com' }) }),
        429,
      ],
      [
        findCall('post', '/api/graphql'),
        () =>
          t.http
            .post('/api/graphql')
            .set('Apollo-Require-Preflight', 'true')
            .field('operations', JSON.stringify({ query: 'mutation { deleteBand(id: "x") { _id } }' }))
            .field('map', '{}'),
        401,
      ],
      [
        findCall('get', '/api/graphql'),
        () => t.http.get('/api/graphql').query({ query: '{ activeFestival { name } }' }),
        400,
      ],
      [
        findCall('put', '/api/infopage'),
        () => t.http.put('/api/infopage').set('Authorization', admin).set('Content-Type', 'application/json').send(`${'['.repeat(65)}${']'.repeat(65)}`),
        400,
      ],
    ];
    for (const [call, send, status] of refusals) {
      const res = await send();
      expect({ call: call.op.operationId, status: res.status }).toEqual({ call: call.op.operationId, status });
      expect(check(call, res as Parameters<typeof check>[1])).toEqual([]);
    }
  });
});
