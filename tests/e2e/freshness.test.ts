/**
 * A set time changed is a set time seen (issue #32 item 2): a visitor who has the lineup open sees
 * a change saved meanwhile on the next navigation to it, whether that navigation is a full one (the
 * browser's HTTP cache and the offline worker in between) or in-app (the app's Apollo cache).
 * Before, pages were `max-age=10, stale-while-revalidate=60` and the app answered from its cache:
 * the old genre showed 19 s after the save, until a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import type { Actor } from '../../server/access';
import { browserAvailable, launchBrowser } from '../helpers/browser';
import { startE2EServer } from '../helpers/e2e-server';
import { startApp } from '../helpers/public-e2e';
import { scheduleFixture, type ScheduleFixture } from './schedule-fixtures';

const describeInBrowser = browserAvailable() ? describe : describe.skip;
const admin: Actor = { user: { id: 'e2e-freshness', role: 'admin' }, clientKey: 'e2e-freshness' };

describeInBrowser('a change saved while a visitor has the lineup open', () => {
  let server: RunningServer;
  let browser: Browser;
  let bands: ScheduleFixture;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
    bands = await scheduleFixture(server.services);
    await server.services.bands.update(admin, bands.gamma, { genre: 'Doom' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The offline worker controls the page: later navigations go through it. */
  const workerInControl = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  /** Gamma Riders' card on the lineup page. */
  const gammaCard = (page: Page) => page.getByTestId('band-card').filter({ hasText: 'Gamma Riders' }).first();

  it('shows the new genre and set time on the next full navigation (HTTP cache and offline worker in between)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/lineup`);
    await expect(gammaCard(page).textContent()).resolves.toContain('Doom');
    await workerInControl(page);
    await page.goto(`${server.url}/lineup/running-order`);
    await expect(page.getByTestId('set').filter({ hasText: 'Gamma Riders' }).first().textContent()).resolves.toContain('21:30–22:30');

    await server.services.bands.update(admin, bands.gamma, { genre: 'Sludge', startsAt: '2026-09-26T18:45:00.000Z', endsAt: '2026-09-26T19:45:00.000Z' });
    await page.goto(`${server.url}/lineup`);
    await expect(gammaCard(page).textContent()).resolves.toContain('Sludge');
    await page.goto(`${server.url}/lineup/running-order`);
    await expect(page.getByTestId('set').filter({ hasText: 'Gamma Riders' }).first().textContent()).resolves.toContain('21:45–22:45');
    await context.close();
  }, 120_000);

  it('shows the new genre on the next in-app navigation (the app asks the server again)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/lineup`);
    await startApp(page);
    await expect(gammaCard(page).textContent()).resolves.toContain('Sludge');

    await server.services.bands.update(admin, bands.gamma, { genre: 'Drone' });
    // The app's queries go as GET naming their persisted hash (issue #32 item 7): retried by proxies.
    const graphql: string[] = [];
    page.on('request', (r) => r.url().includes('/api/graphql') && graphql.push(`${r.method()} ${new URL(r.url()).searchParams.get('operationName')} ${new URL(r.url()).searchParams.has('query')}`));
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL(/\/news$/);
    await nav.getByRole('link', { name: 'Lineup', exact: true }).click();
    await page.waitForURL(/\/lineup$/);
    await gammaCard(page).getByText('Drone').waitFor({ timeout: 10_000 });
    await expect(gammaCard(page).textContent()).resolves.toContain('Drone');
    // An in-app navigation, not a page load: the app stayed (its ready mark is still there).
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(true);
    // The overview reads each day's first bands (#37: LineupDay, a page per day).
    expect(graphql).toContain('GET LineupDay false');
    expect(graphql.filter((r) => !r.startsWith('GET '))).toEqual([]);
    await context.close();
  }, 120_000);
});
