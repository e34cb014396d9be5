// Chromium driven by playwright-core: the system browser (/usr/bin/chromium), never a download.
// Each test opens its own context (fresh storage) on the product's address; playwright-core has
// no `expect`, so the few waiting assertions the tests need live here.
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long a step may take before the test fails: generous, the product runs on a busy CI box. */
export const STEP_TIMEOUT_MS = 30_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors, failed requests and missing files of the page, for failure messages. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh browser context (empty storage) with one page on the product. */
export async function openTab(browser: Browser, baseURL: string): Promise<Tab> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    // The PWA's service worker would serve cached files across restarts; the tests want the server.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(45_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('requestfailed', (request) =>
    errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 500 || (response.status() === 404 && response.request().resourceType() !== 'document'))
      errors.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, errors, close: () => context.close() };
}

/** The page's path (no query), e.g. '/toplevel/groups'. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page is at `path`; fails naming where it is instead. */
export async function expectPath(page: Page, path: string, timeout = STEP_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout });
  } catch {
    assert.fail(`expected the page at ${path}, but it is at ${page.url()}`);
  }
}

/** Waits until the locator is visible; fails with the description. */
export async function expectVisible(locator: Locator, what: string, timeout = STEP_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    assert.fail(`expected to see ${what}`);
  }
}

/** Waits until no element matches the locator (or none is visible). */
export async function expectGone(locator: Locator, what: string, timeout = STEP_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if ((await locator.count()) === 0 || !(await locator.first().isVisible())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`expected ${what} to be gone`);
}

/** Polls `check` until it answers true (each wait well under a second). */
export async function eventually(check: () => Promise<boolean>, what: string, timeout = STEP_TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  assert.fail(`timed out waiting for ${what}`);
}
