// Every administration page opens (core-platform §2 Group admin, Hotel admin, Service admin, Hotel
// settings): for a group administrator with a hotel's front office chosen, each side-menu entry of those areas whose
// screen exists shows its title, no error state and no untranslated text key, in English and German.
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

const AREAS = new Set(['group-admin', 'hotel-admin', 'service-admin', 'hotel-setting']);
const PAGES = [
  ...new Set(
    MENU.filter(
      (entry) => AREAS.has(entry.area) && existsSync(join(ROOT, 'web/src/routes/_app', `${entry.path.slice(1)}.tsx`)),
    ).map((entry) => entry.path),
  ),
];

/** i18next shows a missing key as the key itself, e.g. "roles.create" or "access:roles.create". */
const RAW_KEY = /\b(?:[a-z-]+:)?[a-z]+(?:[A-Z][a-z]*)*(?:\.[a-z]+(?:[A-Z][a-z]*)*)+\b/g;
/** Words with dots that are not keys: addresses and file names. */
const NOT_A_KEY = /\.(?:lk|com|org|net|de|csv|pdf|png|jpg|json)$/;
const ERROR_TEXTS = /An error occurred|Ein Fehler ist aufgetreten|Server error|Serverfehler|No access|Kein Zugriff/;

async function checkPages(page: Page, language: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of PAGES) {
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
    assert.ok(PAGES.length > 40, `the administration pages found: ${PAGES.length}`);
    const layout = await as.groupAdmin(page);
    await expectPath(page, '/toplevel/products');
    await page.getByRole('button', { name: STAFF_HOTEL }).click();
    await expectPath(page, '/toplevel/services');
    // The hotel settings belong to the front office: choose it, as a person would.
    await page.getByRole('button', { name: /Front Office/ }).click();
    await page.waitForURL((url) => url.pathname !== '/toplevel/services');

    const problems = await checkPages(page, 'en');
    await layout.chooseLanguage('Deutsch');
    problems.push(...(await checkPages(page, 'de')));
    assert.deepEqual(problems, []);
  }));
