/**
 * The public site's language switch in headless Chromium (#36 item 3): it keeps the page (path and
 * query) in the other language, in the header and in the phone drawer, and the visitor's choice is
 * remembered (the page template's head script: web/index.html).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { browserAvailable, viewports } from '../helpers/browser';
import { open, startApp, startPublicSite, stopPublicSite, visit } from '../helpers/public-e2e';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

/** Where the page is now: path and query (the switch's `?lang=` is taken off by the head script). */
const here = (page: Page) => page.evaluate(() => location.pathname + location.search);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Follows a language link of the switch (`scope`: the header or the drawer) and waits for the other page. */
async function switchTo(page: Page, scope: ReturnType<Page['getByTestId']>, language: 'en' | 'ro', expected: string) {
  await scope.locator(`a[hreflang="${language}"]`).click();
  await page.waitForFunction((path) => location.pathname + location.search === path, expected);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

describeInBrowser('the site language in Chromium: the switch keeps the page, the choice is remembered', () => {
  let server: RunningServer, browser: Browser, firstArticle: { _id: string; title: string };
  beforeAll(async () => ({ server, browser, firstArticle } = await startPublicSite()), 240_000);
  afterAll(() => stopPublicSite(server, browser));

  it('keeps the page: /lineup?day=2 → /ro/lineup?day=2 from the header, an article → its Romanian twin from the phone drawer', async () => {
    const desktop = await open(browser, viewports.desktop);
    try {
      await visit(desktop, `${server.url}/lineup?day=2`);
      await switchTo(desktop.page, desktop.page.getByRole('banner').getByTestId('language-switch'), 'ro', '/ro/lineup?day=2');
      // The same day's own page, in Romanian.
      await desktop.page.getByRole('heading', { name: '26 septembrie - ZIUA 1' }).waitFor();
      await desktop.page.getByRole('link', { name: '26 septembrie - ZIUA 1' }).and(desktop.page.locator('[aria-current="page"]')).waitFor();
      expect(desktop.errors).toEqual([]);
    } finally {
      await desktop.context.close();
    }

    const phone = await open(browser, viewports.phone);
    try {
      await visit(phone, `${server.url}/news/${firstArticle._id}`);
      const article = await here(phone.page);
      expect(article).toMatch(/^\/news\/./);
      await phone.page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = phone.page.getByRole('dialog');
      await switchTo(phone.page, drawer.getByTestId('language-switch'), 'ro', `/ro${article}`);
      expect(await htmlLang(phone.page)).toBe('ro');
      await startApp(phone.page);
      await phone.page.getByRole('link', { name: 'Înapoi la știri' }).first().waitFor();
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('remembers the choice: after RO, opening / lands on /ro (and a page on its twin); after EN, / stays English', async () => {
    const t = await open(browser, viewports.desktop);
    try {
      const header = () => t.page.getByRole('banner').getByTestId('language-switch');
      await visit(t, `${server.url}/`);
      expect(await htmlLang(t.page)).toBe('en');
      await switchTo(t.page, header(), 'ro', '/ro');
      expect(await t.page.evaluate(() => localStorage.getItem('metal-gates-locale'))).toBe('ro');

      // A later visit to an English address goes to its Romanian twin.
      await t.page.goto(`${server.url}/`);
      await t.page.waitForFunction(() => location.pathname === '/ro' && document.documentElement.lang === 'ro');
      await t.page.goto(`${server.url}/info`);
      await t.page.waitForFunction(() => location.pathname === '/ro/info');
      await t.page.getByRole('heading', { name: 'Informații festival' }).waitFor();

      // Choosing English back sticks: / is English again, and stays so.
      await startApp(t.page);
      await switchTo(t.page, header(), 'en', '/info');
      expect(await t.page.evaluate(() => localStorage.getItem('metal-gates-locale'))).toBe('en');
      await t.page.goto(`${server.url}/`, { waitUntil: 'load' });
      expect(await here(t.page)).toBe('/');
      expect(await htmlLang(t.page)).toBe('en');
      await t.page.goto(`${server.url}/lineup`, { waitUntil: 'load' });
      expect(await here(t.page)).toBe('/lineup');
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });
});
