/**
 * The public site as a whole in headless Chromium, on a seeded database: the light theme (axe on
 * every screen), phone and desktop widths, keyboard skip link, the tag manager and visit logging.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Request } from 'playwright-core';
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
      for (const path of ['/', '/lineup', '/news', `/news/${firstArticle._id}`, '/info', '/archive', '/contact', '/nowhere']) {
        await visit(t, server.url + path);
        expect(await t.page.evaluate(() => document.documentElement.className)).toContain('light');
        await expectAccessible(t.page, `light ${path}`);
      }
      await t.page.getByRole('button', { name: /Theme: light/ }).click();
      expect(await t.page.evaluate(() => localStorage.getItem('metal-gates-color-mode'))).toBe('system');
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it('fits a 360 px phone and a 1920 px desktop without horizontal scrolling', async () => {
    for (const width of [360, 1920]) {
      const t = await open(browser, { width, height: 800 });
      try {
        for (const path of ['/', '/lineup', '/news', `/news/${firstArticle._id}`, '/info', '/archive', '/contact', '/nowhere', '/coming-soon']) {
          await visit(t, server.url + path);
          const scrollWidth = await t.page.evaluate(() => document.documentElement.scrollWidth);
          expect({ width, path, scrollWidth }).toEqual({ width, path, scrollWidth: width });
        }
        expect(t.errors).toEqual([]);
      } finally {
        await t.context.close();
      }
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
