import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { firstError, gql } from '../gateway/helpers';
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

describe("a band's day and its set time cannot disagree (festival days in the festival settings)", () => {
  const WARMUP = '25 September - WARMUP';
  const DAY1 = '26 September - DAY 1';
  const DAY2 = '27 September - DAY 2';
  let club: { _id: string };
  beforeAll(async () => {
    club = (await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Club Stage', order: 3 })).body.stage;
  });
  // One band a day here: 21:00–22:00 in Bucharest on the day given, on a stage of its own.
  let hour = 0;
  const setOn = (day: string) => {
    const at = (h: number) => `2026-09-${day}T${String(h).padStart(2, '0')}:00:00Z`;
    hour = (hour + 1) % 10;
    return { stageId: club._id, startsAt: at(8 + hour), endsAt: at(9 + hour) };
  };

  it('with a set time the day follows from it; a day sent that disagrees is a 400 naming the right one, storing nothing', async () => {
    const before = await count();
    const mismatch = await post({ name: 'Wrong Day', performanceDay: DAY1, ...setOn('27') });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.details).toEqual({ performanceDay: `The set time is on ${DAY2}: leave the day out or send that one` });
    expect(await count()).toBe(before);

    const derived = await post({ name: 'Day Follows', ...setOn('27') });
    expect(derived.status).toBe(201);
    expect(derived.body.band.performanceDay).toBe(DAY2);
    const moved = await put(derived.body.band._id, { name: 'Day Follows', ...setOn('25') });
    expect(moved.body.band.performanceDay).toBe(WARMUP);
    const agreeing = await post({ name: 'Right Day', performanceDay: DAY1, ...setOn('26') });
    expect(agreeing.body.band.performanceDay).toBe(DAY1);
    // A set after midnight still belongs to the night it started in (as in the running order).
    const late = await post({ name: 'After Midnight', stageId: club._id, startsAt: '2026-09-26T22:30:00Z', endsAt: '2026-09-26T23:30:00Z' });
    expect(late.body.band.performanceDay).toBe(DAY1);
  });

  it("a set outside the festival's days is a 400, through REST and GraphQL alike", async () => {
    const before = await count();
    const outside = await post({ name: 'Too Late', ...setOn('28') });
    expect(outside.status).toBe(400);
    expect(outside.body.details).toEqual({ startsAt: `The set must start on one of the festival's days: ${WARMUP}, ${DAY1}, ${DAY2}` });
    const viaGraphql = await gql(
      t,
      'mutation($input: BandInput!) { createBand(input: $input) { _id } }',
      { input: { name: 'Too Late', ...base, performanceDay: DAY1, ...setOn('27') } },
      admin,
    );
    expect(firstError(viaGraphql)?.extensions).toEqual({ code: 'BAD_USER_INPUT', details: { performanceDay: expect.stringContaining(DAY2) } });
    expect(await count()).toBe(before);
  });

  it("the festival's days are its settings (the spec's three by default) and the bands follow them", async () => {
    const created = await t.http.post('/api/festivals').set('Authorization', admin).send({ name: 'Metal Gates 2027' });
    expect(created.body.festival.days).toEqual([
      { label: WARMUP, date: '09-25' },
      { label: DAY1, date: '09-26' },
      { label: DAY2, date: '09-27' },
    ]);
    const bad = await t.http.put(`/api/festivals/${created.body.festival._id}`).set('Authorization', admin).send({ days: [{ label: 'Day 1', date: '09-31' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toHaveProperty(['days.0.date']);

    // Next year's edition: other dates and names, no code change.
    const days = [
      { label: '24 September - OPENING', date: '09-24' },
      { label: '25 September - MAIN', date: '09-25' },
    ];
    const updated = await gql(t, 'mutation($id: ID!, $input: FestivalInput!) { updateFestival(id: $id, input: $input) { days { label date } } }', { id: created.body.festival._id, input: { name: 'Metal Gates 2027', days } }, admin);
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateFestival.days).toEqual(days);
    const opening = await post({ name: 'Opener', ...setOn('24') });
    expect(opening.body.band.performanceDay).toBe('24 September - OPENING');
    const noSet = await post({ name: 'Unscheduled Next Year' });
    expect(noSet.body.band.performanceDay).toBe('24 September - OPENING');
    expect((await post({ name: 'Old Day', performanceDay: DAY2 })).body.details).toEqual({
      performanceDay: 'Performance day must be one of: 24 September - OPENING, 25 September - MAIN',
    });
    expect((await post({ name: 'Old Set', ...setOn('27') })).status).toBe(400);
  });
});
