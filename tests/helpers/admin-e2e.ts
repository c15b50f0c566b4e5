import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { RunningServer } from '../../boot';
import { launchBrowser, openPage } from './browser';
import { E2E_ADMIN, startE2EServer } from './e2e-server';

/** GraphQL straight to the server (for checks and setup outside the UI). */
export async function gql<T = Record<string, unknown>>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

export async function rest<T>(url: string, pathname: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as T;
}

export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

export async function expectToast(page: Page, text: string) {
  await toast(page, text).first().waitFor({ state: 'visible', timeout: 15_000 });
}

export const dialog = (page: Page) => page.getByRole('dialog');

export async function signIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${url}/admin`);
  await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
}

export async function pickImage(scope: Locator, file: string, index = 0) {
  await scope.locator('input[type=file]').nth(index).setInputFiles(file);
}

export interface AdminSession {
  server: RunningServer;
  browser: Browser;
  /** The admin's page (desktop); every page error it logs lands in `errors`. */
  page: Page;
  errors: string[];
  /** Test files: two small PNGs, a 6 MB file and a text file. */
  files: { png: string; png2: string; tooBig: string; textFile: string };
  close: () => Promise<void>;
}

/**
 * A served app, a browser and one admin page; `signedIn` signs the admin in on it first. Serves a
 * snapshot of the built app: the back office is split into lazily loaded chunks, and another
 * process rebuilding web/dist mid-run must not pull them from under this session.
 */
export async function startAdminSession({ signedIn }: { signedIn: boolean }): Promise<AdminSession> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-admin-e2e-'));
  const dist = path.join(dir, 'dist');
  fs.cpSync(path.resolve('web/dist'), dist, { recursive: true });
  const [server, browser] = await Promise.all([startE2EServer({ WEB_DIST_DIR: dist }), launchBrowser()]);
  const files = {
    png: path.join(dir, 'band.png'),
    png2: path.join(dir, 'poster.png'),
    tooBig: path.join(dir, 'huge.png'),
    textFile: path.join(dir, 'notes.txt'),
  };
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 20, b: 30 } } }).png().toFile(files.png);
  await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 20, g: 20, b: 200 } } }).png().toFile(files.png2);
  fs.writeFileSync(files.tooBig, Buffer.alloc(6 * 1024 * 1024, 1));
  fs.writeFileSync(files.textFile, 'not an image');
  const { page, errors } = await openPage(browser);
  if (signedIn) await signIn(page, server.url);
  return {
    server,
    browser,
    page,
    errors,
    files,
    close: async () => {
      await browser?.close();
      await server?.close();
    },
  };
}


/**
 * One admin session for the tests of a file (or a describe block): started before them, closed
 * after them. `ready` gets it once started, to hand its parts to the file's variables or to set up.
 */
export function adminSessionForTests(options: { signedIn: boolean }, ready: (session: AdminSession) => unknown): void {
  let session: AdminSession | undefined;
  beforeAll(async () => {
    session = await startAdminSession(options);
    await ready(session);
  }, 180_000);
  afterAll(() => session?.close());
}
