import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string;
beforeAll(async () => ({ t, admin, user } = await signedInApp()));
afterAll(() => t.close());

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};
const visit = (ip: string, userAgent: string) =>
  t.http.post('/api/visits/log').set('X-Forwarded-For', ip).set('User-Agent', userAgent);
const stats = async () => {
  const res = await t.http.get('/api/visits/stats').set('Authorization', admin);
  expect(res.status).toBe(200);
  return res.body as {
    totalVisitors: number;
    thisMonth: number;
    lastMonth: number;
    percentageChange: number;
    daily: { date: string; visits: number }[];
  };
};
const dailyOf = (s: Awaited<ReturnType<typeof stats>>, date: string) => s.daily.find((d) => d.date === date)?.visits;

afterAll(() => {
  t.clock.now = null;
});

describe('visits', () => {
  it('stats need an admin: 401 / 403', async () => {
    const anon = await t.http.get('/api/visits/stats');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String) });
    expect((await t.http.get('/api/visits/stats').set('Authorization', user)).status).toBe(403);
  });

  it('start at zero: 0 % when both months are 0, and 30 zero days, oldest first', async () => {
    at('2030-03-15T12:00:00Z');
    const s = await stats();
    expect(s).toEqual({ totalVisitors: 0, thisMonth: 0, lastMonth: 0, percentageChange: 0, daily: expect.any(Array) });
    expect(s.daily).toHaveLength(30);
    expect(s.daily[0]).toEqual({ date: '2030-02-14', visits: 0 });
    expect(s.daily[29]).toEqual({ date: '2030-03-15', visits: 0 });
    expect(s.daily.every((d) => d.visits === 0)).toBe(true);
    const dates = s.daily.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
  });

  it('logs with 204 for anyone, counting one visitor per client and browser per day', async () => {
    at('2030-03-15T12:00:00Z');
    const res = await visit('203.0.113.7', 'Browser/1');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    await visit('203.0.113.7', 'Browser/1');
    await visit('203.0.113.7', 'Browser/1'); // reloads: still one visitor
    await visit('203.0.113.7', 'Browser/2'); // another browser behind the same address
    await visit('198.51.100.9', 'Browser/1'); // another address
    const s = await stats();
    expect(s.totalVisitors).toBe(3);
    expect(s.thisMonth).toBe(3);
    expect(s.lastMonth).toBe(0);
    expect(s.percentageChange).toBe(100); // only last month is 0
    expect(dailyOf(s, '2030-03-15')).toBe(3);
  });

  it('stores no raw IP or user agent anywhere in the row, and the salt changes daily', async () => {
    const { rows } = (await t.database.db.execute(sql`select * from visits order by id`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    // One row per visitor per day: the two reloads were not stored.
    expect(rows).toHaveLength(3);
    const dump = JSON.stringify(rows);
    for (const secret of ['203.0.113.7', '198.51.100.9', '127.0.0.1', '::1', 'Browser/1', 'Browser']) {
      expect(dump).not.toContain(secret);
    }
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'visited_at', 'visitor_hash']);
    // Another browser or address is another visitor...
    expect(new Set(rows.map((r) => r.visitor_hash)).size).toBe(3);
    // ...and differently the next day.
    at('2030-03-16T00:00:00Z');
    await visit('203.0.113.7', 'Browser/1');
    const { rows: next } = (await t.database.db.execute(sql`select visitor_hash from visits order by id desc limit 1`)) as unknown as {
      rows: { visitor_hash: string }[];
    };
    expect(next[0]!.visitor_hash).not.toBe(rows[0]!.visitor_hash);
    // The salt comes from a persisted secret.
    const { rows: secrets } = (await t.database.db.execute(sql`select name from app_secrets where name = 'visitor-salt'`)) as unknown as {
      rows: unknown[];
    };
    expect(secrets).toHaveLength(1);
  });

  it('compares this calendar month with the last, rounded to one decimal', async () => {
    // February: three visitors, one of them outside the 30-day window seen from March 16.
    at('2030-02-10T08:00:00Z');
    await visit('192.0.2.1', 'Feb');
    at('2030-02-20T23:59:59.999Z');
    await visit('192.0.2.2', 'Feb');
    await visit('192.0.2.3', 'Feb');
    // March so far: 3 on the 15th + 1 on the 16th = 4 visitor-days; against February's 3: +33.3 %.
    at('2030-03-16T10:00:00Z');
    const s = await stats();
    expect(s.thisMonth).toBe(4);
    expect(s.lastMonth).toBe(3);
    expect(s.percentageChange).toBe(33.3);
    expect(s.totalVisitors).toBe(7);
    expect(s.daily).toHaveLength(30);
    expect(s.daily[0]!.date).toBe('2030-02-15');
    expect(s.daily[29]).toEqual({ date: '2030-03-16', visits: 1 });
    expect(dailyOf(s, '2030-02-20')).toBe(2); // 23:59:59.999Z still belongs to the 20th
    expect(dailyOf(s, '2030-02-21')).toBe(0);
    expect(dailyOf(s, '2030-02-10')).toBeUndefined(); // outside the window, still in lastMonth
    expect(s.daily.reduce((sum, d) => sum + d.visits, 0)).toBe(6);
  });

  it('gives -100 % when this month has none yet, and a falling month a negative change', async () => {
    at('2030-04-01T00:00:00Z');
    const april = await stats();
    expect(april).toMatchObject({ thisMonth: 0, lastMonth: 4, percentageChange: -100 });
    await visit('192.0.2.50', 'Apr');
    expect((await stats()).percentageChange).toBe(-75);
    at('2030-04-02T00:00:00Z');
    await visit('192.0.2.51', 'Apr');
    await visit('192.0.2.52', 'Apr');
    // 3 against 4: -25 %; and one decimal: 3 against 9 would be -66.7 (checked in the unit below).
    expect((await stats()).percentageChange).toBe(-25);
  });

  it('crosses the year boundary: January compares with the previous December', async () => {
    at('2030-12-31T23:00:00Z');
    await visit('192.0.2.60', 'Dec');
    await visit('192.0.2.61', 'Dec');
    at('2031-01-01T01:00:00Z');
    await visit('192.0.2.60', 'Dec');
    const s = await stats();
    expect(s).toMatchObject({ thisMonth: 1, lastMonth: 2, percentageChange: -50 });
    expect(s.daily.slice(-2)).toEqual([
      { date: '2030-12-31', visits: 2 },
      { date: '2031-01-01', visits: 1 },
    ]);
  });

  it('rounds the change to one decimal', async () => {
    const { percentageChange } = await import('../../server/services/visits/service');
    expect(percentageChange(3, 9)).toBe(-66.7);
    expect(percentageChange(2, 3)).toBe(-33.3);
    expect(percentageChange(10, 3)).toBe(233.3);
    expect(percentageChange(0, 0)).toBe(0);
    expect(percentageChange(5, 0)).toBe(100);
  });

  it('logs through the service with no user agent at all', async () => {
    at('2031-01-01T02:00:00Z');
    await t.services.visits.log({ user: null, clientKey: '10.0.0.1' }, {});
    expect((await stats()).thisMonth).toBe(2);
  });
});
