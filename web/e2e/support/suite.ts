// The per-file setup every browser test shares: one product (started like `npm start`) and one
// Chromium for the file, a fresh browser context per test.
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openTab, type Tab } from './browser.js';
import { startProduct, type Product } from './stack.js';

export interface Suite {
  readonly product: Product;
  readonly browser: Browser;
  /** Runs `run` in a fresh browser context (empty storage) and closes it afterwards. */
  withTab(run: (page: Page, tab: Tab) => Promise<void>): Promise<void>;
  /**
   * Runs `run` with two fresh browser contexts side by side (say a waiter's and a chef's) and closes
   * both afterwards. A failure names what each showed, by the names given, with a screenshot of each
   * in /tmp/e2e-<name>.png.
   */
  withTwoTabs(names: readonly [string, string], run: (first: Page, second: Page) => Promise<void>): Promise<void>;
}

/**
 * Adds what the page showed to a failure. Node's runner prints the error's stack, which holds the
 * message as it was when the error was made: both are extended.
 */
function explain(error: unknown, description: string): void {
  if (!(error instanceof Error)) return;
  const { message } = error;
  error.message += description;
  if (error.stack?.includes(message)) error.stack = error.stack.replace(message, error.message);
  else if (error.stack) error.stack += description;
}

/** Where the page was and what it showed, for a failure message; a screenshot is kept in /tmp/e2e-failed-*.png. */
async function describePage(tab: Tab): Promise<string> {
  const shot = `/tmp/e2e-failed-${Date.now()}.png`;
  const saved = await tab.page
    .screenshot({ path: shot, fullPage: true })
    .then(() => `\n  screenshot: ${shot}`)
    .catch(() => '');
  const text = await tab.page
    .locator('body')
    .innerText({ timeout: 2000 })
    .then((body) => body.replace(/\s+/g, ' ').slice(0, 600))
    .catch(() => '(no page text)');
  const errors = tab.errors.length > 0 ? `\n  page errors:\n    ${tab.errors.slice(-10).join('\n    ')}` : '';
  return `\n  at ${tab.page.url()}\n  page shows: ${text}${errors}${saved}`;
}

/** What a named tab showed, for a failure message with two tabs; a screenshot of it is kept too. */
async function describeNamedTab(name: string, tab: Tab): Promise<string> {
  await tab.page.screenshot({ path: `/tmp/e2e-${name}.png`, fullPage: true }).catch(() => undefined);
  const text = await tab.page
    .locator('body')
    .innerText({ timeout: 2000 })
    .then((body) => body.replace(/\s+/g, ' ').slice(0, 600))
    .catch(() => '(no page text)');
  const errors = tab.errors.length > 0 ? `\n  ${name} errors: ${tab.errors.slice(-5).join(' | ')}` : '';
  return `\n  ${name} at ${tab.page.url()}\n  ${name} shows: ${text}${errors}`;
}

/** Registers the file's before/after hooks; call at the top level of a test file. */
export function useProduct(): Suite {
  let product: Product | undefined;
  let browser: Browser | undefined;

  before(async () => {
    const [started, launched] = await Promise.allSettled([startProduct(), launchBrowser()]);
    if (started.status === 'fulfilled') product = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  after(async () => {
    await browser?.close();
    await product?.close();
  });

  const suite: Suite = {
    get product() {
      if (!product) throw new Error('the product has not started');
      return product;
    },
    get browser() {
      if (!browser) throw new Error('the browser has not started');
      return browser;
    },
    async withTab(run) {
      const tab = await openTab(suite.browser, suite.product.url);
      try {
        await run(tab.page, tab);
      } catch (error) {
        explain(error, await describePage(tab));
        throw error;
      } finally {
        await tab.close();
      }
    },
    async withTwoTabs(names, run) {
      const tabs: Tab[] = [];
      try {
        tabs.push(await openTab(suite.browser, suite.product.url));
        tabs.push(await openTab(suite.browser, suite.product.url));
        await run(tabs[0]!.page, tabs[1]!.page);
      } catch (error) {
        let description = '';
        for (const [i, tab] of tabs.entries()) description += await describeNamedTab(names[i]!, tab);
        explain(error, description);
        throw error;
      } finally {
        for (const tab of tabs) await tab.close();
      }
    },
  };
  return suite;
}
