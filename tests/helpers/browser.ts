import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { trackStart } from './late-starts';

/** Debian's Chromium (installed by .ci/run); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags from the machine notes: without the networking ones Chromium keeps dialling out on a closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

let announced = false;

/**
 * Whether browser tests can run. Without Chromium they are skipped with a clear line,
 * except under CI=true, where a missing browser is a failure.
 */
export function browserAvailable(): boolean {
  if (fs.existsSync(chromiumPath)) return true;
  if (process.env.CI === 'true') {
    throw new Error(`CI=true but no Chromium at ${chromiumPath}: .ci/run must install Debian's chromium`);
  }
  if (!announced) {
    announced = true;
    console.warn(`SKIPPING browser tests: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return trackStart(chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS }));
}

/** What a test uses of a browser: its own contexts and pages, and closing them. */
export type TestBrowser = Pick<Browser, 'newContext' | 'newPage' | 'close'>;

let fileBrowser: Promise<Browser> | undefined;

/**
 * One Chromium per test file, launched on first use and shared by the file's tests (a launch and
 * its close cost 1-3 s on a loaded machine): each test gets a view of it whose `close()` closes
 * the contexts that test opened, so tests stay as isolated as with a browser each. The browser
 * closes with the file (tests/setup/e2e-after-all.ts closes every launch).
 */
export async function testBrowser(): Promise<TestBrowser> {
  fileBrowser ??= launchBrowser();
  const browser = await fileBrowser;
  const contexts = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    contexts.add(context);
    return context;
  };
  return {
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close()));
      contexts.clear();
    },
  };
}

export interface TrackedPage {
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

/** A fresh context + page that records uncaught exceptions and console errors. */
export async function openPage(browser: Browser, viewport: { width: number; height: number } = viewports.desktop): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { page, errors };
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page and returns its serious and critical violations. The source is
 * evaluated through the DevTools protocol: the app's CSP rightly refuses an injected <script>.
 */
export async function seriousAccessibilityViolations(page: Page) {
  axeSource ??= fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document);
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
