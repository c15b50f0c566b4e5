/**
 * Running order and my schedule in headless Chromium: festival time under a foreign device timezone,
 * favourites that survive a reload, the clash of two overlapping picks, a shared link in a fresh
 * browser, and the running order read offline after one online visit.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { browserAvailable, launchBrowser, seriousAccessibilityViolations, viewports } from '../helpers/browser';
import { startE2EServer } from '../helpers/e2e-server';
import { scheduleFixture, type ScheduleFixture } from './schedule-fixtures';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('running order and my schedule in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let base: string;
  let bands: ScheduleFixture;
  const contexts: BrowserContext[] = [];

  async function newPage(options: { timezoneId?: string; viewport?: { width: number; height: number } } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: options.viewport ?? viewports.desktop, timezoneId: options.timezoneId });
    contexts.push(context);
    return context.newPage();
  }

  const favourite = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name} to my schedule` }).first();

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
    base = server.url;
    bands = await scheduleFixture(server.services);
  }, 180_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  it('shows set times in festival time (Bucharest) on a device set to New York, per stage, axe clean', async () => {
    const page = await newPage({ timezoneId: 'America/New_York' });
    await page.goto(`${base}/lineup/running-order`);
    const alpha = page.getByTestId('set').filter({ hasText: 'Clash Alpha' });
    await expect(alpha.textContent()).resolves.toContain('20:00–21:00');
    await expect(page.getByTestId('set').filter({ hasText: 'Clash Beta' }).textContent()).resolves.toContain('20:30–21:30');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await expect(page.getByRole('heading', { name: 'Main Stage' }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Forest Stage' }).count()).resolves.toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('keeps favourites across a reload and marks two overlapping picks as a clash', async () => {
    const page = await newPage();
    await page.goto(`${base}/lineup/running-order`);
    await favourite(page, 'Clash Alpha').click();
    await favourite(page, 'Clash Beta').click();
    await expect(favourite(page, 'Clash Alpha').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.reload();
    await favourite(page, 'Clash Beta').waitFor();
    await expect(favourite(page, 'Clash Alpha').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(favourite(page, 'Clash Beta').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(favourite(page, 'Gamma Riders').getAttribute('aria-pressed')).resolves.toBe('false');

    await page.getByRole('link', { name: 'My schedule' }).click();
    await page.getByText('Clash with Clash Beta').waitFor();
    await page.getByText('Clash with Clash Alpha').waitFor();
    const calendar = page.getByRole('link', { name: 'Add to calendar' });
    expect(await calendar.getAttribute('href')).toBe(`${base}/api/lineup.ics?bands=${bands.alpha},${bands.beta}`);
    expect(await page.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toMatch(/^webcal:\/\/.+\/api\/lineup\.ics\?bands=/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("opens a shared link, says whose picks these are, and saves it added to the visitor's own picks (or in their place)", async () => {
    const page = await newPage({ viewport: viewports.phone });
    const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem('metal-gates:my-schedule') ?? '[]'));
    await page.goto(`${base}/lineup`);
    await page.evaluate((own) => localStorage.setItem('metal-gates:my-schedule', JSON.stringify(own)), [bands.beta]);
    await page.goto(`${base}/lineup/my-schedule?bands=${bands.alpha},${bands.gamma}`);
    await page.getByRole('heading', { name: 'Shared schedule' }).waitFor();
    await page.getByText(/^Shared schedule · 2 picks/).waitFor();
    await expect(page.getByText(/Kept in this browser/).count()).resolves.toBe(0);
    await page.getByText('Gamma Riders').first().waitFor();
    await expect(page.getByText('Clash Beta').count()).resolves.toBe(0);
    await expect(page.getByRole('radio', { name: 'Add these to my picks' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save as my schedule' }).click();
    await page.getByRole('heading', { name: 'My schedule' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await saved()).toEqual([bands.beta, bands.alpha, bands.gamma]);

    await page.goto(`${base}/lineup/my-schedule?bands=${bands.gamma}`);
    await page.getByText(/^Shared schedule · 1 pick,/).waitFor();
    await page.getByRole('radio', { name: 'Replace my picks with these' }).check();
    await page.getByRole('button', { name: 'Save as my schedule' }).click();
    await page.getByRole('heading', { name: 'My schedule' }).waitFor();
    expect(await saved()).toEqual([bands.gamma]);
  });

  it('reloads the running order with no network after one online visit, with the offline notice', async () => {
    const page = await newPage();
    await page.goto(`${base}/lineup/running-order`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // A visit under the worker's control keeps the page's reads for offline use.
    await page.reload();
    await page.getByText('Gamma Riders').first().waitFor();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText("You're offline: showing saved information").waitFor();
    await expect(page.getByTestId('set').filter({ hasText: 'Clash Alpha' }).textContent()).resolves.toContain('20:00–21:00');
    await page.context().setOffline(false);
  });
});
