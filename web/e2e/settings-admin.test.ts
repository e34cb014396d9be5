// Booking rules and hotel settings in the browser (operations §2, §5 User discount and Minimum
// nights; core §3 idle timeout): a group administrator gives two users a discount at once, an update
// above 100 is refused with the spec's message; a minimum-night rule answers each §5 message, is
// added and deleted after a confirmation; the idle timeout is saved and still there after a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { eventually, expectGone, expectVisible } from './support/browser.js';
import { button } from './support/forms.js';
import { signInAs, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

async function expectText(scope: Page | Locator, text: string): Promise<void> {
  await expectVisible(scope.getByText(text, { exact: true }), `the text "${text}"`);
}

/** Picks an option of the Mantine select or multi-select with this label. */
async function choose(scope: Page | Locator, page: Page, label: string | RegExp, option: string): Promise<void> {
  const item = page.getByRole('option', { name: option, exact: true });
  if (!(await item.isVisible())) await scope.getByLabel(label).first().click();
  await item.click();
}

/** A day of the calendar month after this one, as the date picker labels it ("10 July 2030"). */
function nextMonthDay(day: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, day);
  return `${day} ${date.toLocaleString('en-US', { month: 'long' })} ${date.getFullYear()}`;
}

test('user discounts: a list of users at once; an update above 100 is refused with the spec’s message', async () => {
  await suite.withTab(async (page) => {
    await signInAs(page, 'groupAdmin');
    await page.goto('/group-admin/user-discount');
    await expectVisible(page.getByRole('heading', { name: 'User Discount' }), 'the User Discount screen');
    // A group administrator picks a hotel or the whole group (core §6).
    await choose(page, page, /^Hotel/, 'Serendib Colombo');

    await button(page, 'Create').first().click();
    const create = page.getByRole('dialog', { name: 'Create Discount' });
    await expectVisible(create, "the 'Create Discount' modal");
    await choose(create, page, /^Users/, 'Waiter Demo (waiter@demo.lk)');
    await choose(create, page, /^Users/, 'Chef Demo (chef@demo.lk)');
    await page.keyboard.press('Escape');
    const waiter = create.getByLabel('Discount (%) of Waiter Demo');
    const chef = create.getByLabel('Discount (%) of Chef Demo');
    await waiter.fill('12.5');
    // Digits and a decimal point only.
    await chef.fill('1x5%');
    assert.equal(await chef.inputValue(), '15');
    await chef.fill('150');
    await button(create, 'Save').click();
    await expectText(create, 'Percentage must be less than or equal to 100.');
    await chef.fill('15');
    await button(create, 'Save').click();
    await expectVisible(toast(page, 'Discount created'), 'the server message');
    await expectGone(create, 'the modal');
    const waiterRow = page.getByRole('row').filter({ hasText: 'waiter@demo.lk' });
    await expectVisible(waiterRow.getByText('12.5 %'), "the waiter's 12.5 %");
    await expectVisible(page.getByRole('row').filter({ hasText: 'chef@demo.lk' }).getByText('15 %'), "the chef's 15 %");

    await button(waiterRow, 'Edit').click();
    const update = page.getByRole('dialog', { name: 'Update' });
    await expectVisible(update, "the 'Update' modal");
    const percentage = update.getByLabel(/^Discount \(%\)/);
    await percentage.fill('100.5');
    await button(update, 'Save').click();
    await expectText(update, 'Percentage must be less than or equal to 100.');
    await percentage.fill('');
    await button(update, 'Save').click();
    await expectText(update, 'Discount is required');
    await percentage.fill('100');
    await button(update, 'Save').click();
    await expectVisible(toast(page, 'Discount updated'), 'the server message');
    await expectVisible(waiterRow.getByText('100 %'), 'the updated allowance');

    // Search by name.
    await page.getByLabel('Search Name').fill('chef');
    await expectGone(page.getByRole('row').filter({ hasText: 'waiter@demo.lk' }), 'the rows not found');
    await expectVisible(page.getByRole('row').filter({ hasText: 'chef@demo.lk' }), 'the chef found');
  });
});

test('minimum nights: every §5 message, the nights field waits for a range, add and delete', async () => {
  await suite.withTab(async (page) => {
    await signInAs(page, 'groupAdmin');
    await page.goto('/group-admin/minimum-night');
    await expectVisible(page.getByRole('heading', { name: 'Minimum Nights' }), 'the Minimum Nights screen');
    await choose(page, page, /^Hotel/, 'Serendib Kandy');

    await button(page, 'Add Minimum Night').first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Minimum Night' });
    await expectVisible(dialog, "the 'Add Minimum Night' modal");
    const nights = dialog.getByLabel(/^Minimum Nights/);
    assert.equal(await nights.isDisabled(), true, 'the minimum nights wait for a range');
    await button(dialog, 'Save').click();
    await expectText(dialog, 'Please select a date range!');
    await expectText(dialog, 'Please enter the minimum nights!');
    await expectText(dialog, 'Please select Reservation Type!');

    await dialog.getByLabel(/^Duration/).click();
    await page.locator('button[data-direction="next"]').first().click();
    await page.getByRole('button', { name: nextMonthDay(10), exact: true }).click();
    await page.getByRole('button', { name: nextMonthDay(20), exact: true }).click();
    await eventually(() => nights.isEnabled(), 'the minimum nights field to be enabled');

    for (const [value, message] of [
      ['11', 'Value must be less than or equal to 10'],
      ['1', 'Minimum Night not less than 2'],
      ['2x', 'Invalid value'],
    ] as const) {
      await nights.fill(value);
      await button(dialog, 'Save').click();
      await expectText(dialog, message);
    }
    await nights.fill('3');
    await choose(dialog, page, /^Reservation Type/, 'Web');
    await page.keyboard.press('Escape');
    await button(dialog, 'Save').click();
    await expectVisible(toast(page, 'Minimum night created'), 'the server message');
    await expectGone(dialog, 'the modal');

    const row = page.getByRole('row').filter({ hasText: 'Web' });
    await expectVisible(row, 'the new rule');
    await button(row, 'Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expectVisible(confirm, 'the delete confirmation');
    await button(confirm, 'Delete').click();
    await expectVisible(toast(page, 'Minimum night deleted'), 'the server message');
    await expectGone(row, 'the deleted rule');
  });
});

test('idle timeout: saved, and read again after a reload', async () => {
  await suite.withTab(async (page) => {
    await signInAs(page, 'groupAdmin');
    await page.goto('/group-admin/hotel-idle-timeout');
    const seconds = page.getByLabel(/^Idle timeout \(seconds\)/);
    await expectVisible(seconds, 'the idle timeout field');
    await eventually(async () => (await seconds.inputValue()) === '1800', 'the default 1800 seconds');
    await seconds.fill('30');
    await button(page, 'Save').click();
    await expectText(page, 'Idle time must be at least 60 seconds');
    await seconds.fill('900');
    await button(page, 'Save').click();
    await expectVisible(toast(page, 'Idle time updated'), 'the server message');
    await page.reload();
    await expectVisible(seconds, 'the idle timeout field after the reload');
    await eventually(async () => (await seconds.inputValue()) === '900', 'the saved 900 seconds');
  });
});
