import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminApp, type TestApp } from '../helpers/test-app';
import { codeOf, firstError, gql } from './helpers';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

const contactCount = async () => (await gql(t, '{ contactMessages { _id } }', undefined, admin)).body.data.contactMessages.length;
const CONTACT = { name: 'Eve', email: 'eve@example.com', subject: 'Hi', message: 'Hello' };

describe('transport', () => {
  it('answers POST /api/graphql and GET for queries (with the preflight header)', async () => {
    expect((await gql(t, '{ ping }')).body).toEqual({ data: { ping: true } });
    const get = await t.http.get('/api/graphql').query({ query: '{ ping }' }).set('Apollo-Require-Preflight', 'true');
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ data: { ping: true } });
  });

  it('refuses a mutation over GET and runs nothing', async () => {
    const before = await contactCount();
    const res = await t.http
      .get('/api/graphql')
      .query({ query: `mutation { sendContactMessage(input: {name: "a", email: "a@b.co", subject: "s", message: "m"}) { message } }` })
      .set('Apollo-Require-Preflight', 'true');
    expect(res.status).toBe(405);
    expect(res.body.data).toBeUndefined();
    expect(await contactCount()).toBe(before);
  });

  it('keeps the REST JSON 404 for other paths under /api', async () => {
    const res = await t.http.get('/api/graphql-nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});

describe('CSRF prevention', () => {
  const mutation = `mutation { sendContactMessage(input: {name: "Eve", email: "eve@example.com", subject: "Hi", message: "Hello"}) { message } }`;

  it('refuses simple-request POSTs without a preflight header before running them', async () => {
    const before = await contactCount();
    const text = await t.http.post('/api/graphql').set('Content-Type', 'text/plain').send(JSON.stringify({ query: mutation }));
    expect(text.status).toBe(400);
    expect(text.text).toMatch(/Cross-Site Request Forgery/);
    const form = await t.http.post('/api/graphql').type('form').send({ query: mutation });
    expect(form.status).toBe(400);
    expect(form.text).toMatch(/Cross-Site Request Forgery/);
    const multipart = await t.http
      .post('/api/graphql')
      .field('operations', JSON.stringify({ query: mutation }))
      .field('map', '{}');
    expect(multipart.status).toBe(400);
    expect(multipart.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
    expect(await contactCount()).toBe(before);
  });

  it('refuses a GET without the header', async () => {
    const res = await t.http.get('/api/graphql').query({ query: '{ ping }' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Cross-Site Request Forgery/);
  });

  it('accepts JSON POSTs (not a simple request) and the preflight header', async () => {
    const json = await t.http.post('/api/graphql').send({ query: '{ ping }' });
    expect(json.body).toEqual({ data: { ping: true } });
    const res = await gql(t, `mutation($input: ContactInput!) { sendContactMessage(input: $input) { message } }`, { input: CONTACT });
    expect(res.body.data.sendContactMessage.message).toEqual(expect.any(String));
  });
});

describe('guards: abusive operations are refused before they run', () => {
  it('refuses a query deeper than the depth limit, counting data levels (fragments are flattened)', async () => {
    // Shared fragments nest (ArticleFields → ArticleSummary → ImageVariantsFields) without making
    // the data any deeper, so spreads are not levels; the document's size is bounded by the token limit.
    const before = await contactCount();
    let selection = 'message';
    for (let i = 0; i < 10; i++) selection = `... on ContactResult { ${selection} }`;
    const flat = await gql(t, `mutation($input: ContactInput!) { sendContactMessage(input: $input) { ${selection} } }`, { input: CONTACT });
    expect(flat.status).toBe(200);
    expect(await contactCount()).toBe(before + 1);
    // Thirteen levels of data: refused at validation, before anything runs.
    let deep = 'name';
    for (let i = 0; i < 9; i++) deep = `ofType { ${deep} }`;
    const res = await gql(t, `{ __type(name: "Query") { fields { type { ${deep} } } } }`);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(firstError(res)?.message).toMatch(/depth limit of 8/);
    expect(res.body.data).toBeUndefined();
  });

  it('refuses introspection abuse through __type', async () => {
    let sel = 'name';
    for (let i = 0; i < 9; i++) sel = `ofType { ${sel} }`;
    const res = await gql(t, `{ __type(name: "Query") { fields { type { ${sel} } } } }`);
    expect(res.status).toBe(400);
    expect(firstError(res)?.message).toMatch(/depth limit/);
  });

  it('refuses an expensive query over the cost limit', async () => {
    // Within depth, alias and token limits, but 40 × 6 scalars at depth 8 cost far more than 3000.
    let sel = Array.from({ length: 40 }, () => 'socialLinks { facebook instagram youtube tiktok bandcamp website }').join(' ');
    for (let i = 0; i < 5; i++) sel = `... on Band { ${sel} }`;
    const res = await gql(t, `{ bands { ${sel} } }`);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(firstError(res)?.message).toMatch(/Cost limit of 3000 exceeded/);
  });

  it('refuses too many aliases (a batch of writes in one operation) and runs none', async () => {
    const before = await contactCount();
    const fields = Array.from({ length: 16 }, (_, i) => `m${i}: sendContactMessage(input: $input) { message }`).join(' ');
    const res = await gql(t, `mutation($input: ContactInput!) { ${fields} }`, { input: CONTACT });
    expect(res.status).toBe(400);
    expect(firstError(res)?.message).toMatch(/Aliases limit of 15/);
    expect(await contactCount()).toBe(before);
  });

  it('refuses too many directives', async () => {
    const fields = Array.from({ length: 21 }, () => 'name @include(if: true)').join(' ');
    const res = await gql(t, `{ bands { ${fields} } }`);
    expect(res.status).toBe(400);
    expect(firstError(res)?.message).toMatch(/Directives limit of 20/);
  });

  it('refuses documents over the token limit at parse time', async () => {
    const res = await gql(t, `{ ${'ping '.repeat(2100)} }`);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_PARSE_FAILED');
    expect(firstError(res)?.message).toMatch(/more that 2000 tokens/);
  });

  it('lets an honest, large query through', async () => {
    const res = await gql(
      t,
      `{ activeFestival { name dates } siteAssets { logo bannerText countdownDate contactEmails { email purpose } seoTitles }
         news(limit: 4) { _id title excerpt image publishedAt tags }
         bands { _id name country genre image performanceDay order biography spotifyEmbed socialLinks { facebook instagram youtube tiktok bandcamp website } createdAt updatedAt }
         infoPage { location { title address mapEmbedUrl } travel { byAir byCar accommodation } rules { importantGuidelines allowedItems prohibitedItems securityNote } faq { _id question answer } } }`,
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('refuses a `limit` over 1,000 (no silent clamp, #37) and leaves the others to the service', async () => {
    const original = t.services.contact.list;
    const seen: unknown[] = [];
    t.services.contact.list = (actor, options) => (seen.push((options as { limit?: number } | undefined)?.limit), original(actor, options));
    try {
      const big = await gql(t, '{ contactMessages(limit: 1000000) { _id } }', undefined, admin);
      expect(codeOf(big)).toBe('BAD_USER_INPUT');
      expect(firstError(big)?.extensions.details).toEqual({ limit: 'Limit must be at most 1000' });
      await gql(t, '{ contactMessages(limit: 3) { _id } }', undefined, admin);
      await gql(t, '{ contactMessages { _id } }', undefined, admin);
      // The refusal comes from the service's one rule (the same 400 at REST), not a gateway clamp.
      expect(seen).toEqual([1000000, 3, undefined]);
    } finally {
      t.services.contact.list = original;
    }
    const zero = await gql(t, '{ contactMessages(limit: 0) { _id } }', undefined, admin);
    expect(codeOf(zero)).toBe('BAD_USER_INPUT');
    expect(firstError(zero)?.extensions.details).toEqual({ limit: expect.any(String) });
  });
});
