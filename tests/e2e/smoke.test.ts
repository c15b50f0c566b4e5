import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { browserAvailable, launchBrowser, openPage } from '../helpers/browser';
import { startE2EServer } from '../helpers/e2e-server';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('the served app in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  // Starting the server (migrations, admin hash) and Chromium took over 60 s on a loaded CI machine.
  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads the app shell from the same port as the API, without page errors', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root').innerHTML()).resolves.not.toBe('');
    const health = await page.evaluate(async () => (await fetch('/api/health')).json());
    expect(health).toEqual({ status: 'ok' });
    expect(errors).toEqual([]);
  });

  it('serves the single-page fallback for deep links', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(server.url + '/lineup', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/text\/html/);
  });
});
