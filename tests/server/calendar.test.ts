import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let main: { _id: string };
let side: { _id: string };
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  await t.http
    .post('/api/festivals')
    .set('Authorization', admin)
    .send({ name: 'Metal Gates 2026', location: 'Quantic Club, Bucharest', isActive: true });
  main = (await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Main Stage', order: 1 })).body.stage;
  side = (await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Side Stage', order: 2 })).body.stage;
  for (const [name, stageId, startsAt, endsAt] of [
    ['Clash Alpha', main._id, '2026-09-26T17:00:00Z', '2026-09-26T18:00:00Z'],
    ['Side Act', side._id, '2026-09-26T17:30:00Z', '2026-09-26T18:15:00Z'],
    ['Opener', main._id, '2026-09-25T15:00:00Z', '2026-09-25T15:45:00Z'],
  ]) {
    const res = await t.http
      .post('/api/lineup')
      .set('Authorization', admin)
      .send({ name, country: 'Romania', genre: 'Doom', biography: 'Loud.', stageId, startsAt, endsAt });
    expect(res.status).toBe(201);
    ids[name] = res.body.band._id;
  }
  // Not in any feed: no set time.
  await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Unscheduled', country: 'RO', biography: 'x' });
});
afterAll(() => t.close());

/** Parses the feed with a real iCalendar parser; a malformed feed throws here. */
async function feed(query = '') {
  const res = await t.http.get(`/api/lineup.ics${query}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(res.text));
  const events = calendar.getAllSubcomponents('vevent').map((c) => {
    const event = new ICAL.Event(c);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      url: c.getFirstPropertyValue('url'),
      alarms: c.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
    };
  });
  return { calendar, events, byName: Object.fromEntries(events.map((e) => [e.summary, e])) };
}

const bandPut = (name: string, body: Record<string, unknown>) =>
  t.http
    .put(`/api/lineup/${ids[name]}`)
    .set('Authorization', admin)
    .send({ name, country: 'Romania', genre: 'Doom', biography: 'Loud.', ...body });

describe('GET /api/lineup.ics', () => {
  it('has one event per scheduled band at the right instants, with UID, location and a link back', async () => {
    const { calendar, events, byName } = await feed();
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events.map((e) => e.summary)).toEqual(['Opener', 'Clash Alpha', 'Side Act']);
    expect(byName['Clash Alpha']).toMatchObject({
      uid: `band-${ids['Clash Alpha']}@metal-gates`,
      start: '2026-09-26T17:00:00.000Z',
      end: '2026-09-26T18:00:00.000Z',
      location: 'Main Stage, Quantic Club, Bucharest',
      sequence: 0,
      alarms: [],
    });
    expect(byName['Clash Alpha']!.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/lineup\\?band=${ids['Clash Alpha']}$`));
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });

  it('keeps the UID and grows SEQUENCE when the times or the stage change, not on other edits', async () => {
    const uid = (await feed()).byName['Opener']!.uid;
    await bandPut('Opener', { stageId: main._id, startsAt: '2026-09-25T15:00:00Z', endsAt: '2026-09-25T15:45:00Z', genre: 'Sludge' });
    expect((await feed()).byName['Opener']).toMatchObject({ uid, sequence: 0 });

    await bandPut('Opener', { stageId: main._id, startsAt: '2026-09-25T15:10:00Z', endsAt: '2026-09-25T15:45:00Z' });
    expect((await feed()).byName['Opener']).toMatchObject({ uid, sequence: 1, start: '2026-09-25T15:10:00.000Z' });

    await bandPut('Opener', { stageId: side._id, startsAt: '2026-09-25T15:10:00Z', endsAt: '2026-09-25T15:45:00Z' });
    expect((await feed()).byName['Opener']).toMatchObject({ uid, sequence: 2, location: 'Side Stage, Quantic Club, Bucharest' });

    // Renaming the stage changes the event's LOCATION: its SEQUENCE grows too.
    await t.http.put(`/api/stages/${side._id}`).set('Authorization', admin).send({ name: 'Second Stage', order: 2 });
    expect((await feed()).byName['Opener']).toMatchObject({ sequence: 3, location: 'Second Stage, Quantic Club, Bucharest' });
  });

  it('?bands= gives only those bands, each with a display reminder 30 minutes before', async () => {
    const { events } = await feed(`?bands=${ids['Clash Alpha']},${ids['Side Act']},unknown-id,${ids['Clash Alpha']}`);
    expect(events.map((e) => e.summary)).toEqual(['Clash Alpha', 'Side Act']);
    for (const e of events) expect(e.alarms).toEqual(['-PT30M']);
    const res = await t.http.get(`/api/lineup.ics?bands=${ids['Side Act']}`);
    expect(res.text).toMatch(/ACTION:DISPLAY/);
  });

  it('?bands= with no known band is an empty, valid calendar; a repeated parameter is 400', async () => {
    expect((await feed('?bands=')).events).toEqual([]);
    expect((await feed('?bands=nope,other')).events).toEqual([]);
    // A NUL byte in any query is refused by the server's input guard before the feed runs.
    expect((await t.http.get('/api/lineup.ics?bands=nope,%00')).status).toBe(400);
    const twice = await t.http.get('/api/lineup.ics?bands=a&bands=b');
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/bands/);
  });

  it('drops a band from the feed when its set time is removed', async () => {
    await bandPut('Side Act', { stageId: null, startsAt: null, endsAt: null });
    const { events } = await feed();
    expect(events.map((e) => e.summary)).not.toContain('Side Act');
  });
});
