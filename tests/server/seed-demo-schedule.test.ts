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

/** After the 2026 edition: the demo seeds the 2027 festival. */
const NOW = new Date('2026-11-25T12:00:00Z');

describe('npm run seed:demo: the running order', () => {
  it('adds two stages and a set time for every demo band, with exactly one clash', async () => {
    const result = await seedDemo(t.services, { now: NOW });
    expect(result.seeded).toBe(true);

    const stages = (await t.http.get('/api/stages')).body.stages as { _id: string; name: string }[];
    expect(stages.map((s) => s.name)).toEqual(['Main Stage', 'Club Stage']);

    const bands = (await t.http.get('/api/lineup')).body as Band[];
    expect(bands.length).toBeGreaterThan(5);
    for (const band of bands) {
      expect(stages.map((s) => s._id)).toContain(band.stageId);
      expect(band.startsAt).toMatch(/^2027-09-2[567]T/);
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
    const again = await seedDemo(t.services, { force: true, now: NOW });
    expect(again.seeded).toBe(true);
    const stages = (await t.http.get('/api/stages')).body.stages as { name: string }[];
    expect(stages.map((s) => s.name)).toEqual(['Main Stage', 'Club Stage']);
  }, SEEDING_MS);

  it('is believable: its dates follow the festival year it seeds and its texts agree with each other', async () => {
    const festival = await t.services.festivals.active();
    expect(festival?.name).toBe('Metal Gates Festival 2027');
    const assets = await t.services.siteAssets.get();
    const bands = await t.services.bands.list();
    const firstSet = Math.min(...bands.map((b) => Date.parse(b.startsAt!)));
    // The countdown runs to the gates opening on warmup night (17:00 in Bucharest), before the first set.
    expect(assets.countdownDate).toBe('2027-09-25T14:00:00.000Z');
    expect(Date.parse(assets.countdownDate)).toBeLessThan(firstSet);

    const editions = (await t.services.archives.list()).map((a) => Number(a.year)).sort();
    expect(editions).toEqual([2023, 2024, 2025, 2026]);
    const lastEditionEnd = Date.UTC(2026, 8, 28);
    const articles = await t.services.news.list();
    const recap = articles.find((a) => /thank you/i.test(a.title));
    expect(recap?.title).toBe('Metal Gates 2026: thank you, Bucharest!');
    for (const article of articles) {
      const published = Date.parse(article.publishedAt);
      expect([article.title, published <= NOW.getTime() && published >= lastEditionEnd]).toEqual([article.title, true]);
    }
    // Every edition a text names is this year's or in the archive.
    const info = await t.services.infoPage.get();
    const texts = [
      ...articles.map((a) => `${a.title} ${a.excerpt}`),
      ...(await Promise.all(articles.map(async (a) => (await t.services.news.get(a._id)).content))),
      ...bands.map((b) => b.biography),
      ...info.faq.map((f) => `${f.question} ${f.answer}`),
    ];
    for (const text of texts) {
      for (const [, a, b] of text.matchAll(/Metal Gates (20\d\d)|(20\d\d) edition/g)) {
        const y = Number(a ?? b);
        expect([text, y === 2027 || editions.includes(y)]).toEqual([text, true]);
      }
    }
    // The running order is already online: nothing promises it for later.
    for (const text of texts) expect(text).not.toMatch(/running order will be published|when will the running order/i);
  });
});

describe('npm run seed:demo: Romanian (#36)', () => {
  it('has the info page, three articles and half the bands in Romanian; the rest falls back to English', async () => {
    const info = await t.http.get('/api/infopage?locale=ro');
    expect(info.headers['content-language']).toBe('ro');
    expect(info.body.faq[0].question).toBe('Pot cumpăra bilete la intrare?');
    const news = (await t.http.get('/api/news?locale=ro&fallback=none').set('Authorization', await t.adminToken())).body.articles as { title: string | null }[];
    expect(news.filter((a) => a.title !== null)).toHaveLength(3);
    const bands = (await t.http.get('/api/lineup?locale=ro')).body as { name: string; biography: string }[];
    const romanian = bands.filter((b) => /ă|ș|ț|î|â/.test(b.biography));
    expect(romanian.length).toBeGreaterThanOrEqual(bands.length / 2 - 1);
    expect(romanian.length).toBeLessThan(bands.length);
  });
});
