/**
 * Drafts and scheduled publishing (#35, items 1 and 3): a collection with `drafts` hides what is
 * not public from anonymous readers on every surface and in every cache, shows staff everything,
 * and follows the clock at read time (the test moves the services' clock; no waiting).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '../gateway/helpers';
import { appAtT0, at } from '../helpers/release-clock';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await appAtT0());
});
afterAll(() => t.close());

const names = (list: { name?: string; title?: string }[]) => list.map((i) => i.name ?? i.title);

async function post(path: string, body: Record<string, unknown>) {
  const res = await t.http.post(path).set('Authorization', admin).send(body);
  expect(res.status).toBe(201);
  return Object.values(res.body)[0] as { _id: string } & Record<string, unknown>;
}

/** Everything an anonymous reader can reach a band by. */
async function anonymousSees(band: { _id: string; name: string }) {
  const list = await t.http.get('/api/lineup');
  const one = await t.http.get(`/api/lineup/${band._id}`);
  const graph = await gql(t, 'query($id: ID!) { bands { name } band(id: $id) { name } }', { id: band._id });
  const ics = await t.http.get('/api/lineup.ics');
  const seen = [
    names(list.body).includes(band.name),
    one.status === 200,
    names(graph.body.data?.bands ?? []).includes(band.name),
    graph.body.data?.band?.name === band.name,
    ics.text.includes(band.name),
  ];
  if (seen.every(Boolean)) return true;
  if (seen.some(Boolean)) throw new Error(`seen on some surfaces only: ${JSON.stringify(seen)}`);
  expect(one.status).toBe(404);
  return false;
}

describe('drafts', () => {
  it('a create without status is published at once, and says so', async () => {
    const band = await post('/api/lineup', { name: 'Open Gate', country: 'Romania', biography: 'Loud.' });
    expect(band).toMatchObject({ status: 'published', publishAt: null });
  });

  it('a draft band is invisible to anonymous readers everywhere, visible to staff with its status; publishing shows it', async () => {
    const stage = await post('/api/stages', { name: 'Draft Stage' });
    const band = (await post('/api/lineup', {
      name: 'Hidden Draft',
      country: 'Norway',
      biography: 'Not yet.',
      status: 'draft',
      stageId: stage._id,
      startsAt: '2026-09-26T17:00:00.000Z',
      endsAt: '2026-09-26T18:00:00.000Z',
    })) as { _id: string; name: string };
    expect(await anonymousSees(band)).toBe(false);
    // Twice: the second answer comes from the cache, which holds no draft either.
    expect((await t.http.get('/api/lineup')).headers['x-cache']).toBe('HIT');
    expect(await anonymousSees(band)).toBe(false);

    const staffList = await t.http.get('/api/lineup').set('Authorization', admin);
    expect(staffList.body.find((b: { name: string }) => b.name === 'Hidden Draft')).toMatchObject({ status: 'draft', publishAt: null });
    expect((await t.http.get(`/api/lineup/${band._id}`).set('Authorization', admin)).status).toBe(200);
    const staffGraph = await gql(t, '{ bands { name status publishAt } }', undefined, admin);
    expect(staffGraph.body.data.bands).toContainEqual({ name: 'Hidden Draft', status: 'draft', publishAt: null });

    expect((await t.http.put(`/api/lineup/${band._id}`).set('Authorization', admin).send({ status: 'published' })).status).toBe(200);
    expect(await anonymousSees(band)).toBe(true);
  });

  it('a scheduled article appears at its instant with no write: REST, GraphQL, RSS and the page, cached before', async () => {
    const article = await post('/api/news', { title: 'Wave One', excerpt: 'Twelve bands.', content: 'Body.', publishedAt: at(-3600).toISOString(), publishAt: at(30).toISOString() });
    expect(article.publishAt).toBe(at(30).toISOString());
    await t.services.schedule.settled();
    const reads = async () => {
      const rest = await t.http.get('/api/news');
      const graph = await gql(t, '{ news { title } }');
      const rss = await t.http.get('/rss.xml');
      const page = await t.http.get(`/news/${article.slug}`);
      const sitemap = await t.http.get('/sitemap.xml');
      const shown = [names(rest.body.articles).includes('Wave One'), names(graph.body.data.news).includes('Wave One'), rss.text.includes('Wave One'), page.status === 200, sitemap.text.includes(`/news/${article.slug}`)];
      return { rest, shown };
    };
    const none = [false, false, false, false, false];
    expect((await reads()).shown).toEqual(none);
    t.clock.now = at(29.9);
    const cached = await reads();
    expect(cached.rest.headers['x-cache']).toBe('HIT');
    expect(cached.shown).toEqual(none);
    t.clock.now = at(30);
    expect((await reads()).shown).toEqual([true, true, true, true, true]);
  });

  it('an article dated in the future is not public before its date', async () => {
    t.clock.now = at(100);
    await post('/api/news', { title: 'Dated Ahead', excerpt: 'Soon.', content: 'Body.', publishedAt: at(160).toISOString() });
    await t.services.schedule.settled();
    expect(names((await t.http.get('/api/news')).body.articles)).not.toContain('Dated Ahead');
    expect(names((await t.http.get('/api/news').set('Authorization', admin)).body.articles)).toContain('Dated Ahead');
    t.clock.now = at(160);
    expect(names((await t.http.get('/api/news')).body.articles)).toContain('Dated Ahead');
  });

  it('refuses a publishAt that names no instant, and a status it does not know, at both doors', async () => {
    for (const publishAt of ['tomorrow', '2026-09-26', '2026-09-26T20:00']) {
      const res = await t.http.post('/api/partners').set('Authorization', admin).send({ name: 'P', tier: 'main', publishAt });
      expect(res.status).toBe(400);
      expect(res.body.details.publishAt).toMatch(/ISO 8601 instant/);
    }
    const status = await t.http.post('/api/archives').set('Authorization', admin).send({ year: '2019', description: 'x', lineup: 'y', status: 'hidden' });
    expect(status.status).toBe(400);
    expect(status.body.details.status).toMatch(/published, draft/);
    const graph = await gql(t, 'mutation { createPartner(input: { name: "P", tier: main, status: draft, publishAt: "soon" }) { _id } }', undefined, admin);
    expect(graph.body.errors[0].extensions.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });
});
