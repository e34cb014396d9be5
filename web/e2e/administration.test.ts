// Administration end to end (issue 4; core-platform §2 Group admin, §4 landing, §6 permissions): a
// group administrator sets up a new hotel with a restaurant, a service role granting a few rights
// and a user holding it. That user signs in and sees exactly the menu those rights allow. The
// administrator lowers a right while the user's page is open, and the user's next save is refused —
// no new sign-in needed. The audit log shows every step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, choose, expectToast, row, textbox } from './support/forms.js';
import { Layout, LoginPage, as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

const HOTEL = 'Serendib Ella';
const SERVICE = 'Ella Cafe';
const ROLE = 'Cafe Manager';
const USER = { first: 'Ruwan', last: 'Perera', email: 'ruwan@ella.lk', password: 'Cafe@2026' };

const privilege = (page: Page, feature: string, status: string): Locator =>
  page.getByRole('radio', { name: `${feature}: ${status}`, exact: true });

/** Opens the privilege editor of the new role. */
async function openRolePrivileges(page: Page): Promise<void> {
  await page.goto('/group-admin/service-role-privilege');
  await expectVisible(page.getByRole('heading', { name: 'Service role privileges' }), 'the privilege editor');
  await choose(page, 'Hotel', HOTEL);
  await choose(page, 'Service', new RegExp(`^${SERVICE}`));
  await choose(page, 'Service role', ROLE);
}

test('a group admin sets up a hotel, a role and a user; the user gets exactly those rights, and loses one at once', () =>
  suite.withTwoTabs(['admin', 'user'], async (admin, user) => {
    const layout = await as.groupAdmin(admin);
    await expectPath(admin, '/toplevel/products');

    // A hotel and its restaurant.
    await admin.goto('/group-admin/hotel');
    await button(admin, 'Create hotel').first().click();
    const hotel = admin.getByRole('dialog', { name: 'Create hotel' });
    await textbox(hotel, 'Name').fill(HOTEL);
    await textbox(hotel, 'Title').fill(HOTEL);
    await textbox(hotel, 'Contact number').fill('+94572222222');
    await textbox(hotel, 'Email').fill('front@ella.lk');
    await button(hotel, 'Save').click();
    await expectToast(admin, 'Hotel created');
    await expectGone(hotel, 'the hotel drawer');

    await layout.goTo('Hotel services', '/group-admin/hotel-service');
    await choose(admin, 'Hotel', HOTEL);
    await eventually(async () => new URL(admin.url()).searchParams.has('hotelId'), 'the chosen hotel in the URL');
    await button(admin, 'Create hotel service').first().click();
    const service = admin.getByRole('dialog', { name: 'Create hotel service' });
    await textbox(service, 'Name').fill(SERVICE);
    await service.getByText('Restaurant', { exact: true }).click();
    await button(service, 'Save').click();
    await expectToast(admin, 'Service created');
    await expectVisible(row(admin, SERVICE), 'the restaurant in the list');

    // A service role of the restaurant, with chosen privileges.
    await admin.goto('/group-admin/service-role');
    await choose(admin, 'Hotel', HOTEL);
    await eventually(async () => new URL(admin.url()).searchParams.has('hotelId'), 'the chosen hotel in the URL');
    await choose(admin, 'Service', new RegExp(`^${SERVICE}`));
    // The page's scope lives in the URL: the role is created once the service is there too.
    await eventually(async () => new URL(admin.url()).searchParams.has('serviceId'), 'the chosen service in the URL');
    await button(admin, 'Create').first().click();
    const role = admin.getByRole('dialog', { name: 'Create role' });
    await textbox(role, 'Name').fill(ROLE);
    await button(role, 'Save').click();
    await expectGone(role, 'the role drawer');
    await expectVisible(admin.getByRole('cell', { name: ROLE, exact: true }), 'the new role in the list');

    await openRolePrivileges(admin);
    await privilege(admin, 'Food items', 'Write').check();
    await privilege(admin, 'Food categories', 'Read').check();
    await privilege(admin, 'Tables', 'Read').check();
    await button(admin, 'Save privileges').click();
    await expectToast(admin, 'Permissions updated');
    await expectVisible(admin.getByText('All changes saved'), 'the privileges saved');

    // A user holding the role, in one form.
    await admin.goto('/group-admin/hotel-user');
    await button(admin, 'Create').first().click();
    const account = admin.getByRole('dialog', { name: 'Create' });
    await textbox(account, 'First name').fill(USER.first);
    await textbox(account, 'Last name').fill(USER.last);
    await textbox(account, 'Email').fill(USER.email);
    await account.getByLabel(/^Password/).fill(USER.password);
    await account.getByLabel(/^Confirm password/).fill(USER.password);
    await choose(account, 'Hotel', HOTEL);
    await button(account, 'Add a service').click();
    await choose(account, 'Service', SERVICE);
    await choose(account, 'Service role', ROLE);
    await button(account, 'Save').click();
    await expectToast(admin, 'User created');
    await expectGone(account, 'the user drawer');

    // The user signs in: straight to their restaurant's first permitted page, with exactly the
    // entries their role allows.
    const login = await new LoginPage(user).goto();
    await login.signIn(USER.email, USER.password);
    await expectPath(user, '/restaurant-admin/foods');
    const userLayout = await new Layout(user).waitUntilShown();
    const entries = userLayout.sideMenu.getByRole('link');
    await eventually(async () => (await entries.count()) === 3, 'three menu entries');
    assert.deepEqual((await entries.allInnerTexts()).map((t) => t.trim()).sort(), ['Categories', 'Foods', 'Tables']);
    const addFood = button(user, 'Create').first();
    await expectVisible(addFood, 'the add button their Write right gives');

    // The administrator lowers Food items to Read while the user's page is open.
    await openRolePrivileges(admin);
    await privilege(admin, 'Food items', 'Read').check();
    await button(admin, 'Save privileges').click();
    await expectToast(admin, 'Permissions updated');

    // The user's next save is refused, without a new sign-in, and nothing is written.
    await addFood.click();
    const food = user.getByRole('dialog', { name: 'Add food' });
    await textbox(food, 'Name').fill('Ella Rotti');
    await textbox(food, 'Price').fill('450');
    await button(food, 'Save').click();
    await expectVisible(toast(user, /permission/i), 'the refusal');
    // The refusal reloads the user's rights: the add button goes, still without a new sign-in.
    await button(food, 'Cancel').click();
    await expectGone(food, 'the food drawer');
    await expectGone(button(user, 'Create'), 'the add button, now that they may only read');
    await user.reload();
    await expectVisible(user.getByRole('heading', { name: 'Foods' }), 'the foods page after a reload');
    assert.equal(await button(user, 'Create').count(), 0, 'no add button after a reload');
    assert.equal(await user.getByRole('cell', { name: 'Ella Rotti' }).count(), 0, 'no food was written');

    // The audit log shows all of it.
    await admin.goto('/hotel-setting/audit-log');
    await expectVisible(admin.getByRole('heading', { name: 'Audit log' }), 'the audit log');
    const entityFilter = admin.getByRole('combobox', { name: 'Entity' });
    const expectRecorded = async (entity: string, action: string, what: string) => {
      await entityFilter.click();
      await entityFilter.fill(entity);
      await admin.getByRole('option', { name: entity, exact: true }).click();
      const recorded = admin
        .getByRole('row')
        .filter({ hasText: 'group.admin@demo.lk' })
        .filter({ hasText: HOTEL })
        .filter({ hasText: action })
        .filter({ hasText: new RegExp(`${entity}\\s*#\\d`) });
      await expectVisible(recorded.first(), what);
    };
    await expectRecorded('Hotel', 'Created', 'the hotel created');
    await expectRecorded('Hotel service', 'Created', 'the service created');
    await expectRecorded('Service role', 'Created', 'the role created');
    await expectRecorded('Service role privilege', 'Changed', 'the privilege lowered');
    await expectRecorded('User', 'Created', 'the user created');
  }));
