/**
 * The public site with no network after one online visit (issue #26 item 1), on a phone in
 * headless Chromium: a fresh browser visits online (pages opened directly, or browsed in-app),
 * then loses signal, and its HTTP cache is cleared (the browser's own cache would otherwise answer
 * the pages for about a minute and hide what the offline worker kept). Every page then opens with
 * the offline notice and its saved content, never as "the site is temporarily unavailable".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import type { Actor } from '../../server/access';
import type { RequestContext } from '../../server/services/request-context';
import { browserAvailable, launchBrowser } from '../helpers/browser';
import { startE2EServer } from '../helpers/e2e-server';
import { scheduleFixture, type ScheduleFixture } from './schedule-fixtures';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

const OFFLINE = "You're offline: showing saved information";
const UNAVAILABLE = 'The site is temporarily unavailable';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const admin: Actor = { user: { id: 'e2e-offline', role: 'admin' }, clientKey: 'e2e-offline' };

describeInBrowser('the public site offline after one online visit, on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let base: string;
  let bands: ScheduleFixture;
  let article: { _id: string; title: string };
  const contexts: BrowserContext[] = [];

  /** What each page shows from its saved reads (a text of its own content). */
  let saved: Record<string, string>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
    base = server.url;
    bands = await scheduleFixture(server.services);
    const services = server.services;
    article = await services.news.create(admin, {
      title: 'Gates open at noon',
      excerpt: 'Earlier than ever.',
      content: 'The gates open at noon on every day of the festival.',
      publishedAt: new Date().toISOString(),
    });
    await services.archives.create(admin, { year: '2019', description: 'The muddy edition.', lineup: 'Old Riders' });
    await services.infoPage.update(admin, {
      location: { title: 'Dragon Field', address: 'Somewhere 1', mapEmbedUrl: '' },
      faq: [{ question: 'Can I bring earplugs?', answer: 'Please do.' }],
    });
    // The same page in Romanian (#36): what a Romanian visitor's offline pages must show.
    const inRomanian: RequestContext = { actor: admin, locale: 'ro', preview: false };
    const [faq] = (await services.infoPage.get()).faq;
    await services.infoPage.update(inRomanian, { location: { title: 'Câmpul Dragonului', address: '', mapEmbedUrl: '' }, faq: [{ _id: faq!._id, question: 'Pot aduce dopuri de urechi?', answer: 'Te rugăm.' }] });
    saved = {
      '/': 'Gates open at noon',
      '/lineup': 'Gamma Riders',
      '/lineup/running-order': 'Clash Alpha',
      '/lineup/my-schedule': 'Clash Beta',
      '/info': 'Can I bring earplugs?',
      '/news': 'Gates open at noon',
      [`/news/${article._id}`]: 'The gates open at noon on every day of the festival.',
      '/archive': 'The muddy edition.',
    };
  }, 180_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  /** A fresh phone with one pick (Clash Beta) in its schedule. */
  async function freshPhone(): Promise<Page> {
    const context = await browser.newContext(phone);
    contexts.push(context);
    await context.addInitScript((pick) => {
      try {
        if (!localStorage.getItem('metal-gates:my-schedule')) localStorage.setItem('metal-gates:my-schedule', JSON.stringify([pick]));
      } catch {
        /* about:blank has no storage */
      }
    }, bands.beta);
    return context.newPage();
  }

  /** The offline worker has installed and activated (its install and activation work done), and controls the page. */
  async function workerActivated(page: Page) {
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)));
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  /** No signal, and nothing left in the browser's HTTP cache: only what the offline worker kept answers. */
  async function loseSignal(page: Page) {
    await page.context().setOffline(true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }

  /** SCREENSHOT_DIR=/some/dir keeps a picture of the offline phone for a person to look at. */
  async function screenshot(page: Page, name: string) {
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
  }

  /** Opens `path` with no network: the offline notice and the page's saved content, never "unavailable". */
  async function opensOffline(page: Page, path: string) {
    await page.goto(base + path);
    const notice = page.getByText(OFFLINE);
    const unavailable = page.getByText(UNAVAILABLE);
    // Whichever comes first: the notice (the page started from what was kept) or the outage screen.
    await notice.or(unavailable).first().waitFor({ timeout: 20_000 });
    expect({ path, unavailable: await unavailable.count() }).toEqual({ path, unavailable: 0 });
    await page.getByText(saved[path]).first().waitFor({ timeout: 20_000 });
    expect({ path, notice: await notice.count() }).toEqual({ path, notice: 1 });
  }

  it('opens every page offline that the phone opened directly (reloads included)', async () => {
    const page = await freshPhone();
    await page.goto(`${base}/lineup`);
    await page.getByText('Gamma Riders').first().waitFor();
    await workerActivated(page);
    await page.reload();
    for (const path of ['/info', '/news', '/archive', `/news/${article._id}`, '/lineup/running-order', '/lineup/my-schedule']) {
      await page.goto(base + path);
      await page.getByText(saved[path]).first().waitFor();
    }

    await loseSignal(page);
    for (const path of ['/lineup', '/info', '/news', '/archive', `/news/${article._id}`, '/lineup/running-order', '/lineup/my-schedule']) {
      await opensOffline(page, path);
      if (path === `/news/${article._id}`) await screenshot(page, 'offline-phone-article');
    }
    await expect(page.getByTestId('set').filter({ hasText: 'Clash Beta' }).first().textContent()).resolves.toContain('20:30–21:30');
    await screenshot(page, 'offline-phone-my-schedule');
    await page.context().setOffline(false);
  }, 120_000);

  it('after one page view, the running order, my schedule and info open offline too', async () => {
    const page = await freshPhone();
    await page.goto(`${base}/news`);
    await page.getByText('Gates open at noon').first().waitFor();
    await workerActivated(page);

    await loseSignal(page);
    for (const path of ['/news', '/lineup/running-order', '/lineup/my-schedule', '/info', '/lineup']) await opensOffline(page, path);
    await page.context().setOffline(false);
  }, 120_000);

  it('opens offline what the phone browsed in-app in one session, the first page view included', async () => {
    const page = await freshPhone();
    await page.goto(`${base}/`);
    await page.evaluate(() => ((window as unknown as { session: string }).session = 'one'));
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    /** Through the phone menu, as a visitor would: the app took the page over on the first tap, so each link is a client-side route. */
    const goInApp = async (label: string, path: string) => {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await nav.getByRole('link', { name: label }).tap();
      await page.waitForURL(base + path);
      await nav.waitFor({ state: 'hidden' });
    };
    for (const [label, path] of [
      ['News', '/news'],
      ['Info', '/info'],
      ['Archive', '/archive'],
      ['Lineup', '/lineup'],
    ] as const) {
      await goInApp(label, path);
      await page.getByText(saved[path]).first().waitFor();
    }
    await page.getByRole('link', { name: 'Running order' }).first().tap();
    await page.getByText(saved['/lineup/running-order']).first().waitFor();
    await page.getByRole('link', { name: 'My schedule' }).first().tap();
    await page.getByText(saved['/lineup/my-schedule']).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { session?: string }).session)).toBe('one'); // never reloaded
    await workerActivated(page);

    await loseSignal(page);
    for (const path of ['/', '/news', '/info', '/archive', '/lineup', '/lineup/running-order', '/lineup/my-schedule']) await opensOffline(page, path);
    // ...and browsing in-app while offline: a kept page's links open the others.
    await goInApp('Info', '/info');
    await page.getByText(saved['/info']).first().waitFor();
    expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    await screenshot(page, 'offline-phone-info');
    await page.context().setOffline(false);
  }, 120_000);

  it('keeps the visitor’s language: after one Romanian page view, the Romanian pages open offline in Romanian, / included', async () => {
    const page = await freshPhone();
    // Chosen with the switch (its ?lang=, stored by the head script), as a Romanian visitor does.
    await page.goto(`${base}/ro/news?lang=ro`);
    await page.getByText('Gates open at noon').first().waitFor();
    await workerActivated(page);

    await loseSignal(page);
    const romanianOffline = 'Ești offline: vezi informațiile salvate';
    for (const [path, content] of [
      ['/ro/info', 'Pot aduce dopuri de urechi?'],
      ['/ro/lineup/running-order', 'Clash Alpha'],
      ['/ro/news', 'Gates open at noon'],
      // The remembered choice sends / to /ro, which the worker answers in Romanian too.
      ['/', 'Ultimele știri'],
    ] as const) {
      await page.goto(base + path);
      await page.getByText(romanianOffline).or(page.getByText(UNAVAILABLE)).first().waitFor({ timeout: 20_000 });
      expect({ path, unavailable: await page.getByText(UNAVAILABLE).count(), english: await page.getByText(OFFLINE).count() }).toEqual({ path, unavailable: 0, english: 0 });
      await page.getByText(content).first().waitFor({ timeout: 20_000 });
      expect({ path, lang: await page.evaluate(() => document.documentElement.lang), at: await page.evaluate(() => location.pathname) }).toEqual({ path, lang: 'ro', at: path === '/' ? '/ro' : path });
    }
    await screenshot(page, 'offline-phone-ro-home');
    await page.context().setOffline(false);
  }, 120_000);
});
