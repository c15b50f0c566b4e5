import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { RunningServer } from '../../server/boot';
import { browserAvailable, launchBrowser, openPage, seriousAccessibilityViolations, viewports } from '../helpers/browser';
import { E2E_ADMIN, startE2EServer } from '../helpers/e2e-server';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

/** GraphQL straight to the server (for checks and setup outside the UI). */
async function gql<T = Record<string, unknown>>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

async function rest<T>(url: string, pathname: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as T;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function expectToast(page: Page, text: string) {
  await toast(page, text).first().waitFor({ state: 'visible', timeout: 15_000 });
}

const dialog = (page: Page) => page.getByRole('dialog');

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${url}/admin`);
  await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
}

async function pickImage(scope: Locator, file: string, index = 0) {
  await scope.locator('input[type=file]').nth(index).setInputFiles(file);
}

describeInBrowser('admin back office in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let png: string;
  let png2: string;
  let tooBig: string;
  let textFile: string;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-admin-e2e-'));
    // Serve a snapshot of the built app: the back office is split into lazily loaded chunks, and
    // another process rebuilding web/dist mid-run must not pull them from under this session.
    const dist = path.join(dir, 'dist');
    fs.cpSync(path.resolve('web/dist'), dist, { recursive: true });
    [server, browser] = await Promise.all([startE2EServer({ WEB_DIST_DIR: dist }), launchBrowser()]);
    png = path.join(dir, 'band.png');
    png2 = path.join(dir, 'poster.png');
    tooBig = path.join(dir, 'huge.png');
    textFile = path.join(dir, 'notes.txt');
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 20, b: 30 } } }).png().toFile(png);
    await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 20, g: 20, b: 200 } } }).png().toFile(png2);
    fs.writeFileSync(tooBig, Buffer.alloc(6 * 1024 * 1024, 1));
    fs.writeFileSync(textFile, 'not an image');
    ({ page, errors } = await openPage(browser));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('keeps signed-out visitors and non-admins out of /admin', async () => {
    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.url}/admin/lineup`);
    await visitor.page.waitForURL(`${server.url}/login`);

    const registered = await rest<{ accessToken: string; refreshToken: string; user: { role: string } }>(server.url, '/api/auth/register', {
      email: 'fan@example.com',
      password: 'fan-secret',
    });
    expect(registered.user.role).toBe('user');
    const fan = await openPage(browser);
    await fan.page.goto(`${server.url}/api/health`);
    await fan.page.evaluate(({ a, r }) => {
      localStorage.setItem('accessToken', a);
      localStorage.setItem('refreshToken', r);
    }, { a: registered.accessToken, r: registered.refreshToken });
    await fan.page.goto(`${server.url}/admin`);
    await fan.page.waitForURL(`${server.url}/`);
    await expect(fan.page.getByRole('heading', { name: 'Recent Activity' }).count()).resolves.toBe(0);
    await visitor.page.context().close();
    await fan.page.context().close();
  });

  it('validates the login form, refuses a wrong password, signs in and skips /login afterwards', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('admin');
    await page.getByLabel('Password').fill('123');
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Invalid email or password');
    expect(page.url()).toBe(`${server.url}/login`);

    await signIn(page, server.url);
    await expectToast(page, 'Login successful! Redirecting to admin panel...');
    const tokens = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
    expect(tokens.every(Boolean)).toBe(true);

    // Signed in, /login sends straight to /admin, replacing the history entry.
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      history.pushState(null, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${server.url}/admin`);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  it('lineup: add (with image), edit and delete a band; the public lineup follows', async () => {
    await page.getByRole('link', { name: 'Lineup' }).click();
    await page.getByRole('heading', { name: 'Lineup Management' }).waitFor();
    await page.getByRole('button', { name: 'Add Band' }).click();
    const d = dialog(page);
    await d.getByText('Add New Band').waitFor();
    await expect(d.getByLabel('Order').inputValue()).resolves.toBe('999');
    await expect(d.getByLabel('Performance Day').inputValue()).resolves.toBe('25 September - WARMUP');
    await d.getByText('Lower numbers appear first within each day').waitFor();

    // Rejected files: too large, wrong type.
    await pickImage(d, tooBig);
    await expectToast(page, 'huge.png: File is too large. Maximum size is 5MB.');
    await pickImage(d, textFile);
    await expectToast(page, 'notes.txt: Invalid file type.');

    // Required fields.
    await d.getByRole('button', { name: 'Add Band' }).click();
    await d.getByText('Name is required').waitFor();

    await d.getByLabel('Name').fill('Grave Moth');
    await d.getByLabel('Country').fill('Romania');
    await d.getByLabel('Genre').fill('Doom Metal');
    await d.getByLabel('Performance Day').selectOption('26 September - DAY 1');
    await d.getByLabel('Order').fill('5');
    await d.getByLabel('Biography').fill('Slow, heavy and loud since 2009.');
    // A server-side refusal: the toast carries the server's message, the field shows it inline.
    await d.getByLabel('Facebook URL').fill('facebook.com/gravemoth');
    await d.getByRole('button', { name: 'Add Band' }).click();
    await expectToast(page, 'Invalid input: Must be an http(s) URL');
    await d.getByText('Must be an http(s) URL').waitFor();
    await d.getByLabel('Facebook URL').fill('https://facebook.com/gravemoth');
    await pickImage(d, png);
    await d.getByRole('img', { name: 'Band image preview' }).waitFor();
    await d.getByRole('button', { name: 'Remove Image' }).click();
    await expect(d.getByRole('img', { name: 'Band image preview' }).count()).resolves.toBe(0);
    await pickImage(d, png);
    await d.getByRole('img', { name: 'Band image preview' }).waitFor();
    await d.getByRole('button', { name: 'Add Band' }).click();
    await expectToast(page, 'Band added successfully');
    await d.waitFor({ state: 'hidden' });

    const card = page.getByTestId('band-card').filter({ hasText: 'Grave Moth' });
    await card.waitFor();
    await card.getByText('Order: 5').waitFor();
    await card.getByText('26 September - DAY 1').waitFor();
    await card.getByText('Doom Metal').waitFor();
    const src = await card.getByRole('img').getAttribute('src');
    expect(src).toMatch(/^\/api\/uploads\//);
    const img = await fetch(`${server.url}${src}`);
    expect(img.headers.get('content-type')).toBe('image/png');

    const pub = await openPage(browser);
    await pub.page.goto(`${server.url}/lineup`);
    await pub.page.getByText('Grave Moth').first().waitFor();

    // Edit: prefilled, then renamed, genre cleared.
    await card.getByRole('button', { name: 'Edit Grave Moth' }).click();
    await dialog(page).getByText('Edit Band').waitFor();
    await expect(dialog(page).getByLabel('Name').inputValue()).resolves.toBe('Grave Moth');
    await expect(dialog(page).getByLabel('Order').inputValue()).resolves.toBe('5');
    await dialog(page).getByLabel('Name').fill('Grave Moth Reborn');
    await dialog(page).getByLabel('Genre').fill('');
    await dialog(page).getByRole('button', { name: 'Update Band' }).click();
    await expectToast(page, 'Band updated successfully');
    const edited = page.getByTestId('band-card').filter({ hasText: 'Grave Moth Reborn' });
    await edited.getByText('No genre specified').waitFor();
    await pub.page.reload();
    await pub.page.getByText('Grave Moth Reborn').first().waitFor();

    // The dashboard's activity feed shows it.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('New band added to lineup: Grave Moth Reborn').waitFor();

    // Delete, no confirmation.
    await page.getByRole('link', { name: 'Lineup' }).click();
    await page.getByRole('button', { name: 'Delete Grave Moth Reborn' }).click();
    await expectToast(page, 'Band deleted successfully');
    await page.getByTestId('band-card').filter({ hasText: 'Grave Moth Reborn' }).waitFor({ state: 'detached' });
    expect(await fetch(`${server.url}${src}`).then((r) => r.status)).toBe(404);
    await pub.page.reload();
    await pub.page.getByText('No bands scheduled for this day yet').first().waitFor();
    await expect(pub.page.getByText('Grave Moth Reborn').count()).resolves.toBe(0);
    await pub.page.context().close();
  });

  it('news: create (with image), view, edit and delete an article', async () => {
    await page.getByRole('link', { name: 'News' }).click();
    await page.getByRole('button', { name: 'Create Article' }).click();
    const d = dialog(page);
    await d.getByText('Create New Article').waitFor();
    await expect(d.getByLabel('Excerpt').getAttribute('rows')).resolves.toBe('3');
    await expect(d.getByLabel('Content').getAttribute('rows')).resolves.toBe('12');
    await d.getByLabel('Title').fill('Lineup complete');
    await d.getByLabel('Excerpt').fill('All the bands are announced.');
    await d.getByLabel('Content').fill('First paragraph.\nSecond paragraph.');
    await d.getByLabel('Published Date').fill('2025-05-04');
    await pickImage(d, png);
    await d.getByRole('button', { name: 'Create Article' }).click();
    await expectToast(page, 'Article created successfully');
    await d.waitFor({ state: 'hidden' });

    const row = page.getByTestId('article-row').filter({ hasText: 'Lineup complete' });
    await row.getByText('Published: May 4, 2025').waitFor();
    const view = row.getByRole('link', { name: /View Lineup complete/ });
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    const href = await view.getAttribute('href');
    const pub = await openPage(browser);
    await pub.page.goto(`${server.url}${href}`);
    await pub.page.getByText('Second paragraph.').waitFor();

    await row.getByRole('button', { name: 'Edit Lineup complete' }).click();
    await expect(dialog(page).getByLabel('Published Date').inputValue()).resolves.toBe('2025-05-04');
    await dialog(page).getByLabel('Title').fill('Lineup complete: full list');
    await dialog(page).getByRole('button', { name: 'Update Article' }).click();
    await expectToast(page, 'Article updated successfully');
    await page.getByTestId('article-row').filter({ hasText: 'Lineup complete: full list' }).waitFor();
    await pub.page.goto(`${server.url}/news`);
    await pub.page.getByText('Lineup complete: full list').first().waitFor();

    await page.getByRole('button', { name: 'Delete Lineup complete: full list' }).click();
    await expectToast(page, 'Article deleted successfully');
    await page.getByTestId('article-row').first().waitFor({ state: 'detached' });
    await pub.page.reload();
    await pub.page.waitForLoadState('networkidle');
    await expect(pub.page.getByText('Lineup complete: full list').count()).resolves.toBe(0);
    await pub.page.context().close();
  });

  it('archive: add (with poster), edit and delete an edition', async () => {
    await page.getByRole('link', { name: 'Archive' }).click();
    await page.getByRole('button', { name: 'Add Archive' }).click();
    const d = dialog(page);
    await d.getByText('Add New Archive').waitFor();
    await expect(d.getByLabel('Year').getAttribute('placeholder')).resolves.toBe('2023');
    await expect(d.getByLabel('Lineup').getAttribute('rows')).resolves.toBe('4');
    await d.getByLabel('Year').fill('2023');
    await d.getByLabel('Description').fill('The first edition, in the rain.');
    await d.getByLabel('Lineup').fill('Iron Wolves, Grave Moth, Night Choir');
    await pickImage(d, png2);
    await d.getByRole('button', { name: 'Add Archive' }).click();
    await expectToast(page, 'Archive created successfully');
    const card = page.getByTestId('archive-card').filter({ hasText: '2023' });
    await card.getByRole('img').waitFor();

    const pub = await openPage(browser);
    await pub.page.goto(`${server.url}/archive`);
    await pub.page.getByText('The first edition, in the rain.').first().waitFor();

    await card.getByRole('button', { name: 'Edit 2023' }).click();
    await expect(dialog(page).getByLabel('Lineup').inputValue()).resolves.toBe('Iron Wolves, Grave Moth, Night Choir');
    await dialog(page).getByLabel('Year').fill('2023 Edition');
    await dialog(page).getByRole('button', { name: 'Update Archive' }).click();
    await expectToast(page, 'Archive updated successfully');
    await page.getByTestId('archive-card').filter({ hasText: '2023 Edition' }).waitFor();
    await pub.page.reload();
    await pub.page.getByText('2023 Edition').first().waitFor();

    await page.getByRole('button', { name: 'Delete 2023 Edition' }).click();
    await expectToast(page, 'Archive deleted successfully');
    await page.getByTestId('archive-card').first().waitFor({ state: 'detached' });
    await pub.page.context().close();
  });

  it('page content: home images and countdown (Romanian time), info page with FAQ', async () => {
    await page.getByRole('link', { name: 'Page Content' }).click();
    await page.getByText(/Current Romanian time:/).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'No new images or countdown date to save.');

    await pickImage(page.locator('main'), png, 0);
    await page.getByLabel(/Countdown Target Date/).fill('2026-09-25T18:30');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Site assets updated successfully');
    const { siteAssets } = await gql<{ siteAssets: { heroImage: string | null; countdownDate: string } }>(server.url, '{ siteAssets { heroImage countdownDate } }');
    expect(siteAssets.countdownDate).toBe('2026-09-25T15:30:00.000Z');
    expect(siteAssets.heroImage).toMatch(/^\/api\/uploads\//);

    await page.getByRole('tab', { name: 'Info Page' }).click();
    await page.getByLabel('Google Maps Embed URL').waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Quantic Club, Bucharest');
    await page.getByLabel('Address').fill('Splaiul Independenței 2, Bucharest');
    await page.getByLabel('By Air').fill('Fly to Henri Coandă (OTP).');
    await page.getByLabel('Important Guidelines').fill('Bring ID\nRespect the crew');
    await page.getByLabel('Allowed Items').fill('Earplugs\nSealed water');
    await page.getByLabel('Prohibited Items').fill('Glass');
    await page.getByRole('button', { name: 'Add FAQ Item' }).click();
    await page.getByRole('button', { name: 'Add FAQ Item' }).click();
    const items = page.getByTestId('faq-item');
    await items.nth(0).getByLabel('Question').fill('Is there parking?');
    await items.nth(0).getByLabel('Answer').fill('Yes, limited.');
    await items.nth(1).getByLabel('Question').fill('Delete me?');
    await page.getByRole('button', { name: 'Delete FAQ item 2' }).click();
    await expect(items.count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Info page content updated successfully');

    const { infoPage } = await gql<{ infoPage: { rules: { importantGuidelines: string[] }; faq: { question: string }[] } }>(
      server.url,
      '{ infoPage { rules { importantGuidelines } faq { question } } }',
    );
    expect(infoPage.rules.importantGuidelines).toEqual(['Bring ID', 'Respect the crew']);
    expect(infoPage.faq.map((f) => f.question)).toEqual(['Is there parking?']);

    const pub = await openPage(browser);
    await pub.page.goto(`${server.url}/info`);
    await pub.page.getByText('Is there parking?').waitFor();
    await pub.page.getByText('Respect the crew').waitFor();
    await pub.page.context().close();
  });

  it('settings: festival, general, images, tracking, SEO and social links', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Festival Name').fill('Metal Gates 2026');
    await page.getByLabel('Dates').fill('25-27 September 2026');
    await page.getByLabel('Location').fill('Quantic Club, Bucharest');
    await page.getByLabel('Ticket URL').fill('https://tickets.example.com/mg');
    await page.getByRole('button', { name: 'Save Festival Settings' }).click();
    await expectToast(page, 'Festival settings updated.');
    const { festivals } = await gql<{ festivals: { name: string; isActive: boolean }[] }>(server.url, '{ festivals { name isActive } }');
    expect(festivals).toEqual([{ name: 'Metal Gates 2026', isActive: true }]);
    // Saving again edits the same festival rather than creating another.
    await page.getByLabel('Dates').fill('24-27 September 2026');
    await page.getByRole('button', { name: 'Save Festival Settings' }).click();
    await expectToast(page, 'Festival settings updated.');
    const again = await gql<{ festivals: { dates: string }[] }>(server.url, '{ festivals { dates } }');
    expect(again.festivals).toEqual([{ dates: '24-27 September 2026' }]);

    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByLabel('Banner Text').fill('Early bird tickets on sale now');
    await page.getByRole('button', { name: 'Add Email' }).click();
    const row = page.getByTestId('contact-email-row').last();
    await row.getByLabel('Purpose').fill('Press');
    await row.getByLabel('Email Address').fill('press@metalgates.example');
    await page.getByRole('button', { name: 'Save General Settings' }).click();
    await expectToast(page, 'General settings updated.');

    await page.getByRole('tab', { name: 'Images' }).click();
    await pickImage(page.locator('main'), png, 0);
    await expectToast(page, 'Logo updated successfully');

    await page.getByRole('tab', { name: 'Tracking' }).click();
    await expect(page.getByLabel('Google Tag Manager ID').getAttribute('placeholder')).resolves.toBe('GTM-XXXXXXX');
    await page.getByLabel('Google Tag Manager ID').fill('GTM-TEST123');
    await page.getByRole('button', { name: 'Save Tracking Settings' }).click();
    await expectToast(page, 'Tracking settings updated.');

    await page.getByRole('tab', { name: 'SEO' }).click();
    await page.getByLabel('Home Title').fill('Metal Gates | The loudest weekend');
    await page.getByRole('button', { name: 'Save SEO Settings' }).click();
    await expectToast(page, 'SEO settings updated.');
    await expect(page.getByLabel(/News Article Title/i).count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Social Media' }).click();
    await page.getByLabel('Facebook URL').fill('https://facebook.com/metalgates-test');
    await page.getByRole('button', { name: 'Save Social Media Links' }).click();
    await expectToast(page, 'Social Media settings updated.');

    const { siteAssets } = await gql<{ siteAssets: Record<string, unknown> }>(
      server.url,
      '{ siteAssets { logo gtmId bannerText facebook contactEmails { email purpose } seoTitles } }',
    );
    expect(siteAssets.gtmId).toBe('GTM-TEST123');
    expect(siteAssets.logo).toMatch(/^\/api\/uploads\//);
    expect(siteAssets.contactEmails).toEqual(expect.arrayContaining([{ email: 'press@metalgates.example', purpose: 'Press' }]));

    const pub = await openPage(browser);
    await pub.page.goto(`${server.url}/contact`);
    await pub.page.getByText('Early bird tickets on sale now').first().waitFor();
    await pub.page.getByText('press@metalgates.example').first().waitFor();
    await pub.page.locator('a[href="https://facebook.com/metalgates-test"]').first().waitFor({ state: 'attached' });
    await pub.page.locator(`header img[src="${siteAssets.logo as string}"]`).first().waitFor({ state: 'attached' });
    await pub.page.goto(`${server.url}/`);
    await pub.page.waitForFunction(() => document.title === 'Metal Gates | The loudest weekend');
    await pub.page.context().close();
  });

  it('the dashboard loads with one GraphQL operation and shows the stats', async () => {
    const ops: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/graphql') && req.method() === 'POST') {
        try {
          ops.push((JSON.parse(req.postData() ?? '{}') as { operationName?: string }).operationName ?? '');
        } catch {
          /* multipart */
        }
      }
    });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('Tickets Sold').waitFor();
    await page.getByText('1847').waitFor();
    await page.getByText('+8% from last week').waitFor();
    await page.getByText(/from last month/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(ops.filter((o) => o === 'AdminDashboard')).toHaveLength(1);
    expect(ops.filter((o) => /Contact|Bands|News|Visitor/.test(o))).toEqual([]);
  });

  it('refreshes an expired access token once and carries on; a dead refresh token leads to /login', async () => {
    await page.evaluate(() => localStorage.setItem('accessToken', 'expired-or-forged'));
    await page.goto(`${server.url}/admin/lineup`);
    await page.getByRole('heading', { name: 'Lineup Management' }).waitFor();
    const fresh = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(fresh).not.toBe('expired-or-forged');

    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'expired-or-forged');
      localStorage.setItem('refreshToken', 'revoked');
    });
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  });

  it('works on a phone: the sidebar is a drawer; logout revokes the session', async () => {
    const phone = await openPage(browser, viewports.phone);
    await signIn(phone.page, server.url);
    const refreshToken = await phone.page.evaluate(() => localStorage.getItem('refreshToken'));
    await phone.page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = phone.page.getByRole('dialog');
    await drawer.getByText('Content Language').waitFor();
    await drawer.getByRole('button', { name: /Romanian/ }).click();
    await expect(drawer.getByRole('button', { name: /Romanian/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    await drawer.getByRole('link', { name: 'Archive' }).click();
    await phone.page.waitForURL(`${server.url}/admin/archive`);
    await drawer.waitFor({ state: 'hidden' });

    await phone.page.getByRole('button', { name: 'Open admin menu' }).click();
    await phone.page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await phone.page.waitForURL(`${server.url}/login`);
    expect(await phone.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    const res = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(res.status).toBe(401);
    expect(phone.errors.filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
    await phone.page.context().close();
  });

  it('every admin screen passes axe without serious or critical violations', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const a11y = await context.newPage();
    const audit = async () => (await seriousAccessibilityViolations(a11y)).map((v) => `${v.id}: ${v.targets.join(', ')}`);
    await a11y.goto(`${server.url}/login`);
    await a11y.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await audit()).toEqual([]);
    await signIn(a11y, server.url);
    expect(await audit()).toEqual([]);
    for (const [link, ready] of [
      ['Lineup', 'Lineup Management'],
      ['News', 'News Management'],
      ['Page Content', 'Page Content'],
      ['Archive', 'Archive Management'],
      ['Settings', 'Settings'],
    ]) {
      await a11y.getByRole('link', { name: link }).click();
      await a11y.getByRole('heading', { name: ready }).waitFor();
      await a11y.waitForLoadState('networkidle');
      expect({ link, violations: await audit() }).toEqual({ link, violations: [] });
    }
    await a11y.getByRole('link', { name: 'Lineup' }).click();
    await a11y.getByRole('button', { name: 'Add Band' }).click();
    await dialog(a11y).getByText('Add New Band').waitFor();
    // Let the opening animation finish: mid-fade colours are not the real ones.
    await a11y.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await audit()).toEqual([]);
    await context.close();
  });

  it('no uncaught page errors during the admin session', () => {
    expect(errors.filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
  });
});
