// Signing in and out (core §2 Auth, §4 Session, §5 Login, §8): the failed and the malformed
// sign-in, the no-access page, and logout.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectPath, expectVisible, pathOf } from './support/browser.js';
import { as, LOGIN_PATH, LoginPage, signInAs, toast } from './support/pages.js';
import { firstHotelScreen } from './support/screens.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('sign-in failures (core §5, §8)', () => {
  test("a wrong password shows 'Username or Password is incorrect' and stays on the login page", () =>
    suite.withTab(async (page) => {
      const login = await new LoginPage(page).goto();
      await login.signIn('frontdesk@demo.lk', 'Wrong@1234');
      await expectVisible(toast(page, 'Username or Password is incorrect'), 'the failed-login message');
      assert.equal(pathOf(page), LOGIN_PATH);
      assert.equal(await login.email.inputValue(), 'frontdesk@demo.lk');
      assert.equal(await login.submitButton.isEnabled(), true, 'the loading ends');
    }));

  test('a malformed email shows the validation message and sends nothing', () =>
    suite.withTab(async (page) => {
      const login = await new LoginPage(page).goto();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/graphql') && request.method() === 'POST') sent.push(request.postData() ?? '');
      });
      await login.signIn('frontdesk@demo', 'Hotel@1234');
      await expectVisible(page.getByText('Invalid email', { exact: true }), "the 'Invalid email' message");
      await login.password.fill('');
      await login.email.fill('');
      await login.submit();
      await expectVisible(page.getByText('required field', { exact: true }), "the 'required field' message");
      assert.equal(pathOf(page), LOGIN_PATH);
      assert.deepEqual(
        sent.filter((body) => body.includes('signIn')),
        [],
        'no sign-in request was sent',
      );
    }));
});

describe('access', () => {
  test('a route without VIEW shows /403 (the storekeeper opens the channel requests)', () =>
    suite.withTab(async (page) => {
      await as.storekeeper(page);
      await page.goto('/channel/new-channel-request');
      await expectPath(page, '/403');
      await expectVisible(heading(page, 'No access'), 'the no-access page');
      await expectVisible(page.getByText('You do not have permission to view this page.'), 'the explanation');
    }));

  test('a route without VIEW shows /403 (the waiter opens the notifications)', () =>
    suite.withTab(async (page) => {
      await as.waiter(page);
      await page.goto('/notification');
      await expectPath(page, '/403');
      await expectVisible(heading(page, 'No access'), 'the no-access page');
      assert.equal(await heading(page, 'Notifications').count(), 0);
    }));

  test('a protected page without a session redirects to the login page', () =>
    suite.withTab(async (page) => {
      await page.goto('/notification');
      await expectPath(page, LOGIN_PATH);
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/notification');
    }));
});

describe('logout (core §4 Session)', () => {
  test('logout clears the session: back to the login page, protected pages redirect to it', () =>
    suite.withTab(async (page) => {
      const layout = await signInAs(page, 'frontDesk');
      await expectPath(page, firstHotelScreen());
      await layout.waitUntilShown();
      await layout.logout();
      await expectPath(page, LOGIN_PATH);
      await expectVisible(new LoginPage(page).submitButton, 'the login form');
      const stored = await page.evaluate(() => ({
        session: window.localStorage.getItem('hotel.session'),
        selection: window.localStorage.getItem('hotel.selection'),
      }));
      assert.deepEqual(stored, { session: null, selection: null });

      await page.goto('/notification');
      await expectPath(page, LOGIN_PATH);
      await page.goto('/toplevel/products');
      await expectPath(page, LOGIN_PATH);
    }));
});
