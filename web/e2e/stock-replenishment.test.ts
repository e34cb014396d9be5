// Replenishment and a stock count in the browser, as the storekeeper does them: Replenish on the
// dashboard previews the drafts (an item below its level without a supplier is given one in the
// preview), a double click on Create makes the drafts once (one new draft per supplier on the
// purchase orders page); then a count of the Main Store, a line counted one short, posted with a
// reason (the variance shown, the toast). The same pages in German, at desktop and phone widths.
// Screenshots go to /tmp/shots-stock-control/.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { test } from 'node:test';
import { eventually, expectPath, expectVisible } from './support/browser.js';
import { button, choose, expectToast } from './support/forms.js';
import { as } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-stock-control';
mkdirSync(SHOTS, { recursive: true });

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('storekeeper: replenish below reorder level once, count the main store and post the variance; in German too', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.storekeeper(page);
    await expectPath(page, '/toplevel/inventory-services');
    await button(page, /Main Stores/).click();
    await expectPath(page, '/inventory/inventory-dashboard');

    // Replenish: the preview, an item given its supplier in place, then a double click.
    await button(page, 'Replenish').click();
    const dialog = page.getByRole('dialog', { name: 'Replenish below reorder level' });
    await expectVisible(
      dialog.getByText('Below reorder level, without a preferred supplier (not ordered)'),
      'items without a supplier',
    );
    const picker = dialog.getByLabel(/^Preferred supplier for /).first();
    const label = (await picker.getAttribute('aria-label')) ?? '';
    await choose(dialog, label, 'Lanka Beverages');
    await expectToast(page, 'Purchasing details of the item saved');
    await expectVisible(dialog.getByRole('heading', { name: 'Order to Lanka Beverages' }), 'the draft to the supplier');
    await shot(page, 'replenish-preview-en');
    await dialog.getByRole('button', { name: /^Create \d+ draft orders?$/ }).dblclick();
    await expectToast(page, 'Draft purchase orders created');
    await eventually(async () => !(await dialog.isVisible()), 'the preview to close');

    await page.goto('/inventory/stock-management/purchase-order');
    const drafts = page.getByRole('row').filter({ hasText: 'Lanka Beverages' }).filter({ hasText: 'Draft' });
    await expectVisible(drafts.first(), 'the new draft');
    await eventually(async () => (await drafts.count()) === 1, 'exactly one draft to Lanka Beverages');

    // Count the main store.
    await page.goto('/inventory/stock-management/stock-count');
    await expectVisible(page.getByRole('heading', { name: 'Stock count' }), 'the stock count page');
    await choose(page, 'Location', 'Main Store');
    await button(page, 'Start count').click();
    await expectToast(page, 'Stock count started');
    const sheet = page.getByTestId('count-sheet');
    await expectVisible(sheet, 'the count sheet');
    const first = sheet.getByRole('textbox', { name: /^Counted / }).first();
    const row = sheet.getByRole('row').nth(1);
    const ledger = Number((await row.getByRole('cell').nth(1).innerText()).replace(/[^\d.]/g, ''));
    await first.fill(String(Math.max(0, ledger - 1)));
    await expectVisible(row.getByRole('cell', { name: ledger > 0 ? '-1' : '0' }).last(), 'the variance');
    await button(sheet, 'Post variance').click();
    await expectVisible(sheet.getByText('Give the reason for the adjustment'), 'the reason is required');
    await sheet.getByRole('textbox', { name: 'Reason' }).fill('Monthly shelf count');
    await shot(page, 'stock-count-en');
    await button(sheet, 'Post variance').click();
    await expectToast(page, 'Stock count posted as adjustments');
    await expectVisible(sheet.getByText(/Monthly shelf count/), 'the posted count');

    // Item pictures: the items list's column and the upload dialog.
    await page.goto('/inventory/item-master/item');
    await expectVisible(page.getByRole('columnheader', { name: 'Picture' }), 'the picture column');
    await page.getByRole('button', { name: 'Picture of Arrack' }).click();
    const picture = page.getByRole('dialog', { name: 'Picture of Arrack' });
    await expectVisible(picture, 'the picture dialog');
    await shot(page, 'item-picture-en');
    await page.keyboard.press('Escape');
    await eventually(async () => !(await picture.isVisible()), 'the picture dialog to close');

    // The same in German.
    await layout.chooseLanguage('Deutsch');
    await page.goto('/inventory/stock-management/stock-count');
    await expectVisible(page.getByRole('heading', { name: 'Inventur' }), 'the German stock count page');
    await expectVisible(page.getByText('Gebucht').first(), 'the German status');
    await choose(page, 'Lagerort', 'Main Store');
    await button(page, 'Zählung beginnen').click();
    await expectVisible(
      page.getByTestId('count-sheet').getByRole('columnheader', { name: 'Differenz' }),
      'the German sheet',
    );
    await shot(page, 'stock-count-de');
    await page.goto('/inventory/inventory-dashboard');
    await button(page, 'Nachbestellen').click();
    const german = page.getByRole('dialog', { name: 'Unter Meldebestand nachbestellen' });
    await expectVisible(german.getByRole('button', { name: 'Abbrechen' }), 'the German preview');
    await shot(page, 'replenish-preview-de');
    await page.keyboard.press('Escape');
    await eventually(async () => !(await german.isVisible()), 'the German preview to close');
    await layout.chooseLanguage('English');
  }));
