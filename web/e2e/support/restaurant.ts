// The waiter's steps the restaurant's browser tests share, found as a waiter finds them: the order
// screen the food menu leads to, a vacant table from the drawer, a dish from the menu, and the bill
// as the order panel shows it.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually, expectGone, expectVisible } from './browser.js';
import { button } from './forms.js';

export const CHEF_PATH = '/toplevel/chef-dashboard';

/** Waits until the locator's first match is enabled. */
export async function expectEnabled(locator: Locator, what: string): Promise<void> {
  await expectVisible(locator, what);
  await eventually(() => locator.first().isEnabled(), `${what} to be enabled`);
}

/** The waiter's order screen on LUNCH, the way the food menu leads there. */
export async function openOrderScreen(page: Page): Promise<void> {
  await button(page, 'Sri Lankan').click();
  await button(page, 'LUNCH').click();
  await expectVisible(button(page, 'Allocate Table'), 'the order screen');
  await expectVisible(page.getByTestId('food-card'), 'the dishes of the category');
}

/** Allocates the first vacant table from the drawer; answers its number. */
export async function allocateTable(page: Page): Promise<string> {
  await button(page, 'Allocate Table').click();
  const vacant = page.getByTestId('drawer-table').filter({ hasText: 'Vacant' }).first();
  await expectVisible(vacant, 'a vacant table in the drawer');
  const label = (await vacant.getAttribute('aria-label')) ?? '';
  const number = label.replace(/^Table - /, '');
  assert.match(number, /^\d+$/, `the drawer's table label "${label}"`);
  await vacant.click();
  await expectVisible(page.getByTestId('table-title').filter({ hasText: `Table - ${number}` }), `table ${number}`);
  await expectGone(page.getByRole('dialog', { name: 'Select Table' }), 'the table drawer');
  return number;
}

/** Adds the category's first available dish; answers its name. */
export async function addFirstDish(page: Page, index = 0): Promise<string> {
  const card = page.getByTestId('food-card').nth(index);
  await expectVisible(card, 'a dish');
  const name = (await card.getAttribute('aria-label')) ?? '';
  assert.ok(name, 'the dish has a name');
  const lines = await page.getByTestId('order-line').count();
  await card.click();
  await eventually(async () => (await page.getByTestId('order-line').count()) > lines, `"${name}" on the order`);
  return name;
}

export const cents = (text: string): number => {
  const match = /LKR\s*(-?[\d,]+\.\d{2})/.exec(text);
  assert.ok(match, `an amount in "${text}"`);
  return Math.round(Number(match[1]!.replace(/,/g, '')) * 100);
};

/** The bill's lines as shown: label → amount in cents. */
export async function readBill(page: Page): Promise<Map<string, number>> {
  const text = await page.getByTestId('bill').innerText();
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bill = new Map<string, number>();
  let label: string | null = null;
  for (const line of lines) {
    if (/^LKR\s/.test(line)) {
      assert.ok(label, `a label before "${line}" in the bill: ${lines.join(' | ')}`);
      bill.set(label, cents(line));
      label = null;
    } else label = line;
  }
  return bill;
}
