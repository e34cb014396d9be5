// Housekeeping's side of the stores in the browser: the housekeeper asks the store for towels on a
// trolley (/house-keeping/Trolly; the trolley starts from the items it carries), the storekeeper
// issues the request from the main store, refuses an issue above what is on hand (the item and what
// is available named) and adjusts with a reason; the housekeeper then sees the request issued and
// the available stock fallen — in English and in German, at desktop and phone widths. Screenshots
// go to /tmp/shots-hkstock/.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { test } from 'node:test';
import { eventually, expectPath, expectVisible } from './support/browser.js';
import { button, choose, expectToast } from './support/forms.js';
import { as } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-hkstock';
mkdirSync(SHOTS, { recursive: true });

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** The Available Stock of Bath Towel in the request's table (the towel chosen). */
async function availableTowels(page: Page): Promise<number> {
  const row = page
    .getByRole('row')
    .filter({ hasText: /^Bath Towel/ })
    .first();
  await expectVisible(row, 'the Bath Towel line');
  return Number((await row.getByRole('cell').nth(1).innerText()).replace(/[^\d.]/g, ''));
}

test('housekeeper requests towels → storekeeper issues → stock falls; issue above on-hand refused; German too', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    let layout = await as.housekeeper(page);
    await page.goto('/house-keeping/Trolly');
    await expectVisible(page.getByRole('heading', { name: 'Trolley Stock Request' }), 'the trolley stock request');
    const request = page.getByRole('button', { name: 'Request', exact: true });
    await eventually(async () => await request.isDisabled(), 'Request disabled until items and a trolley are chosen');
    // T-01 carries towels and sachets as standard: choosing it starts from them.
    await choose(page, 'Trolley Number', 'T-01');
    const before = await availableTowels(page);
    const towels = page.getByRole('textbox', { name: /^Quantity of Bath Towel/ });
    await expectVisible(towels, 'the towels quantity');
    await eventually(async () => (await towels.inputValue()) === '6', 'six towels as the trolley carries');
    // Only the towels: the sachets are out of stock in the demo and were not proposed.
    await towels.fill('4');
    await shot(page, 'trolly-request-en');
    await request.click();
    await expectToast(page, 'Trolley request sent');
    const mine = page.getByRole('row').filter({ hasText: 'T-01' }).filter({ hasText: 'Bath Towel × 4' }).first();
    await expectVisible(mine.getByText('Waiting'), 'the waiting request');
    await layout.logout();

    // The storekeeper issues it from the main store.
    layout = await as.storekeeper(page);
    await expectPath(page, '/toplevel/inventory-services');
    await button(page, /Main Stores/).click();
    await expectPath(page, '/inventory/inventory-dashboard');
    await page.goto('/inventory/stock-management/trolly-request');
    await page.getByRole('button', { name: 'Issue trolley T-01' }).first().click();
    const issue = page.getByRole('dialog', { name: 'Issue trolley T-01' });
    await choose(issue, 'Issue from', 'Main Store');
    await button(issue, 'Save').click();
    await expectToast(page, 'Trolley request issued');

    // An issue above what is on hand is refused naming the item and what is available.
    await page.goto('/inventory/stock-management/stock-issue');
    await expectVisible(page.getByRole('heading', { name: 'Stock issues' }), 'the stock issues page');
    await button(page, 'Create').first().click();
    const issueForm = page.getByRole('dialog', { name: 'Issue stock' });
    await choose(issueForm, 'Item', /^Bath Towel/);
    await choose(issueForm, 'Location', 'Main Store');
    await expectVisible(issueForm.getByText(`On hand here: ${before - 4}`), 'what is on hand');
    await issueForm.getByRole('textbox', { name: 'Quantity' }).fill(String(before));
    await issueForm.getByRole('textbox', { name: 'Issued to' }).fill('Spa');
    await button(issueForm, 'Issue').click();
    await expectVisible(
      page.getByText(`Not enough Bath Towel at Main Store: ${before - 4} available`).first(),
      'the refusal naming the item and what is available',
    );
    await shot(page, 'stock-issue-refused-en');
    await issueForm.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await button(issueForm, 'Issue').click();
    await expectToast(page, /recorded/i);
    await expectVisible(page.getByRole('row').filter({ hasText: 'Spa' }).first(), 'the issue to the spa');
    await shot(page, 'stock-issues-en');

    // An adjustment needs its reason.
    await page.goto('/inventory/stock-management/stock-adjustment');
    await button(page, 'Create').first().click();
    const adjust = page.getByRole('dialog', { name: 'Adjust stock' });
    await choose(adjust, 'Item', /^Bath Towel/);
    await choose(adjust, 'Location', 'Main Store');
    await adjust.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await button(adjust, 'Adjust').click();
    await expectVisible(adjust.getByText('Give the reason for the adjustment'), 'the reason required');
    await adjust.getByRole('textbox', { name: 'Reason' }).fill('Torn');
    await button(adjust, 'Adjust').click();
    await expectToast(page, /recorded/i);
    await expectVisible(page.getByRole('row').filter({ hasText: 'Torn' }).first(), 'the adjustment');
    await shot(page, 'stock-adjustments-en');
    await layout.logout();

    // The housekeeper sees it issued, and fewer towels available (4 issued, 1 to the spa, 1 torn).
    layout = await as.housekeeper(page);
    await page.goto('/house-keeping/Trolly');
    await expectVisible(mine.getByText('Issued', { exact: true }), 'the issued request');
    await expectVisible(mine.getByText('Issued from Main Store'), 'where it was issued from');
    await choose(page, 'Items', /^Bath Towel/);
    await page.keyboard.press('Tab');
    await eventually(async () => (await availableTowels(page)) === before - 6, 'the towels fell by 6');
    await shot(page, 'trolly-issued-en');
    await page.goto('/housekeeping/Trolley-item');
    await expectVisible(page.getByRole('heading', { name: 'Items on T-01' }), "T-01's items");
    await shot(page, 'trolley-items-en');

    await layout.chooseLanguage('Deutsch');
    await page.goto('/house-keeping/Trolly');
    await expectVisible(page.getByRole('heading', { name: 'Wagen-Bestandsanforderung' }), 'the German page');
    await expectVisible(mine.getByText('Ausgegeben', { exact: true }), 'the German status');
    await shot(page, 'trolly-de');
    await page.goto('/housekeeping/Trolley-item');
    await expectVisible(page.getByRole('heading', { name: 'Artikel auf T-01' }), "T-01's items in German");
    await shot(page, 'trolley-items-de');
    await layout.chooseLanguage('English');
  }));

test("group administrator: the dashboard shows the group's stores together, each line with its store", () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.groupAdmin(page);
    await page.goto('/toplevel/group-inventory-home');
    await button(page, /Main Stores/)
      .first()
      .click();
    await expectPath(page, '/inventory/inventory-dashboard');
    await expectVisible(page.getByText(/^The figures of 2 stores of /), 'the group figures');
    await expectVisible(page.getByRole('columnheader', { name: 'Store' }), 'the store column');
    await expectVisible(
      page.getByRole('row').filter({ hasText: 'Serendib Kandy' }).first(),
      'a line of the other hotel',
    );
    await shot(page, 'group-dashboard-en');
    await page.getByText('This store', { exact: true }).click();
    await expectVisible(page.getByRole('columnheader', { name: 'Location' }), "the store's own dashboard");
    await layout.chooseLanguage('Deutsch');
    await page.getByText('Ganze Gruppe', { exact: true }).click();
    await expectVisible(page.getByText(/^Die Zahlen von 2 Lagern von /), 'the German group figures');
    await shot(page, 'group-dashboard-de');
    await layout.chooseLanguage('English');
  }));
