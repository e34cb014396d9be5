// The stores in the browser (operations §2 Inventory, §9): the storekeeper lands on the inventory
// services, picks the store, sees the dashboard's tiles and Product Items from the demo stock,
// opens an item's statistics, is refused a transfer of more than there is (the refusal names the
// item and what is available) and makes one; moves towels out of the main store below their reorder
// level (the Low Stock tile counts one more, the line is highlighted); then the same dashboard in
// German, at desktop and phone widths. Screenshots go to /tmp/inventory-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, expectPath, expectVisible } from './support/browser.js';
import { button, choose, dismissToasts, expectToast } from './support/forms.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

test('storekeeper: services, dashboard, statistics, a refused and a made transfer, in English and German', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.storekeeper(page);
    await expectPath(page, '/toplevel/inventory-services');
    const card = button(page, /Main Stores/);
    await expectVisible(card, 'the Main Stores card');
    await page.screenshot({ path: '/tmp/inventory-services-1280.png', fullPage: true });
    await card.click();

    await expectPath(page, '/inventory/inventory-dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Dashboard', exact: true }), "the 'Dashboard' title");
    for (const tile of ['Total Products', 'Low Stock Products', 'Out of Stock Products', 'Zero Stock Products']) {
      await expectVisible(page.getByText(tile, { exact: true }), `the ${tile} tile`);
    }
    const rice = page.getByRole('row').filter({ hasText: 'Basmati Rice' }).filter({ hasText: 'Kitchen Store' });
    await expectVisible(rice, 'Basmati Rice at the kitchen store');
    // Shampoo has none and a reorder level: its row is highlighted.
    const shampoo = page.getByRole('row').filter({ hasText: 'Shampoo Sachet' });
    await expectVisible(shampoo, 'Shampoo Sachet');
    assert.equal(await shampoo.getAttribute('data-state'), 'low');
    await page.screenshot({ path: '/tmp/inventory-dashboard-1280.png', fullPage: true });

    await button(rice, 'Statistics Product Quantity Of Basmati Rice').click();
    const dialog = page.getByRole('dialog', { name: 'Statistics Product Quantity Of Basmati Rice' });
    await expectVisible(dialog, 'the statistics modal');
    await expectVisible(dialog.getByText('Expected Quantity Level').first(), 'the projection series');
    await page.screenshot({ path: '/tmp/inventory-statistics-1280.png' });
    await page.keyboard.press('Escape');

    await page.goto('/inventory/stock-management/stock-transfer');
    await expectVisible(page.getByRole('heading', { name: 'Stock transfers' }), 'the transfers page');
    await button(page, 'Create').click();
    const form = page.getByRole('dialog', { name: 'Transfer stock' });
    await choose(form, 'Item', /^Arrack/);
    await choose(form, 'From location', 'Bar');
    await choose(form, 'To location', 'Main Store');
    await form.getByRole('textbox', { name: 'Quantity' }).fill('999');
    await button(form, 'Save').click();
    await expectVisible(toast(page, /^Not enough Arrack at Bar: [\d.]+ available$/), 'the refusal naming what is left');
    await dismissToasts(page);
    await choose(form, 'From location', 'Main Store');
    await choose(form, 'To location', 'Bar');
    await form.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await button(form, 'Save').click();
    await expectToast(page, 'Stock transferred successfully');
    await expectVisible(page.getByRole('row').filter({ hasText: 'Arrack' }).first(), 'the transfer in the list');

    // Bath towels moved from the main store to the bar until fewer than its reorder level (40) are left
    // there: the Low Stock tile counts one more and the line turns highlighted.
    const towelsPage = '/inventory/inventory-dashboard?itemName=Bath%20Towel';
    await page.goto(towelsPage);
    const towels = page.getByRole('row').filter({ hasText: 'Bath Towel' }).filter({ hasText: 'Main Store' });
    await expectVisible(towels, 'Bath Towel at the main store');
    assert.notEqual(await towels.getAttribute('data-state'), 'low');
    const lowTile = page.locator('.mantine-Card-root').filter({ hasText: 'Low Stock Products' });
    const lowCount = async () => Number(/(\d+)\s*$/.exec((await lowTile.textContent()) ?? '')?.[1]);
    await eventually(async () => Number.isInteger(await lowCount()), 'the Low Stock figure');
    const lowBefore = await lowCount();
    await page.goto('/inventory/stock-management/stock-transfer');
    await button(page, 'Create').click();
    const move = page.getByRole('dialog', { name: 'Transfer stock' });
    await choose(move, 'Item', /^Bath Towel/);
    await choose(move, 'From location', 'Main Store');
    await choose(move, 'To location', 'Bar');
    // What the main store holds, as the refusal of too many says.
    await move.getByRole('textbox', { name: 'Quantity' }).fill('9999');
    await button(move, 'Save').click();
    const refusal = toast(page, /Not enough Bath Towel at Main Store: [\d.]+ available/);
    await expectVisible(refusal, 'the refusal naming how many towels the main store holds');
    const held = Number(/: ([\d.]+) available/.exec((await refusal.textContent()) ?? '')?.[1]);
    assert.ok(held >= 40, `the main store holds ${held} towels`);
    await dismissToasts(page);
    await move.getByRole('textbox', { name: 'Quantity' }).fill(String(held - 39));
    await button(move, 'Save').click();
    await expectToast(page, 'Stock transferred successfully');
    await page.goto(towelsPage);
    await eventually(async () => (await towels.getAttribute('data-state')) === 'low', 'the towels line highlighted');
    await eventually(async () => (await lowCount()) === lowBefore + 1, 'one more product on the Low Stock tile');

    await page.goto('/inventory/inventory-dashboard');
    await layout.chooseLanguage('Deutsch');
    await expectVisible(page.getByText('Produkte gesamt', { exact: true }), 'the German tile');
    await expectVisible(page.getByText('Produktartikel', { exact: true }), 'the German table title');
    await page.screenshot({ path: '/tmp/inventory-dashboard-de-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/inventory-dashboard-de-390.png', fullPage: true });
    await layout.chooseLanguage('English');
    await expectVisible(page.getByText('Total Products', { exact: true }), 'the English tile');
    await page.screenshot({ path: '/tmp/inventory-dashboard-390.png', fullPage: true });
  }));
