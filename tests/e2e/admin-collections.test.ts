import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { adminSessionForTests, dialog, expectToast, gql, pickImage } from '../helpers/admin-e2e';
import { browserAvailable, openPage } from '../helpers/browser';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('admin back office in Chromium: lineup, news, archive and partners', () => {
  let server: RunningServer, browser: Browser, page: Page, errors: string[], png: string, png2: string, tooBig: string, textFile: string;
  adminSessionForTests({ signedIn: true }, (session) => ({ server, browser, page, errors, files: { png, png2, tooBig, textFile } } = session));

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
    await expectToast(page, 'notes.txt: Band image must be a JPEG, PNG, WebP, GIF or AVIF image.');

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
    // In the trash its image waits for a restore (#34); deleted for good there, it is gone.
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('button', { name: 'Delete Grave Moth Reborn for good' }).click();
    await expectToast(page, 'Grave Moth Reborn was deleted for good');
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

  it("partners (its screen and menu entry from the registry): add with a logo, edit, delete; the home page's strip follows", async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Partners' }).click();
    await page.waitForURL(`${server.url}/admin/partners`);
    await page.getByRole('heading', { name: 'Partner Management' }).waitFor();
    await expect(page.title()).resolves.toBe('Partners | Admin | Metal Gates Festival');
    await page.getByRole('button', { name: 'Add Partner' }).click();
    const d = dialog(page);
    await d.getByText('Add New Partner').waitFor();
    await d.getByText('(Max size: 2MB)').waitFor();
    await d.getByLabel('Name').fill('Carpathian Brewing');
    await d.getByLabel('Website').fill('https://brew.example/');
    await d.getByLabel('Tier').selectOption('main');
    await pickImage(d, png);
    await d.getByRole('button', { name: 'Add Partner' }).click();
    await expectToast(page, 'Partner created successfully');
    const card = page.getByTestId('partner-card').filter({ hasText: 'Carpathian Brewing' });
    await card.getByRole('img', { name: 'Carpathian Brewing logo' }).waitFor();
    await card.getByText('Main partner').waitFor();

    await card.getByRole('button', { name: 'Edit Carpathian Brewing' }).click();
    await expect(dialog(page).getByLabel('Website').inputValue()).resolves.toBe('https://brew.example/');
    await dialog(page).getByLabel('Tier').selectOption('headline');
    await dialog(page).getByRole('button', { name: 'Update Partner' }).click();
    await expectToast(page, 'Partner updated successfully');
    await card.getByText('Headline partner').waitFor();

    const pub = await openPage(browser);
    await pub.page.goto(server.url);
    await pub.page.getByTestId('partner-strip').getByRole('link', { name: 'Carpathian Brewing' }).waitFor();
    await pub.page.context().close();

    await page.getByRole('button', { name: 'Delete Carpathian Brewing' }).click();
    await expectToast(page, 'Partner deleted successfully');
    await card.waitFor({ state: 'detached' });
  });

  it('Content Language RO (#36): a card marks its missing Romanian; the dialog shows the English beside and saves the Romanian only', async () => {
    await page.getByRole('link', { name: 'Archive' }).click();
    await page.getByRole('button', { name: 'Add Archive' }).click();
    const d = dialog(page);
    await d.getByLabel('Year').fill('2019');
    await d.getByLabel('Description').fill('A small first gathering.');
    await d.getByLabel('Lineup').fill('Grave Moth');
    await d.getByRole('button', { name: 'Add Archive' }).click();
    await expectToast(page, 'Archive created successfully');

    await page.getByRole('button', { name: /^RO/ }).click();
    const card = page.getByTestId('archive-card').filter({ hasText: '2019' });
    await card.getByTestId('missing-romanian').waitFor();
    await card.getByRole('button', { name: 'Edit 2019' }).click();
    await dialog(page).getByText('Edit Archive · Romanian').waitFor();
    await dialog(page).getByTestId('english-description').getByText('A small first gathering.').waitFor();
    await expect(dialog(page).getByLabel('Description').inputValue()).resolves.toBe('');
    await dialog(page).getByLabel('Description').fill('O primă întâlnire, mică.');
    await dialog(page).getByRole('button', { name: 'Update Archive' }).click();
    await expectToast(page, 'Archive updated successfully');
    await card.getByTestId('missing-romanian').waitFor({ state: 'detached' });

    const read = await gql<{ ro: { year: string; description: string }[]; en: { year: string; description: string }[] }>(
      server.url,
      '{ ro: archives(locale: RO) { year description } en: archives { year description } }',
    );
    expect(read.ro.find((a) => a.year === '2019')?.description).toBe('O primă întâlnire, mică.');
    expect(read.en.find((a) => a.year === '2019')?.description).toBe('A small first gathering.');
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('button', { name: 'Delete 2019' }).click();
    await expectToast(page, 'Archive deleted successfully');
  });

  it('no uncaught page errors during the admin session', () => {
    expect(errors.filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
  });
});
