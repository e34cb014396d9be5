// English and German (core §1: the language is stored locally, English by default): the switch on
// the login page and the one in the user menu change the texts, and the choice is kept. In German
// the server's words are German too: success notices (the waiter's and the administration's),
// refusals (translated by their key), the bell's notifications and the month names of dates.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectPath, expectVisible } from './support/browser.js';
import { button, expectToast, row } from './support/forms.js';
import { as, Layout, LoginPage, toast } from './support/pages.js';
import { firstHotelScreen } from './support/screens.js';
import { useProduct } from './support/suite.js';
import { DEMO_PASSWORD, DEMO_USERS } from './support/users.js';

const suite = useProduct();

/** A day as German dates name it: "10. März 2026" (Intl's short German month names). */
const GERMAN_DAY = /\b\d{1,2}\. (Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.) \d{4}\b/;

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

test('German mode speaks German for the server too: success notices, refusals, the bell and its dates', () =>
  suite.withTab(async (page) => {
    // The waiter's success notices and a refusal of the order rule, in German.
    const layout = await as.waiter(page);
    await layout.waitUntilShown();
    await layout.chooseLanguage('Deutsch');
    await button(page, 'Sri Lankan').click();
    await button(page, 'LUNCH').click();
    await expectVisible(button(page, 'Tisch zuweisen'), 'the order screen in German');
    await button(page, 'Tisch zuweisen').click();
    const vacant = page.getByTestId('drawer-table').filter({ hasText: 'Frei' }).first();
    await expectVisible(vacant, 'a vacant table in the drawer');
    await vacant.click();
    await expectToast(page, 'Tisch erfolgreich zugeordnet');
    const dish = page.getByTestId('food-card').first();
    await expectVisible(dish, 'a dish');
    await dish.click();
    await expectVisible(page.getByTestId('order-line'), 'the dish on the order');
    await button(page, 'Bestellen').click();
    await expectToast(page, 'Bitte wählen Sie eine Zahlungsart (Bar / Zimmer).');
    await page.getByRole('radio', { name: 'Bar' }).click();
    await expectToast(page, 'Zahlungsart erfolgreich aktualisiert');
    await button(page, 'Bestellen').click();
    await expectToast(page, 'Bestellung erfolgreich aufgegeben');
    assert.equal(await toast(page, /successfully/).count(), 0, 'no English notice');
    await layout.logout();

    // A refusal the server sends, shown by its key: a hotel with services cannot be deleted.
    const admin = await as.groupAdmin(page);
    await admin.waitUntilShown();
    await admin.chooseFromUserMenu('Einstellungen');
    await expectPath(page, '/group-admin/hotel');
    await button(row(page, 'Serendib Kandy'), 'Löschen').click();
    const confirm = page.getByRole('dialog', { name: 'Löschen' });
    await expectVisible(confirm, 'the German confirmation');
    await button(confirm, 'Löschen').click();
    await expectToast(page, 'Das Hotel hat noch Services. Löschen Sie diese zuerst.');
    assert.equal(await toast(page, 'The hotel still has services. Delete them first.').count(), 0);

    // An administration success notice, by its key: the server answers "Hotel updated".
    await button(row(page, 'Serendib Kandy'), 'Bearbeiten').click();
    const edit = page.getByRole('dialog', { name: 'Hotel bearbeiten' });
    await expectVisible(edit, 'the German edit drawer');
    await button(edit, 'Speichern').click();
    await expectVisible(toast(page, 'Hotel aktualisiert'), 'the German success notice');
    assert.equal(await toast(page, 'Hotel updated').count(), 0, 'no English success notice');
    await admin.logout();

    // The seeded notifications by key, and their dates with German month names.
    const frontDesk = await as.frontDesk(page);
    await frontDesk.waitUntilShown();
    await frontDesk.goToNotifications();
    const connected = page.getByText('Kanal Booking.com verbunden', { exact: true });
    await expectVisible(connected, 'the seeded notification in German');
    await expectVisible(page.getByText('Nachtabschluss für gestern abgeschlossen', { exact: true }), 'the night audit');
    const when = connected.first().locator('xpath=following-sibling::*[1]');
    assert.match(await when.innerText(), GERMAN_DAY, 'the date names its month in German');
    assert.equal(await page.getByText('Night audit completed for yesterday').count(), 0, 'no English notification');
  }));
