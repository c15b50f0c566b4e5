import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedInApp, type TestApp } from '../helpers/test-app';
import { codeOf, firstError, gql } from './helpers';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => ({ t, admin, user } = await signedInApp()));
afterAll(() => t.close());

const STAGES = `{ stages { _id name order } }`;
const CREATE_STAGE = `mutation($input: StageInput!) { createStage(input: $input) { _id name order } }`;
const UPDATE_STAGE = `mutation($id: ID!, $input: StageInput!) { updateStage(id: $id, input: $input) { _id name order } }`;
const DELETE_STAGE = `mutation($id: ID!) { deleteStage(id: $id) { _id message } }`;
const SET_FIELDS = `_id name stageId startsAt endsAt stage { _id name order }`;
const CREATE_BAND = `mutation($input: BandInput!) { createBand(input: $input) { ${SET_FIELDS} } }`;
const UPDATE_BAND = `mutation($id: ID!, $input: BandInput!) { updateBand(id: $id, input: $input) { ${SET_FIELDS} } }`;
const band = { country: 'Romania', biography: 'Loud.' };

const createStage = async (input: Record<string, unknown>) => {
  const res = await gql(t, CREATE_STAGE, { input }, admin);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createStage as { _id: string; name: string; order: number };
};

describe('stages through GraphQL', () => {
  it('are created, listed by order, edited and deleted by admins only', async () => {
    const b = await createStage({ name: 'B Stage', order: 2 });
    const a = await createStage({ name: 'A Stage', order: 1 });
    expect((await gql(t, STAGES)).body.data.stages).toEqual([a, b]);

    for (const [token, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [user, 'FORBIDDEN'],
    ] as const) {
      expect(codeOf(await gql(t, CREATE_STAGE, { input: { name: 'X' } }, token))).toBe(code);
      expect(codeOf(await gql(t, UPDATE_STAGE, { id: a._id, input: { name: 'X' } }, token))).toBe(code);
      expect(codeOf(await gql(t, DELETE_STAGE, { id: a._id }, token))).toBe(code);
    }
    const invalid = await gql(t, CREATE_STAGE, { input: { name: ' ', order: 0 } }, admin);
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(firstError(invalid)?.extensions.details).toEqual({ name: 'Name is required', order: 'Order must be at least 1' });

    const renamed = await gql(t, UPDATE_STAGE, { id: b._id, input: { name: 'Big Stage', order: 3 } }, admin);
    expect(renamed.body.data.updateStage).toEqual({ _id: b._id, name: 'Big Stage', order: 3 });
    const removed = await gql(t, DELETE_STAGE, { id: a._id }, admin);
    expect(removed.body.data.deleteStage).toEqual({ _id: a._id, message: 'Stage deleted successfully' });
    expect(codeOf(await gql(t, DELETE_STAGE, { id: a._id }, admin))).toBe('NOT_FOUND');
  });

  it('refuse deletion with CONFLICT while a band is scheduled on them', async () => {
    const stage = await createStage({ name: 'Busy' });
    const res = await gql(t, CREATE_BAND, { input: { ...band, name: 'Resident', stageId: stage._id } }, admin);
    expect(res.body.errors).toBeUndefined();
    const refused = await gql(t, DELETE_STAGE, { id: stage._id }, admin);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(firstError(refused)?.message).toBe('Cannot delete Busy: 1 band is scheduled on it. Move or unschedule them first.');
  });
});

describe('set times through GraphQL', () => {
  let main: { _id: string; name: string; order: number };
  beforeAll(async () => {
    main = await createStage({ name: 'Main Stage', order: 1 });
  });

  it('are stored, returned in UTC with the stage object, and listed on bands', async () => {
    const res = await gql(
      t,
      CREATE_BAND,
      { input: { ...band, name: 'Clash Alpha', stageId: main._id, startsAt: '2026-09-26T20:00:00+03:00', endsAt: '2026-09-26T18:00:00Z' } },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createBand).toMatchObject({
      stageId: main._id,
      startsAt: '2026-09-26T17:00:00.000Z',
      endsAt: '2026-09-26T18:00:00.000Z',
      stage: main,
    });
    const list = await gql(t, `{ bands { name startsAt stage { name } } }`);
    expect(list.body.data.bands).toContainEqual({ name: 'Clash Alpha', startsAt: '2026-09-26T17:00:00.000Z', stage: { name: 'Main Stage' } });
    const plain = await gql(t, CREATE_BAND, { input: { ...band, name: 'No Set' } }, admin);
    expect(plain.body.data.createBand).toMatchObject({ stageId: null, startsAt: null, endsAt: null, stage: null });
  });

  it('follow the same rules as REST: pairs, order, 6 hours, a stage', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ stageId: main._id, startsAt: '2026-09-27T10:00:00Z' }, { endsAt: 'Ends is required when Starts is given' }],
      [{ stageId: main._id, startsAt: '2026-09-27T10:00:00Z', endsAt: '2026-09-27T09:59:00Z' }, { endsAt: 'Ends must be after Starts' }],
      [{ stageId: main._id, startsAt: '2026-09-27T10:00:00Z', endsAt: '2026-09-27T16:30:00Z' }, { endsAt: 'A set lasts at most 6 hours' }],
      [{ startsAt: '2026-09-27T10:00:00Z', endsAt: '2026-09-27T11:00:00Z' }, { stageId: 'A set time needs a stage' }],
    ];
    for (const [input, details] of cases) {
      const res = await gql(t, CREATE_BAND, { input: { ...band, name: 'Rule Breaker', ...input } }, admin);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(firstError(res)?.extensions.details).toEqual(details);
    }
    const names = (await gql(t, `{ bands { name } }`)).body.data.bands as { name: string }[];
    expect(names.some((b) => b.name === 'Rule Breaker')).toBe(false);
  });

  it('refuse an overlap with CONFLICT naming the other band in festival time, on create and update', async () => {
    const input = { ...band, name: 'Clash Beta', stageId: main._id, startsAt: '2026-09-26T17:59:00Z', endsAt: '2026-09-26T19:00:00Z' };
    const clash = await gql(t, CREATE_BAND, { input }, admin);
    expect(codeOf(clash)).toBe('CONFLICT');
    expect(firstError(clash)?.message).toBe('Overlaps Clash Alpha on Main Stage, 20:00–21:00');

    const later = await gql(t, CREATE_BAND, { input: { ...input, startsAt: '2026-09-26T18:00:00Z' } }, admin);
    expect(later.body.errors).toBeUndefined();
    const id = later.body.data.createBand._id as string;
    const moved = await gql(t, UPDATE_BAND, { id, input: { ...input, startsAt: '2026-09-26T16:30:00Z', endsAt: '2026-09-26T17:30:00Z' } }, admin);
    expect(codeOf(moved)).toBe('CONFLICT');
    const kept = await gql(t, `query($id: ID!) { band(id: $id) { startsAt } }`, { id });
    expect(kept.body.data.band.startsAt).toBe('2026-09-26T18:00:00.000Z');
  });
});
