// Employees and users in the browser (core §2 Group admin hotel-employee and hotel-user, §5, §6 hotel
// scope, §7 Users and employees): a group administrator picks a hotel, adds an employee of its
// restaurant with their service role, then creates — in one form — a USER holding the Waiter role
// in that restaurant (an empty form names every required field at once, a used email is refused
// beside its field); the new user signs in.
import { test } from 'node:test';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, choose, expectToast, row, textbox } from './support/forms.js';
import { LoginPage, as, pathOf } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

const PASSWORD = 'Staff@2024';

test('a group admin adds an employee and a waiter of the restaurant, who then signs in', () =>
  suite.withTab(async (page) => {
    const layout = await as.groupAdmin(page);
    await expectPath(page, '/toplevel/products');

    // Employees of Serendib Colombo (a group administrator picks the hotel, core §6).
    await page.goto('/group-admin/hotel-employee');
    await expectVisible(page.getByRole('heading', { name: 'Employees' }), 'the employee list');
    await choose(page, 'Hotel', 'Serendib Colombo');
    await button(page, 'Create').first().click();
    const employee = page.getByRole('dialog', { name: 'Create' });
    await expectVisible(employee, 'the create drawer');
    await textbox(employee, 'First name').fill('Nimali');
    await textbox(employee, 'Last name').fill('Silva');
    await textbox(employee, 'Email').fill('nimali@serendib.lk');
    await textbox(employee, 'Phone').fill('+94 77 555 1234');
    await textbox(employee, 'Designation').fill('Steward');
    await choose(employee, 'Service', 'Ocean Restaurant');
    await choose(employee, 'Service role', 'Waiter');
    await button(employee, 'Save').click();
    await expectToast(page, 'Employee created');
    await expectGone(employee, 'the create drawer');
    const nimali = row(page, 'nimali@serendib.lk');
    await expectVisible(nimali.getByText('Waiter'), 'the new employee with her role');

    // A user holding the Waiter role in the restaurant, in one form.
    await page.goto('/group-admin/hotel-user');
    await expectVisible(page.getByRole('heading', { name: 'Hotel users' }), 'the user list');
    await button(page, 'Create').first().click();
    const user = page.getByRole('dialog', { name: 'Create' });
    await expectVisible(user, 'the create drawer');
    // One press of Save on the empty form shows every required field's message, the first focused.
    await button(user, 'Save').click();
    await eventually(
      async () => (await user.getByText('Required field', { exact: true }).count()) === 5,
      'the five required fields (the password and its confirmation too) named after one press of Save',
    );
    await eventually(
      () => textbox(user, 'First name').evaluate((input) => input === document.activeElement),
      'the first field at fault focused',
    );
    await textbox(user, 'First name').fill('Kasun');
    await textbox(user, 'Last name').fill('Fernando');
    await textbox(user, 'Email').fill('waiter@demo.lk');
    const passwords = user.locator('input[type="password"]');
    await passwords.nth(0).fill(PASSWORD);
    await passwords.nth(1).fill(PASSWORD);
    await choose(user, 'Hotel', 'Serendib Colombo');
    await button(user, 'Add a service').click();
    await choose(user, 'Service', 'Ocean Restaurant');
    await choose(user, 'Service role', 'Waiter');
    await button(user, 'Save').click();
    await expectVisible(user.getByText('A user with this email already exists'), 'the conflict beside the email field');
    await textbox(user, 'Email').fill('kasun@serendib.lk');
    await button(user, 'Save').click();
    await expectToast(page, 'User created');
    await expectGone(user, 'the create drawer');
    await expectVisible(row(page, 'kasun@serendib.lk').getByText('Waiter in Ocean Restaurant'), 'the new waiter');

    // The new user signs in and lands in the product.
    await layout.logout();
    const login = await new LoginPage(page).goto();
    await login.signIn('kasun@serendib.lk', PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await expectVisible(layout.userMenuButton, 'the signed-in layout');
    if (pathOf(page).startsWith('/auth/')) throw new Error('the new user did not sign in');
  }));
