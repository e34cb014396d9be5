// Purchasing in the browser, as the storekeeper does it: a supplier (a bad e-mail refused under its
// field), a purchase order to it, sent, a GRN receiving part of it (the order is partly received and
// the stock rises on the dashboard), a trolley request from housekeeping issued from the main store
// (the stock falls), then the same pages in German, at desktop and phone widths. Screenshots go to
// /tmp/shots-purchasing/.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { test } from 'node:test';
import { eventually, expectPath, expectVisible } from './support/browser.js';
import { button, choose, expectFieldError, expectToast } from './support/forms.js';
import { as } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-purchasing';
mkdirSync(SHOTS, { recursive: true });

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Let the side menu finish sliding away after the resize (a picture, not an assertion).
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** The Quantity cell of Shampoo Sachet at the Main Store on the dashboard reads `quantity`. */
async function expectShampooAtMainStore(page: Page, quantity: string) {
  await page.goto('/inventory/inventory-dashboard');
  const line: Locator = page.getByRole('row').filter({ hasText: 'Shampoo Sachet' }).filter({ hasText: 'Main Store' });
  await expectVisible(line, 'Shampoo Sachet at the main store');
  await eventually(
    async () => (await line.getByRole('cell').nth(2).innerText()).trim().startsWith(quantity),
    `Shampoo Sachet at ${quantity} on the dashboard`,
  );
}

test('storekeeper: supplier → purchase order → sent → GRN in part → trolley request issued; in German too', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.storekeeper(page);
    await expectPath(page, '/toplevel/inventory-services');
    await button(page, /Main Stores/).click();
    await expectPath(page, '/inventory/inventory-dashboard');
    await expectShampooAtMainStore(page, '0');

    // A supplier.
    await page.goto('/inventory/supplier');
    await expectVisible(page.getByRole('heading', { name: 'Suppliers' }), 'the suppliers page');
    await expectVisible(page.getByRole('row').filter({ hasText: 'Lanka Beverages' }), 'a demo supplier');
    await button(page, 'Create').first().click();
    const supplierForm = page.getByRole('dialog', { name: 'Add supplier' });
    await supplierForm.getByRole('textbox', { name: 'Supplier' }).fill('E2E Spice Traders');
    await supplierForm.getByRole('textbox', { name: 'Phone' }).fill('+94 11 230 0400');
    const email = supplierForm.getByRole('textbox', { name: 'E-mail' });
    await email.fill('orders@spice');
    await button(supplierForm, 'Save').click();
    await expectFieldError(email, 'Invalid email', 'the e-mail');
    await email.fill('orders@spice.lk');
    await button(supplierForm, 'Save').click();
    await expectToast(page, 'Supplier created successfully');
    await expectVisible(page.getByRole('row').filter({ hasText: 'E2E Spice Traders' }), 'the new supplier');
    await shot(page, 'suppliers-en');

    // A purchase order of 10 shampoo sachets at 12.50, sent.
    await page.goto('/inventory/stock-management/purchase-order');
    await expectVisible(page.getByRole('heading', { name: 'Purchase orders' }), 'the purchase orders page');
    await button(page, 'Create').first().click();
    const orderForm = page.getByRole('dialog', { name: 'New purchase order' });
    await choose(orderForm, 'Supplier', 'E2E Spice Traders');
    await button(orderForm, 'Add line').click();
    await choose(orderForm, 'Item', /^Shampoo Sachet/);
    await orderForm.getByRole('textbox', { name: 'Quantity' }).fill('10');
    await orderForm.getByRole('textbox', { name: 'Unit price' }).fill('12.50');
    await expectVisible(orderForm.getByText('Total: LKR 125.00'), 'the running total');
    await page.screenshot({ path: `${SHOTS}/purchase-order-form-1280.png` });
    await button(orderForm, 'Save').click();
    await expectToast(page, 'Purchase order created successfully');
    const order = page.getByRole('row').filter({ hasText: 'E2E Spice Traders' });
    await expectVisible(order.getByText('Draft'), 'the draft order');
    await order.getByRole('button', { name: /^Send PO-/ }).click();
    await expectToast(page, 'Purchase order sent');
    await expectVisible(order.getByText('Sent', { exact: true }), 'the sent order');
    await shot(page, 'purchase-orders-en');

    // A GRN receiving 4 of the 10.
    await page.goto('/inventory/stock-management/create-grn');
    await expectVisible(page.getByRole('heading', { name: 'Create GRN' }), 'the create GRN page');
    await choose(page, 'Purchase order', /E2E Spice Traders/);
    await choose(page, 'Receive into', 'Main Store');
    const receive = page.getByRole('textbox', { name: 'Receive Shampoo Sachet' });
    await expectVisible(receive, 'the quantity to receive');
    await receive.fill('4');
    await shot(page, 'create-grn-en');
    await button(page, 'Save GRN').click();
    await expectToast(page, 'Goods received note saved');

    await page.goto('/inventory/stock-management/purchase-order');
    await expectVisible(order.getByText('Partly received'), 'the partly received order');
    await page.goto('/inventory/stock-management/grn-history');
    await expectVisible(page.getByRole('row').filter({ hasText: 'E2E Spice Traders' }), 'the GRN in the history');
    await shot(page, 'grn-history-en');
    await expectShampooAtMainStore(page, '4');

    // Housekeeping asks for 3 on trolley T-01; the storekeeper issues them from the main store.
    await page.goto('/inventory/stock-management/trolly-request');
    await expectVisible(page.getByRole('heading', { name: 'Trolley requests' }), 'the trolley requests page');
    await button(page, 'Create').first().click();
    const requestForm = page.getByRole('dialog', { name: 'New request' });
    await button(requestForm, 'Request').click();
    await expectVisible(requestForm.getByText('Item is required'), "'Item is required'");
    await expectVisible(requestForm.getByText('Trolley Number is required'), "'Trolley Number is required'");
    await choose(requestForm, 'Items', /^Shampoo Sachet/);
    await page.keyboard.press('Tab'); // closes the items' list
    await choose(requestForm, 'Trolley Number', 'T-01');
    await requestForm.getByRole('textbox', { name: /^Quantity of Shampoo Sachet/ }).fill('3');
    await button(requestForm, 'Request').click();
    await expectToast(page, 'Trolley request sent');
    await shot(page, 'trolley-requests-en');
    await page.getByRole('button', { name: 'Issue trolley T-01' }).first().click();
    const issue = page.getByRole('dialog', { name: 'Issue trolley T-01' });
    await choose(issue, 'Issue from', 'Main Store');
    await button(issue, 'Save').click();
    await expectToast(page, 'Trolley request issued');
    await expectShampooAtMainStore(page, '1');

    // The same in German.
    await layout.chooseLanguage('Deutsch');
    await page.goto('/inventory/stock-management/purchase-order');
    await expectVisible(page.getByRole('heading', { name: 'Bestellungen' }), 'the German purchase orders page');
    await expectVisible(order.getByText('Teilweise geliefert'), 'the German status');
    await shot(page, 'purchase-orders-de');
    await page.goto('/inventory/stock-management/trolly-request-history');
    await expectVisible(page.getByRole('heading', { name: 'Verlauf der Wagenanforderungen' }), 'the German history');
    await expectVisible(
      page.getByRole('row').filter({ hasText: 'T-01' }).getByText('Ausgegeben'),
      'the issued request',
    );
    await shot(page, 'trolley-history-de');
    await page.goto('/inventory/stock-management/create-grn');
    await expectVisible(page.getByRole('heading', { name: 'Wareneingang erfassen' }), 'the German create GRN page');
    await choose(page, 'Bestellung', /E2E Spice Traders/);
    await expectVisible(page.getByRole('textbox', { name: 'Shampoo Sachet annehmen' }), 'the German receive field');
    await shot(page, 'create-grn-de');
    await page.goto('/inventory-admin/inventory-report');
    await expectVisible(page.getByRole('heading', { name: 'Lagerbericht' }), 'the German inventory report');
    await expectVisible(page.getByRole('row').filter({ hasText: 'Shampoo Sachet' }).first(), 'the report line');
    await shot(page, 'inventory-report-de');
    await layout.chooseLanguage('English');
    await expectVisible(page.getByRole('heading', { name: 'Inventory report' }), 'the English inventory report');
    await shot(page, 'inventory-report-en');
  }));
