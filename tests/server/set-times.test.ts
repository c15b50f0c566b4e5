import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bandRequests } from '../helpers/bands';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let main: { _id: string };
let side: { _id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  main = (await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Main Stage', order: 1 })).body.stage;
  side = (await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Side Stage', order: 2 })).body.stage;
});
afterAll(() => t.close());

const base = { country: 'Romania', biography: 'Loud.' };
const post = (body: Record<string, unknown>) => t.http.post('/api/lineup').set('Authorization', admin).send({ ...base, ...body });
const put = (id: string, body: Record<string, unknown>) =>
  t.http.put(`/api/lineup/${id}`).set('Authorization', admin).send({ ...base, ...body });
const { postForm, putForm } = bandRequests(() => t, () => admin);
const count = async () => (await t.http.get('/api/lineup')).body.length as number;

describe('set times through REST', () => {
  it('are stored and returned as ISO 8601 UTC everywhere a band is (any offset accepted on input)', async () => {
    const res = await post({ name: 'Clash Alpha', stageId: main._id, startsAt: '2026-09-26T20:00:00+03:00', endsAt: '2026-09-26T18:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.body.band).toMatchObject({ stageId: main._id, startsAt: '2026-09-26T17:00:00.000Z', endsAt: '2026-09-26T18:00:00.000Z' });
    const one = await t.http.get(`/api/lineup/${res.body.band._id}`);
    expect(one.body.band).toMatchObject({ stageId: main._id, startsAt: '2026-09-26T17:00:00.000Z' });
    const list = (await t.http.get('/api/lineup')).body as { _id: string; endsAt: string }[];
    expect(list.find((b) => b._id === res.body.band._id)?.endsAt).toBe('2026-09-26T18:00:00.000Z');
  });

  it('are optional: a band without them has nulls; a stage alone is allowed', async () => {
    const none = await post({ name: 'Unscheduled' });
    expect(none.body.band).toMatchObject({ stageId: null, startsAt: null, endsAt: null });
    const tba = await post({ name: 'Time TBA', stageId: side._id, startsAt: '', endsAt: null });
    expect(tba.status).toBe(201);
    expect(tba.body.band).toMatchObject({ stageId: side._id, startsAt: null, endsAt: null });
  });

  it('refuse broken rules with 400 and details, storing nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ stageId: main._id, startsAt: '2026-09-26T10:00:00Z' }, { endsAt: 'Ends is required when Starts is given' }],
      [{ stageId: main._id, endsAt: '2026-09-26T10:00:00Z' }, { startsAt: 'Starts is required when Ends is given' }],
      [{ stageId: main._id, startsAt: '2026-09-26T10:00:00Z', endsAt: '2026-09-26T10:00:00Z' }, { endsAt: 'Ends must be after Starts' }],
      [{ stageId: main._id, startsAt: '2026-09-26T10:00:00Z', endsAt: '2026-09-26T09:00:00Z' }, { endsAt: 'Ends must be after Starts' }],
      [{ stageId: main._id, startsAt: '2026-09-26T10:00:00Z', endsAt: '2026-09-26T16:01:00Z' }, { endsAt: 'A set lasts at most 6 hours' }],
      [{ startsAt: '2026-09-26T10:00:00Z', endsAt: '2026-09-26T11:00:00Z' }, { stageId: 'A set time needs a stage' }],
      [{ stageId: 'no-such-stage', startsAt: '2026-09-26T10:00:00Z', endsAt: '2026-09-26T11:00:00Z' }, { stageId: 'Unknown stage' }],
    ];
    for (const [body, details] of cases) {
      const res = await post({ name: 'Rule Breaker', ...body });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(details);
    }
    const noZone = await post({ name: 'Rule Breaker', stageId: main._id, startsAt: '2026-09-26T10:00', endsAt: 'tomorrow' });
    expect(noZone.status).toBe(400);
    expect(Object.keys(noZone.body.details).sort()).toEqual(['endsAt', 'startsAt']);
    expect(await count()).toBe(before);
  });

  it('accept exactly 6 hours and back-to-back sets on one stage', async () => {
    const long = await post({ name: 'Marathon', stageId: side._id, startsAt: '2026-09-27T08:00:00Z', endsAt: '2026-09-27T14:00:00Z' });
    expect(long.status).toBe(201);
    const next = await post({ name: 'Right After', stageId: side._id, startsAt: '2026-09-27T14:00:00Z', endsAt: '2026-09-27T15:00:00Z' });
    expect(next.status).toBe(201);
  });

  it('refuse an overlap on the same stage with 409 naming the other band in festival time', async () => {
    const before = await count();
    const res = await post({ name: 'Clash Beta', stageId: main._id, startsAt: '2026-09-26T17:30:00Z', endsAt: '2026-09-26T18:30:00Z' });
    expect(res.status).toBe(409);
    // 17:00–18:00 UTC is 20:00–21:00 in Bucharest (summer time, +3).
    expect(res.body.error).toBe('Overlaps Clash Alpha on Main Stage, 20:00–21:00');
    expect(await count()).toBe(before);
    // The same times on another stage are fine.
    const other = await post({ name: 'Clash Beta', stageId: side._id, startsAt: '2026-09-26T17:30:00Z', endsAt: '2026-09-26T18:30:00Z' });
    expect(other.status).toBe(201);
  });

  it('check updates too, ignoring the band itself; the multipart form sends flat fields', async () => {
    const created = await post({ name: 'Mover', stageId: main._id, startsAt: '2026-09-25T16:00:00Z', endsAt: '2026-09-25T17:00:00Z' });
    const id = created.body.band._id as string;
    const self = await put(id, { name: 'Mover', stageId: main._id, startsAt: '2026-09-25T16:30:00Z', endsAt: '2026-09-25T17:30:00Z' });
    expect(self.status).toBe(200);

    const clash = await putForm(id, { name: 'Mover', ...base, stageId: main._id, startsAt: '2026-09-26T16:30:00.000Z', endsAt: '2026-09-26T17:30:00.000Z' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('Overlaps Clash Alpha on Main Stage, 20:00–21:00');
    expect((await t.http.get(`/api/lineup/${id}`)).body.band.startsAt).toBe('2026-09-25T16:30:00.000Z');

    const form = await postForm({ name: 'Form Band', ...base, stageId: side._id, startsAt: '2026-09-25T18:00:00.000Z', endsAt: '2026-09-25T19:00:00.000Z' });
    expect(form.status).toBe(201);
    expect(form.body.band).toMatchObject({ stageId: side._id, startsAt: '2026-09-25T18:00:00.000Z' });
  });

  it('keep performanceDay and order working as before', async () => {
    const res = await post({ name: 'Ordered', performanceDay: '27 September - DAY 2', order: 1, stageId: side._id });
    expect(res.body.band).toMatchObject({ performanceDay: '27 September - DAY 2', order: 1 });
  });
});
