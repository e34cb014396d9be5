// The lock screen (core §2, §4) holds on every route (issue 9, finding 16): a typed address, a
// reload or another tab shows the lock screen, not the page, until the password unlocks; the
// unlocked page is the one asked for. And the browser holds no refresh token (finding 17).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectPath, expectVisible } from './support/browser.js';
import { as, DEMO_PASSWORD, Layout } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

const unlockButton = (page: Page) => page.getByRole('button', { name: /^(Unlock|Entsperren)$/ });

async function expectLocked(page: Page, where: string): Promise<void> {
  await expectVisible(unlockButton(page), `the lock screen ${where}`);
  assert.equal(await new Layout(page).userMenuButton.count(), 0, `no page behind the lock ${where}`);
}

async function storedSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () => JSON.parse(window.localStorage.getItem('hotel.session') ?? 'null') as Record<string, unknown>,
  );
}

describe('the lock screen (core §2, §4)', () => {
  test('while locked every route shows it: typed addresses, a reload, another tab; unlocking shows the page asked for', () =>
    suite.withTab(async (page, tab) => {
      const layout = await as.groupAdmin(page);
      await layout.waitUntilShown();
      const other = await tab.context.newPage();
      await other.goto('/group-admin/hotel');
      await new Layout(other).waitUntilShown();

      await page.goto('/auth/lock');
      await expectLocked(page, 'at /auth/lock');
      await expectLocked(other, 'in the other tab, without a reload');

      for (const path of ['/group-admin/hotel', '/toplevel/products', '/', '/403', '/no-such-page']) {
        await page.goto(path);
        await expectLocked(page, `after typing ${path}`);
      }
      await page.goto('/group-admin/hotel');
      await page.reload();
      await expectLocked(page, 'after a reload');

      await page.getByLabel(/^(Password|Passwort)\b/).fill(DEMO_PASSWORD);
      await unlockButton(page).click();
      await layout.waitUntilShown();
      await expectPath(page, '/group-admin/hotel');
      await new Layout(other).waitUntilShown();
      assert.equal(await unlockButton(other).count(), 0, 'the other tab is unlocked too');
    }));

  test('"another user" on the lock screen signs out', () =>
    suite.withTab(async (page) => {
      await (await as.frontDesk(page)).waitUntilShown();
      await page.goto('/auth/lock');
      await expectLocked(page, 'at /auth/lock');
      await page.getByRole('link', { name: /^(Not you\?|Nicht Sie\?)/ }).click();
      await expectVisible(page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }), 'the login page');
      assert.equal(await storedSession(page), null);
    }));
});

describe('tokens in the browser (finding 17)', () => {
  test('the stored session holds the access token and no refresh token', () =>
    suite.withTab(async (page) => {
      await (await as.waiter(page)).waitUntilShown();
      const session = await storedSession(page);
      assert.equal(typeof session.accessToken, 'string');
      assert.ok(!('refreshToken' in session), JSON.stringify(Object.keys(session)));
    }));

  test('a refresh token an earlier version stored is dropped on the next load', () =>
    suite.withTab(async (page) => {
      await (await as.waiter(page)).waitUntilShown();
      await page.evaluate(() => {
        const stored = JSON.parse(window.localStorage.getItem('hotel.session') ?? '{}') as Record<string, unknown>;
        window.localStorage.setItem('hotel.session', JSON.stringify({ ...stored, refreshToken: 'left-over' }));
      });
      await page.reload();
      await new Layout(page).waitUntilShown();
      const session = await storedSession(page);
      assert.ok(!('refreshToken' in session), JSON.stringify(Object.keys(session)));
      assert.equal(typeof session.accessToken, 'string', 'still signed in');
    }));
});
