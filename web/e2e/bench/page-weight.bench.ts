// Benchmark: the JavaScript a browser downloads to show the sign-in page and the main screens, as
// the product serves it (`npm start`'s BFF, precompressed files). Each page is loaded cold (a fresh
// browser context, empty cache, the service worker kept out) once asking for brotli and once for
// gzip; the figure is the encoded size of every script response until the network is idle.
// Signed-in screens are opened directly with the session their user got by signing in.
// No assertions: it prints a table, with the sign-in page against its 200 kB budget.
// Needs the built app (`npm run bench` builds it).
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { expectVisible, launchBrowser } from '../support/browser.js';
import { button } from '../support/forms.js';
import { DEMO_PASSWORD, DEMO_USERS, LOGIN_PATH, LoginPage, type Role } from '../support/pages.js';
import { startProduct } from '../support/stack.js';

/** The sign-in page's budget of compressed JavaScript (issue 8). */
const SIGN_IN_BUDGET = 200_000;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Screen {
  name: string;
  /** Compressed JavaScript the page may take, when it has a budget. */
  budget?: number;
  /** Signs in (when needed) and leads to the screen; answers where it is and the session. */
  setup(browser: Browser, baseURL: string): Promise<{ path: string; state?: StorageState }>;
  /** Waits until the screen shows what it is for. */
  ready(page: Page): Promise<void>;
}

async function signedIn(
  browser: Browser,
  baseURL: string,
  role: Role,
  lead: (page: Page) => Promise<void>,
): Promise<{ path: string; state: StorageState }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const login = await new LoginPage(page).goto();
    await login.signIn(DEMO_USERS[role], DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await lead(page);
    const url = new URL(page.url());
    return { path: `${url.pathname}${url.search}`, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

const SCREENS: Screen[] = [
  {
    name: 'sign-in page',
    budget: SIGN_IN_BUDGET,
    setup: async () => ({ path: LOGIN_PATH }),
    ready: (page) => expectVisible(new LoginPage(page).submitButton, 'the sign-in button'),
  },
  {
    name: "waiter's order screen",
    setup: (browser, baseURL) =>
      signedIn(browser, baseURL, 'waiter', async (page) => {
        await button(page, 'Sri Lankan').click();
        await button(page, 'LUNCH').click();
        await expectVisible(button(page, 'Allocate Table'), 'the order screen');
      }),
    ready: (page) => expectVisible(page.getByTestId('food-card'), 'the dishes'),
  },
  {
    name: 'chef screen',
    setup: (browser, baseURL) =>
      signedIn(browser, baseURL, 'chef', async (page) => {
        await page.goto('/toplevel/chef-dashboard');
      }),
    ready: (page) => expectVisible(page.getByRole('heading').first(), 'the chef screen'),
  },
  {
    name: 'admin list (/group-admin/hotel)',
    setup: (browser, baseURL) =>
      signedIn(browser, baseURL, 'groupAdmin', async (page) => {
        await page.goto('/group-admin/hotel');
      }),
    ready: (page) => expectVisible(page.getByRole('row').nth(1), 'the hotel rows'),
  },
];

interface Weight {
  scripts: number;
  encoded: number;
  decoded: number;
}

async function weigh(
  browser: Browser,
  baseURL: string,
  screen: Screen,
  path: string,
  state: StorageState | undefined,
  encoding: string,
): Promise<Weight> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'accept-encoding': encoding },
    ...(state ? { storageState: state } : {}),
  });
  try {
    const page = await context.newPage();
    const responses: Promise<{ encoded: number; decoded: number }>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      responses.push(
        (async () => ({
          encoded: (await response.request().sizes()).responseBodySize,
          decoded: (await response.body()).length,
        }))(),
      );
    };
    page.on('response', onResponse);
    await page.goto(path);
    await screen.ready(page);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const sizes = await Promise.all(responses);
    return {
      scripts: sizes.length,
      encoded: sizes.reduce((sum, s) => sum + s.encoded, 0),
      decoded: sizes.reduce((sum, s) => sum + s.decoded, 0),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows.map((row) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  try {
    const rows: string[][] = [['page', 'scripts', 'brotli', 'gzip', 'uncompressed', 'brotli of budget']];
    for (const screen of SCREENS) {
      const { path, state } = await screen.setup(browser, product.url);
      const br = await weigh(browser, product.url, screen, path, state, 'br');
      const gzip = await weigh(browser, product.url, screen, path, state, 'gzip');
      rows.push([
        `${screen.name} ${path}`,
        String(br.scripts),
        kb(br.encoded),
        kb(gzip.encoded),
        kb(br.decoded),
        screen.budget ? `${((br.encoded / screen.budget) * 100).toFixed(0)}% of ${kb(screen.budget)}` : '',
      ]);
    }
    console.log('\nJavaScript over the wire, each page loaded cold (fresh context, no service worker)\n');
    console.log(table(rows));
  } finally {
    await browser.close();
    await product.close();
  }
}

await main();
