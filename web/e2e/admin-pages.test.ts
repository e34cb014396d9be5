// Every administration page opens (core-platform §2 Group admin, Hotel admin, Service admin, Hotel
// settings; restaurant and housekeeping admin): for a group administrator who has chosen the service
// an area works on, each side-menu entry of the area whose screen exists shows its title, no error
// state and no untranslated text key — the four administration areas in English and German.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { MENU } from '@hotel/domain';
import { expectPath, expectVisible } from './support/browser.js';
import { as } from './support/pages.js';
import { ROOT } from './support/stack.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

/** The side-menu pages of these areas whose screens exist. */
function pagesOf(...areas: string[]): string[] {
  const routes = join(ROOT, 'web/src/routes/_app');
  return [
    ...new Set(
      MENU.filter((entry) => areas.includes(entry.area) && existsSync(join(routes, `${entry.path.slice(1)}.tsx`))).map(
        (entry) => entry.path,
      ),
    ),
  ];
}
const ADMIN_PAGES = pagesOf('group-admin', 'hotel-admin', 'service-admin', 'hotel-setting');

/** i18next shows a missing key as the key itself, e.g. "roles.create" or "access:roles.create". */
const RAW_KEY = /\b(?:[a-z-]+:)?[a-z]+(?:[A-Z][a-z]*)*(?:\.[a-z]+(?:[A-Z][a-z]*)*)+\b/g;
/** Words with dots that are not keys: addresses, file names and abbreviations (e.g., i.e., d.h., u.a.). */
const NOT_A_KEY = /\.(?:lk|com|org|net|de|csv|pdf|png|jpg|json)$|^(?:e\.g|i\.e|d\.h|u\.a)$/;
const ERROR_TEXTS = /An error occurred|Ein Fehler ist aufgetreten|Server error|Serverfehler|No access|Kein Zugriff/;

async function checkPages(page: Page, paths: readonly string[], language: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    try {
      await expectPath(page, path, 15_000);
      const main = page.locator('main');
      // A page's title, or the notice a page shows instead to those it is not for.
      await expectVisible(
        main.getByRole('heading').or(main.getByRole('alert')).first(),
        `the title of ${path}`,
        15_000,
      );
      // Let the page's first queries answer before reading it.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const text = await main.innerText();
      const error = ERROR_TEXTS.exec(text);
      if (error) problems.push(`${language} ${path}: shows "${error[0]}"`);
      const keys = (text.replace(/\S+@\S+|https?:\S+/g, '').match(RAW_KEY) ?? []).filter((w) => !NOT_A_KEY.test(w));
      if (keys.length > 0) problems.push(`${language} ${path}: shows text keys ${keys.join(', ')}`);
    } catch (failure) {
      problems.push(
        `${language} ${path}: ${failure instanceof Error ? failure.message.split('\n')[0] : String(failure)}`,
      );
    }
  }
  return problems;
}

test('every administration page opens with its title and no error, in English and German', () =>
  suite.withTab(async (page) => {
    assert.ok(ADMIN_PAGES.length > 40, `the administration pages found: ${ADMIN_PAGES.length}`);
    const layout = await as.groupAdmin(page);
    await expectPath(page, '/toplevel/products');
    await page.getByRole('button', { name: STAFF_HOTEL }).click();
    await expectPath(page, '/toplevel/services');
    // The hotel settings belong to the front office: choose it, as a person would.
    await page.getByRole('button', { name: /Front Office/ }).click();
    await page.waitForURL((url) => url.pathname !== '/toplevel/services');

    const problems = await checkPages(page, ADMIN_PAGES, 'en');
    await layout.chooseLanguage('Deutsch');
    problems.push(...(await checkPages(page, ADMIN_PAGES, 'de')));
    assert.deepEqual(problems, []);
  }));

test('every page of the restaurant and housekeeping administration opens with its title and no error', () =>
  suite.withTab(async (page) => {
    await as.groupAdmin(page);
    await expectPath(page, '/toplevel/products');
    await page.getByRole('button', { name: STAFF_HOTEL }).click();
    const problems: string[] = [];
    for (const [service, area] of [
      ['Ocean Restaurant', 'restaurant-admin'],
      ['Housekeeping', 'housekeeping'],
    ] as const) {
      const paths = pagesOf(area);
      assert.ok(paths.length >= 3, `the ${area} pages found: ${paths.length}`);
      // Each area works on the service chosen, as a person would choose it.
      await page.goto('/toplevel/services');
      await page.getByRole('button', { name: new RegExp(service) }).click();
      await page.waitForURL((url) => url.pathname !== '/toplevel/services');
      problems.push(...(await checkPages(page, paths, 'en')));
    }
    assert.deepEqual(problems, []);
  }));
