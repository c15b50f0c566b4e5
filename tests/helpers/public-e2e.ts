import { expect } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { launchBrowser, seriousAccessibilityViolations } from './browser';
import { startSeededE2EServer } from './seeded-snapshot';

/** Third-party embeds (Google Maps, Spotify) cannot load on a closed network: not our errors. */
export const THIRD_PARTY = /google\.com|spotify\.com|googletagmanager\.com/;

export interface Tracked {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Console errors that are expected on this page (e.g. the 404 of an unknown article). */
  allow: RegExp[];
}

export async function open(browser: Browser, viewport: { width: number; height: number }, init?: () => void): Promise<Tracked> {
  const context = await browser.newContext({ viewport });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const tracked: Tracked = { page, context, errors: [], allow: [] };
  page.on('pageerror', (error) => tracked.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location()?.url ?? '';
    if (THIRD_PARTY.test(where)) return;
    const text = `console: ${message.text()} (${where})`;
    if (tracked.allow.some((re) => re.test(text))) return;
    tracked.errors.push(text);
  });
  return tracked;
}

/** Opens a page as a visitor about to use it: it has loaded, and its app has taken it over. */
export async function visit(t: Tracked, url: string, { status = 200 } = {}) {
  const response = await t.page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(status);
  await t.page.locator('#root :is(main, [role=status])').first().waitFor();
  await startApp(t.page);
}

/**
 * The visitor moves the mouse: a server-rendered page starts its app on such a sign that it is
 * about to be used (web/src/app/pageStart.ts). Resolves once the app has the page (at once on a
 * client-rendered page, whose app started with it).
 */
export async function startApp(page: Page) {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
}

/**
 * Waits until React has hydrated `locator`'s element (its props are attached). A page's scripts
 * load after `load` and hydration yields to the browser, so a tap before this point is a plain
 * browser navigation (the server-rendered link works without scripts), not a client-side one.
 */
export async function untilHydrated(page: Page, locator: Locator) {
  const element = await locator.elementHandle();
  await page.waitForFunction((el) => Object.keys(el!).some((k) => k.startsWith('__reactProps')), element);
}

export async function expectAccessible(page: Page, label: string) {
  // Colour contrast is only meaningful once opening animations (drawer, dialog, toast) have ended.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 }).catch(() => undefined);
  const violations = await seriousAccessibilityViolations(page);
  expect({ page: label, violations }).toEqual({ page: label, violations: [] });
}

export const text = (page: Page, s: string | RegExp) => page.getByText(s).first();

/** The served app on a database seeded with the demo festival, and a browser; `firstArticle` is the newest article. */
export async function startPublicSite(): Promise<{ server: RunningServer; browser: Browser; firstArticle: { _id: string; title: string; slug: string } }> {
  const [server, browser] = await Promise.all([startSeededE2EServer(), launchBrowser()]);
  const articles = await server.services.news.list();
  return { server, browser, firstArticle: articles[0] };
}

/** Closes what `startPublicSite` opened (either may be missing when the start failed). */
export async function stopPublicSite(server: RunningServer | undefined, browser: Browser | undefined) {
  await browser?.close();
  await server?.close();
}
