// English and German (core §1: the language is stored locally, English by default): the switch on
// the login page and the one in the user menu change the texts, and the choice is kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectPath, expectVisible } from './support/browser.js';
import { Layout, LoginPage, toast } from './support/pages.js';
import { firstHotelScreen } from './support/screens.js';
import { useProduct } from './support/suite.js';
import { DEMO_PASSWORD, DEMO_USERS } from './support/users.js';

const suite = useProduct();

test("the login page's switch turns its texts German, and the signed-in layout follows", () =>
  suite.withTab(async (page) => {
    const login = await new LoginPage(page).goto();
    await expectVisible(page.getByRole('heading', { name: 'Sign in', exact: true }), 'the English title');
    await expectVisible(page.getByText('Remember me', { exact: true }), 'the English checkbox label');

    await login.chooseLanguage('Deutsch');
    await expectVisible(page.getByRole('heading', { name: 'Anmelden', exact: true }), 'the German title');
    await expectVisible(page.getByRole('button', { name: 'Anmelden', exact: true }), 'the German button');
    await expectVisible(page.getByText('Angemeldet bleiben', { exact: true }), 'the German checkbox label');
    await expectVisible(page.getByText('Passwort vergessen?', { exact: true }), 'the German link');
    await expectVisible(page.getByRole('textbox', { name: /^E-Mail/ }), 'the German email label');
    assert.equal(await page.getByText('Remember me', { exact: true }).count(), 0, 'no English label left');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');

    // Messages are German too: a wrong password.
    await login.signIn(DEMO_USERS.frontDesk, 'Wrong@1234');
    await expectVisible(toast(page, 'Benutzername oder Passwort ist falsch'), 'the German failed-login message');

    await login.signIn(DEMO_USERS.frontDesk, DEMO_PASSWORD);
    await expectPath(page, firstHotelScreen());
    const layout = await new Layout(page).waitUntilShown();
    await layout.goToNotifications();
    await expectVisible(
      page.getByRole('heading', { name: 'Benachrichtigungen', exact: true }),
      'the German page title',
    );
    await expectVisible(page.getByText('Offene Kanalanfragen', { exact: true }), 'the German section title');
    await expectVisible(layout.sideMenu.getByRole('link', { name: 'Benachrichtigungen' }), 'the German menu entry');
    await expectVisible(page.getByRole('button', { name: 'Benutzermenü öffnen' }), 'the German user-menu label');

    // The choice is kept (stored locally): a reload stays German.
    await page.reload();
    await expectVisible(page.getByText('Offene Kanalanfragen', { exact: true }), 'German after a reload');
  }));

test("the user menu's language switch changes the layout's texts both ways", () =>
  suite.withTab(async (page) => {
    const login = await new LoginPage(page).goto();
    await login.signIn(DEMO_USERS.frontDesk);
    await expectPath(page, firstHotelScreen());
    const layout = await new Layout(page).waitUntilShown();
    await layout.goToNotifications();
    await expectVisible(page.getByText('Pending channel requests', { exact: true }), 'the English section title');

    await layout.chooseLanguage('Deutsch');
    await expectVisible(page.getByText('Offene Kanalanfragen', { exact: true }), 'the German section title');
    await expectVisible(page.getByText('Alle Benachrichtigungen', { exact: true }), 'the German list title');
    await expectVisible(page.getByRole('button', { name: 'Annehmen' }), 'the German Accept button');
    await expectVisible(layout.sideMenu.getByRole('link', { name: 'Benachrichtigungen' }), 'the German menu entry');
    const menu = await layout.openUserMenu();
    await expectVisible(menu.getByText('Sprache', { exact: true }), 'the German menu label');
    await expectVisible(menu.getByRole('menuitem', { name: 'Abmelden' }), 'the German logout entry');

    await menu.getByRole('menuitem', { name: 'English', exact: true }).click();
    await expectVisible(page.getByText('Pending channel requests', { exact: true }), 'English again');
    await expectVisible(layout.sideMenu.getByRole('link', { name: 'Notifications' }), 'the English menu entry');
    assert.equal(await page.getByText('Offene Kanalanfragen', { exact: true }).count(), 0);
  }));
