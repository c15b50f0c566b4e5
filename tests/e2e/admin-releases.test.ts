import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminSession, expectToast, rest, startAdminSession } from '../helpers/admin-e2e';
import { browserAvailable } from '../helpers/browser';
import { E2E_ADMIN } from '../helpers/e2e-server';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

/**
 * #35 in the back office and through a preview link: a draft joins a release on the Releases
 * screen, its preview link shows it to someone not signed in (with the bar, page after page), and
 * Publish now makes it public.
 */
describeInBrowser('Releases screen and preview link in Chromium (#35)', () => {
  let session: AdminSession;
  beforeAll(async () => {
    session = await startAdminSession({ signedIn: true });
    const { accessToken } = await rest<{ accessToken: string }>(session.server.url, '/api/auth/login', E2E_ADMIN);
    const post = (path: string, body: unknown) =>
      fetch(`${session.server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` }, body: JSON.stringify(body) });
    expect((await post('/api/lineup', { name: 'Previewed Band', country: 'Norway', biography: 'Loud.', status: 'draft' })).status).toBe(201);
    expect((await post('/api/releases', { name: 'Wave E2E', publishAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString() })).status).toBe(201);
  }, 180_000);
  afterAll(() => session?.close());

  it('adds a draft, previews it without signing in on every page, then publishes now', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/admin/releases`);
    const card = page.getByTestId('release').filter({ hasText: 'Wave E2E' });
    await expect(card.getByTestId('release-countdown').textContent()).resolves.toMatch(/^in 6 d \d\d:\d\d:\d\d$/);
    await card.getByRole('combobox', { name: 'Draft to add' }).selectOption({ label: 'Previewed Band' });
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await card.getByTestId('release-item').filter({ hasText: 'Previewed Band' }).waitFor();
    await card.getByRole('button', { name: 'Preview', exact: true }).click();
    const url = await card.getByRole('textbox', { name: 'Preview link' }).inputValue();
    expect(url).toMatch(/\/preview\//);

    // A colleague with the link: no sign-in, the bar on the home page and after navigating in the app.
    const colleague = await session.browser.newContext();
    const look = await colleague.newPage();
    await look.goto(url);
    await expect(look.locator('[data-preview-bar]').textContent()).resolves.toMatch(/^Preview of Wave E2E · as at /);
    await look.getByRole('link', { name: 'Lineup' }).first().click();
    await look.getByText('Previewed Band').first().waitFor();
    await expect(look.locator('[data-preview-bar]').isVisible()).resolves.toBe(true);
    await colleague.close();
    const anonymous = await fetch(`${server.url}/api/lineup`).then((r) => r.text());
    expect(anonymous).not.toContain('Previewed Band');

    await card.getByRole('button', { name: 'Publish now' }).click();
    await card.getByRole('button', { name: 'Yes, publish now' }).click();
    await expectToast(page, 'Wave E2E is public');
    await expect(card.getByTestId('release-status').textContent()).resolves.toBe('Published');
    expect(await fetch(`${server.url}/api/lineup`).then((r) => r.text())).toContain('Previewed Band');
    // On a phone the calendar icon stays on the first line of "Public since …", not alone above it.
    await page.setViewportSize({ width: 390, height: 844 });
    const when = card.getByText(/^Public since/);
    const [icon, text] = await Promise.all([when.locator('xpath=preceding-sibling::*[1]').boundingBox(), when.boundingBox()]);
    expect(icon!.y).toBeGreaterThanOrEqual(text!.y - 4);
    expect(icon!.y).toBeLessThan(text!.y + 16);
    expect(session.errors).toEqual([]);
  });
});
