// The waiter's bill on paper and the order within reach (issue 10), in the browser against the real
// product: Prepare Invoice prints the bill before payment with the hotel's header, every tax line and
// the VAT customer typed in; after Proceed the receipt with its numbers; the restaurant's settings
// switch the paper to an 80 mm roll, and the invoice list reprints the receipt as a copy, in German.
// The PDFs are read as text. On a phone the cart bar keeps the order in reach; on a desktop the
// order panel stays pinned while the menu scrolls.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MENU } from '@hotel/domain';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, expectToast } from './support/forms.js';
import { as } from './support/pages.js';
import { downloadPdf, type PdfText } from './support/pdf.js';
import { allocateTable, readBill, servedOrder } from './support/restaurant.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

const CUSTOMER = {
  name: 'Ceylon Spice Traders (Pvt) Ltd',
  address: '7 Sea Street, Colombo 11',
  vatNumber: '114223344-7000',
  email: 'accounts@ceylonspice.lk',
};

/** "12,345.67" or "LKR 12,345.67" (en), "12.345,67" (de) → cents. */
function centsOf(amount: string, language: 'en' | 'de' = 'en'): number {
  const digits = amount.replace(/^LKR\s*/, '');
  const plain = language === 'de' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  assert.match(plain, /^-?\d+\.\d{2}$/, `an amount: "${amount}"`);
  return Math.round(Number(plain) * 100);
}

/** The amount on the PDF's line that starts with `label` (the line is "label  amount"). */
function amountOn(pdf: PdfText, label: string, language: 'en' | 'de' = 'en'): number {
  const line = pdf.lines.find((candidate) => candidate.startsWith(label));
  assert.ok(line, `a line "${label} …" in the PDF:\n${pdf.text}`);
  return centsOf(
    line
      .slice(label.length)
      .trim()
      .split(/\s{2,}/)
      .pop()!,
    language,
  );
}

const hasLine = (pdf: PdfText, pattern: RegExp, what: string) =>
  assert.ok(
    pdf.lines.some((line) => pattern.test(line)),
    `${what} (${String(pattern)}) in the PDF:\n${pdf.text}`,
  );

let receiptNumber = '';
let receiptTotal = 0;

test('Prepare Invoice prints the bill before payment and the receipt after it (issue 10)', () =>
  suite.withTwoTabs(['waiter', 'chef'], async (waiter, chef) => {
    const { table, food } = await servedOrder(waiter, chef);
    const shown = await readBill(waiter);
    const total = shown.get('Total')!;
    assert.ok(total > 0, `the bill on screen: ${JSON.stringify([...shown])}`);

    await button(waiter, 'Prepare Invoice').click();
    const dialog = waiter.getByRole('dialog', { name: 'Prepare Invoice' });
    await expectVisible(dialog, 'the Prepare Invoice dialog');
    await dialog.getByRole('checkbox', { name: 'Vat register customer ?' }).check();
    // An incomplete customer is not printed: the form says what is missing.
    await button(dialog, 'Print bill').click();
    await expectVisible(dialog.getByText('Required field').first(), 'the missing customer details');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(CUSTOMER.name);
    await dialog.getByRole('textbox', { name: 'Address' }).fill(CUSTOMER.address);
    await dialog.getByRole('textbox', { name: 'VAT number' }).fill(CUSTOMER.vatNumber);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(CUSTOMER.email);

    const bill = await downloadPdf(waiter, () => button(dialog, 'Print bill').click());
    assert.match(bill.fileName, new RegExp(`^Bill table ${table} .+\\.pdf$`));
    assert.equal(bill.pages.length, 1);
    assert.ok(Math.abs(bill.pages[0]!.width - 210) < 0.5, `an A4 page: ${JSON.stringify(bill.pages)}`);
    // The hotel's header, then what the bill is.
    assert.equal(bill.lines[0], STAFF_HOTEL);
    hasLine(bill, /^12 Galle Road, Colombo 03$/, "the hotel's address");
    hasLine(bill, /^VAT No\. \S+$/, "the hotel's VAT number");
    hasLine(bill, /^Bill$/, 'the title');
    hasLine(bill, new RegExp(`^Table\\s+${table}$`), 'the table');
    hasLine(bill, /^Payment\s+Cash$/, 'the payment');
    hasLine(
      bill,
      new RegExp(`^${food.replace(/[()]/g, '.')}\\s+1 × [\\d,]+\\.\\d{2}\\s+[\\d,]+\\.\\d{2}$`),
      'the dish',
    );
    // Every line of the bill on screen, amount for amount, and the lines add up to the total.
    for (const [label, amount] of shown) assert.equal(amountOn(bill, label), amount, `"${label}" as on screen`);
    const taxes = [...shown].filter(([label]) => !/^(Subtotal|Total)$/.test(label));
    assert.ok(
      taxes.some(([label]) => label.startsWith('Service charge (10%)')),
      `the service charge: ${JSON.stringify(taxes)}`,
    );
    assert.ok(taxes.length >= 2, `the service charge and the taxes: ${JSON.stringify(taxes)}`);
    assert.equal(
      shown.get('Subtotal')! + taxes.reduce((sum, [, amount]) => sum + amount, 0),
      total,
      'the printed lines add up to the total',
    );
    // The VAT customer typed in.
    hasLine(bill, /^VAT customer$/, 'the VAT customer');
    for (const detail of [CUSTOMER.name, CUSTOMER.address, `VAT No. ${CUSTOMER.vatNumber}`, CUSTOMER.email])
      hasLine(bill, new RegExp(`^${detail.replace(/[.()]/g, '\\$&')}$`), detail);
    hasLine(bill, /^This bill is not a receipt\.$/, 'the footer');

    // Proceed: paid; the receipt carries the numbers, the stored customer and the same total.
    await button(dialog, 'Proceed').click();
    const paid = waiter.getByRole('dialog', { name: 'Payment completed' });
    await expectVisible(paid, 'the payment completed dialog');
    await expectGone(dialog, 'the Prepare Invoice dialog');
    const receipt = await downloadPdf(waiter, () => button(paid, 'Print receipt').click());
    hasLine(receipt, /^Receipt$/, 'the title');
    const number = /^Receipt No\.\s+(SCB-RR-\d{6})$/.exec(receipt.lines.find((l) => l.startsWith('Receipt No.')) ?? '');
    assert.ok(number, `the receipt number in the PDF:\n${receipt.text}`);
    receiptNumber = number[1]!;
    assert.equal(receipt.fileName, `Receipt ${receiptNumber}.pdf`);
    await expectVisible(paid.getByText(`Receipt ${receiptNumber}`), 'the receipt number in the dialog');
    hasLine(receipt, new RegExp(`^Invoice No\\.\\s+${receiptNumber.replace('-RR-', '-RI-')}$`), 'the invoice number');
    hasLine(receipt, /^Steward\s+\S/, 'the steward');
    hasLine(receipt, new RegExp(`^${CUSTOMER.name.replace(/[.()]/g, '\\$&')}$`), 'the VAT customer');
    for (const [label, amount] of shown) assert.equal(amountOn(receipt, label), amount, `"${label}" on the receipt`);
    receiptTotal = total;
    await button(paid, 'Close').click();
    await expectGone(paid, 'the payment completed dialog');
    await expectGone(waiter.getByTestId('table-chip').filter({ hasText: new RegExp(`^${table}$`) }), 'the paid table');
  }));

test('the settings choose an 80 mm roll; the invoice list reprints the receipt as a copy, in German', () =>
  suite.withTab(async (page) => {
    assert.ok(receiptNumber, 'the first test paid an invoice');
    const settingsPath = '/restaurant-admin/settings';
    assert.ok(MENU.some((entry) => entry.path === settingsPath));
    const layout = await as.serviceAdmin(page);
    await expectPath(page, '/toplevel/services');
    await page.getByRole('button', { name: /Ocean Restaurant/ }).click();
    await page.waitForURL((url) => url.pathname !== '/toplevel/services');
    await page.goto(settingsPath);
    await expectVisible(page.getByRole('heading', { name: 'Restaurant settings' }), 'the settings page');
    await expectVisible(page.getByTestId('bill-header').getByText(STAFF_HOTEL), "the bills' header");
    await page.getByRole('radio', { name: '80 mm receipt roll' }).check();
    await button(page, 'Save').click();
    await expectToast(page, 'Restaurant settings saved');

    await layout.chooseLanguage('Deutsch');
    await page.goto('/restaurant-admin/invoice');
    const print = page.getByRole('button', { name: `Quittung ${receiptNumber} drucken` });
    await expectVisible(print, 'the reprint of the receipt');
    const copy = await downloadPdf(page, () => print.click());
    assert.equal(copy.fileName, `Quittung ${receiptNumber}.pdf`);
    assert.equal(copy.pages.length, 1);
    assert.ok(Math.abs(copy.pages[0]!.width - 80) < 0.5, `an 80 mm roll: ${JSON.stringify(copy.pages)}`);
    hasLine(copy, /^Quittung \(Kopie\)$/, 'the title of the copy');
    hasLine(copy, new RegExp(`^Quittung Nr\\.\\s+${receiptNumber}$`), 'the receipt number');
    hasLine(copy, /^Nachgedruckt am /, 'when it was reprinted');
    hasLine(copy, /^USt-IdNr\. 114223344-7000$/, "the customer's VAT number");
    assert.equal(amountOn(copy, 'Gesamt', 'de'), receiptTotal, 'the total, in German figures');
  }));

test('on a phone the cart bar keeps the order in reach; on a desktop the order stays pinned', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await as.waiter(page);
    await button(page, 'Sri Lankan').click();
    await button(page, 'LUNCH').click();
    await expectVisible(page.getByRole('heading', { name: 'Steward' }), 'the screen’s title');
    const bar = page.getByRole('region', { name: 'Cart' });
    await expectVisible(bar, 'the cart bar');
    await expectVisible(page.getByTestId('food-card'), 'the dishes of the category');
    assert.equal(await button(page, 'Allocate Table').count(), 0, 'the order is not laid out below the menu');

    // The bar opens the order: a table is allocated and paid in cash there.
    await bar.getByRole('button', { name: /^Open the order: No table allocated, 0 items/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Order' });
    await expectVisible(sheet, 'the order sheet');
    const table = await allocateTable(page);
    await sheet.getByRole('radio', { name: 'Cash' }).click();
    await expectToast(page, 'Payment method updated successfully');
    await page.keyboard.press('Escape');
    await expectGone(sheet, 'the order sheet');

    // A dish added from the menu shows in the bar at once; the bar sends the order.
    const order = bar.getByRole('button', { name: 'Order', exact: true });
    assert.equal(await order.isDisabled(), true, 'nothing to send yet');
    const card = page.getByTestId('food-card').first();
    const dish = (await card.getAttribute('aria-label')) ?? '';
    await card.click();
    await expectVisible(bar.getByText(`Added: ${dish}`), 'the note of the dish added');
    await expectVisible(
      bar.getByRole('button', { name: new RegExp(`^Open the order: Table - ${table}, 1 item, LKR `) }),
      'the count and total in the bar',
    );
    const box = await bar.boundingBox();
    assert.ok(box && box.y + box.height <= 844 && box.y > 844 - 160, `the bar at the foot: ${JSON.stringify(box)}`);
    await order.click();
    await expectToast(page, 'Order placed successfully');
    await expectVisible(bar.getByRole('button', { name: 'Update Order' }), 'the placed order in the bar');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `no sideways scrolling on a phone: ${sideways}px`);

    // On a desktop the same order sits beside the menu and stays in view while the menu scrolls.
    await page.setViewportSize({ width: 1366, height: 900 });
    const panel = page.getByTestId('order-panel');
    await expectVisible(panel, 'the order panel beside the menu');
    assert.equal(await bar.count(), 0, 'no cart bar on a desktop');
    await button(page, 'Sri Lankan').click();
    await page.getByTestId('food-card').nth(8).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await eventually(async () => (await page.evaluate(() => window.scrollY)) > 0, 'the menu to scroll');
    const pinned = await panel.boundingBox();
    assert.ok(
      pinned && pinned.y >= 60 && pinned.y < 100,
      `the panel pinned below the header: ${JSON.stringify(pinned)}`,
    );
    const update = await button(panel, 'Update Order').boundingBox();
    assert.ok(update && update.y + update.height <= 900, `the order buttons in view: ${JSON.stringify(update)}`);
  }));
