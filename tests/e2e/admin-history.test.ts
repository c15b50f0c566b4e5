/**
 * Nothing a staff member does is irreversible (#34), in Chromium: a band deleted in the admin comes
 * back with the delete toast's Undo, whole (on /lineup with its image and set time); an article
 * edited twice goes back to its first version from the edit dialog's History panel; the Activity
 * screen lists those actions; the Trash screen restores and purges.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { browserAvailable } from '../helpers/browser';
import { dialog, expectToast, startAdminSession, toast, type AdminSession } from '../helpers/admin-e2e';
import { E2E_ADMIN } from '../helpers/e2e-server';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

type Band = { _id: string; name: string; image: string | null; stageId: string | null; startsAt: string | null; endsAt: string | null };

describeInBrowser('history, trash and activity in the admin (Chromium)', () => {
  let s: AdminSession;
  let token: string;
  let band: Band;

  const api = async (pathname: string, init: RequestInit = {}) => {
    const res = await fetch(`${s.server.url}${pathname}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.body instanceof FormData ? {} : { 'Content-Type': 'application/json' }), ...init.headers } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    s = await startAdminSession({ signedIn: true });
    token = ((await (await fetch(`${s.server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) })).json()) as { accessToken: string }).accessToken;
    const stage = (await api('/api/stages', { method: 'POST', body: JSON.stringify({ name: 'Main Stage', order: 1 }) })).body.stage as { _id: string };
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Undo Undead', country: 'Romania', biography: 'Back from the grave.', stageId: stage._id, startsAt: '2026-09-26T17:00:00.000Z', endsAt: '2026-09-26T18:00:00.000Z' })) form.append(k, v);
    form.append('image', new Blob([fs.readFileSync(s.files.png)], { type: 'image/png' }), 'band.png');
    band = (await api('/api/lineup', { method: 'POST', body: form })).body.band as Band;
    expect(band.image).toMatch(/^\/api\/uploads\//);
  });
  afterAll(() => s?.close());

  it('deletes a band, and Undo on the toast brings it back to /lineup with its image and set time', async () => {
    const { page } = s;
    await page.goto(`${s.server.url}/admin/lineup`);
    await page.getByRole('button', { name: `Delete ${band.name}` }).click();
    await expectToast(page, 'Band deleted successfully');
    expect((await (await fetch(`${s.server.url}/api/lineup`)).json()).map((b: Band) => b.name)).not.toContain(band.name);
    await toast(page, 'Band deleted successfully').getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Restored from the trash');
    await page.getByRole('button', { name: `Edit ${band.name}` }).waitFor();

    const restored = ((await (await fetch(`${s.server.url}/api/lineup`)).json()) as Band[]).find((b) => b._id === band._id);
    expect(restored).toMatchObject({ image: band.image, stageId: band.stageId, startsAt: band.startsAt, endsAt: band.endsAt });
    expect((await fetch(`${s.server.url}${band.image}`)).status).toBe(200);

    await page.goto(`${s.server.url}/lineup`);
    const card = page.getByRole('button', { name: new RegExp(band.name) }).first();
    await card.waitFor();
    const key = band.image!.split('/').pop()!.replace(/\.\w+$/, '');
    await expect(card.locator('img').first().getAttribute('src')).resolves.toContain(key);
    await card.click();
    await page.getByRole('dialog').getByText('Main Stage, 20:00–21:00', { exact: false }).waitFor();
  });

  it('edits an article twice and restores the first version from the History panel', async () => {
    const article = (await api('/api/news', { method: 'POST', body: JSON.stringify({ title: 'Gates open at noon', excerpt: 'When to come.', content: 'Doors at 12:00.', publishedAt: '2026-05-30' }) })).body.article as { _id: string };
    const { page } = s;
    await page.goto(`${s.server.url}/admin/news`);
    for (const [from, to] of [
      ['Gates open at noon', 'Gates open at one'],
      ['Gates open at one', 'Gates open at two'],
    ]) {
      await page.getByRole('button', { name: `Edit ${from}` }).click();
      await dialog(page).getByLabel('Title').fill(to);
      await dialog(page).getByRole('button', { name: 'Update Article' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Edit ${to}` }).waitFor();
    }
    await page.getByRole('button', { name: 'Edit Gates open at two' }).click();
    await dialog(page).getByRole('button', { name: 'History' }).click();
    const versions = dialog(page).getByTestId('history-version');
    await versions.nth(2).waitFor();
    expect(await versions.count()).toBe(3);
    await expect(versions.nth(0).textContent()).resolves.toMatch(/Edited.*title/s);
    await versions.nth(2).click();
    // The first version beside the current one, the title marked as changed.
    const changed = dialog(page).locator('tr[data-changed]');
    await changed.filter({ hasText: 'Gates open at noon' }).waitFor();
    await expect(changed.filter({ hasText: 'Gates open at two' }).count()).resolves.toBe(1);
    await dialog(page).getByRole('button', { name: 'Restore this version' }).click();
    await expectToast(page, 'Version restored');
    await page.getByRole('button', { name: 'Edit Gates open at noon' }).waitFor();
    const stored = (await api(`/api/news/${article._id}`)).body.article as { title: string };
    expect(stored.title).toBe('Gates open at noon');
  });

  it('the Activity screen shows those actions with who and the door; the Trash screen restores and purges', async () => {
    const { page } = s;
    await page.goto(`${s.server.url}/admin/activity`);
    const entries = page.getByTestId('activity-entry');
    await entries.first().waitFor();
    const text = (await entries.allTextContents()).join('\n');
    for (const line of ['Restored', 'Deleted', 'Edited']) expect(text).toContain(line);
    expect(text).toContain('Undo Undead');
    expect(text).toContain('Gates open at noon');
    expect(text).toContain(E2E_ADMIN.email);
    expect(text).toContain('GraphQL');
    await page.getByLabel('Collection').selectOption('news');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=activity-entry]')].every((row) => row.textContent?.includes('News')));

    // A stage deleted through the API waits in the Trash screen: restored, deleted again, purged.
    const stage = (await api('/api/stages', { method: 'POST', body: JSON.stringify({ name: 'Side Stage' }) })).body.stage as { _id: string };
    await api(`/api/stages/${stage._id}`, { method: 'DELETE' });
    await page.goto(`${s.server.url}/admin/trash`);
    const item = page.getByTestId('trash-item').filter({ hasText: 'Side Stage' });
    await item.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Side Stage restored');
    expect((await api(`/api/stages/${stage._id}`)).status).toBe(200);
    await api(`/api/stages/${stage._id}`, { method: 'DELETE' });
    await page.reload();
    await item.getByRole('button', { name: 'Delete Side Stage for good' }).click();
    await expectToast(page, 'Side Stage was deleted for good');
    await page.getByText('The trash is empty.').waitFor();
    expect(s.errors).toEqual([]);
  });
});
