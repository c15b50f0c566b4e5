import { describe, expect, it } from '@jest/globals';
import { festivalDayKey, festivalDayLabel, festivalTime, festivalTimeRange } from './festivalTime';
import { groupSetsByDay, markPicks, nowAndNext, sortSets } from './sets';
import { bandsQuery, calendarLinks, parseSharedBands, shareLink } from './shareLink';

const set = (name: string, stageId: string, startsAt: string, endsAt: string) => ({ _id: name.toLowerCase(), name, stageId, startsAt, endsAt });

describe('festival time', () => {
  it('shows UTC instants on the Bucharest clock, summer (UTC+3) and winter (UTC+2) alike', () => {
    expect(festivalTime('2026-09-26T17:00:00Z')).toBe('20:00');
    expect(festivalTime('2026-12-01T17:00:00Z')).toBe('19:00');
    expect(festivalTimeRange('2026-09-26T17:00:00Z', '2026-09-26T18:15:00Z')).toBe('20:00–21:15');
  });
  it('keeps sets after midnight on the night they belong to', () => {
    expect(festivalDayKey('2026-09-26T17:00:00Z')).toBe('2026-09-26');
    expect(festivalDayKey('2026-09-26T22:30:00Z')).toBe('2026-09-26'); // 01:30 on the 27th
    expect(festivalDayKey('2026-09-27T05:00:00Z')).toBe('2026-09-27'); // 08:00
    expect(festivalDayLabel('2026-09-26')).toBe('Saturday 26 September');
  });
});

describe('sets', () => {
  it('keeps only bands with a stage and both times, sorted by start', () => {
    const sorted = sortSets([
      set('B', 's1', '2026-09-26T18:00:00Z', '2026-09-26T19:00:00Z'),
      { _id: 'x', name: 'Unscheduled', stageId: 's1', startsAt: null, endsAt: null },
      { _id: 'y', name: 'NoStage', stageId: null, startsAt: '2026-09-26T10:00:00Z', endsAt: '2026-09-26T11:00:00Z' },
      set('A', 's2', '2026-09-26T17:00:00Z', '2026-09-26T18:00:00Z'),
    ]);
    expect(sorted.map((s) => s.name)).toEqual(['A', 'B']);
  });
  it('groups by festival day in time order', () => {
    const days = groupSetsByDay([
      set('Late', 's1', '2026-09-27T17:00:00Z', '2026-09-27T18:00:00Z'),
      set('Early', 's1', '2026-09-26T17:00:00Z', '2026-09-26T18:00:00Z'),
      set('AfterMidnight', 's1', '2026-09-26T22:00:00Z', '2026-09-26T23:00:00Z'),
    ]);
    expect(days.map((d) => [d.day, d.sets.map((s) => s.name)])).toEqual([
      ['2026-09-26', ['Early', 'AfterMidnight']],
      ['2026-09-27', ['Late']],
    ]);
  });
});

describe('markPicks', () => {
  it('marks both overlapping picks as a clash, not touching ones', () => {
    const marks = markPicks([
      set('Alpha', 'main', '2026-09-26T17:00:00Z', '2026-09-26T18:00:00Z'),
      set('Beta', 'second', '2026-09-26T17:30:00Z', '2026-09-26T18:30:00Z'),
      set('Gamma', 'main', '2026-09-26T18:30:00Z', '2026-09-26T19:30:00Z'),
    ]);
    expect(marks.get('alpha')!.clashesWith).toEqual(['Beta']);
    expect(marks.get('beta')!.clashesWith).toEqual(['Alpha']);
    expect(marks.get('gamma')!.clashesWith).toEqual([]);
  });
  it('marks a stage change with under ten minutes as tight; same stage or ten minutes is fine', () => {
    const marks = markPicks([
      set('One', 'main', '2026-09-26T17:00:00Z', '2026-09-26T18:00:00Z'),
      set('Two', 'second', '2026-09-26T18:05:00Z', '2026-09-26T19:00:00Z'),
      set('Three', 'second', '2026-09-26T19:00:00Z', '2026-09-26T20:00:00Z'),
      set('Four', 'main', '2026-09-26T20:10:00Z', '2026-09-26T21:00:00Z'),
    ]);
    expect(marks.get('two')!.tightChangeFrom).toBe('One');
    expect(marks.get('three')!.tightChangeFrom).toBeNull();
    expect(marks.get('four')!.tightChangeFrom).toBeNull();
    expect([...marks.values()].every((m) => m.clashesWith.length === 0)).toBe(true);
  });
});

describe('nowAndNext', () => {
  it('finds the set playing and the next one per stage', () => {
    const bands = [
      set('Playing', 'main', '2026-09-26T17:00:00Z', '2026-09-26T18:00:00Z'),
      set('Later', 'main', '2026-09-26T18:30:00Z', '2026-09-26T19:00:00Z'),
      set('Soon', 'second', '2026-09-26T17:45:00Z', '2026-09-26T18:45:00Z'),
    ];
    const { now, next } = nowAndNext(bands, new Date('2026-09-26T17:30:00Z'));
    expect([...now]).toEqual(['playing']);
    expect([...next].sort()).toEqual(['later', 'soon']);
  });
});

describe('share links', () => {
  it('parses ids, drops junk and duplicates, and tells an absent parameter apart', () => {
    expect(parseSharedBands('?bands=a1,b-2,,a1,<script>, c_3 ')).toEqual(['a1', 'b-2', 'c_3']);
    expect(parseSharedBands('?bands=')).toEqual([]);
    expect(parseSharedBands('?other=1')).toBeNull();
  });
  it('builds the share and calendar links', () => {
    expect(bandsQuery(['a', 'b'])).toBe('bands=a,b');
    expect(shareLink('https://mg.example', ['a', 'b'])).toBe('https://mg.example/lineup/my-schedule?bands=a,b');
    expect(calendarLinks('https://mg.example', ['a'])).toEqual({
      download: 'https://mg.example/api/lineup.ics?bands=a',
      subscribe: 'webcal://mg.example/api/lineup.ics?bands=a',
    });
  });
});
