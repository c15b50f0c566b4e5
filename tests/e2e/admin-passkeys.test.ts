import { describe, expect, it } from '@jest/globals';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { RunningServer } from '../../boot';
import { adminSessionForTests, expectToast, signIn } from '../helpers/admin-e2e';
import { browserAvailable, openPage, seriousAccessibilityViolations, viewports } from '../helpers/browser';
import { E2E_ADMIN } from '../helpers/e2e-server';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

/**
 * A passkey authenticator in the page: Chromium's virtual authenticator (DevTools protocol,
 * WebAuthn domain), as a phone's or laptop's built-in one (CTAP2, internal, resident keys, user
 * verification that succeeds).
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

describeInBrowser('admin back office in Chromium: passkeys', () => {
  let server: RunningServer, browser: Browser, page: Page, errors: string[];
  adminSessionForTests({ signedIn: false }, (session) => ({ server, browser, page, errors } = session));

  it('registers a passkey on Account, signs out, and signs in with it on a phone without password or code', async () => {
    const laptop = await virtualAuthenticator(page);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/account`);
    const add = page.getByRole('form', { name: 'Add a passkey' });
    await page.getByText('No passkeys yet.').waitFor();
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await add.getByText('Name is required').waitFor();
    await add.getByLabel('Passkey name').fill('Work laptop');
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await expectToast(page, 'Passkey “Work laptop” added');
    const list = page.getByRole('list', { name: 'Passkeys' });
    await list.getByText('Work laptop').waitFor();
    await list.getByText('not used yet').waitFor();
    // The authenticator holds it as a discoverable credential of this site (localhost).
    const { credentials } = await laptop.cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop.authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
    // The same authenticator again is refused by the browser (the options exclude it): nothing is added.
    await add.getByLabel('Passkey name').fill('Twice');
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await expectToast(page, 'This device already holds one of your passkeys');
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/login`);

    // The phone holds the same passkey (as a synced one would be).
    const phone = await openPage(browser, viewports.phone);
    const handset = await virtualAuthenticator(phone.page);
    await handset.cdp.send('WebAuthn.addCredential', { authenticatorId: handset.authenticatorId, credential: credentials[0] });
    await phone.page.goto(`${server.url}/login`);
    await phone.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await phone.page.waitForURL(`${server.url}/admin`);
    await phone.page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await expectToast(phone.page, 'Login successful! Redirecting to admin panel...');
    expect(await phone.page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')].every(Boolean))).toBe(true);

    await phone.page.getByRole('button', { name: 'Open admin menu' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Account' }).click();
    await phone.page.waitForURL(`${server.url}/admin/account`);
    const phoneList = phone.page.getByRole('list', { name: 'Passkeys' });
    await phoneList.getByText(/last used/).waitFor();
    expect(phone.errors.filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
    await phone.page.context().close();
  });

  it('a removed passkey signs in no more: the login page says so', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/account`);
    await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
    await expectToast(page, 'Passkey “Work laptop” removed');
    await page.getByText('No passkeys yet.').waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/login`);
    // The laptop's authenticator still holds it; the server no longer knows it.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectToast(page, 'This passkey is not registered here');
    expect(page.url()).toBe(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  it('the login page and Account with passkeys pass axe without serious or critical violations', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/account`);
    await page.getByRole('form', { name: 'Add a passkey' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('no uncaught page errors', () => {
    expect(errors.filter((e) => !/400|401|403|Failed to load resource/.test(e))).toEqual([]);
  });
});
