import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedDemo } from '../../scripts/demo/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Seeding encodes every demo image's variants: minutes on a loaded machine (as tests/e2e/server-render allows).
const SEEDING_MS = 240_000;

type Band = { name: string; stageId: string | null; startsAt: string | null; endsAt: string | null };

describe('npm run seed:demo: the running order', () => {
  it('adds two stages and a set time for every demo band, with exactly one clash', async () => {
    const result = await seedDemo(t.services, { now: new Date('2026-03-01T12:00:00Z') });
    expect(result.seeded).toBe(true);

    const stages = (await t.http.get('/api/stages')).body.stages as { _id: string; name: string }[];
    expect(stages.map((s) => s.name)).toEqual(['Main Stage', 'Club Stage']);

    const bands = (await t.http.get('/api/lineup')).body as Band[];
    expect(bands.length).toBeGreaterThan(5);
    for (const band of bands) {
      expect(stages.map((s) => s._id)).toContain(band.stageId);
      expect(band.startsAt).toMatch(/^2026-09-2[567]T/);
      expect(Date.parse(band.endsAt!)).toBeGreaterThan(Date.parse(band.startsAt!));
    }

    const overlapping: string[] = [];
    bands.forEach((a, i) =>
      bands.slice(i + 1).forEach((b) => {
        if (Date.parse(a.startsAt!) < Date.parse(b.endsAt!) && Date.parse(b.startsAt!) < Date.parse(a.endsAt!)) {
          overlapping.push([a.name, b.name].sort().join(' × '));
        }
      }),
    );
    // Different stages (the same stage would have been refused): a personal-schedule clash.
    expect(overlapping).toEqual(['Nocturnal Forge × Rust & Thunder']);

    const feed = await t.http.get('/api/lineup.ics');
    expect(feed.text.match(/BEGIN:VEVENT/g)).toHaveLength(bands.length);
  }, SEEDING_MS);

  it('--force replaces the stages too, without duplicates', async () => {
    const again = await seedDemo(t.services, { force: true, now: new Date('2026-03-01T12:00:00Z') });
    expect(again.seeded).toBe(true);
    const stages = (await t.http.get('/api/stages')).body.stages as { name: string }[];
    expect(stages.map((s) => s.name)).toEqual(['Main Stage', 'Club Stage']);
  }, SEEDING_MS);
});
