import { describe, expect, it } from '@jest/globals';
import { graphqlCacheKey, graphqlGetCacheKey, isCacheableRestRead, isKeptAnswer, isKeptPage, NAVIGATION_DENYLIST, PUBLIC_OPERATIONS } from './cachePolicy';
import { REGISTRY_ITEM_QUERIES, REGISTRY_PUBLIC_QUERIES, REGISTRY_REST_PATHS } from './generated/registry';
import { publicReadBodies } from './publicReads';

const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));

describe('offline cache policy', () => {
  it('keeps 200s only, and none read through a preview link (#35: they show drafts)', () => {
    const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });
    expect(isKeptAnswer(answer(200))).toBe(true);
    expect(isKeptAnswer(answer(404))).toBe(false);
    expect(isKeptAnswer(answer(200, { 'Metal-Gates-Preview': '1' }))).toBe(false);
  });

  it('serves the app shell for public pages only, never the admin, /login or the feeds', () => {
    for (const p of ['/', '/lineup', '/lineup/running-order', '/lineup/my-schedule', '/news/abc', '/info']) expect(denied(p)).toBe(false);
    for (const p of ['/admin', '/admin/bands', '/login', '/api/graphql', '/rss.xml', '/sitemap.xml', '/robots.txt']) expect(denied(p)).toBe(true);
    expect(isKeptPage('/lineup/my-schedule')).toBe(true);
    expect(isKeptPage('/admin/inbox')).toBe(false);
  });

  it('keeps public GraphQL reads under a stable GET key, and nothing sent with a token or a mutation', () => {
    const key = graphqlCacheKey('https://x', { operationName: 'Lineup', query: 'query Lineup { bands { _id } }' }, false);
    expect(key).toBe('https://x/api/graphql/__offline?operation=Lineup&variables=%7B%7D');
    expect(graphqlCacheKey('https://x', { operationName: 'NewsArticle', query: 'query NewsArticle($id: ID!) { a }', variables: { id: '1' } }, false)).toContain(
      'variables=%7B%22id%22%3A%221%22%7D',
    );
    expect(graphqlCacheKey('https://x', { operationName: 'Lineup', query: 'query Lineup { bands { _id } }' }, true)).toBeNull();
    expect(graphqlCacheKey('https://x', { operationName: 'AdminBands', query: 'query AdminBands { bands { _id } }' }, false)).toBeNull();
    expect(graphqlCacheKey('https://x', { operationName: 'Lineup', query: 'mutation Lineup { x }' }, false)).toBeNull();
    expect(graphqlCacheKey('https://x', {}, false)).toBeNull();
  });

  it('keeps a query sent as a GET naming its hash under the same key as the query sent whole', () => {
    const get = (params: string) => new URL(`https://x/api/graphql?${params}`);
    const hash = encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":"ab"}}');
    expect(graphqlGetCacheKey(get(`operationName=NewsArticle&variables=${encodeURIComponent('{"id":"1"}')}&extensions=${hash}`), false)).toBe(
      graphqlCacheKey('https://x', { operationName: 'NewsArticle', query: 'query NewsArticle($id: ID!) { a }', variables: { id: '1' } }, false),
    );
    expect(graphqlGetCacheKey(get(`operationName=Lineup&extensions=${hash}`), false)).toBe('https://x/api/graphql/__offline?operation=Lineup&variables=%7B%7D');
    expect(graphqlGetCacheKey(get('operationName=Lineup'), true)).toBeNull();
    expect(graphqlGetCacheKey(get('operationName=AdminBands'), false)).toBeNull();
    expect(graphqlGetCacheKey(get('operationName=Lineup&variables=%7Bnot-json'), false)).toBeNull();
  });

  it('keeps public REST reads, not auth or admin-only reads, nor an old answer of the health check', () => {
    expect(isCacheableRestRead('/api/health')).toBe(false);
    expect(isCacheableRestRead('/api/lineup')).toBe(true);
    expect(isCacheableRestRead('/api/stages')).toBe(true);
    expect(isCacheableRestRead('/api/site-assets')).toBe(true);
    expect(isCacheableRestRead('/api/partners')).toBe(true);
    expect(isCacheableRestRead('/api/auth/me')).toBe(false);
    expect(isCacheableRestRead('/api/contact')).toBe(false);
    expect(isCacheableRestRead('/api/uploads/x.jpg')).toBe(false);
    // Every collection of the registry (generated from domain/collections.ts), one item too.
    expect(REGISTRY_REST_PATHS).toEqual(expect.arrayContaining(['lineup', 'stages', 'news', 'archives', 'partners']));
    for (const p of REGISTRY_REST_PATHS) expect([isCacheableRestRead(`/api/${p}`), isCacheableRestRead(`/api/${p}/x1`)]).toEqual([true, true]);
    expect(isCacheableRestRead('/api/partnersx')).toBe(false);
  });

  it("keeps the registry's public reads: whole lists (Public<Many>), extra reads, singletons' documents, one item as visited", () => {
    expect(Object.keys(REGISTRY_PUBLIC_QUERIES)).toEqual(['PublicArchives', 'PublicPartners', 'ActiveFestival', 'SiteAssets', 'InfoPage']);
    expect(REGISTRY_ITEM_QUERIES).toEqual(['BandDetails', 'NewsArticle']);
    for (const op of [...Object.keys(REGISTRY_PUBLIC_QUERIES), ...REGISTRY_ITEM_QUERIES]) expect(PUBLIC_OPERATIONS.has(op)).toBe(true);
  });

  it('asks at install for the reads of every public page that take no variables, as Apollo sends them, each one it keeps', () => {
    const bodies = publicReadBodies();
    expect(bodies.map((b) => b.operationName).sort()).toEqual([...PUBLIC_OPERATIONS].filter((op) => !['NewsArticle', 'LineupDay', 'BandDetails'].includes(op)).sort());
    for (const body of bodies) {
      expect(graphqlCacheKey('https://x', body, false)).toBe(`https://x/api/graphql/__offline?operation=${body.operationName}&variables=%7B%7D`);
      expect(body.query).toMatch(new RegExp(`^query ${body.operationName}\\b`));
    }
    // The answer must be what the app would have received: Apollo's cache asks for __typename everywhere.
    const lineup = bodies.find((b) => b.operationName === 'Lineup')!.query;
    expect(lineup).toMatch(/bands\(locale: \$locale\) \{[^}]*__typename/);
    expect(lineup).toContain('fragment BandCard on Band');
  });

  it('asks them in Romanian as a Romanian page does: `locale: RO` only to the reads that take a language (#36)', () => {
    const romanian = publicReadBodies('ro');
    const lineup = romanian.find((b) => b.operationName === 'Lineup')!;
    expect(lineup.variables).toEqual({ locale: 'RO' });
    for (const body of romanian) {
      expect({ operation: body.operationName, variables: body.variables }).toEqual({ operation: body.operationName, variables: /\$locale\b/.test(body.query) ? { locale: 'RO' } : {} });
    }
  });
});
