// Roles and privileges in the browser (core §2 group admin, §6): a group administrator opens the
// Waiter role's privilege matrix, lowers a feature and saves; after a reload the matrix shows it
// saved. The Waiter role, which the waiter holds, cannot be deleted: the server's message is shown
// and the role stays.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { choose } from './support/forms.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

const RESTAURANT = 'Ocean Restaurant';

const radio = (page: Page, feature: string, status: string): Locator =>
  page.getByRole('radio', { name: `${feature}: ${status}`, exact: true });

async function expectChecked(locator: Locator, what: string): Promise<void> {
  await expectVisible(locator, what);
  await eventually(() => locator.first().isChecked(), `${what} to be checked`);
}

test('a group administrator lowers a privilege of a service role; after a reload it is saved', () =>
  suite.withTab(async (page) => {
    await as.groupAdmin(page);
    await page.goto('/group-admin/service-role-privilege');
    await expectVisible(page.getByRole('heading', { name: 'Service role privileges' }), 'the editor page');

    await choose(page, 'Hotel', STAFF_HOTEL);
    await choose(page, 'Service', new RegExp(`^${RESTAURANT}`));
    await choose(page, 'Service role', 'Waiter');

    // The Waiter role may write the food menu; the waiter holds it.
    await expectChecked(radio(page, 'Food menu', 'Write'), 'Food menu at Write');
    await expectVisible(page.getByText('Held by 1 user'), 'who holds the role');

    await radio(page, 'Food menu', 'Read').check();
    await expectVisible(page.getByText('1 unsaved change'), 'the unsaved change');
    await page.getByRole('button', { name: 'Save privileges' }).click();
    await expectVisible(toast(page, 'Permissions updated'), 'the server’s success message');
    await expectVisible(page.getByText('All changes saved'), 'nothing left unsaved');

    await page.reload();
    await expectChecked(radio(page, 'Food menu', 'Read'), 'Food menu at Read after the reload');
    assert.equal(await radio(page, 'Food menu', 'Write').isChecked(), false);
    const search = new URL(page.url()).searchParams;
    assert.ok(search.get('roleId'), 'the role picked is in the address');
  }));

test('a service role users hold cannot be deleted: the message is shown and the role stays', () =>
  suite.withTab(async (page) => {
    await as.groupAdmin(page);
    await page.goto('/group-admin/service-role');
    await expectPath(page, '/group-admin/service-role');
    await choose(page, 'Hotel', STAFF_HOTEL);
    await choose(page, 'Service', new RegExp(`^${RESTAURANT}`));

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Waiter', exact: true }) });
    await expectVisible(row, 'the Waiter role in the list');
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expectVisible(dialog.getByText('Delete “Waiter”? This cannot be undone.'), 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectVisible(toast(page, 'The role is held by users. Reassign them first.'), 'the refusal');
    await expectGone(dialog, 'the confirmation');
    await expectVisible(row, 'the Waiter role, still listed');
  }));
