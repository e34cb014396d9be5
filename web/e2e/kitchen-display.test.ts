// The kitchen display beyond the spec (issue 10), a waiter and a chef each in their own browser
// context: Cancel Order asks first, and the chef's card shows the cancelled order as CANCELLED until
// the chef acknowledges it (operations §4: the CANCELLED message returns the carousel to the start).
import { test } from 'node:test';
import { expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, dismissToasts, expectToast } from './support/forms.js';
import { as } from './support/pages.js';
import { CHEF_PATH, addFirstDish, allocateTable, openOrderScreen } from './support/restaurant.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

test('Cancel Order asks first; the chef sees the order CANCELLED until acknowledged (issue 10)', () =>
  suite.withTwoTabs(['waiter', 'chef'], async (waiter, chef) => {
    await as.chef(chef);
    await expectPath(chef, CHEF_PATH);
    await expectVisible(chef.getByText('Chef Dashboard', { exact: true }), 'the chef dashboard');

    await as.waiter(waiter);
    await openOrderScreen(waiter);
    const table = await allocateTable(waiter);
    await waiter.getByRole('radio', { name: 'Cash' }).click();
    await expectToast(waiter, 'Payment method updated successfully');
    const food = await addFirstDish(waiter);
    await button(waiter, 'Order').click();
    await expectVisible(button(waiter, 'Update Order'), 'the placed order (Update Order)');
    await dismissToasts(waiter);

    const newOrder = chef.getByTestId('new-order').filter({ hasText: `Table - ${table}` });
    await expectVisible(
      newOrder.getByTestId('new-order-item').filter({ hasText: food }),
      `"${food}" on the chef screen`,
    );

    // The question names the table and says the kitchen will see it; "Keep Order" keeps it.
    await button(waiter, 'Cancel Order').click();
    const question = waiter.getByRole('dialog', { name: 'Cancel Order' });
    await expectVisible(
      question.getByText(`Cancel the order of Table - ${table}? The kitchen already has it`),
      'the cancel question',
    );
    await button(question, 'Keep Order').click();
    await expectGone(question, 'the cancel question');
    await expectVisible(button(waiter, 'Update Order'), 'the order, kept');

    await button(waiter, 'Cancel Order').click();
    await button(waiter.getByRole('dialog', { name: 'Cancel Order' }), 'Cancel Order').click();
    await expectToast(waiter, 'Order cancelled successfully');

    // The chef's card says so instead of vanishing.
    const cancelled = chef.getByTestId('new-order').filter({ hasText: `Table - ${table}` });
    await expectVisible(cancelled.getByTestId('cancellation-notice'), "the chef's cancellation notice");
    await expectVisible(
      cancelled.getByTestId('new-order-item').filter({ hasText: food }).getByText('CANCELLED', { exact: true }),
      `"${food}" ribboned CANCELLED`,
    );
    await button(cancelled, 'Acknowledge').click();
    await expectToast(chef, 'Cancellation acknowledged');
    await expectGone(cancelled, 'the acknowledged card');
  }));

test('the bar station shows only BOTs; tickets show their age and the all-day counts (issue 10)', () =>
  suite.withTwoTabs(['waiter', 'chef'], async (waiter, chef) => {
    await as.chef(chef);
    await expectPath(chef, CHEF_PATH);
    await as.waiter(waiter);
    await openOrderScreen(waiter);
    const table = await allocateTable(waiter);
    await waiter.getByRole('radio', { name: 'Cash' }).click();
    await expectToast(waiter, 'Payment method updated successfully');
    const food = await addFirstDish(waiter);
    await button(waiter, 'Beverages').click();
    await expectVisible(waiter.getByTestId('food-card'), 'the beverages');
    const drink = await addFirstDish(waiter);
    await button(waiter, 'Order').click();
    await expectVisible(button(waiter, 'Update Order'), 'the placed order (Update Order)');

    const newOrder = chef.getByTestId('new-order').filter({ hasText: `Table - ${table}` });
    await expectVisible(newOrder.getByTestId('ticket-age'), 'the new order’s age');
    await button(newOrder, 'Accept Order').click();
    await expectToast(chef, 'Order accepted successfully');

    const tableCard = chef.getByTestId('accepted-table').filter({ hasText: `Table - ${table}` });
    const kot = tableCard.locator('[data-ticket-type="KOT"]');
    const bot = tableCard.locator('[data-ticket-type="BOT"]');
    await expectVisible(kot, 'the KOT on the whole board');
    await expectVisible(bot, 'the BOT on the whole board');
    const age = kot.getByTestId('ticket-age');
    await expectVisible(age, "the KOT's age");
    await expectVisible(
      age.filter({ hasText: /^\d+:\d\d since ordered$/ }),
      'the age as minutes:seconds since ordered',
    );
    await expectVisible(chef.locator('[data-testid="ticket-age"][data-level="ON_TIME"]').first(), 'an age on time');
    const allDay = chef.getByTestId('all-day');
    await expectVisible(allDay.getByText(`1 × ${food}`), `"${food}" in the all-day counts`);

    // The bar's screen: only the BOT, and only drinks in the all-day counts.
    await chef.getByText('Bar (BOT)', { exact: true }).click();
    await expectGone(kot, 'the KOT on the bar station');
    await expectVisible(bot, 'the BOT on the bar station');
    await expectVisible(bot.getByText(drink, { exact: true }), `"${drink}" on the bar station`);
    await expectGone(allDay.getByText(`1 × ${food}`), `"${food}" in the bar's all-day counts`);
    await expectVisible(allDay.getByText(`1 × ${drink}`), `"${drink}" in the bar's all-day counts`);

    // The station is the device's: it stays after a reload.
    await chef.reload();
    await expectVisible(tableCard.locator('[data-ticket-type="BOT"]'), 'the BOT after a reload');
    await expectGone(tableCard.locator('[data-ticket-type="KOT"]'), 'the KOT after a reload');
  }));

test('Recall undoes the chef’s last step, and the waiter’s screen follows (issue 10)', () =>
  suite.withTwoTabs(['waiter', 'chef'], async (waiter, chef) => {
    await as.chef(chef);
    await expectPath(chef, CHEF_PATH);
    await as.waiter(waiter);
    await openOrderScreen(waiter);
    const table = await allocateTable(waiter);
    await waiter.getByRole('radio', { name: 'Cash' }).click();
    await expectToast(waiter, 'Payment method updated successfully');
    const food = await addFirstDish(waiter);
    await button(waiter, 'Order').click();
    await expectVisible(button(waiter, 'Update Order'), 'the placed order (Update Order)');

    const newOrder = chef.getByTestId('new-order').filter({ hasText: `Table - ${table}` });
    await button(newOrder, 'Accept Order').click();
    await expectToast(chef, 'Order accepted successfully');
    const row = chef
      .getByTestId('accepted-table')
      .filter({ hasText: `Table - ${table}` })
      .getByRole('row', { name: food });
    await button(row, 'Prepare').click();
    await expectVisible(row.getByText('Being prepared', { exact: true }), 'the item being prepared');
    await button(row, 'Ready').click();
    await expectVisible(row.getByText('Ready to serve', { exact: true }), 'the item ready');
    const waiterLine = waiter.getByTestId('order-line').filter({ hasText: food });
    await expectVisible(waiterLine.getByText('Ready to serve', { exact: true }), 'the item ready on the waiter screen');

    const recall = chef.getByTestId('recall');
    await expectVisible(recall.getByText(`Ready: ${food} (Table - ${table})`), 'the last step offered for recall');
    await button(recall, 'Recall').click();
    await expectToast(chef, 'Recalled');
    await expectVisible(row.getByText('Being prepared', { exact: true }), 'the item being prepared again');
    await expectVisible(
      waiterLine.getByText('Being prepared', { exact: true }),
      'the item being prepared again on the waiter screen, live',
    );
    // the step before it (Prepare) is offered next
    await expectVisible(recall.getByText(`Prepare: ${food} (Table - ${table})`), 'the step before, offered next');
  }));
