import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bands, news } from '../../server/db/schema';
import { codeOf, gql } from '../gateway/helpers';
import { DAY1, DAY2, WARMUP } from '../helpers/bands';
import { adminApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;
const ARTICLES = 2000;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  // 2,000 articles straight into the table (the walk is what is tested, not 2,000 creates); some
  // share a publishedAt, so the order's later keys (createdAt, id) decide between them.
  const day = 24 * 3600 * 1000;
  const rows = Array.from({ length: ARTICLES }, (_, i) => ({
    title: `Article ${i}`,
    slug: `article-${i}`,
    excerpt: `Excerpt ${i}`,
    content: `Body ${i}`,
    publishedAt: new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * day),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(news).values(rows.slice(i, i + 500));
}, 60_000);
afterAll(() => t.close());

const article = (title: string, publishedAt: string) => ({ title, excerpt: 'x', content: 'y', publishedAt });
const post = async (body: object) => {
  const res = await t.http.post('/api/news').set('Authorization', admin).send(body);
  expect(res.status).toBe(201);
  return res.body.article._id as string;
};
const remove = async (id: string) => expect((await t.http.delete(`/api/news/${id}`).set('Authorization', admin)).status).toBe(200);

type Page = { ids: string[]; nextCursor: string | null; total: number };
const NEWS_PAGE = `query($limit: Int!, $cursor: String) { newsPage(limit: $limit, cursor: $cursor) { items { _id } nextCursor total } }`;

const restPage = async (cursor: string | null): Promise<Page> => {
  const res = await t.http.get('/api/news').query({ limit: 100, ...(cursor ? { cursor } : {}) });
  expect(res.status).toBe(200);
  return { ids: res.body.articles.map((a: { _id: string }) => a._id), nextCursor: res.body.nextCursor, total: res.body.total };
};
const graphqlPage = async (cursor: string | null): Promise<Page> => {
  const res = await gql(t, NEWS_PAGE, { limit: 100, cursor });
  expect(res.body.errors).toBeUndefined();
  const { items, nextCursor, total } = res.body.data.newsPage;
  return { ids: items.map((a: { _id: string }) => a._id), nextCursor, total };
};

/**
 * Walks every page while, after the third, articles are added (newest, oldest, in the middle) and
 * deleted (some already seen, some not yet): each article there from start to end is seen exactly
 * once, a deleted unseen one never, and the walk ends.
 */
async function walkWhileChanging(pageOf: (cursor: string | null) => Promise<Page>) {
  const before = (await t.http.get('/api/news')).body.articles.map((a: { _id: string }) => a._id) as string[];
  const seen: string[] = [];
  const deletedUnseen: string[] = [];
  const deletedSeen: string[] = [];
  const added: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await pageOf(cursor);
    seen.push(...page.ids);
    cursor = page.nextCursor;
    pages += 1;
    if (pages === 1) expect(page.total).toBe(before.length);
    if (pages === 3) {
      added.push(await post(article('Newest', '2031-01-01')), await post(article('Oldest', '2001-01-01')), await post(article('Middle', '2022-06-15')));
      const unseen = before.filter((id) => !seen.includes(id));
      deletedUnseen.push(unseen[10]!, unseen[900]!);
      deletedSeen.push(seen[5]!);
      for (const id of [...deletedUnseen, ...deletedSeen]) await remove(id);
    }
  } while (cursor && pages < 100);
  expect(pages).toBeLessThan(100);
  expect(new Set(seen).size).toBe(seen.length);
  const kept = before.filter((id) => !deletedUnseen.includes(id) && !deletedSeen.includes(id));
  for (const id of kept) expect(seen).toContain(id);
  for (const id of deletedUnseen) expect(seen).not.toContain(id);
  // Added behind the walk's position (older than the page it was on) shows up; ahead of it does not.
  expect(seen).toContain(added[1]);
  expect(seen).not.toContain(added[0]);
  return added;
}

describe('a page walk over 2,000 articles', () => {
  it('REST: limit=100 with nextCursor returns each article exactly once while articles are added and deleted', async () => {
    await walkWhileChanging(restPage);
  }, 60_000);

  it('GraphQL: newsPage does the same', async () => {
    await walkWhileChanging(graphqlPage);
  }, 60_000);

  it('without limit the spec answer is unchanged; with it nextCursor and total join the list', async () => {
    const whole = await t.http.get('/api/news');
    expect(Object.keys(whole.body)).toEqual(['articles']);
    const paged = await t.http.get('/api/news?limit=12');
    expect(Object.keys(paged.body).sort()).toEqual(['articles', 'nextCursor', 'prevCursor', 'total']);
    expect(paged.body.articles.map((a: { _id: string }) => a._id)).toEqual(whole.body.articles.slice(0, 12).map((a: { _id: string }) => a._id));
    const last = await t.http.get(`/api/news?limit=1000&cursor=${encodeURIComponent((await t.http.get('/api/news?limit=1000')).body.nextCursor)}`);
    expect(last.body.nextCursor).toBeNull();
  });

  it('prevCursor leads back page by page to the first (null: ask without cursor)', async () => {
    const first = (await t.http.get('/api/news?limit=7')).body;
    const second = (await t.http.get(`/api/news?limit=7&cursor=${encodeURIComponent(first.nextCursor)}`)).body;
    const third = (await t.http.get(`/api/news?limit=7&cursor=${encodeURIComponent(second.nextCursor)}`)).body;
    expect([first.prevCursor, second.prevCursor]).toEqual([null, null]);
    const back = (await t.http.get(`/api/news?limit=7&cursor=${encodeURIComponent(third.prevCursor)}`)).body;
    const ids = (page: { articles: { _id: string }[] }) => page.articles.map((a) => a._id);
    expect(ids(back)).toEqual(ids(second));
  });
});

describe('the same 400 at both doors', () => {
  const refusedRest = async (query: string, field: string) => {
    const res = await t.http.get(`/api/news?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty(field);
    return res.body.error as string;
  };

  it('offset, limit=1001, limit=0 and a forged or foreign cursor', async () => {
    expect(await refusedRest('offset=2', 'offset')).toMatch(/offset is not supported/);
    expect(await refusedRest('limit=1001', 'limit')).toMatch(/at most 1000/);
    expect(await refusedRest('limit=0', 'limit')).toMatch(/at least 1/);
    const { nextCursor } = (await t.http.get('/api/news?limit=5')).body;
    const [payload] = nextCursor.split('.');
    const forged = `${Buffer.from(JSON.stringify({ l: 'news', k: ['2099-01-01', '2099-01-01', 'x'] })).toString('base64url')}.${nextCursor.split('.')[1]}`;
    expect(await refusedRest(`limit=5&cursor=${forged}`, 'cursor')).toMatch(/Cursor is not valid/);
    expect(await refusedRest(`limit=5&cursor=${payload}`, 'cursor')).toMatch(/Cursor is not valid/);
    // A news cursor does not continue another list.
    const lineup = await t.http.get(`/api/lineup?limit=5&cursor=${encodeURIComponent(nextCursor)}`);
    expect(lineup.status).toBe(400);
    expect(await refusedRest(`cursor=${encodeURIComponent(nextCursor)}`, 'cursor')).toMatch(/cursor needs limit/);

    const refusedGraphql = async (query: string, variables: Record<string, unknown>) => {
      const res = await gql(t, query, variables);
      expect(res.status).toBe(400);
      return res.body.errors[0];
    };
    const tooMany = await refusedGraphql('query($n: Int) { news(limit: $n) { _id } }', { n: 1001 });
    expect([tooMany.extensions.code, tooMany.extensions.details]).toEqual(['BAD_USER_INPUT', { limit: 'Limit must be at most 1000' }]);
    const forgedPage = await refusedGraphql(NEWS_PAGE, { limit: 5, cursor: forged });
    expect(forgedPage.extensions.details).toHaveProperty('cursor');
    const offset = await gql(t, '{ newsPage(limit: 5, offset: 5) { total } }');
    expect([offset.status, codeOf(offset)]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('search and filters, in the database', () => {
  beforeAll(async () => {
    for (const [name, country, performanceDay] of [
      ['Mötley Crüe', 'USA', WARMUP],
      ['Ștefan Bănică Jr.', 'România', DAY1],
      ['Motörhead', 'UK', DAY1],
    ]) {
      const res = await t.http.post('/api/lineup').set('Authorization', admin).send({ name, country, biography: 'Loud.', performanceDay });
      expect(res.status).toBe(201);
    }
    await post(article('Ședința de vară', '2019-07-01'));
  });
  const names = (res: { body: unknown }) => (Array.isArray(res.body) ? res.body : (res.body as { bands: unknown[] }).bands).map((b) => (b as { name: string }).name);

  it('q ignores case and accents at both doors: motley finds Mötley Crüe, STEFAN finds Ștefan', async () => {
    expect(names(await t.http.get('/api/lineup?q=motley'))).toEqual(['Mötley Crüe']);
    expect(names(await t.http.get('/api/lineup?q=STEFAN'))).toEqual(['Ștefan Bănică Jr.']);
    expect(names(await t.http.get('/api/lineup?q=mot'))).toEqual(['Mötley Crüe', 'Motörhead']);
    expect(names(await t.http.get('/api/lineup?q=romania&limit=10'))).toEqual(['Ștefan Bănică Jr.']);
    const res = await gql(t, '{ bandsPage(limit: 10, q: "motorhead") { items { name } total nextCursor } }');
    expect(res.body.data.bandsPage).toEqual({ items: [{ name: 'Motörhead' }], total: 1, nextCursor: null });
    expect(names(await t.http.get('/api/lineup?q=motley'))).toEqual(['Mötley Crüe']);
    expect((await t.http.get('/api/news?q=sedinta')).body.articles.map((a: { title: string }) => a.title)).toEqual(['Ședința de vară']);
    expect(names(await t.http.get('/api/lineup?q=!!'))).toEqual([]);
  });

  it('filters: bands by day and stage, news by year; a paged lineup is {bands, nextCursor, total}', async () => {
    expect(names(await t.http.get(`/api/lineup?performanceDay=${encodeURIComponent(DAY1)}&q=mot`))).toEqual(['Motörhead']);
    expect(names(await t.http.get('/api/lineup?stageId=none'))).toEqual([]);
    const paged = await t.http.get('/api/lineup?limit=2');
    expect(Object.keys(paged.body).sort()).toEqual(['bands', 'nextCursor', 'prevCursor', 'total']);
    expect(paged.body.total).toBe(3);
    const rest = await t.http.get(`/api/lineup?limit=2&cursor=${encodeURIComponent(paged.body.nextCursor)}`);
    expect([...names(paged), ...names(rest)]).toEqual(names(await t.http.get('/api/lineup')));
    const in2019 = await t.http.get('/api/news?year=2019&limit=5');
    expect([in2019.body.total, in2019.body.articles[0].title]).toEqual([1, 'Ședința de vară']);
    const graphql = await gql(t, '{ newsPage(limit: 5, year: 2019) { total } }');
    expect(graphql.body.data.newsPage.total).toBe(1);
  });
});

describe('the public /news at 2,000 articles and /lineup at 500 bands (server-rendered: needs npm run build:web)', () => {
  const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<a[^>]*rel="${rel}"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="${rel}"`, 'g'))].map((m) => (m[1] ?? m[2])!.replace(/&amp;/g, '&'));

  it('page 1 is 12 articles under 150 KB linking page 2 (rel="next"), which has its own canonical URL and links back (rel="prev")', async () => {
    const first = await t.http.get('/news');
    expect(first.status).toBe(200);
    expect(Buffer.byteLength(first.text)).toBeLessThan(150 * 1024);
    expect(first.text.match(/data-testid="news-article"/g)).toHaveLength(12);
    const [next] = links(first.text, 'next');
    expect(next).toMatch(/^\/news\?cursor=/);
    expect(links(first.text, 'prev')).toEqual([]);
    const second = await t.http.get(next!);
    expect(second.status).toBe(200);
    expect(second.text.match(/data-testid="news-article"/g)).toHaveLength(12);
    expect(second.text).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${next!.replace(/[?]/g, '\\?')}"`));
    expect(links(second.text, 'prev')).toEqual(['/news']);
    const firstTitles = [...first.text.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    const secondTitles = [...second.text.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
  });

  it("/lineup at 500 bands is under 150 KB with each day's first bands (no biography) linking the day's own pages, each with its canonical URL", async () => {
    const days = [WARMUP, DAY1, DAY2];
    const rows = Array.from({ length: 500 }, (_, i) => ({ name: `Band ${i}`, country: 'Norway', performanceDay: days[i % 3]!, order: i, biography: `Biography of band ${i}. `.repeat(20) }));
    await t.database.db.insert(bands).values(rows);
    const overview = await t.http.get('/lineup');
    expect(overview.status).toBe(200);
    expect(Buffer.byteLength(overview.text)).toBeLessThan(150 * 1024);
    expect(overview.text).not.toContain('Biography of band');
    expect(overview.text.match(/data-testid="band-card"/g)!.length).toBeLessThanOrEqual(12);
    expect(overview.text).toContain('href="/lineup?day=2"');
    const day = await t.http.get('/lineup?day=2');
    expect(Buffer.byteLength(day.text)).toBeLessThan(150 * 1024);
    const [next] = links(day.text, 'next');
    expect(next).toMatch(/^\/lineup\?day=2&cursor=/);
    const second = await t.http.get(next!);
    expect(second.text).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${next!.replace(/[?]/g, '\\?').replace('&', '&amp;')}"`));
    expect(links(second.text, 'prev')).toEqual(['/lineup?day=2']);
  });
});
