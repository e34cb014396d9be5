// The waiter's steps the restaurant's browser tests share, found as a waiter finds them: the order
// screen the food menu leads to, a vacant table from the drawer, a dish from the menu, the payment
// method (cash, or a checked-in guest's room), an order served with the chef, and the bill as the
// order panel shows it.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually, expectGone, expectPath, expectVisible } from './browser.js';
import { button, dismissToasts, expectToast } from './forms.js';
import { as, toast } from './pages.js';

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

/** The table pays in cash. */
export async function payInCash(waiter: Page): Promise<void> {
  await waiter.getByRole('radio', { name: 'Cash' }).click();
  await expectToast(waiter, 'Payment method updated successfully');
}

/**
 * The table's bill goes to a checked-in guest's room: the Select Room dialog finds the room among the
 * in-house rooms (reserved-room/search-by-room), with its guest, as its number is typed.
 */
export function chargeToRoom(roomNo: string, guest: string): (waiter: Page) => Promise<void> {
  return async (waiter) => {
    await waiter.getByRole('radio', { name: 'Room' }).click();
    const dialog = waiter.getByRole('dialog', { name: 'Select Room' });
    await expectVisible(dialog, 'the Select Room dialog');
    await dialog.getByPlaceholder('Type a room number').fill(roomNo);
    const option = waiter.getByRole('option', { name: `${roomNo} · ${guest}`, exact: true });
    await expectVisible(option, `room ${roomNo} of ${guest} among the checked-in rooms`);
    await option.first().click();
    await button(dialog, 'Save').click();
    await expectGone(dialog, 'the Select Room dialog');
    await expectToast(waiter, 'Payment method updated successfully');
    await expectVisible(
      waiter.getByRole('radio', { name: `Room - ${roomNo}` }),
      `the payment method "Room - ${roomNo}"`,
    );
  };
}

/**
 * The waiter's order of one dish, paid as `pay` sets (cash unless told), sent, accepted, cooked and
 * served, so the table can pay. The chef works on a phone: Prepare and Ready fit without sideways
 * scrolling.
 */
export async function servedOrder(
  waiter: Page,
  chef: Page,
  pay: (waiter: Page) => Promise<void> = payInCash,
): Promise<{ table: string; food: string }> {
  await chef.setViewportSize({ width: 390, height: 844 });
  await as.chef(chef);
  await expectPath(chef, CHEF_PATH);
  await as.waiter(waiter);
  await openOrderScreen(waiter);
  const table = await allocateTable(waiter);
  await pay(waiter);
  const food = await addFirstDish(waiter);
  await button(waiter, 'Order').click();
  await expectVisible(button(waiter, 'Update Order'), 'the placed order');
  await dismissToasts(waiter);

  const newOrder = chef.getByTestId('new-order').filter({ hasText: `Table - ${table}` });
  await expectEnabled(button(newOrder, 'Accept Order'), 'Accept Order');
  await button(newOrder, 'Accept Order').click();
  const kot = chef
    .getByTestId('accepted-ticket')
    .filter({ has: chef.getByTestId('ticket-item').filter({ hasText: food }) })
    .first();
  const row = kot.getByTestId('ticket-item').filter({ hasText: food });
  await expectEnabled(button(row, 'Prepare'), 'Prepare');
  const sideways = await chef.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(sideways <= 0, `the chef's ticket fits a phone: ${sideways}px sideways`);
  await button(row, 'Prepare').click();
  await expectEnabled(button(row, 'Ready'), 'Ready');
  await button(row, 'Ready').click();
  await expectEnabled(button(kot, 'Ready to serve'), 'the ticket’s Ready to serve');
  await button(kot, 'Ready to serve').click();
  await expectVisible(toast(chef, 'Order Ready to Serve'), 'the toast "Order Ready to Serve"');

  const line = waiter.getByTestId('order-line').filter({ hasText: food });
  await expectEnabled(button(line, 'Serve'), 'Serve');
  await button(line, 'Serve').click();
  await expectEnabled(button(waiter, 'Prepare Invoice'), 'Prepare Invoice');
  return { table, food };
}
