import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type AdminSession, dialog, expectToast, startAdminSession } from '../helpers/admin-e2e';
import { browserAvailable, seriousAccessibilityViolations } from '../helpers/browser';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

const DAYS = ['2026-09-25', '2026-09-26', '2026-09-27'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The booking team's spreadsheet: 60 bands, 20 a day on two stages, 45-minute sets from 14:00; `clash` puts band 11 on band 20's set. */
function lineupCsv({ clash }: { clash: boolean }): string {
  const rows = Array.from({ length: 60 }, (_, i) => {
    const day = DAYS[Math.floor(i / 20)]!;
    const moved = clash && i === 10;
    const slot = moved ? 9 : Math.floor((i % 20) / 2);
    const stage = moved || i % 2 ? 'Club Stage' : 'Main Stage';
    return [`Import Band ${i + 1}`, 'Norway', 'Black metal', `"Formed in ${1990 + i}, loud"`, stage, `${day} ${pad(14 + slot)}:00`, `${day} ${pad(14 + slot)}:45`].join(',');
  });
  return ['name,country,genre,biography,stage,start,end', ...rows].join('\r\n');
}

/**
 * #37's done-when in the back office: a CSV of 60 bands with set times imports after a dry run
 * that listed a clash by row; the list then pages them 24 at a time and finds one by search.
 */
describeInBrowser('Import CSV on the lineup screen in Chromium (#37)', () => {
  let session: AdminSession, page: Page;
  const files: Record<string, string> = {};
  beforeAll(async () => {
    session = await startAdminSession({ signedIn: true });
    page = session.page;
    const dir = path.dirname(session.files.png);
    for (const clash of [true, false]) {
      files[clash ? 'clash' : 'fixed'] = path.join(dir, clash ? 'lineup-clash.csv' : 'lineup.csv');
      fs.writeFileSync(files[clash ? 'clash' : 'fixed']!, lineupCsv({ clash }));
    }
    await page.goto(`${session.server.url}/admin/lineup`);
    for (const [name, order] of [['Main Stage', 1], ['Club Stage', 2]] as const) {
      await page.getByLabel('New stage name').fill(name);
      await page.getByLabel('New stage order').fill(String(order));
      await page.getByRole('button', { name: 'Add Stage' }).click();
      await page.getByLabel(`Name of ${name}`).waitFor();
    }
  }, 180_000);
  afterAll(() => session?.close());

  it('a dry run lists the clash by row and offers no import; the fixed file imports all 60 and the list pages them', async () => {
    await page.goto(`${session.server.url}/admin/lineup`);
    await page.getByRole('heading', { name: 'Lineup Management' }).waitFor();
    await page.getByTestId('import-csv-file').setInputFiles(files.clash!);
    const d = dialog(page);
    await d.getByTestId('import-counts').getByText('59 valid').waitFor();
    const refused = d.getByTestId('import-row');
    await expect(refused.count()).resolves.toBe(1);
    // Band 20 (row 21) comes second to Club Stage's 23:00 set, which band 11 now holds.
    await expect(refused.first().textContent()).resolves.toMatch(/^21.*Import Band 11/);
    await expect(d.getByRole('button', { name: 'Import 59 rows' }).isDisabled()).resolves.toBe(true);
    // The preview passes axe (once its opening animation is over: mid-fade colours are not the real ones).
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect((await seriousAccessibilityViolations(page)).map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
    expect((await (await fetch(`${session.server.url}/api/lineup`)).json()) as unknown[]).toHaveLength(0);

    await page.getByTestId('import-csv-file').setInputFiles(files.fixed!);
    await d.getByTestId('import-counts').getByText('60 valid').waitFor();
    await d.getByRole('button', { name: 'Import 60 rows' }).click();
    await expectToast(page, 'Imported 60 new and 0 updated bands');
    await d.waitFor({ state: 'hidden' });

    const lineup = (await (await fetch(`${session.server.url}/api/lineup`)).json()) as { name: string; startsAt: string }[];
    expect(lineup).toHaveLength(60);
    // 14:00 festival time (Bucharest, UTC+3 in September).
    expect(lineup.find((b) => b.name === 'Import Band 1')!.startsAt).toBe('2026-09-25T11:00:00.000Z');

    await expect(page.getByTestId('list-count').textContent()).resolves.toBe('1–24 of 60 bands');
    await expect(page.getByTestId('band-card').count()).resolves.toBe(24);
    await page.getByLabel('Search bands').fill('band 42');
    await page.getByTestId('list-count').getByText('1 matching band').waitFor();
    await page.getByTestId('band-card').filter({ hasText: 'Import Band 42' }).waitFor();
    expect(session.errors).toEqual([]);
  });
});
