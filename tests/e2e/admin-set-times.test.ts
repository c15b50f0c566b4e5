import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { browserAvailable, launchBrowser } from '../helpers/browser';
import { E2E_ADMIN, startE2EServer } from '../helpers/e2e-server';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

type Band = { _id: string; name: string; stageId: string | null; startsAt: string | null; endsAt: string | null };

/**
 * An admin in New York schedules sets: what they type is festival time (Bucharest, UTC+3 in
 * September), whatever their own device says, and the API returns the matching UTC instants.
 */
describeInBrowser('admin set times in Chromium (device in another time zone)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mg-set-times-e2e-')), 'dist');
    fs.cpSync(path.resolve('web/dist'), dist, { recursive: true });
    [server, browser] = await Promise.all([startE2EServer({ WEB_DIST_DIR: dist }), launchBrowser()]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });
    page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const lineup = async () => (await (await fetch(`${server.url}/api/lineup`)).json()) as Band[];
  const dialog = () => page.getByRole('dialog');

  async function addBand(name: string, starts: string, ends: string) {
    await page.getByRole('button', { name: 'Add Band' }).click();
    await dialog().getByLabel('Name').fill(name);
    await dialog().getByLabel('Country').fill('Romania');
    await dialog().getByLabel('Biography').fill('Loud.');
    await dialog().getByLabel('Stage', { exact: true }).selectOption({ label: 'Main Stage' });
    await dialog().getByLabel('Starts').fill(starts);
    await dialog().getByLabel('Ends').fill(ends);
    await dialog().getByRole('button', { name: 'Add Band' }).click();
  }

  it('adds a stage from the Stages card', async () => {
    await page.goto(`${server.url}/admin/lineup`);
    await page.getByLabel('New stage name').fill('Main Stage');
    await page.getByLabel('New stage order').fill('1');
    await page.getByRole('button', { name: 'Add Stage' }).click();
    await page.getByLabel('Name of Main Stage').waitFor();
    const { stages } = (await (await fetch(`${server.url}/api/stages`)).json()) as { stages: { name: string; order: number }[] };
    expect(stages).toEqual([{ _id: expect.any(String), name: 'Main Stage', order: 1, updatedAt: expect.any(String) }]);
  });

  it('stores set times typed in festival time as the right instants, and shows them back the same', async () => {
    await addBand('Clash Alpha', '2026-09-26T20:00', '2026-09-26T21:00');
    await dialog().waitFor({ state: 'hidden' });
    const band = (await lineup()).find((b) => b.name === 'Clash Alpha');
    // The form's day (the warmup by default) does not override the set's: the band is listed on day 1.
    expect(band).toMatchObject({ startsAt: '2026-09-26T17:00:00.000Z', endsAt: '2026-09-26T18:00:00.000Z', stageId: expect.any(String), performanceDay: '26 September - DAY 1' });

    await page.getByTestId('band-card').filter({ hasText: 'Clash Alpha' }).getByText('Main Stage · 20:00–21:00').waitFor();
    await page.getByRole('button', { name: 'Edit Clash Alpha' }).click();
    await expect(dialog().getByLabel('Starts').inputValue()).resolves.toBe('2026-09-26T20:00');
    await expect(dialog().getByLabel('Ends').inputValue()).resolves.toBe('2026-09-26T21:00');
    await expect(dialog().getByLabel('Performance Day').isDisabled()).resolves.toBe(true);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('shows the overlap in the form and stores nothing', async () => {
    await addBand('Clash Beta', '2026-09-26T20:30', '2026-09-26T21:30');
    await dialog().getByRole('alert').filter({ hasText: 'Overlaps Clash Alpha on Main Stage, 20:00–21:00' }).waitFor();
    expect((await lineup()).map((b) => b.name)).not.toContain('Clash Beta');

    // Moving it to start when the other ends is accepted.
    await dialog().getByLabel('Starts').fill('2026-09-26T21:00');
    await dialog().getByRole('button', { name: 'Add Band' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect((await lineup()).find((b) => b.name === 'Clash Beta')?.startsAt).toBe('2026-09-26T18:00:00.000Z');
  });

  it('refuses to delete a stage with sets on it, saying how many', async () => {
    await page.getByRole('button', { name: 'Delete Main Stage' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Cannot delete Main Stage: 2 bands are scheduled on it' })
      .first()
      .waitFor({ timeout: 15_000 });
    const { stages } = (await (await fetch(`${server.url}/api/stages`)).json()) as { stages: unknown[] };
    expect(stages).toHaveLength(1);
  });

  it('refuses a stage save when another admin changed the stage meanwhile, then shows and saves the stored one', async () => {
    const stages = async () => ((await (await fetch(`${server.url}/api/stages`)).json()) as { stages: { _id: string; name: string; order: number }[] }).stages;
    const [main] = await stages();
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    // The other admin moves the stage while this page still shows order 1.
    const moved = await fetch(`${server.url}/api/stages/${main!._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ name: 'Main Stage', order: 2 }),
    });
    expect(moved.status).toBe(200);

    await page.getByLabel('Name of Main Stage').fill('Big Stage');
    await page.getByRole('button', { name: 'Save Main Stage' }).click();
    await page.getByTestId('toast').filter({ hasText: 'This item was changed by someone else. Reload to see the latest version.' }).first().waitFor();
    expect(await stages()).toMatchObject([{ name: 'Main Stage', order: 2 }]);
    // The row now shows what is stored; saved from there, the rename goes through.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[aria-label="Order of Main Stage"]')?.value === '2');
    expect(await page.getByLabel('Name of Main Stage').inputValue()).toBe('Main Stage');
    await page.getByLabel('Name of Main Stage').fill('Big Stage');
    await page.getByRole('button', { name: 'Save Main Stage' }).click();
    await page.getByLabel('Name of Big Stage').waitFor();
    expect(await stages()).toMatchObject([{ name: 'Big Stage', order: 2 }]);
  });
});
