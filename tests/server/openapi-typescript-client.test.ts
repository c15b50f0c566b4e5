/**
 * An integrator generates a typed client from the served document (#37 item 6): openapi-typescript
 * turns /api/openapi.json into `paths`/`components` types, and a small client written against them
 * (a GraphQL call with variables, its answer's data and error codes, passkey options, a login)
 * type-checks under the repository's TypeScript in strict mode, while a wrong call does not. Also:
 * no object of the document is left without properties or `additionalProperties` (a generated
 * client types those `Record<string, never>`, which no call can fill), every operation declares
 * its `security` and, but those that never reach the database, its 503; every tag is listed.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Json = Record<string, unknown>;
let t: TestApp;
let doc: { paths: Record<string, Record<string, Json>>; tags: { name: string }[] };
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.http.get('/api/openapi.json')).body;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-openapi-client-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The client an integrator writes against the generated types. */
const CLIENT = `
import type { paths } from './api';

type GraphQLBody = paths['/api/graphql']['post']['requestBody']['content']['application/json'];
type GraphQLAnswer = paths['/api/graphql']['post']['responses'][200]['content']['application/json'];

export async function article(slug: string): Promise<unknown> {
  const body: GraphQLBody = {
    query: 'query Article($id: ID!, $locale: Locale) { article(id: $id, locale: $locale) { title slug } }',
    operationName: 'Article',
    variables: { id: slug, locale: 'RO', page: { limit: 12, cursor: null }, tags: ['a', 'b'] },
  };
  const res = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await res.json()) as GraphQLAnswer;
  const code: unknown = answer.errors?.[0]?.extensions?.['code'];
  if (code) throw new Error(String(code));
  return answer.data?.['article'];
}

type Login = paths['/api/auth/login']['post'];
export const credentials: Login['requestBody']['content']['application/json'] = { email: 'fan@example.com', password: 'secret-secret' };

type PasskeyOptions = paths['/api/auth/passkeys/sign-in-options']['post']['responses'][200]['content']['application/json'];
export const challengeOf = (options: PasskeyOptions): string => options.challenge;
export const extensionOf = (options: PasskeyOptions): unknown => options.extensions?.['appid'];

type Restored = paths['/api/trash/{collection}/{id}/restore']['post']['responses'][200]['content']['application/json'];
export const restoredTitle = (answer: Restored): string | undefined => ('article' in answer ? answer.article.title : undefined);
`;

/** What must not type-check: the types are real, not \`any\`. */
const WRONG = `
import type { paths } from './api';
type GraphQLBody = paths['/api/graphql']['post']['requestBody']['content']['application/json'];
export const noQuery: GraphQLBody = { variables: { id: 'x' } };
export const notAString: GraphQLBody = { query: 42 };
`;

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('a client generated with openapi-typescript', () => {
  it('type-checks a GraphQL call with variables, its data and error codes, passkey options and a login; refuses a wrong call', async () => {
    fs.writeFileSync(path.join(work, 'openapi.json'), JSON.stringify(doc));
    const bin = path.join(process.cwd(), 'node_modules', '.bin', 'openapi-typescript');
    await promisify(execFile)(bin, [path.join(work, 'openapi.json'), '--output', path.join(work, 'api.ts')], { timeout: 60_000 });
    const generated = fs.readFileSync(path.join(work, 'api.ts'), 'utf8');
    // The GraphQL request's variables: an object of any values, not Record<string, never>.
    expect(generated).toMatch(/variables\?: \{\s*\[key: string\]: unknown;\s*\}/);
    fs.writeFileSync(path.join(work, 'client.ts'), CLIENT);
    expect(typeErrors(path.join(work, 'client.ts'))).toEqual([]);
    fs.writeFileSync(path.join(work, 'wrong.ts'), WRONG);
    const errors = typeErrors(path.join(work, 'wrong.ts'));
    expect(errors.some((e) => /'query' is missing/.test(e))).toBe(true);
    expect(errors.some((e) => /'number' is not assignable to type 'string'/.test(e))).toBe(true);
  }, 120_000);
});

describe('the served document, for integrators', () => {
  const operations = () => Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${p}`, path: p, op: op as Json & { responses: Json; security?: Json[]; tags?: string[] } })));

  it('declares every free-form object as such (properties, or additionalProperties)', () => {
    const bare: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      const n = node as Json;
      const type = n.type;
      const object = type === 'object' || (Array.isArray(type) && type.includes('object'));
      if (object && !n.properties && !n.additionalProperties && !n.oneOf && !n.anyOf && !n.allOf && !n.patternProperties) bare.push(at);
      for (const [key, value] of Object.entries(n)) walk(value, `${at}/${key}`);
    };
    walk(doc, '');
    expect(bare).toEqual([]);
  });

  it('declares security on every operation: bearer for staff calls, none for public ones, either for GraphQL', () => {
    for (const { where, path: p, op } of operations()) {
      expect({ where, declared: Array.isArray(op.security) }).toEqual({ where, declared: true });
      if (p === '/api/graphql') expect(op.security).toEqual([{}, { bearerAuth: [] }]);
      else for (const requirement of op.security!) expect(Object.keys(requirement)).toEqual(['bearerAuth']);
    }
  });

  it('documents the 503 of an unreachable database on every operation that reads it', () => {
    const withoutDatabase = ['/api/openapi.json', '/api/graphql/schema.graphql', '/api/ready'];
    for (const { where, path: p, op } of operations()) {
      if (withoutDatabase.includes(p)) continue;
      expect({ where, has503: '503' in op.responses }).toEqual({ where, has503: true });
    }
  });

  it("lists every operation's tag in the document's tags (partners included)", () => {
    const listed = new Set(doc.tags.map((tag) => tag.name));
    const used = new Set(operations().flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((tag) => !listed.has(tag))).toEqual([]);
    expect(listed.has('partners')).toBe(true);
  });
});
