/**
 * `RateLimit-Policy` and `RateLimit` (IETF httpapi draft) on every rate-limited operation, at both
 * doors, and in the OpenAPI document (#37 item 6). Two instances telling the same counts:
 * tests/server/instances.test.ts (the PostgreSQL project).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openApiDocument } from '../../server/openapi/document';
import { RATE_LIMITED_OPERATIONS } from '../../server/openapi/rate-limits';
import { policyField, stateField } from '../../server/http/rate-limit-headers';
import { gql } from '../gateway/helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const LIMITS = { CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_SECONDS: '600', LOGIN_RATE_LIMIT: '5', LOGIN_RATE_WINDOW_SECONDS: '900', VISIT_RATE_LIMIT: '30', REGISTRATION: 'open' };

beforeAll(async () => {
  t = await createTestApp(LIMITS);
});
afterAll(() => t.close());

const remaining = (header: string | undefined, policy: string) => Number(new RegExp(`"${policy}";r=(\\d+);t=(\\d+)`).exec(header ?? '')?.[1]);
const message = (i: number) => ({ name: 'Fan', email: 'fan@example.com', subject: `Hello ${i}`, message: 'When do tickets go on sale?' });

describe('the fields', () => {
  it('are Structured Field lists of quota policy items: "name";q=;w= and "name";r=;t=', () => {
    const reports = [
      { policy: 'sign-in', quota: 10, windowSeconds: 900, remaining: 9, resetSeconds: 899 },
      { policy: 'contact', quota: 5, windowSeconds: 600, remaining: 5, resetSeconds: 600 },
    ];
    expect(policyField(reports)).toBe('"sign-in";q=10;w=900, "contact";q=5;w=600');
    expect(stateField(reports)).toBe('"sign-in";r=9;t=899, "contact";r=5;t=600');
  });
});

describe('rate-limited operations answer them', () => {
  it('the contact form counts down to 0, then 429 with Retry-After and the same fields', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await t.http.post('/api/contact').send(message(i)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 429]);
    for (const r of answers) expect(r.headers['ratelimit-policy']).toBe('"contact";q=2;w=600');
    expect(answers.map((r) => remaining(r.headers.ratelimit, 'contact'))).toEqual([1, 0, 0]);
    const reset = Number(/t=(\d+)/.exec(answers[2]!.headers.ratelimit)![1]);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(600);
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sign-in tells the client budget: a failure spends one, a success gives it back', async () => {
    await t.adminToken();
    const wrong = () => t.http.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-password' });
    const first = await wrong();
    expect(first.status).toBe(401);
    expect(first.headers['ratelimit-policy']).toBe('"sign-in";q=5;w=900');
    const second = await wrong();
    expect(remaining(second.headers.ratelimit, 'sign-in')).toBe(remaining(first.headers.ratelimit, 'sign-in') - 1);
    const right = await t.http.post('/api/auth/login').send({ email: 'admin@example.com', password: 'admin-secret' });
    expect(right.status).toBe(200);
    expect(right.headers['ratelimit-policy']).toBe('"sign-in";q=5;w=900');
    expect(remaining(right.headers.ratelimit, 'sign-in')).toBe(remaining(second.headers.ratelimit, 'sign-in'));
  });

  it('register, the visit log and the password reset request carry their own policies', async () => {
    const registered = await t.http.post('/api/auth/register').send({ email: 'fan1@example.com', password: 'a-long-fan-secret' });
    expect(registered.headers['ratelimit-policy']).toMatch(/^"register";q=\d+;w=\d+$/);
    const visit = await t.http.post('/api/visits/log').send({});
    expect(visit.status).toBe(204);
    expect(visit.headers['ratelimit-policy']).toBe('"visits";q=30;w=3600');
    expect(remaining(visit.headers.ratelimit, 'visits')).toBe(29);
    const reset = await t.http.post('/api/auth/forgot-password').send({ email: 'fan1@example.com' });
    expect(reset.headers['ratelimit-policy']).toMatch(/^"password-reset";q=\d+;w=\d+$/);
  });

  it('GraphQL mutations of the same services carry them too', async () => {
    const res = await gql(t, 'mutation { logVisit }');
    expect(res.body.errors).toBeUndefined();
    expect(res.headers['ratelimit-policy']).toBe('"visits";q=30;w=3600');
    expect(remaining(res.headers.ratelimit, 'visits')).toBe(28);
  });

  it('other operations carry neither', async () => {
    for (const res of [await t.http.get('/api/news'), await t.http.get('/api/health'), await gql(t, '{ news { _id } }')]) {
      expect(res.headers['ratelimit-policy']).toBeUndefined();
      expect(res.headers.ratelimit).toBeUndefined();
    }
  });
});

describe('the OpenAPI document', () => {
  type Op = { operationId: string; responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }> };
  const operations = Object.values(openApiDocument.paths as Record<string, Record<string, Op>>).flatMap((item) => Object.values(item));

  it('documents both headers on every answer of every rate-limited operation (but the 503)', () => {
    for (const id of Object.keys(RATE_LIMITED_OPERATIONS)) {
      const op = operations.find((o) => o.operationId === id);
      expect({ id, found: !!op }).toEqual({ id, found: true });
      for (const [status, response] of Object.entries(op!.responses)) {
        if (status === '503') continue;
        expect({ id, status, headers: Object.keys(response.headers ?? {}).filter((h) => h.startsWith('RateLimit')) }).toEqual({ id, status, headers: ['RateLimit-Policy', 'RateLimit'] });
      }
    }
    expect(Object.keys((openApiDocument.components as { headers: object }).headers)).toEqual(['RateLimitPolicy', 'RateLimit']);
  });

  it('lists every operation a limit can refuse (429), but the GraphQL GET (queries count against no limit)', () => {
    const limited = operations.filter((o) => o.responses['429'] && o.operationId !== 'graphqlGet').map((o) => o.operationId);
    expect(limited.sort()).toEqual(Object.keys(RATE_LIMITED_OPERATIONS).sort());
  });
});
