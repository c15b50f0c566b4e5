/**
 * Public pages rendered on the server: the HTML carries the content before any script runs (what
 * a visitor without JavaScript, a search engine and a link-preview crawler get), and the browser
 * adopts it without asking the API for the data again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningServer } from '../../boot';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable, testBrowser } from '../helpers/browser';
import { startSeededE2EServer } from '../helpers/seeded-snapshot';
import { startApp, untilHydrated } from '../helpers/public-e2e';

let server: RunningServer;

// The demo seed (shared by the run's public-site files) encodes every demo image's variants:
// minutes on a loaded machine, as the admin sessions allow.
beforeAll(async () => {
  server = await startSeededE2EServer();
}, 240_000);
afterAll(() => server?.close());

/** The markup inside `<div id="root">`, i.e. what React rendered on the server. */
async function rendered(path: string) {
  const res = await fetch(server.url + path);
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="__APOLLO_STATE__">');
  return { status: res.status, html, app: start >= 0 && end > start ? html.slice(start, end) : '' };
}

/** Text the way a reader sees it: tags dropped, the entities React escapes turned back. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('server-rendered public pages', () => {
  it('the lineup carries every band, with the styles the markup uses', async () => {
    const page = await rendered('/lineup');
    expect(page.status).toBe(200);
    const bands = await server.services.bands.list();
    expect(bands.length).toBeGreaterThan(3);
    for (const band of bands) expect(text(page.app)).toContain(band.name);
    expect(page.html).toMatch(/<style [^>]*data-ssr-emotion="mg [^"]+">/);
  });

  it('an article carries its title and body text', async () => {
    const [article] = await server.services.news.list();
    const full = await server.services.news.get(article._id);
    const page = await rendered(`/news/${article._id}`);
    expect(page.status).toBe(200);
    expect(text(page.app)).toContain(full.title);
    const firstParagraph = full.content.split(/\r?\n/).map((p) => p.trim()).find(Boolean)!;
    expect(text(page.app)).toContain(firstParagraph);
  });

  it('the info page carries the FAQ answers', async () => {
    const info = await server.services.infoPage.get();
    expect(info.faq.length).toBeGreaterThan(0);
    const page = await rendered('/info');
    for (const item of info.faq) {
      expect(text(page.app)).toContain(item.question);
      expect(text(page.app)).toContain(item.answer);
    }
  });

  it('the archive carries its editions', async () => {
    const editions = await server.services.archives.list();
    const page = await rendered('/archive');
    for (const edition of editions) expect(text(page.app)).toContain(edition.description);
  });

  it('the home page carries the partners strip, and every page the partners in its footer: lazy logos with their size, linked', async () => {
    const partners = await server.services.partners.list();
    expect(partners.length).toBeGreaterThan(2);
    const block = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
    // Each partner once, in tier order: its logo's alt text, or its name where it has no logo.
    const shown = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]+)"|<span [^>]*>([^<]+)<\/span>/g)].map((m) => text(m[1] ?? m[2]!));
    const strip = block((await rendered('/')).app, 'partner-strip');
    expect(shown(strip)).toEqual(partners.map((p) => p.name));
    const imgs = strip.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(partners.filter((p) => p.logo).length);
    for (const img of imgs) expect(img).toMatch(/^(?=.*loading="lazy")(?=.*width="\d+")(?=.*height="\d+")/);
    const linked = partners.find((p) => p.url)!;
    const link = strip.match(/<a [^>]*>/g)!.find((a) => a.includes(`href="${linked.url}"`));
    expect(link).toMatch(/^(?=.*target="_blank")(?=.*rel="noopener")/);
    for (const path of ['/', '/contact']) {
      const footer = block((await rendered(path)).app, 'footer-partners');
      expect({ path, shown: shown(footer) }).toEqual({ path, shown: partners.map((p) => p.name) });
    }
  });

  it('hands the data the page used to the browser in a JSON block', async () => {
    const page = await rendered('/lineup');
    const state = /<script type="application\/json" id="__APOLLO_STATE__">([\s\S]*?)<\/script>/.exec(page.html);
    expect(state).not.toBeNull();
    expect(Object.keys(JSON.parse(state![1]).ROOT_QUERY)).toEqual(expect.arrayContaining(['siteAssets']));
  });

  it('the contact form is rendered with Send disabled until the scripts of the page take over', async () => {
    const page = await rendered('/contact');
    const send = /<button[^>]*type="submit"[^>]*>/.exec(page.app)?.[0] ?? '';
    expect(send).toMatch(/\sdisabled=""/);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(text(page.app)).toContain(label);
  });

  it("an unknown path or article answers 404 with the spec's screen and noindex, every time (never cached as a page)", async () => {
    const noindex = /<meta name="robots" content="noindex"/;
    for (let visit = 0; visit < 2; visit++) {
      const unknown = await rendered('/no-such-page');
      expect(unknown.status).toBe(404);
      expect(text(unknown.app)).toContain('404 - Page Not Found');
      expect(text(unknown.app)).toContain('Go Back Home');
      expect(unknown.html).toMatch(noindex);

      const article = await rendered('/news/no-such-article');
      expect(article.status).toBe(404);
      expect(text(article.app)).toContain('Article not found');
      expect(text(article.app)).toContain('Back to News');
      expect(article.html).toMatch(noindex);
    }
    const known = await rendered('/news');
    expect(known.status).toBe(200);
    expect(known.html).not.toMatch(noindex);
  });

  it('renders without an AsyncLocalStorage on the main thread, so async hooks stay off there', async () => {
    // React's Node build runs every render inside one; its first run() turns on async hooks for
    // every later request, promise and timer (the public cache's hits included). Renders run on a
    // thread of their own now; what the main thread does for one (the pool, the GraphQL it runs
    // for the render) must not turn them on either.
    const used: string[] = [];
    const { run, enterWith } = AsyncLocalStorage.prototype;
    AsyncLocalStorage.prototype.run = function (this: AsyncLocalStorage<unknown>, ...args: Parameters<typeof run>) {
      used.push('run');
      return run.apply(this, args);
    } as typeof run;
    AsyncLocalStorage.prototype.enterWith = function (this: AsyncLocalStorage<unknown>, store: unknown) {
      used.push('enterWith');
      return enterWith.call(this, store);
    };
    try {
      // A query string the cache has not seen: a fresh render.
      const [band] = await server.services.bands.list();
      const page = await rendered(`/lineup?render=${Date.now()}`);
      expect(text(page.app)).toContain(band.name);
    } finally {
      Object.assign(AsyncLocalStorage.prototype, { run, enterWith });
    }
    expect(used).toEqual([]);
  });

  it('the back office and the login stay client-rendered', async () => {
    for (const path of ['/admin', '/login']) {
      const page = await rendered(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).not.toContain('__APOLLO_STATE__');
    }
  });
});

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('hydration', () => {
  it('loads no app script until the visitor is about to use the page, then adopts the server markup without a GraphQL query, a health check or a hydration error', async () => {
    const browser = await testBrowser();
    try {
      const [article] = await server.services.news.list();
      for (const path of ['/', '/lineup', '/news', `/news/${article._id}`, '/news/no-such-article', '/info', '/archive', '/contact']) {
        const page = await browser.newPage();
        const errors: string[] = [];
        const apiCalls: string[] = [];
        const scripts: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (m) => {
          // An unknown page is itself a 404 document (what the browser reports of it is no error of the app).
          const ownStatus = m.location().url === server.url + path && /status of 404/.test(m.text());
          if (m.type() === 'error' && !ownStatus) errors.push(m.text());
        });
        page.on('request', (req) => {
          if (req.url().includes('/assets/') && req.url().endsWith('.js')) scripts.push(req.url());
          if (!req.url().includes('/api/') || req.url().includes('/api/uploads/')) return;
          // Logging the visit (the page-start script's POST) is fire and forget, not data the page needs.
          if (!req.url().endsWith('/api/visits/log')) apiCalls.push(`${req.method()} ${req.url()} ${(req.postDataJSON() as { operationName?: string } | null)?.operationName ?? ''}`);
        });
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        // A reader who has not touched the page has loaded none of the app (and the CSP let the
        // inline page-start script run: a refused inline script is a console error below).
        expect({ path, scripts, ready: await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')) }).toEqual({ path, scripts: [], ready: false });
        await startApp(page);
        await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
        expect({ path, apiCalls, errors, started: scripts.length > 0 }).toEqual({ path, apiCalls: [], errors: [], started: true });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });

  it('before the visitor touches the page: the countdown ticks, the visit is logged and GTM loads, without the app', async () => {
    const admin = { user: { id: 'e2e', role: 'admin' as const }, clientKey: 'e2e' };
    await server.services.siteAssets.update(admin, { gtmId: 'GTM-READER1' });
    const browser = await testBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
      const scripts: string[] = [];
      page.on('request', (req) => req.url().includes('/assets/') && req.url().endsWith('.js') && scripts.push(req.url()));
      const logged = page.waitForResponse((r) => r.url().endsWith('/api/visits/log') && r.request().method() === 'POST');
      await page.goto(server.url + '/', { waitUntil: 'networkidle' });
      expect((await logged).status()).toBe(204);
      await page.waitForFunction(() => document.querySelectorAll('script[src*="googletagmanager.com/gtm.js?id=GTM-READER1"]').length === 1);
      const seconds = () => page.locator('[data-countdown-part="seconds"]').textContent();
      const first = await seconds();
      await page.waitForFunction((shown) => document.querySelector('[data-countdown-part="seconds"]')!.textContent !== shown, first, { timeout: 3000 });
      expect({ scripts, ready: await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')) }).toEqual({ scripts: [], ready: false });
    } finally {
      await server.services.siteAssets.update(admin, { gtmId: '' });
      await browser.close();
    }
  });

  it('a visitor who scrolls keeps their place when the app takes over; a link then opens the next page at its top', async () => {
    const browser = await testBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
      await page.goto(server.url + '/news', { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, 900)); // the scroll starts the app
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
      await page.waitForTimeout(300); // the layout's effects have run
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
      const link = page.locator('main a[href^="/news/"]').last();
      await untilHydrated(page, link);
      await link.click();
      await page.waitForURL(/\/news\/[\w-]+$/);
      await page.waitForFunction(() => window.scrollY === 0);
    } finally {
      await browser.close();
    }
  });

  it('a tap on a band before the app has the page opens its dialog once the app has it', async () => {
    const browser = await testBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(server.url + '/lineup', { waitUntil: 'networkidle' });
      const card = page.getByTestId('band-card').first();
      const band = (await card.locator('p').first().textContent())!;
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      await card.tap();
      await page.getByRole('dialog').getByText(band, { exact: true }).first().waitFor({ timeout: 20_000 });
      expect({ url: new URL(page.url()).searchParams.has('band'), errors }).toEqual({ url: true, errors: [] });
    } finally {
      await browser.close();
    }
  });

  it('the first click on every control of the public pages does what it says, before the app has started (issue 26 item 9)', async () => {
    const browser = await testBrowser();
    const [article] = await server.services.news.list();
    const phone = { width: 412, height: 823 };
    const desktop = { width: 1280, height: 800 };
    // Each control a server-rendered public page shows (links are plain navigation), and what its click does.
    const controls: { name: string; path: string; viewport: typeof desktop; control: (p: Page) => Locator; done: (p: Page) => Promise<unknown> }[] = [
      {
        name: 'FAQ question',
        path: '/info',
        viewport: desktop,
        control: (p) => p.getByTestId('faq').getByRole('button').first(),
        done: (p) => p.getByTestId('faq').locator('button[aria-expanded=true]').waitFor(),
      },
      {
        name: 'theme switch',
        path: '/news',
        viewport: desktop,
        control: (p) => p.locator('header').getByRole('button', { name: /^Theme/ }),
        done: (p) => p.waitForFunction(() => localStorage.getItem('metal-gates-color-mode') !== null),
      },
      {
        name: 'phone menu',
        path: '/news',
        viewport: phone,
        control: (p) => p.getByRole('button', { name: 'Open menu' }),
        done: (p) => p.getByRole('dialog').getByRole('link', { name: 'Archive' }).waitFor(),
      },
      {
        name: 'band card',
        path: '/lineup',
        viewport: desktop,
        control: (p) => p.getByTestId('band-card').first(),
        done: (p) => p.getByRole('dialog').waitFor(),
      },
      ...(['/lineup', '/lineup/running-order'] as const).map((path) => ({
        name: `star on ${path}`,
        path,
        viewport: desktop,
        control: (p: Page) => p.getByRole('button', { name: /^Add .+ to my schedule$/ }).first(),
        done: (p: Page) => p.locator('button[aria-pressed=true]').first().waitFor(),
      })),
      {
        name: 'running order set',
        path: '/lineup/running-order',
        viewport: desktop,
        control: (p) => p.getByTestId('set').first().getByRole('button').first(),
        done: (p) => p.getByRole('dialog').waitFor(),
      },
      {
        name: 'archive edition',
        path: '/archive',
        viewport: desktop,
        control: (p) => p.getByTestId('archive-card').first(),
        done: (p) => p.getByRole('dialog').waitFor(),
      },
      {
        name: 'article share',
        path: `/news/${article._id}`,
        viewport: desktop,
        control: (p) => p.getByRole('button', { name: 'Share' }).first(),
        done: (p) => p.waitForFunction(async () => (await navigator.clipboard.readText()).includes('/news/')),
      },
    ];
    try {
      const failed: string[] = [];
      for (const c of controls) {
        const context = await browser.newContext({ viewport: c.viewport });
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
        const page = await context.newPage();
        await page.goto(server.url + c.path, { waitUntil: 'networkidle' });
        // Usually before the app has started (it starts on the press itself); either way the click must count.
        await c.control(page).click();
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
        await c.done(page).catch(() => failed.push(c.name));
        await context.close();
      }
      expect(failed).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);

  it('starts the app without waiting for the visitor where the page needs it: this browser’s picks', async () => {
    const browser = await testBrowser();
    try {
      const [band] = await server.services.bands.list();
      const context = await browser.newContext();
      await context.addInitScript((id) => {
        try {
          localStorage.setItem('metal-gates:my-schedule', JSON.stringify([id]));
        } catch {
          /* sandboxed frames have no storage */
        }
      }, band._id);
      const page = await context.newPage();
      await page.goto(server.url + '/lineup', { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
      await page.locator(`[data-favourite-band="${band._id}"][aria-pressed="true"]`).first().waitFor();
    } finally {
      await browser.close();
    }
  });

  it('the contact form waits for the visitor like any page; what they type before the app has the form is kept and sent', async () => {
    const browser = await testBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The app's entry is held back (a slow phone) until the visitor has typed their message.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(server.url + '/contact', { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      const marker = `typed before the app ${Date.now()}`;
      await page.getByRole('textbox', { name: /^Name/ }).tap();
      await page.getByRole('textbox', { name: /^Name/ }).pressSequentially('Early Bird');
      await page.getByRole('textbox', { name: /^Email/ }).fill('early@example.com');
      await page.getByRole('textbox', { name: /^Subject/ }).fill('Tickets');
      await page.getByRole('textbox', { name: /^Message/ }).fill(marker);
      expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Early Bird');
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
      await page.getByRole('button', { name: /Send Message/ }).click();
      await page.getByText('Message sent!').first().waitFor();
      const stored = await server.services.contact.list({ user: { id: 'x', role: 'admin' }, clientKey: 'test' });
      expect(stored.filter((m) => m.message === marker).map((m) => ({ name: m.name, email: m.email, subject: m.subject }))).toEqual([
        { name: 'Early Bird', email: 'early@example.com', subject: 'Tickets' },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("leaves the server's style sheets where they are while hydrating, and adds no second copy of the global styles", async () => {
    const browser = await testBrowser();
    try {
      const context = await browser.newContext();
      // Every Emotion style sheet taken out of the document, from its first byte on: Emotion's
      // start-up and Chakra's <Global> used to move the server's sheets within the head, and a
      // Chromium trace showed a restyle of every element they style for each move.
      await context.addInitScript(() => {
        const w = window as unknown as { removedStyles: string[] };
        w.removedStyles = [];
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.removedNodes) {
              const emotion = n.nodeName === 'STYLE' ? ((n as Element).getAttribute('data-ssr-emotion') ?? (n as Element).getAttribute('data-emotion')) : null;
              if (emotion) w.removedStyles.push(emotion);
            }
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      // Style sheets defining Chakra's token variables (read through the CSSOM: Emotion inserts rules
      // in the browser with insertRule, which leaves a style tag's text empty).
      const globalSheets = () =>
        page.evaluate(() => [...document.styleSheets].filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-bg:'))).length);
      await page.goto(server.url + '/', { waitUntil: 'load' });
      await startApp(page);
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      // A client-side navigation adds the next page's styles, still without moving the others.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lineup' }).click();
      await page.getByRole('heading', { name: '25 September - WARMUP' }).waitFor();
      expect({ removed: await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles), globalSheets: await globalSheets() }).toEqual({ removed: [], globalSheets: 1 });
      // A page the browser renders itself (the login) has no server styles and gets the global ones.
      await page.goto(server.url + '/login', { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      expect(await globalSheets()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('a visitor who stored the light mode gets it before any bundle runs, and hydration agrees', async () => {
    const browser = await testBrowser();
    try {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        try {
          localStorage.setItem('metal-gates-color-mode', 'light');
        } catch {
          /* sandboxed frames (the map embed) have no storage */
        }
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      // With the app's scripts held back, only the page's inline script can have set the mode.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(server.url + '/info', { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
      // The theme button shows the stored choice's icon without the app (CSS from <html>'s attribute).
      const shownIcons = () =>
        page.evaluate(() => [...document.querySelectorAll('header [data-color-icon]')].filter((icon) => getComputedStyle(icon).display !== 'none').map((icon) => icon.getAttribute('data-color-icon')));
      expect(await shownIcons()).toEqual(['light']);
      // Leave the page before letting scripts through again: its app, started by a stray event,
      // would otherwise fail on the blocked bundle later, in the middle of the next checks.
      await page.goto('about:blank');
      await page.unroute('**/assets/*.js');
      errors.length = 0; // the aborted bundle's own load errors
      for (const path of ['/', '/lineup', '/info']) {
        await page.goto(server.url + path, { waitUntil: 'load' });
        await startApp(page);
        await page.getByRole('button', { name: /Theme: light/ }).waitFor();
        expect({ path, className: await page.evaluate(() => document.documentElement.className), icons: await shownIcons(), errors }).toEqual({ path, className: 'light', icons: ['light'], errors: [] });
      }
    } finally {
      await browser.close();
    }
  });

  it('keeps the server markup on screen while a slow page chunk arrives (no loading screen in between)', async () => {
    const browser = await testBrowser();
    try {
      const page = await browser.newPage();
      // The info page's own chunk (preloaded by the HTML) arrives 3 s late; the app entry does not.
      await page.route(/\/assets\/info-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      });
      await page.goto(server.url + '/info', { waitUntil: 'domcontentloaded' });
      await page.mouse.move(1, 1); // the visitor is about to use the page: its app starts
      const samples: boolean[] = [];
      for (let i = 0; i < 16; i++) {
        samples.push(await page.evaluate(() => document.getElementById('main-content') !== null));
        await page.waitForTimeout(200);
      }
      expect(samples.filter((present) => !present)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('shows every FAQ answer to a visitor without JavaScript', async () => {
    const browser = await testBrowser();
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(server.url + '/info');
      const answers = page.locator('[data-scope="accordion"][data-part="item-content"]');
      const count = await answers.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) expect(await answers.nth(i).isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
