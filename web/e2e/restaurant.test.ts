// The restaurant's order flow in the browser (operations §3–§5, §9): a waiter and a chef, each in
// their own browser context against one started product. The chef's dashboard is open before the
// waiter orders, so the order has to arrive live. Then a room-bill order with the §5 validation
// messages of the order screen's dialogs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, dismissToasts, expectToast } from './support/forms.js';
import { as, toast } from './support/pages.js';
import {
  CHEF_PATH,
  addFirstDish,
  allocateTable,
  expectEnabled,
  openOrderScreen,
  readBill,
} from './support/restaurant.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

test('waiter and chef: order, reject, reconfirm, accept, prepare, serve, invoice and pay (operations §3–§5)', () =>
  suite.withTwoTabs(['waiter', 'chef'], async (waiter, chef) => {
    // The chef's dashboard is open first: the order must arrive there live.
    await as.chef(chef);
    await expectPath(chef, CHEF_PATH);
    await expectVisible(chef.getByText('Chef Dashboard', { exact: true }), 'the chef dashboard');

    await as.waiter(waiter);
    await openOrderScreen(waiter);
    const table = await allocateTable(waiter);

    // §5: ordering without a payment method is refused.
    const food = await addFirstDish(waiter);
    await button(waiter, 'Order').click();
    await expectToast(waiter, 'Please select a payment method (Cash / Room).');
    await waiter.getByRole('radio', { name: 'Cash' }).click();
    await expectToast(waiter, 'Payment method updated successfully');

    await button(waiter, 'Beverages').click();
    await expectVisible(waiter.getByTestId('food-card'), 'the beverages');
    const drink = await addFirstDish(waiter);
    assert.notEqual(drink, food);
    await button(waiter, 'Order').click();
    await expectVisible(button(waiter, 'Update Order'), 'the placed order (Update Order)');
    await dismissToasts(waiter);

    // The chef sees the new order live, the food on the KOT and the drink on the BOT.
    const newOrder = chef.getByTestId('new-order').filter({ hasText: `Table - ${table}` });
    await expectVisible(newOrder, `table ${table}'s new order on the chef screen`);
    const foodItem = newOrder.getByTestId('new-order-item').filter({ hasText: food });
    const drinkItem = newOrder.getByTestId('new-order-item').filter({ hasText: drink });
    await expectVisible(foodItem, `"${food}" on the chef screen`);
    await expectVisible(drinkItem, `"${drink}" on the chef screen`);
    await expectVisible(foodItem.getByText('KOT', { exact: true }), 'the food on the KOT');
    await expectVisible(drinkItem.getByText('BOT', { exact: true }), 'the drink on the BOT');

    // Reject the drink: a reason is required.
    await button(drinkItem, 'Reject').click();
    const rejectDialog = chef.getByRole('dialog', { name: 'Reason for rejecting order' });
    await expectVisible(rejectDialog, 'the reject dialog');
    await button(rejectDialog, 'Save').click();
    await expectVisible(rejectDialog.getByText('Reason is required', { exact: true }), "'Reason is required'");
    const reason = 'Out of arrack tonight';
    await rejectDialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await button(rejectDialog, 'Save').click();
    await expectGone(rejectDialog, 'the reject dialog');
    await expectVisible(drinkItem.getByText(`Rejected: ${reason}`), 'the rejection on the chef screen');
    await expectVisible(
      waiter.getByTestId('order-line').filter({ hasText: drink }).getByText(`Rejected: ${reason}`),
      'the rejection on the waiter screen, live',
    );

    await expectEnabled(button(newOrder, 'Reconfirm order'), 'Reconfirm order');
    await button(newOrder, 'Reconfirm order').click();
    await expectToast(chef, 'Request for reconfirm order has been sent');
    await expectVisible(
      waiter.getByTestId('reconfirm-banner').filter({ hasText: `Reconfirm Order for Table ${table}` }),
      'the reconfirm banner on the waiter screen',
    );

    await expectEnabled(button(waiter, 'Confirm Order'), 'Confirm Order');
    await button(waiter, 'Confirm Order').click();
    await expectEnabled(button(newOrder, 'Accept Order'), 'Accept Order');
    await button(newOrder, 'Accept Order').click();
    await expectToast(chef, 'Order accepted successfully');

    // The KOT: prepare and ready the food, then release the ticket.
    const kot = chef
      .getByTestId('accepted-ticket')
      .filter({ has: chef.getByTestId('ticket-item').filter({ hasText: food }) })
      .first();
    await expectVisible(kot, 'the accepted KOT');
    assert.equal(await kot.getAttribute('data-ticket-type'), 'KOT');
    const row = kot.getByTestId('ticket-item').filter({ hasText: food });
    await expectEnabled(button(row, 'Prepare'), 'Prepare');
    await button(row, 'Prepare').click();
    await expectVisible(row.getByText('Being prepared', { exact: true }), 'the item being prepared');
    await expectEnabled(button(row, 'Ready'), 'Ready');
    await button(row, 'Ready').click();
    await expectEnabled(button(kot, 'Ready to serve'), 'the ticket’s Ready to serve');
    await button(kot, 'Ready to serve').click();
    await expectVisible(toast(chef, 'Order Ready to Serve'), 'the toast "Order Ready to Serve"');

    // The waiter serves the food.
    const foodLine = waiter.getByTestId('order-line').filter({ hasText: food });
    await expectEnabled(button(foodLine, 'Serve'), 'Serve on the waiter screen');
    await button(foodLine, 'Serve').click();
    await expectEnabled(button(waiter, 'Prepare Invoice'), 'Prepare Invoice');

    // The totals: total = subtotal + service charge + taxes; service charge = 10 % of the subtotal.
    const bill = await readBill(waiter);
    const entries = [...bill.entries()];
    const subtotal = bill.get('Subtotal');
    const total = bill.get('Total');
    const service = entries.find(([label]) => label.startsWith('Service charge'));
    assert.ok(subtotal !== undefined && total !== undefined && service, `the bill lines: ${JSON.stringify(entries)}`);
    assert.ok(subtotal > 0, 'a subtotal');
    assert.match(service[0], /\(10%\)/);
    assert.equal(service[1], Math.round(subtotal * 0.1), 'service charge = 10 % of the subtotal');
    const taxes = entries.filter(([label]) => !/^(Subtotal|Total|Service charge|Discount)\b/.test(label));
    const taxSum = taxes.reduce((sum, [, amount]) => sum + amount, 0);
    assert.equal(
      total,
      subtotal + service[1] + taxSum,
      `total = subtotal + service charge + taxes: ${JSON.stringify(entries)}`,
    );

    await button(waiter, 'Prepare Invoice').click();
    const invoice = waiter.getByRole('dialog', { name: 'Prepare Invoice' });
    await expectVisible(invoice, 'the invoice dialog');
    await button(invoice, 'Proceed').click();
    await expectGone(invoice, 'the invoice dialog');
    const paid = waiter.getByRole('dialog', { name: 'Payment completed' });
    await button(paid, 'Close').click();
    await expectGone(paid, 'the payment completed dialog');
    await expectGone(waiter.getByTestId('table-chip').filter({ hasText: new RegExp(`^${table}$`) }), 'the paid table');

    // The table is free again.
    await button(waiter, 'Allocate Table').click();
    const freed = waiter.getByTestId('drawer-table').and(waiter.getByLabel(`Table - ${table}`, { exact: true }));
    await expectVisible(freed, `table ${table} in the drawer`);
    assert.match((await freed.innerText()).replace(/\s+/g, ' '), /vacant/i, 'the freed table shows Vacant');
  }));

test('a room-bill order and the order screen’s validation messages (operations §5)', () =>
  suite.withTwoTabs(['waiter', 'chef'], async (waiter, chef) => {
    await as.chef(chef);
    await expectPath(chef, CHEF_PATH);
    await as.waiter(waiter);
    await openOrderScreen(waiter);
    const table = await allocateTable(waiter);

    // Room: a room number is required.
    await waiter.getByRole('radio', { name: 'Room' }).click();
    const roomDialog = waiter.getByRole('dialog', { name: 'Select Room' });
    await expectVisible(roomDialog, 'the Select Room dialog');
    await button(roomDialog, 'Save').click();
    await expectVisible(roomDialog.getByText('Room No is required', { exact: true }), "'Room No is required'");
    await roomDialog.getByPlaceholder('Type a room number').click();
    const option = waiter.getByRole('option').first();
    await expectVisible(option, 'a checked-in room');
    const room = ((await option.innerText()).match(/\d+/) ?? [''])[0];
    assert.ok(room, 'the room option shows its number');
    await option.click();
    await button(roomDialog, 'Save').click();
    await expectGone(roomDialog, 'the Select Room dialog');
    await expectToast(waiter, 'Payment method updated successfully');
    await expectVisible(waiter.getByRole('radio', { name: `Room - ${room}` }), `the payment method "Room - ${room}"`);

    // Remarks: at most 60 characters.
    const food = await addFirstDish(waiter);
    await button(waiter.getByTestId('order-line').filter({ hasText: food }), 'Remarks').click();
    const remarks = waiter.getByRole('dialog', { name: 'Item remarks' });
    await expectVisible(remarks, 'the remarks dialog');
    await remarks.getByRole('textbox').fill('x'.repeat(61));
    await expectVisible(
      remarks.getByText('Character Limit Exceeded! (Max: 60 characters)', { exact: true }),
      'the character limit message',
    );
    await remarks.getByRole('textbox').fill('No chilli please');
    await expectGone(remarks.getByText('Character Limit Exceeded! (Max: 60 characters)'), 'the limit message');
    await button(remarks, 'ADD').click();
    await expectGone(remarks, 'the remarks dialog');

    // Custom dish: description and a price with at most two decimals are required.
    await button(waiter, 'Custom Dish').click();
    const custom = waiter.getByRole('dialog', { name: 'Custom Dish' });
    await expectVisible(custom, 'the custom dish dialog');
    await button(custom, 'Add').click();
    await expectVisible(custom.getByText('Description required', { exact: true }), "'Description required'");
    await expectVisible(custom.getByText('Price required', { exact: true }), "'Price required'");
    const dish = 'Birthday cake slice';
    await custom.getByRole('textbox', { name: 'Description' }).fill(dish);
    await custom.getByRole('textbox', { name: 'Price' }).fill('12.345');
    await button(custom, 'Add').click();
    await expectVisible(custom.getByText('Invalid price', { exact: true }), "'Invalid price'");
    await custom.getByRole('textbox', { name: 'Price' }).fill('950.50');
    await button(custom, 'Add').click();
    await expectGone(custom, 'the custom dish dialog');
    await expectVisible(waiter.getByTestId('order-line').filter({ hasText: dish }), 'the custom dish on the order');
    await dismissToasts(waiter);

    await button(waiter, 'Order').click();
    await expectVisible(button(waiter, 'Update Order'), 'the placed room-bill order');
    const newOrder = chef.getByTestId('new-order').filter({ hasText: `Table - ${table}` });
    await expectVisible(newOrder, 'the room-bill order on the chef screen');
    await expectVisible(newOrder.getByText('No chilli please'), 'the remark on the chef screen');
    await expectVisible(newOrder.getByText(dish), 'the custom dish on the chef screen');
  }));
