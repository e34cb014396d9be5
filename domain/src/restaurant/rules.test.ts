import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { refusalText } from '../messages/refusals.js';
import { RESTAURANT_REFUSALS as R } from './refusals.js';
import {
  acceptEnabled,
  acceptRefusal,
  cancelOrderEnabled,
  cancelOrderRefusal,
  cancellationScope,
  deallocationRefusal,
  inNewOrderList,
  invoiceRefusal,
  itemTransitionRefusal,
  orderButtonEnabled,
  orderButtonLabel,
  paymentMethodRefusal,
  prepareInvoiceEnabled,
  type RestaurantRefusal,
  reconfirmEnabled,
  reconfirmRefusal,
  rejectEnabled,
  rejectRefusal,
  serveEnabled,
  statusToSend,
  tableSelection,
  tableTimeLocked,
  ticketReadyEnabled,
  ticketServeRefusal,
  vatChangeRefusal,
} from './rules.js';
import type { OrderedItemStatus as I, RestaurantOrderStatus as O } from './statuses.js';

/** The English text the upstream would answer for a rule's refusal. */
const text = (refusal: RestaurantRefusal | null) => refusal && refusalText(refusal.reason, refusal.params);

describe('waiter: payment method ("OTHER means none chosen and ordering is blocked")', () => {
  it('blocks OTHER and no choice with the spec message', () => {
    assert.equal(text(paymentMethodRefusal('OTHER')), 'Please select a payment method (Cash / Room).');
    assert.equal(text(paymentMethodRefusal(null)), R.SELECT_PAYMENT_METHOD);
  });
  it('lets CASH and ROOM_BILL order', () => {
    assert.equal(text(paymentMethodRefusal('CASH')), null);
    assert.equal(text(paymentMethodRefusal('ROOM_BILL')), null);
  });
});

describe('waiter: Order button ("disabled when nothing new is to be sent or the order is not editable")', () => {
  const cases: readonly [O | null, number, boolean][] = [
    [null, 0, false],
    [null, 2, true],
    ['PLACED', 0, false],
    ['PLACED', 1, true],
    ['SERVED', 1, true],
    ['REQUEST_CONFIRMATION', 0, true],
    ['COMPLETED', 1, false],
  ];
  for (const [status, unsentLines, enabled] of cases) {
    it(`${status ?? 'no order'} with ${unsentLines} unsent line(s): ${enabled ? 'enabled' : 'disabled'}`, () =>
      assert.equal(orderButtonEnabled({ status, unsentLines }), enabled));
  }
  it('reads Order, Update Order, or Confirm Order while reconfirmation is requested', () => {
    assert.equal(orderButtonLabel(null), 'Order');
    assert.equal(orderButtonLabel('ACCEPTED'), 'Update Order');
    assert.equal(orderButtonLabel('REQUEST_CONFIRMATION'), 'Confirm Order');
  });
  it('"The status REQUEST_CONFIRMATION is sent as PLACED on update"', () => {
    assert.equal(statusToSend('REQUEST_CONFIRMATION'), 'PLACED');
    assert.equal(statusToSend(null), 'PLACED');
    assert.equal(statusToSend('ACCEPTED'), 'ACCEPTED');
  });
});

describe('waiter: Cancel Order ("enabled only for PLACED or REQUEST_CONFIRMATION ... disabled once any item was served unless REQUEST_CONFIRMATION")', () => {
  const cases: readonly [O, I[], string | null][] = [
    ['PLACED', ['NEW'], null],
    ['REQUEST_CONFIRMATION', ['NEW', 'REJECTED'], null],
    ['REJECTED', ['REJECTED'], null],
    ['REQUEST_CONFIRMATION', ['SERVED', 'REJECTED'], null],
    ['PLACED', ['SERVED', 'NEW'], R.ORDER_ITEMS_SERVED],
    ['ACCEPTED', ['ACCEPTED'], R.ORDER_ALREADY_ACCEPTED],
    ['SERVED', ['SERVED'], R.ORDER_ALREADY_ACCEPTED],
    ['COMPLETED', ['SERVED'], R.ORDER_ALREADY_COMPLETED],
  ];
  for (const [status, items, refusal] of cases) {
    it(`${status} [${items.join(', ')}] → ${refusal ?? 'allowed'}`, () =>
      assert.equal(text(cancelOrderRefusal(status, items)), refusal));
  }
  it('is enabled while unsent lines exist, whatever the order status', () =>
    assert.equal(cancelOrderEnabled({ status: 'ACCEPTED', items: ['ACCEPTED'], unsentLines: 1 }), true));
  it('cancels the whole order until something was accepted, then only the pending lines', () => {
    assert.equal(cancellationScope(['NEW', 'REJECTED']), 'ORDER');
    assert.equal(cancellationScope(['SERVED', 'NEW']), 'PENDING_LINES');
  });
});

describe('waiter: Prepare Invoice ("only when there are lines and every line is SERVED")', () => {
  const cases: readonly [I[], boolean][] = [
    [[], false],
    [['SERVED', 'SERVED'], true],
    [['SERVED', 'REJECTED', 'CANCELLED'], true],
    [['SERVED', 'READY_TO_SERVE'], false],
    [['CANCELLED'], false],
  ];
  for (const [items, enabled] of cases) {
    it(`[${items.join(', ')}] → ${enabled}`, () => assert.equal(prepareInvoiceEnabled(items), enabled));
  }
  it('names why', () => assert.equal(text(invoiceRefusal(['SERVED', 'NEW'])), R.ORDER_NOT_ALL_SERVED));
});

describe('waiter: VAT checkbox and table time', () => {
  it('"The VAT checkbox can change only when no order exists or it is PLACED"', () => {
    assert.equal(text(vatChangeRefusal(null)), null);
    assert.equal(text(vatChangeRefusal('PLACED')), null);
    assert.equal(text(vatChangeRefusal('ACCEPTED')), R.ORDER_VAT_LOCKED);
    assert.equal(text(vatChangeRefusal('REQUEST_CONFIRMATION')), R.ORDER_VAT_LOCKED);
  });
  it('"The table time picker is locked once the status is beyond PLACED/NEW"', () => {
    assert.equal(tableTimeLocked(null), false);
    assert.equal(tableTimeLocked('NEW'), false);
    assert.equal(tableTimeLocked('PLACED'), false);
    assert.equal(tableTimeLocked('ACCEPTED'), true);
    assert.equal(tableTimeLocked('SERVED'), true);
  });
});

describe('waiter: selecting a table ("Selecting a VACANT table allocates it ... otherwise \'Unable to deallocate table\'")', () => {
  const cases = [
    ['VACANT', 0, 'ALLOCATE'],
    ['OCCUPIED', 0, 'DEALLOCATE'],
    ['SERVED', 0, 'DEALLOCATE'],
    ['OCCUPIED', 2, 'UNABLE'],
    ['SERVED', 1, 'UNABLE'],
    ['RESERVED', 0, 'UNABLE'],
    ['WAITING_FOR_ORDER', 0, 'UNABLE'],
    ['READY_TO_SERVE', 3, 'UNABLE'],
  ] as const;
  for (const [status, lines, action] of cases) {
    it(`${status} with ${lines} line(s) → ${action}`, () => assert.equal(tableSelection(status, lines), action));
  }
  it('refuses with the spec message', () =>
    assert.equal(text(deallocationRefusal('RESERVED', 0)), 'Unable to deallocate table'));
});

describe('chef: Accept Order ("disabled if any item is NEW/REJECTED-flagged with a rejection present")', () => {
  const cases: readonly [O, I[], string | null][] = [
    ['PLACED', ['NEW', 'NEW'], null],
    ['PLACED', ['NEW', 'CANCELLED'], null],
    ['REJECTED', ['NEW', 'REJECTED'], R.ORDER_REJECTION_PENDING],
    ['REQUEST_CONFIRMATION', ['NEW', 'REJECTED'], R.ORDER_AWAITING_RECONFIRMATION],
    ['ACCEPTED', ['ACCEPTED'], 'This order was already accepted'],
    ['PLACED', ['CANCELLED'], R.ORDER_NOTHING_TO_ACCEPT],
    ['COMPLETED', ['SERVED'], R.ORDER_ALREADY_COMPLETED],
  ];
  for (const [status, items, refusal] of cases) {
    it(`${status} [${items.join(', ')}] → ${refusal ?? 'allowed'}`, () => {
      assert.equal(text(acceptRefusal(status, items)), refusal);
      assert.equal(acceptEnabled(status, items), refusal === null);
    });
  }
});

describe('chef: Reconfirm order ("only when at least one item was rejected and the order is not already REQUEST_CONFIRMATION")', () => {
  const cases: readonly [O, I[], string | null][] = [
    ['REJECTED', ['NEW', 'REJECTED'], null],
    ['REQUEST_CONFIRMATION', ['REJECTED'], R.ORDER_RECONFIRMATION_ALREADY_REQUESTED],
    ['PLACED', ['NEW'], R.ORDER_NOTHING_REJECTED],
  ];
  for (const [status, items, refusal] of cases) {
    it(`${status} [${items.join(', ')}] → ${refusal ?? 'allowed'}`, () => {
      assert.equal(text(reconfirmRefusal(status, items)), refusal);
      assert.equal(reconfirmEnabled(status, items), refusal === null);
    });
  }
});

describe('chef: Reject ("disabled on an already rejected item")', () => {
  it('rejects a NEW item', () => assert.equal(rejectEnabled('NEW'), true));
  it('refuses a rejected one', () => assert.equal(text(rejectRefusal('REJECTED')), R.ITEM_ALREADY_REJECTED));
  it('refuses an accepted one', () => assert.equal(text(rejectRefusal('BEING_PREPARED')), R.ITEM_ALREADY_ACCEPTED));
  it('refuses a cancelled one', () => assert.equal(text(rejectRefusal('CANCELLED')), R.ITEM_CANCELLED));
});

describe('chef: whole-ticket Ready to serve ("disabled while any item is neither READY_TO_SERVE nor SERVED, unless the ticket is already READY_TO_SERVE")', () => {
  const cases = [
    ['BEING_PREPARED', ['READY_TO_SERVE', 'SERVED'], true],
    ['BEING_PREPARED', ['READY_TO_SERVE', 'BEING_PREPARED'], false],
    ['ACCEPTED', ['ACCEPTED'], false],
    ['READY_TO_SERVE', ['READY_TO_SERVE'], true],
    ['BEING_PREPARED', ['READY_TO_SERVE', 'CANCELLED'], true],
    ['SERVED', ['SERVED'], false],
  ] as const;
  for (const [ticket, items, enabled] of cases) {
    it(`${ticket} [${items.join(', ')}] → ${enabled}`, () => assert.equal(ticketReadyEnabled(ticket, items), enabled));
  }
});

describe('waiter: SERVED ("enabled only when the ticket is READY_TO_SERVE")', () => {
  it('serves a released ticket', () => assert.equal(serveEnabled('READY_TO_SERVE'), true));
  it('refuses a ticket still being prepared', () =>
    assert.equal(text(ticketServeRefusal('BEING_PREPARED')), R.TICKET_NOT_RELEASED));
  it('refuses a served one', () => assert.equal(text(ticketServeRefusal('SERVED')), R.TICKET_ALREADY_SERVED));
});

describe('chef: new-order list ("includes a table only if it has an item that is NEW or REJECTED")', () => {
  const cases: readonly [I[], boolean][] = [
    [['NEW'], true],
    [['REJECTED', 'ACCEPTED'], true],
    [['ACCEPTED', 'CANCELLED'], false],
    [['SERVED'], false],
  ];
  for (const [items, included] of cases) {
    it(`[${items.join(', ')}] → ${included}`, () => assert.equal(inNewOrderList(items), included));
  }
});

describe('item transition refusals', () => {
  it('explains a step skipped', () =>
    assert.equal(
      text(itemTransitionRefusal('ACCEPTED', 'READY_TO_SERVE')),
      'This item is accepted and cannot become ready to serve',
    ));
  it('explains a repeated step', () =>
    assert.equal(text(itemTransitionRefusal('SERVED', 'SERVED')), 'This item is already served'));
});

describe('a transition’s refusal names the statuses by code for translations', () => {
  it('carries both codes and the English words', () =>
    assert.deepEqual(itemTransitionRefusal('ACCEPTED', 'READY_TO_SERVE'), {
      reason: 'ITEM_TRANSITION_NOT_ALLOWED',
      params: { from: 'ACCEPTED', to: 'READY_TO_SERVE', fromLabel: 'accepted', toLabel: 'ready to serve' },
    }));
});
