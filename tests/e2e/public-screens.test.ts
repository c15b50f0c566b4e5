/**
 * The public festival site in headless Chromium, on a seeded database, at a desktop and a phone
 * viewport: every screen's texts, dialogs and keyboard use, the contact form, axe-core (no serious
 * or critical violation) and no uncaught page error or console error.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { nextFestivalStart } from '../../scripts/demo/seed';
import { browserAvailable, viewports } from '../helpers/browser';
import { type Tracked, open, visit, expectAccessible, text, startPublicSite, stopPublicSite } from '../helpers/public-e2e';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('public festival site in Chromium', () => {
  let server: RunningServer, browser: Browser, firstArticle: { _id: string; title: string; slug: string };
  // Seeding encodes every demo image's variants: minutes on a loaded machine, as server-render allows.
  beforeAll(async () => ({ server, browser, firstArticle } = await startPublicSite()), 240_000);
  afterAll(() => stopPublicSite(server, browser));

  describe.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.phone],
  ] as const)('%s', (name, viewport) => {
    let t: Tracked;
    beforeAll(async () => {
      t = await open(browser, viewport);
      await t.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    });
    afterAll(async () => {
      await t?.context.close();
    });
    afterEach(() => {
      const errors = t.errors.splice(0);
      t.allow = [];
      expect(errors).toEqual([]);
    });

    it('home: hero, countdown, buttons, latest news', async () => {
      await visit(t, server.url + '/');
      const { page } = t;
      await page.getByRole('heading', { level: 1, name: /Metal Gates Festival/ }).waitFor();
      expect(await page.title()).toMatch(/Metal Gates Festival \d{4} \| Heavy metal in Bucharest/);
      const timer = page.getByRole('timer');
      await timer.waitFor();
      for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) await timer.getByText(unit, { exact: true }).waitFor();
      // The server-rendered clock starts ticking once the page has hydrated, which on a loaded CI
      // machine can take longer than a second: wait (up to 15 s) for the seconds to change.
      const before = await timer.locator('[data-unit=seconds]').textContent();
      await page.waitForFunction(
        (was) => document.querySelector('[data-unit=seconds]')?.textContent !== was,
        before,
        { timeout: 15_000 },
      );
      expect(await page.getByRole('link', { name: 'View Lineup' }).getAttribute('href')).toBe('/lineup');
      const tickets = page.locator('[data-testid=hero]').getByRole('link', { name: /Buy Tickets/ });
      expect(await tickets.getAttribute('target')).toBe('_blank');
      expect(await tickets.getAttribute('href')).toBe('https://tickets.metalgates.ro/');
      await page.getByRole('heading', { name: 'Latest News' }).waitFor();
      expect(await page.locator('[data-testid=news-card]').count()).toBe(4);
      expect(await page.getByRole('link', { name: /^Read More/ }).count()).toBe(4);
      await page.getByRole('link', { name: 'View All News' }).waitFor();
      expect(await page.locator('[data-testid=hero-image]').count()).toBe(1);
      await expectAccessible(page, `${name} home`);
    });

    it('header and footer: banner, logo, active nav, Buy Tickets, socials, email, location, copyright', async () => {
      await visit(t, server.url + '/news');
      const { page } = t;
      await text(page, /Festival passes on sale now/).waitFor();
      await page.getByRole('img', { name: 'Metal Gates' }).first().waitFor();
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: 'info@metalgates.ro' }).waitFor();
      await footer.getByText('Quantic Club', { exact: true }).waitFor();
      await footer.getByText(/© \d{4} Metal Gates Festival\. All rights reserved\./).waitFor();
      for (const s of ['Facebook', 'Instagram', 'YouTube']) {
        expect(await footer.getByRole('link', { name: new RegExp(s) }).getAttribute('target')).toBe('_blank');
      }
      if (name === 'desktop') {
        const nav = page.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
        expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
        const tickets = page.locator('header').getByRole('link', { name: /Buy Tickets/ });
        expect(await tickets.getAttribute('target')).toBe('_blank');
      } else {
        // The phone menu: a right-side drawer with the same links and button, usable by keyboard.
        const trigger = page.getByRole('button', { name: 'Open menu' });
        await trigger.focus();
        await page.keyboard.press('Enter');
        const drawer = page.getByRole('dialog');
        await drawer.waitFor();
        expect(await drawer.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
        await drawer.getByRole('link', { name: /Buy Tickets/ }).waitFor();
        const box = await drawer.boundingBox();
        expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 2);
        await expectAccessible(page, `${name} drawer`);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
        await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
        await trigger.click();
        await page.getByRole('dialog').getByRole('link', { name: 'Lineup' }).click();
        await page.waitForURL(/\/lineup$/);
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
    });

    it('lineup: three days, band dialog with socials and the Spotify embed, keyboard close returns focus', async () => {
      await visit(t, server.url + '/lineup');
      const { page } = t;
      for (const day of ['25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2']) {
        await page.getByRole('heading', { name: day }).waitFor();
      }
      expect(await page.locator('[data-testid=band-card]').count()).toBe(11);
      const days = page.locator('[data-testid=lineup-day]');
      expect(await days.nth(2).locator('[data-testid=band-card]').first().textContent()).toMatch(/Iron Wolves of Carpathia/i);
      const card = page.getByRole('button', { name: /^Iron Wolves of Carpathia/i }); // not its "Add … to my schedule" toggle
      await card.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Iron Wolves of Carpathia' }).waitFor();
      expect(await dialog.locator('[data-testid=spotify-embed]').getAttribute('src')).toBe('https://open.spotify.com/embed/artist/0mGx7kq2Vb5hJw3RtYcE4d');
      await dialog.getByRole('link', { name: /Bandcamp/ }).waitFor();
      expect(await dialog.getByRole('link', { name: /TikTok/ }).count()).toBe(0);
      await dialog.getByText(/Born in the foothills/).waitFor();
      await expectAccessible(page, `${name} band dialog`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => /Iron Wolves/i.test(document.activeElement?.textContent ?? ''));
      await expectAccessible(page, `${name} lineup`);
    });

    it('news list and article: alternating cards, Read Full Article, share copies the link', async () => {
      await visit(t, server.url + '/news');
      const { page } = t;
      const articles = page.locator('[data-testid=news-article]');
      expect(await articles.count()).toBe(6);
      expect(await articles.nth(0).getAttribute('data-side')).toBe('left');
      expect(await articles.nth(1).getAttribute('data-side')).toBe('right');
      expect(await page.getByRole('link', { name: /^Read Full Article/ }).count()).toBe(6);
      await expectAccessible(page, `${name} news`);
      await page.getByRole('link', { name: /^Read Full Article/ }).first().click();
      // Cards link the readable address (#37); the spec's /news/<id> serves the same page.
      await page.waitForURL(new RegExp(`/news/${firstArticle.slug}$`));
      await page.getByRole('heading', { level: 1, name: firstArticle.title }).waitFor();
      expect(await page.title()).toBe(`${firstArticle.title} | Metal Gates Festival`);
      expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(2);
      expect(await page.getByRole('link', { name: 'Back to News' }).count()).toBe(2);
      expect(await page.locator('[data-testid=article-content] p').count()).toBe(4);
      await page.evaluate(() => {
        // Headless Chromium may or may not offer navigator.share: force the copy path.
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      await page.getByRole('button', { name: 'Share' }).first().click();
      await text(page, 'Link copied!').waitFor();
      await text(page, 'Article link has been copied to clipboard').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/news/${firstArticle.slug}`);
      await expectAccessible(page, `${name} article`);
    });

    it("news article not found: 'Article not found' with 'Back to News'", async () => {
      t.allow = [/status of 404/];
      await visit(t, server.url + '/news/no-such-article', { status: 404 });
      const { page } = t;
      await page.getByRole('heading', { name: 'Article not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to News' }).click();
      await page.waitForURL(/\/news$/);
    });

    it('info: location, travel, rules, single-open collapsible FAQ by keyboard', async () => {
      await visit(t, server.url + '/info');
      const { page } = t;
      for (const h of ['Location', 'Travel Information', 'Festival Rules', 'By Air', 'By Car', 'Accommodation', 'Important Guidelines', 'Allowed Items', 'Prohibited Items']) {
        await page.getByRole('heading', { name: h, exact: true }).waitFor();
      }
      await text(page, /All visitors and bags are searched/).waitFor();
      await page.locator('[data-testid=map-embed]').waitFor();
      const q1 = page.getByRole('button', { name: 'Can I buy tickets at the door?' });
      const q2 = page.getByRole('button', { name: 'Is there a cloakroom?' });
      expect(await q1.getAttribute('aria-expanded')).toBe('false');
      await q1.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('[aria-expanded="true"]') !== null);
      expect(await q1.getAttribute('aria-expanded')).toBe('true');
      await text(page, /if the festival is not sold out/).waitFor();
      await q2.focus();
      await page.keyboard.press('Space');
      await page.waitForFunction(() => document.querySelectorAll('[aria-expanded="true"]').length === 1 && document.activeElement?.getAttribute('aria-expanded') === 'true');
      expect(await q2.getAttribute('aria-expanded')).toBe('true');
      expect(await q1.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'false');
      expect(await q2.getAttribute('aria-expanded')).toBe('false');
      await expectAccessible(page, `${name} info`);
    });

    it('archive: grid and dialog with lineup and the closing quote', async () => {
      await visit(t, server.url + '/archive');
      const { page } = t;
      // The editions arrive after the page's frame (networkidle can come first): wait for one.
      await page.locator('[data-testid=archive-card]').first().waitFor();
      expect(await page.locator('[data-testid=archive-card]').count()).toBe(4);
      await expectAccessible(page, `${name} archive`);
      await page.locator('[data-testid=archive-card]').first().click();
      const dialog = page.getByRole('dialog');
      // The demo's archive is the four editions before the one it seeds; the newest comes first.
      const lastEdition = nextFestivalStart(new Date()).getUTCFullYear() - 1;
      await dialog.getByRole('heading', { name: new RegExp(String(lastEdition)) }).waitFor();
      await dialog.getByText(/Frostborn, Grave Serpent/).waitFor();
      await dialog.getByText(/The gates never close/).waitFor();
      await expectAccessible(page, `${name} archive dialog`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });

    it('contact: emails with purposes, validation messages, sending and the success toast', async () => {
      await visit(t, server.url + '/contact');
      const { page } = t;
      await text(page, 'Band booking').waitFor();
      await page.getByRole('link', { name: 'booking@metalgates.ro' }).waitFor();
      await page.getByRole('button', { name: /Send Message/ }).click();
      for (const m of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) await text(page, m).waitFor();
      await page.getByRole('textbox', { name: /^Name/ }).fill('Ana Popescu');
      await page.getByRole('textbox', { name: /^Email/ }).fill('ana@example');
      await page.getByRole('textbox', { name: /^Subject/ }).fill('Crew');
      await page.getByRole('textbox', { name: /^Message/ }).fill(`I would like to join the crew (${name}).`);
      await page.getByRole('textbox', { name: /^Email/ }).blur();
      await text(page, 'Invalid email address').waitFor();
      await page.getByRole('textbox', { name: /^Email/ }).fill('ana@example.com');
      await page.getByRole('button', { name: /Send Message/ }).click();
      await text(page, 'Message sent!').waitFor();
      await text(page, /Message sent successfully|sent/i).waitFor();
      await page.waitForFunction(() => (document.querySelector('input[name=name]') as HTMLInputElement | null)?.value === '');
      const stored = await server.services.contact.list({ user: { id: 'x', role: 'admin' }, clientKey: 'test' });
      expect(stored.some((m) => m.message.includes(`(${name})`))).toBe(true);
      await expectAccessible(page, `${name} contact`);
    });

    it("404: '404 - Page Not Found' and 'Go Back Home'", async () => {
      t.allow = [/status of 404/];
      await visit(t, server.url + '/this/does/not/exist', { status: 404 });
      const { page } = t;
      await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
      await expectAccessible(page, `${name} 404`);
      await page.getByRole('link', { name: 'Go Back Home' }).click();
      await page.waitForURL(`${server.url}/`);
    });

    it('coming soon: the next edition message with the first contact email', async () => {
      await visit(t, server.url + '/coming-soon');
      const { page } = t;
      await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
      await page.getByRole('link', { name: 'info@metalgates.ro' }).waitFor();
      await expectAccessible(page, `${name} coming soon`);
    });
  });
});
