/**
 * The public site as a whole in headless Chromium, on a seeded database: the light theme (axe on
 * every screen), phone and desktop widths, keyboard skip link, the tag manager and visit logging.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import type { RunningServer } from '../../boot';
import { browserAvailable, viewports } from '../helpers/browser';
import { open, visit, expectAccessible, startPublicSite, stopPublicSite, untilHydrated } from '../helpers/public-e2e';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('public festival site in Chromium: theme, widths, keyboard, tracking', () => {
  let server: RunningServer, browser: Browser, firstArticle: { _id: string; title: string };
  // Seeding encodes every demo image's variants: minutes on a loaded machine, as server-render allows.
  beforeAll(async () => ({ server, browser, firstArticle } = await startPublicSite()), 240_000);
  afterAll(() => stopPublicSite(server, browser));

  it('the light theme is kept in local storage and passes axe on every screen', async () => {
    const t = await open(browser, viewports.desktop, () => {
      try {
        localStorage.setItem('metal-gates-color-mode', 'light');
      } catch {
        /* about:blank has no storage */
      }
    });
    try {
      // An unknown path answers 404 (with its screen): the browser logs the status, nothing else.
      t.allow = [/status of 404/];
      for (const path of ['/', '/lineup', '/news', `/news/${firstArticle._id}`, '/info', '/archive', '/contact', '/nowhere']) {
        await visit(t, server.url + path, { status: path === '/nowhere' ? 404 : 200 });
        expect(await t.page.evaluate(() => document.documentElement.className)).toContain('light');
        await expectAccessible(t.page, `light ${path}`);
      }
      await expectLogoOnLightHeader(t.page);
      await t.page.getByRole('button', { name: /Theme: light/ }).click();
      expect(await t.page.evaluate(() => localStorage.getItem('metal-gates-color-mode'))).toBe('system');
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  // One test per width: nine pages each, every one waited to network idle, which on a slow CI
  // machine took both widths past one test's time (CI of 2026-11-29).
  it.each([360, 1920])('fits a %i px wide screen without horizontal scrolling', async (width) => {
    const t = await open(browser, { width, height: 800 });
    try {
      t.allow = [/status of 404/];
      for (const path of ['/', '/lineup', '/news', `/news/${firstArticle._id}`, '/info', '/archive', '/contact', '/nowhere', '/coming-soon']) {
        await visit(t, server.url + path, { status: path === '/nowhere' ? 404 : 200 });
        const scrollWidth = await t.page.evaluate(() => document.documentElement.scrollWidth);
        expect({ width, path, scrollWidth }).toEqual({ width, path, scrollWidth: width });
      }
      if (width === 360) await expectPhoneScreenForContent(t.page);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it('keyboard: the skip link moves focus to the content', async () => {
    const t = await open(browser, viewports.desktop);
    try {
      await visit(t, server.url + '/info');
      await t.page.keyboard.press('Tab');
      expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      await t.page.keyboard.press('Enter');
      expect(await t.page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    } finally {
      await t.context.close();
    }
  });

  it('loads the tag manager once on the public app only, when an id is set (its failures ignored)', async () => {
    const admin = { user: { id: 'e2e', role: 'admin' as const }, clientKey: 'e2e' };
    await server.services.siteAssets.update(admin, { gtmId: 'GTM-TEST123' });
    const t = await open(browser, viewports.desktop);
    try {
      await visit(t, server.url + '/');
      await t.page.waitForFunction(() => document.querySelectorAll('script[src*="googletagmanager.com/gtm.js?id=GTM-TEST123"]').length === 1);
      expect(await t.page.locator('noscript').count()).toBe(1);
      await t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lineup' }).click();
      await t.page.getByRole('heading', { name: '25 September - WARMUP' }).waitFor();
      expect(await t.page.locator('script[src*="gtm.js"]').count()).toBe(1);
      await visit(t, server.url + '/login');
      await t.page.waitForTimeout(300);
      expect(await t.page.locator('script[src*="gtm.js"]').count()).toBe(0);
      expect(t.errors).toEqual([]);
    } finally {
      await server.services.siteAssets.update(admin, { gtmId: '' });
      await t.context.close();
    }
  });

  it('defaults to the dark theme and logs one visit per page the server sends (not per client-side navigation)', async () => {
    const t = await open(browser, viewports.desktop);
    // A server-rendered page logs the visit from its page-start script (REST); the app started on a
    // client-rendered page logs it itself (GraphQL). Never both.
    const isVisitLog = (r: Request) => r.url().endsWith('/api/visits/log') || (r.url().endsWith('/api/graphql') && (r.postData() ?? '').includes('LogVisit'));
    let visitLogs = 0;
    t.page.on('request', (r) => {
      if (isVisitLog(r)) visitLogs += 1;
    });
    try {
      let logged = t.page.waitForRequest(isVisitLog);
      await visit(t, server.url + '/');
      await logged;
      expect(await t.page.evaluate(() => document.documentElement.className)).toContain('dark');
      // A client-side navigation is no new app start: click once the link is hydrated (before,
      // the browser follows the server-rendered link, which is a new app start).
      const news = t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' });
      await untilHydrated(t.page, news);
      await news.click();
      await t.page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
      await t.page.waitForTimeout(300);
      expect(visitLogs).toBe(1);
      logged = t.page.waitForRequest(isVisitLog);
      await visit(t, server.url + '/lineup');
      await logged;
      await t.page.waitForTimeout(300);
      expect(visitLogs).toBe(2);
      // The running order is rendered by the browser: its app logs the visit.
      logged = t.page.waitForRequest(isVisitLog);
      await visit(t, server.url + '/lineup/running-order');
      await logged;
      await t.page.waitForTimeout(300);
      expect(visitLogs).toBe(3);
    } finally {
      await t.context.close();
    }
  });
});

/**
 * Issue 26 item 7: on a phone the sticky header leaves the screen to the content once the visitor
 * scrolls (the banner scrolls away with the page), and the lineup's three views fit side by side.
 */
async function expectPhoneScreenForContent(page: Page) {
  await page.goto(page.url().replace(/\/[^/]*$/, '/lineup'), { waitUntil: 'load' });
  const tabs = page.getByRole('navigation', { name: 'Lineup views' });
  expect(await tabs.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  const headerBottom = await page.evaluate(() => Math.round(document.querySelector('header')!.getBoundingClientRect().bottom));
  expect(headerBottom).toBeLessThanOrEqual(72);
}

/** The logo suits the light theme: no dark plate around it (its corner shows the header behind). */
async function expectLogoOnLightHeader(page: Page) {
  const shot = await page.locator('header').getByRole('img', { name: 'Metal Gates' }).screenshot();
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const corner = [data[0], data[1], data[2]];
  const middleLeft = Array.from(data.subarray(((info.height >> 1) * info.width) * 3, ((info.height >> 1) * info.width) * 3 + 3));
  for (const pixel of [corner, middleLeft]) expect({ pixel, light: Math.min(...pixel) > 200 }).toMatchObject({ light: true });
}
