import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Actor } from '../../server/access';
import { MB } from '../../server/services/files/service';
import { oversizedPng, pngImage, svgImage } from '../helpers/images';
import { signedInApp, type TestApp } from '../helpers/test-app';
import { bandCreator, CREATE, UPDATE, DELETE, valid, DAY1 } from './bands';
import { firstError, gql, gqlUpload } from './helpers';

let t: TestApp, admin: string, user: string;
beforeAll(async () => ({ t, admin, user } = await signedInApp()));
afterAll(() => t.close());

const create = bandCreator(() => t, () => admin);

describe('parity with REST', () => {
  const comparable = (band: Record<string, unknown>) => {
    const { _id, createdAt: _created, updatedAt: _updated, image, ...rest } = band;
    return { ...rest, hasImage: image !== null };
  };
  const input = {
    name: 'Parity',
    country: 'Norway',
    genre: 'Black metal',
    biography: 'Frost.',
    performanceDay: DAY1,
    order: 7,
    spotifyEmbed: 'https://open.spotify.com/artist/x',
    socialLinks: { facebook: 'https://facebook.com/p', website: 'https://p.example' },
  };

  it('stores the same band through both doors, and updates it the same way', async () => {
    const rest = await t.http.post('/api/lineup').set('Authorization', admin).send(input);
    expect(rest.status).toBe(201);
    const graph = await create(input);
    const stored = async (id: string) => (await t.http.get(`/api/lineup/${id}`)).body.band;
    expect(comparable(await stored(graph._id))).toEqual(comparable(await stored(rest.body.band._id)));

    const change = { ...input, name: 'Parity II', order: 3, socialLinks: {} };
    const restUpdate = await t.http.put(`/api/lineup/${rest.body.band._id}`).set('Authorization', admin).send(change);
    expect(restUpdate.status).toBe(200);
    await gql(t, UPDATE, { id: graph._id, input: change }, admin);
    expect(comparable(await stored(graph._id))).toEqual(comparable(await stored(rest.body.band._id)));
  });

  it('stores the same image through multipart REST and the Upload scalar', async () => {
    const png = await pngImage('#abc');
    const rest = await t.http.post('/api/lineup').set('Authorization', admin).field(valid).attach('image', png, 'p.png');
    const graph = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, { 'input.image': { buffer: png, filename: 'p.png' } }, admin);
    const restFile = await t.http.get(rest.body.band.image);
    const graphFile = await t.http.get(graph.body.data.createBand.image);
    expect(graphFile.headers['content-type']).toBe(restFile.headers['content-type']);
    expect(graphFile.headers.etag).toBe(restFile.headers.etag);
  });

  it('refuses the same way: same status, message and details', async () => {
    const bad = { ...valid, name: '', order: 0 };
    const rest = await t.http.post('/api/lineup').set('Authorization', admin).send(bad);
    const graph = await gql(t, CREATE, { input: bad }, admin);
    expect(graph.status).toBe(rest.status);
    expect(firstError(graph)?.message).toBe(rest.body.error);
    expect(firstError(graph)?.extensions.details).toEqual(rest.body.details);

    const restUser = await t.http.post('/api/lineup').set('Authorization', user).send(valid);
    const graphUser = await gql(t, CREATE, { input: valid }, user);
    expect([graphUser.status, firstError(graphUser)?.message]).toEqual([restUser.status, restUser.body.error]);

    const restNobody = await t.http.delete('/api/lineup/x');
    const graphNobody = await gql(t, DELETE, { id: 'x' });
    expect([graphNobody.status, firstError(graphNobody)?.message]).toEqual([restNobody.status, restNobody.body.error]);

    const svgRest = await t.http.post('/api/lineup').set('Authorization', admin).field(valid).attach('image', svgImage(), 'x.png');
    const svgGraph = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, { 'input.image': { buffer: svgImage(), filename: 'x.png' } }, admin);
    expect([svgGraph.status, firstError(svgGraph)?.message]).toEqual([svgRest.status, svgRest.body.error]);

    const bigRest = await t.http.post('/api/lineup').set('Authorization', admin).field(valid).attach('image', await oversizedPng(6 * MB), 'x.png');
    const bigGraph = await gqlUpload(t, CREATE, { input: { ...valid, image: null } }, { 'input.image': { buffer: await oversizedPng(6 * MB), filename: 'x.png' } }, admin);
    expect(bigGraph.status).toBe(bigRest.status);
  });
});

describe('N+1', () => {
  /**
   * Counts SQL statements with a drizzle logger attached to the database session for the duration
   * of one request (queries outside transactions, which is where reads run). Listing bands with
   * their images must cost the same number of queries for 3 bands as for 40.
   */
  async function countQueries(run: () => Promise<unknown>): Promise<string[]> {
    const session = (t.database.db as unknown as { session: { logger: { logQuery(q: string): void } } }).session;
    const original = session.logger;
    const seen: string[] = [];
    session.logger = { logQuery: (q: string) => seen.push(q) };
    try {
      await run();
    } finally {
      session.logger = original;
    }
    return seen;
  }

  it('lists many bands with their images in a bounded number of queries', async () => {
    const adminActor: Actor = { user: { id: 'n-plus-one', role: 'admin' }, clientKey: 'test' };
    const png = await pngImage('#789');
    const query = `{ bands { _id name image socialLinks { website } } }`;
    const few = await countQueries(() => gql(t, query));
    for (let i = 0; i < 40; i++) {
      await t.services.bands.create(adminActor, { ...valid, name: `Band ${i}` }, { buffer: png, originalName: `${i}.png` });
    }
    let res: Awaited<ReturnType<typeof gql>> | undefined;
    const many = await countQueries(async () => (res = await gql(t, query)));
    const listed = res!.body.data.bands as { image: string | null }[];
    expect(listed.filter((b) => b.image).length).toBeGreaterThanOrEqual(40);
    expect(many.length).toBe(few.length);
    // The bands, their image variants and the festival's days (the list's day order).
    expect(many.length).toBeLessThanOrEqual(3);
    expect(many.length).toBeGreaterThan(0); // the logger does see queries
  });
});
