import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => ({ t, admin, user } = await signedInApp()));
afterAll(() => t.close());

const createStage = async (body: Record<string, unknown>) => {
  const res = await t.http.post('/api/stages').set('Authorization', admin).send(body);
  expect(res.status).toBe(201);
  return res.body.stage as { _id: string; name: string; order: number };
};

const schedule = (stageId: string, name: string, startsAt: string, endsAt: string) =>
  t.http
    .post('/api/lineup')
    .set('Authorization', admin)
    .send({ name, country: 'Romania', biography: 'Loud.', stageId, startsAt, endsAt });

describe('stages', () => {
  it('are listed by order (then name), with the default order 999', async () => {
    const empty = await t.http.get('/api/stages');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ stages: [] });

    const side = await createStage({ name: 'Side Stage' });
    expect(side).toEqual({ _id: expect.any(String), name: 'Side Stage', order: 999, updatedAt: expect.any(String) });
    const main = await createStage({ name: '  Main Stage ', order: 1 });
    expect(main.name).toBe('Main Stage');
    const club = await createStage({ name: 'Club', order: '2' });
    expect(club.order).toBe(2);

    const res = await t.http.get('/api/stages');
    expect(res.body.stages.map((s: { name: string }) => s.name)).toEqual(['Main Stage', 'Club', 'Side Stage']);
  });

  it('refuse bad input with 400 and details, and keep nothing', async () => {
    const before = (await t.http.get('/api/stages')).body.stages.length;
    const noName = await t.http.post('/api/stages').set('Authorization', admin).send({ name: '  ', order: 0 });
    expect(noName.status).toBe(400);
    expect(noName.body.details).toEqual({ name: 'Name is required', order: 'Order must be at least 1' });
    const badOrder = await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'X', order: 'first' });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.details.order).toBe('Order must be a whole number');
    const long = await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect((await t.http.get('/api/stages')).body.stages).toHaveLength(before);
  });

  it('are written by admins only', async () => {
    const stage = await createStage({ name: 'Guarded' });
    for (const [token, status] of [
      [undefined, 401],
      [user, 403],
    ] as const) {
      const auth = (r: ReturnType<typeof t.http.post>) => (token ? r.set('Authorization', token) : r);
      expect((await auth(t.http.post('/api/stages')).send({ name: 'Nope' })).status).toBe(status);
      expect((await auth(t.http.put(`/api/stages/${stage._id}`)).send({ name: 'Nope' })).status).toBe(status);
      expect((await auth(t.http.delete(`/api/stages/${stage._id}`))).status).toBe(status);
    }
    const list = (await t.http.get('/api/stages')).body.stages as { name: string }[];
    expect(list.some((s) => s.name === 'Nope')).toBe(false);
    expect(list.some((s) => s.name === 'Guarded')).toBe(true);
  });

  it('change only what is sent (null restores the default order), 404 for unknown ids', async () => {
    const stage = await createStage({ name: 'Tent', order: 5 });
    const res = await t.http.put(`/api/stages/${stage._id}`).set('Authorization', admin).send({ name: 'Big Tent' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ stage: { _id: stage._id, name: 'Big Tent', order: 5, updatedAt: expect.any(String) } });
    const reset = await t.http.put(`/api/stages/${stage._id}`).set('Authorization', admin).send({ order: null });
    expect(reset.body.stage).toMatchObject({ name: 'Big Tent', order: 999 });
    const missing = await t.http.put('/api/stages/no-such-stage').set('Authorization', admin).send({ name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Stage not found');
    const weird = await t.http.delete('/api/stages/%00').set('Authorization', admin);
    expect(weird.status).toBe(404);
  });

  it('cannot be deleted while bands are scheduled on it (409 naming how many), then can', async () => {
    const stage = await createStage({ name: 'Busy Stage' });
    const a = await schedule(stage._id, 'Band A', '2026-09-26T17:00:00Z', '2026-09-26T18:00:00Z');
    const b = await schedule(stage._id, 'Band B', '2026-09-26T18:00:00Z', '2026-09-26T19:00:00Z');
    expect([a.status, b.status]).toEqual([201, 201]);

    const refused = await t.http.delete(`/api/stages/${stage._id}`).set('Authorization', admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Cannot delete Busy Stage: 2 bands are scheduled on it. Move or unschedule them first.');

    await t.http.delete(`/api/lineup/${a.body.band._id}`).set('Authorization', admin);
    const one = await t.http.delete(`/api/stages/${stage._id}`).set('Authorization', admin);
    expect(one.status).toBe(409);
    expect(one.body.error).toMatch(/: 1 band is scheduled on it/);

    // Unscheduling (a full edit without set-time fields) frees the stage.
    const unscheduled = await t.http
      .put(`/api/lineup/${b.body.band._id}`)
      .set('Authorization', admin)
      .send({ name: 'Band B', country: 'Romania', biography: 'Loud.', stageId: null, startsAt: null, endsAt: null });
    expect(unscheduled.body.band).toMatchObject({ stageId: null, startsAt: null, endsAt: null });

    const ok = await t.http.delete(`/api/stages/${stage._id}`).set('Authorization', admin);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ _id: stage._id, message: 'Stage deleted successfully' });
    const list = (await t.http.get('/api/stages')).body.stages as { _id: string }[];
    expect(list.some((s) => s._id === stage._id)).toBe(false);
    expect((await t.http.delete(`/api/stages/${stage._id}`).set('Authorization', admin)).status).toBe(404);
  });
});
