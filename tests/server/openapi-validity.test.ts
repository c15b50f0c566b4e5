import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Schema = { required?: string[]; properties?: Record<string, Schema>; maxLength?: number; minLength?: number; maximum?: number; enum?: string[] };
type Doc = { openapi: string; components: { schemas: Record<string, Schema> } };

let t: TestApp;
let admin: string;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
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
