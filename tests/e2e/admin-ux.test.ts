import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { adminSessionForTests, dialog, expectToast, gql, rest, signIn } from '../helpers/admin-e2e';
import { browserAvailable, openPage } from '../helpers/browser';
import { E2E_ADMIN } from '../helpers/e2e-server';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

/** The sizes issue 32 was tried at: a laptop and a phone. */
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Screenshots of the screens this file checks, to look at (SCREENSHOT_DIR; a temporary folder by default). */
const SHOTS = process.env.SCREENSHOT_DIR ?? fs.mkdtempSync('/tmp/mg-admin-ux-');
async function shot(page: Page, name: string) {
  // After the opening animations: mid-fade is not what anyone looks at.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const alert = (page: Page, name: string | RegExp) => page.getByRole('alertdialog', { name });

describeInBrowser('the back office in Chromium: typed work is kept, and it says what it means (issue 32)', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: Page;
  let token: string;

  adminSessionForTests({ signedIn: false }, async (session) => {
    ({ server, browser } = session);
    desk = (await openPage(browser, LAPTOP)).page;
    await signIn(desk, server.url);
    token = (await rest<{ accessToken: string }>(server.url, '/api/auth/login', E2E_ADMIN)).accessToken;
  });

  /** Ends every admin login but a fresh one (as "sign out everywhere else" on another device would). */
  async function endSessionsElsewhere() {
    const other = await rest<{ accessToken: string }>(server.url, '/api/auth/login', E2E_ADMIN);
    const res = await fetch(`${server.url}/api/auth/sessions`, { method: 'DELETE', headers: { Authorization: `Bearer ${other.accessToken}` } });
    expect(res.status).toBe(200);
    token = other.accessToken;
  }

  it('asks before a dialog or a screen with typed text is left, in the app and in the browser', async () => {
    await desk.getByRole('link', { name: 'News', exact: true }).click();
    await desk.getByRole('button', { name: 'Create Article' }).click();
    await dialog(desk).getByLabel('Title').fill('A long announcement');
    await desk.keyboard.press('Escape');
    await alert(desk, 'Discard your changes?').waitFor();
    await shot(desk, 'discard-dialog-1440');
    await alert(desk, 'Discard your changes?').getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog(desk).getByLabel('Title').inputValue()).resolves.toBe('A long announcement');
    await dialog(desk).getByRole('button', { name: 'Close' }).click();
    await alert(desk, 'Discard your changes?').getByRole('button', { name: 'Discard changes' }).click();
    await dialog(desk).waitFor({ state: 'hidden' });

    await desk.getByRole('link', { name: 'Settings', exact: true }).click();
    await desk.getByLabel('Festival Name').fill('Unsaved name');
    await desk.getByRole('link', { name: 'Lineup', exact: true }).click();
    await alert(desk, 'Discard your changes?').getByRole('button', { name: 'Keep editing' }).click();
    expect(desk.url()).toBe(`${server.url}/admin/settings`);
    await expect(desk.getByLabel('Festival Name').inputValue()).resolves.toBe('Unsaved name');
    // The browser's own question on reload.
    const asked = desk.waitForEvent('dialog');
    const reloading = desk.reload().catch(() => undefined);
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.accept();
    await reloading;
    await desk.getByRole('heading', { name: 'Settings' }).waitFor();
  });

  it('notices a session ended elsewhere, keeps the open form, signs in again in place and sends the save again', async () => {
    await desk.getByRole('link', { name: 'News', exact: true }).click();
    await desk.getByRole('button', { name: 'Create Article' }).click();
    const form = dialog(desk).filter({ hasText: 'Create New Article' });
    await form.getByLabel('Title').fill('Kept through a new sign-in');
    await form.getByLabel('Excerpt').fill('Short.');
    await form.getByLabel('Content').fill('Long.');

    // Noticed on its own (the check runs every 30 s and whenever the tab comes back into view).
    await endSessionsElsewhere();
    await desk.evaluate(() => window.dispatchEvent(new Event('focus')));
    const ended = alert(desk, 'Your session has ended');
    await ended.waitFor();
    await shot(desk, 'session-ended-1440');
    await ended.getByLabel('Password').fill(E2E_ADMIN.password);
    await ended.getByRole('button', { name: 'Sign in again' }).click();
    await ended.waitFor({ state: 'hidden' });
    await expect(form.getByLabel('Title').inputValue()).resolves.toBe('Kept through a new sign-in');

    // Ended again before the save: the refused save asks the same, and is sent again after.
    await endSessionsElsewhere();
    await form.getByRole('button', { name: 'Create Article' }).click();
    // The same on a phone's width.
    await desk.setViewportSize(PHONE);
    await ended.waitFor();
    await shot(desk, 'session-ended-390');
    await desk.setViewportSize(LAPTOP);
    await ended.getByLabel('Password').fill(E2E_ADMIN.password);
    await ended.getByRole('button', { name: 'Sign in again' }).click();
    await ended.waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: 'Create Article' }).click();
    await expectToast(desk, 'Article created successfully');
    await desk.getByText('Kept through a new sign-in').first().waitFor();
  });

  it('a save refused by a colleague’s save keeps the typing and shows both versions', async () => {
    const made = await gql<{ createBand: { _id: string } }>(
      server.url,
      'mutation($input: BandInput!) { createBand(input: $input) { _id } }',
      { input: { name: 'Conflict Band', country: 'Romania', biography: 'Their first words.' } },
      token,
    );
    await desk.getByRole('link', { name: 'Lineup', exact: true }).click();
    await desk.getByRole('button', { name: 'Edit Conflict Band' }).click();
    await dialog(desk).getByLabel('Biography').fill('My biography, typed for ten minutes.');
    await gql(server.url, 'mutation($id: ID!, $input: BandInput!) { updateBand(id: $id, input: $input) { _id } }', { id: made.createBand._id, input: { name: 'Conflict Band', country: 'Romania', biography: 'The colleague’s biography.' } }, token);
    await dialog(desk).getByRole('button', { name: 'Update Band' }).click();
    const review = dialog(desk).getByTestId('edit-conflict');
    await review.getByText('The colleague’s biography.').waitFor();
    await expect(dialog(desk).getByLabel('Biography').inputValue()).resolves.toBe('My biography, typed for ten minutes.');
    await shot(desk, 'edit-conflict-1440');
    await desk.setViewportSize(PHONE);
    await shot(desk, 'edit-conflict-390');
    await desk.setViewportSize(LAPTOP);
    await review.getByRole('button', { name: 'Keep mine' }).click();
    await dialog(desk).getByRole('button', { name: 'Update Band' }).click();
    await expectToast(desk, 'Band updated successfully');
  });

  it('an editor gets a no-access page inside the back office, sees their role, and a used invitation says so', async () => {
    const { inviteMember } = await gql<{ inviteMember: { url: string } }>(server.url, 'mutation { inviteMember(input: {email: "ux-editor@example.com", role: editor}) { url } }', {}, token);
    const phone = (await openPage(browser, PHONE)).page;
    await phone.goto(inviteMember.url);
    await phone.getByLabel('New password').fill('Granite-Thunder-Oak-5190');
    await phone.getByLabel('Repeat the password').fill('Granite-Thunder-Oak-5190');
    await phone.getByRole('button', { name: 'Accept invitation' }).click();
    await phone.waitForURL(`${server.url}/admin`);
    // The phone's top bar (the sidebar is a drawer there) names the member's role.
    await phone.locator('text=Editor >> visible=true').waitFor();

    await phone.goto(`${server.url}/admin/settings`);
    await phone.getByRole('heading', { name: "You don't have access to this page" }).waitFor();
    expect(phone.url()).toBe(`${server.url}/admin/settings`);
    await shot(phone, 'no-access-390');
    await phone.getByRole('link', { name: 'Back to the dashboard' }).click();
    await phone.waitForURL(`${server.url}/admin`);

    await phone.goto(inviteMember.url);
    await phone.getByTestId('link-state').getByText('This invitation was already accepted.', { exact: false }).waitFor();
    await expect(phone.getByLabel('New password').count()).resolves.toBe(0);
    await shot(phone, 'used-invitation-390');
    await phone.context().close();
  });

  it('the band form’s day follows the set time, and date-time fields show their whole value at 1440 and 390 px', async () => {
    const phone = (await openPage(browser, PHONE)).page;
    await signIn(phone, server.url);
    for (const [page, size] of [
      [desk, '1440'],
      [phone, '390'],
    ] as const) {
      await page.goto(`${server.url}/admin/lineup`);
      await page.getByRole('button', { name: 'Add Band' }).click();
      const form = dialog(page);
      await form.getByLabel('Starts').fill('2026-09-27T20:00');
      await form.getByLabel('Ends').fill('2026-09-27T21:30');
      await expect(form.getByLabel('Performance Day').inputValue()).resolves.toBe('27 September - DAY 2');
      for (const label of ['Starts', 'Ends']) {
        const { scroll, client } = await form.getByLabel(label).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect({ label, size, clipped: scroll > client }).toEqual({ label, size, clipped: false });
      }
      await form.getByLabel('Starts').scrollIntoViewIfNeeded();
      await shot(page, `band-set-time-${size}`);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await alert(page, 'Discard your changes?').getByRole('button', { name: 'Discard changes' }).click();
    }

    // Settings on a phone: every tab in sight; the logo picker offers only the server's types.
    await phone.goto(`${server.url}/admin/settings`);
    const tabs = phone.getByRole('tab');
    await tabs.last().waitFor();
    for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'settings-tabs-390');
    await phone.getByRole('tab', { name: 'Images' }).click();
    const logo = phone.getByTestId('Logo input');
    const accept = (await logo.getAttribute('accept')) ?? '';
    expect(accept.split(',').sort()).toEqual(['image/avif', 'image/gif', 'image/jpeg', 'image/png', 'image/webp']);
    const svg = path.join(SHOTS, 'logo.svg');
    fs.writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await logo.setInputFiles(svg);
    await expectToast(phone, 'logo.svg: Logo must be a JPEG, PNG, WebP, GIF or AVIF image.');
    await phone.context().close();
  });

  it('Page Content shows the hero texts the public site shows; the sidebar runs the whole page', async () => {
    await gql(server.url, 'mutation { createFestival(input: {name: "Metal Gates Festival 2026", dates: "25–27 September 2026", location: "Quantic Club, Bucharest", isActive: true}) { _id } }', {}, token);
    const visitor = (await openPage(browser, LAPTOP)).page;
    await visitor.goto(server.url);
    await visitor.getByText('25–27 September 2026 · Quantic Club, Bucharest').waitFor();
    const publicTitle = (await visitor.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(publicTitle).toBe('Metal Gates Festival 2026');
    await visitor.context().close();

    await desk.goto(`${server.url}/admin/pages`);
    const hero = desk.getByTestId('hero-text');
    await hero.getByText(publicTitle, { exact: true }).waitFor();
    await hero.getByText('25–27 September 2026 · Quantic Club, Bucharest').waitFor();
    await expect(hero.getByText(/2024|June/).count()).resolves.toBe(0);
    // The page is longer than the window: the sidebar's column runs all of it, its content stays in view.
    const pageHeight = await desk.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(LAPTOP.height);
    expect((await desk.locator('aside').boundingBox())!.height).toBe(pageHeight);
    await desk.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(desk.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true);
    expect((await desk.getByRole('button', { name: 'Logout' }).boundingBox())!.y).toBeLessThan(LAPTOP.height);
    await shot(desk, 'page-content-1440-scrolled');
    // A 1280×800 laptop shows every menu link: none left below a scroll with no hint of it (Activity, Account were).
    await desk.setViewportSize({ width: 1280, height: 800 });
    const menu = desk.locator('aside nav');
    await expect(menu.evaluate((nav) => nav.parentElement!.scrollHeight - nav.parentElement!.clientHeight)).resolves.toBeLessThanOrEqual(0);
    await expect(menu.getByRole('link', { name: 'Account' }).isVisible()).resolves.toBe(true);
    await desk.setViewportSize(LAPTOP);
  });

  it('the menu counts new messages; the inbox filters new and handled', async () => {
    for (const n of [1, 2]) {
      const res = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Fan ${n}`, email: `fan${n}@example.com`, subject: `Question ${n}`, message: 'When do gates open?' }),
      });
      expect(res.status).toBe(201);
    }
    await desk.goto(`${server.url}/admin`);
    const count = desk.getByRole('navigation', { name: 'Admin' }).getByTestId('new-messages');
    await expect(count.textContent()).resolves.toBe('2');
    await desk.getByRole('link', { name: /Inbox/ }).click();
    await desk.getByRole('button', { name: 'New', exact: true }).click();
    await desk.getByTestId('inbox-row').nth(1).waitFor();
    await expect(desk.getByTestId('inbox-row').count()).resolves.toBe(2);
    await desk.getByTestId('inbox-row').first().click();
    await desk.getByRole('button', { name: 'Mark as handled' }).click();
    await expectToast(desk, 'Message marked as handled');
    await count.getByText('1', { exact: true }).waitFor();
    await desk.getByRole('button', { name: 'Handled', exact: true }).click();
    await desk.getByTestId('inbox-row').filter({ hasText: 'Handled' }).waitFor();
    await expect(desk.getByTestId('inbox-row').count()).resolves.toBe(1);
    await shot(desk, 'inbox-handled-1440');
  });
});
