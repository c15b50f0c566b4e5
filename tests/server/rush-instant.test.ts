/**
 * The rush at a release's instant (#35 item 4), through the whole server on each database: when
 * the wave goes public every cached read misses at once, and each key is read from the database
 * once on this instance while the other requests wait (REST and GraphQL alike); a request that
 * arrives after a write made during a build gets a fresh one; a failed build answers its own
 * waiters with its 500 and the next request reads again. Pages share that door (tests/server/
 * coalescing.test.ts holds them with a stand-in app).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { gql } from '../gateway/helpers';
import { syncedAdminApp } from '../helpers/cache';
import { aroundList, gate, holdList, untilCount } from '../helpers/gate';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await syncedAdminApp());
  const band = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Already Public', country: 'Norway', biography: 'Riffs.' });
  expect(band.status).toBe(201);
});
afterAll(() => t.close());

/** supertest over the server's handler, counting the requests that reached it. */
function counted() {
  const state = { arrived: 0 };
  const http_ = request((req: http.IncomingMessage, res: http.ServerResponse) => {
    state.arrived += 1;
    t.handler(req, res);
  });
  return { state, http: http_ };
}

const LINEUP = 'query RushLineup { bands { name } }';
const names = (body: unknown) => JSON.stringify(body);

describe('the rush at a release instant', () => {
  it('reads each key from the database once for all the requests arriving at the instant, and every one gets the wave', async () => {
    const instant = new Date(Date.now() + 3_600_000);
    t.clock.now = new Date(instant.getTime() - 1_000);
    try {
      const draft = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Wave Of The Hour', country: 'Chile', biography: 'New.', status: 'draft' });
      expect(draft.status).toBe(201);
      const release = await t.http.post('/api/releases').set('Authorization', admin).send({ name: 'The hour', publishAt: instant.toISOString() });
      expect(release.status).toBe(201);
      const items = await t.http.put(`/api/releases/${release.body.release._id}`).set('Authorization', admin).send({ items: [{ collection: 'bands', _id: draft.body.band._id }] });
      expect(items.status).toBe(200);
      await t.services.schedule.settled();
      // Before the instant both reads are cached, without the wave.
      for (let i = 0; i < 2; i++) {
        expect(names((await t.http.get('/api/lineup')).body)).not.toContain('Wave Of The Hour');
        expect(names((await gql(t, LINEUP)).body)).not.toContain('Wave Of The Hour');
      }
      expect((await t.http.get('/api/lineup')).headers['x-cache']).toBe('HIT');

      // The instant: every read is held at the database until all the requests have arrived.
      t.clock.now = new Date(instant.getTime() + 1);
      const held = gate();
      const spy = holdList(t.services.bands, held);
      try {
        const { state, http: client } = counted();
        const rest = Array.from({ length: 6 }, () => client.get('/api/lineup').then((res) => res));
        const graph = Array.from({ length: 6 }, () => client.post('/api/graphql').send({ query: LINEUP }).then((res) => res));
        await untilCount(() => state.arrived, 12);
        await untilCount(() => spy.mock.calls.length, 2);
        await new Promise((resolve) => setImmediate(resolve));
        held.open();
        const answers = await Promise.all([...rest, ...graph]);
        expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
        expect(answers.every((res) => names(res.body).includes('Wave Of The Hour'))).toBe(true);
        // One read for the REST key, one for the GraphQL key.
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
      }
    } finally {
      t.clock.now = null;
    }
  });

  it('builds afresh for a request that arrives after a write made during a build; the build begun before is not kept', async () => {
    const day = '26 September - DAY 1';
    const url = `/api/lineup?performanceDay=${encodeURIComponent(day)}`;
    await t.http.get(url);
    const held = gate();
    const read = gate();
    const spy = aroundList(t.services.bands, async (list, call) => {
      const result = await list();
      // The first read has what was true before the write, and is held until the test lets it go.
      if (call === 1) {
        read.open();
        await held.opened;
      }
      return result;
    });
    try {
      // The write empties the cache; the next read is held after reading.
      const before = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'First Write', country: 'Chile', biography: 'New.', performanceDay: day });
      expect(before.status).toBe(201);
      const first = t.http.get(url).then((res) => res);
      await read.opened;
      const late = await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Late Write', country: 'Chile', biography: 'New.', performanceDay: day });
      expect(late.status).toBe(201);
      // Arriving after the write, it does not wait for the held build (which would never end while held).
      const after = await t.http.get(url);
      expect(names(after.body)).toContain('Late Write');
      held.open();
      expect(names((await first).body)).not.toContain('Late Write');
      const hit = await t.http.get(url);
      expect([hit.headers['x-cache'], names(hit.body).includes('Late Write')]).toEqual(['HIT', true]);
    } finally {
      held.open();
      spy.mockRestore();
    }
  });

  it('answers the requests that waited for a failed build with its 500, and reads again for the next one', async () => {
    const url = `/api/lineup?performanceDay=${encodeURIComponent('27 September - DAY 2')}`;
    const held = gate();
    const spy = aroundList(t.services.bands, async (read, call) => {
      if (call === 1) {
        await held.opened;
        throw new Error('the database went away for a moment');
      }
      return read();
    });
    const calls = () => spy.mock.calls.length;
    try {
      const { state, http: client } = counted();
      const answers = Array.from({ length: 5 }, () => client.get(url).then((res) => res));
      await untilCount(() => state.arrived, 5);
      await untilCount(calls, 1);
      await new Promise((resolve) => setImmediate(resolve));
      held.open();
      expect((await Promise.all(answers)).map((res) => res.status)).toEqual(Array(5).fill(500));
      expect(calls()).toBe(1);
      const next = await t.http.get(url);
      expect([next.status, calls()]).toEqual([200, 2]);
      expect((await t.http.get(url)).headers['x-cache']).toBe('HIT');
    } finally {
      spy.mockRestore();
    }
  });
});
