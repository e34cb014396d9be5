import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  RESTAURANT_REFUSALS as R,
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

describe('waiter: payment method ("OTHER means none chosen and ordering is blocked")', () => {
  it('blocks OTHER and no choice with the spec message', () => {
    assert.equal(paymentMethodRefusal('OTHER'), 'Please select a payment method (Cash / Room).');
    assert.equal(paymentMethodRefusal(null), R.selectPaymentMethod);
  });
  it('lets CASH and ROOM_BILL order', () => {
    assert.equal(paymentMethodRefusal('CASH'), null);
    assert.equal(paymentMethodRefusal('ROOM_BILL'), null);
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
    ['PLACED', ['SERVED', 'NEW'], R.servedItems],
    ['ACCEPTED', ['ACCEPTED'], R.alreadyAccepted],
    ['SERVED', ['SERVED'], R.alreadyAccepted],
    ['COMPLETED', ['SERVED'], R.alreadyCompleted],
  ];
  for (const [status, items, refusal] of cases) {
    it(`${status} [${items.join(', ')}] → ${refusal ?? 'allowed'}`, () =>
      assert.equal(cancelOrderRefusal(status, items), refusal));
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
  it('names why', () => assert.equal(invoiceRefusal(['SERVED', 'NEW']), R.notAllServed));
});

describe('waiter: VAT checkbox and table time', () => {
  it('"The VAT checkbox can change only when no order exists or it is PLACED"', () => {
    assert.equal(vatChangeRefusal(null), null);
    assert.equal(vatChangeRefusal('PLACED'), null);
    assert.equal(vatChangeRefusal('ACCEPTED'), R.vatLocked);
    assert.equal(vatChangeRefusal('REQUEST_CONFIRMATION'), R.vatLocked);
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
    assert.equal(deallocationRefusal('RESERVED', 0), 'Unable to deallocate table'));
});

describe('chef: Accept Order ("disabled if any item is NEW/REJECTED-flagged with a rejection present")', () => {
  const cases: readonly [O, I[], string | null][] = [
    ['PLACED', ['NEW', 'NEW'], null],
    ['PLACED', ['NEW', 'CANCELLED'], null],
    ['REJECTED', ['NEW', 'REJECTED'], R.rejectionPending],
    ['REQUEST_CONFIRMATION', ['NEW', 'REJECTED'], R.awaitingReconfirmation],
    ['ACCEPTED', ['ACCEPTED'], 'This order was already accepted'],
    ['PLACED', ['CANCELLED'], R.nothingToAccept],
    ['COMPLETED', ['SERVED'], R.alreadyCompleted],
  ];
  for (const [status, items, refusal] of cases) {
    it(`${status} [${items.join(', ')}] → ${refusal ?? 'allowed'}`, () => {
      assert.equal(acceptRefusal(status, items), refusal);
      assert.equal(acceptEnabled(status, items), refusal === null);
    });
  }
});

describe('chef: Reconfirm order ("only when at least one item was rejected and the order is not already REQUEST_CONFIRMATION")', () => {
  const cases: readonly [O, I[], string | null][] = [
    ['REJECTED', ['NEW', 'REJECTED'], null],
    ['REQUEST_CONFIRMATION', ['REJECTED'], R.confirmationAlreadyRequested],
    ['PLACED', ['NEW'], R.nothingRejected],
  ];
  for (const [status, items, refusal] of cases) {
    it(`${status} [${items.join(', ')}] → ${refusal ?? 'allowed'}`, () => {
      assert.equal(reconfirmRefusal(status, items), refusal);
      assert.equal(reconfirmEnabled(status, items), refusal === null);
    });
  }
});

describe('chef: Reject ("disabled on an already rejected item")', () => {
  it('rejects a NEW item', () => assert.equal(rejectEnabled('NEW'), true));
  it('refuses a rejected one', () => assert.equal(rejectRefusal('REJECTED'), R.itemAlreadyRejected));
  it('refuses an accepted one', () => assert.equal(rejectRefusal('BEING_PREPARED'), R.itemAlreadyAccepted));
  it('refuses a cancelled one', () => assert.equal(rejectRefusal('CANCELLED'), R.itemCancelled));
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
    assert.equal(ticketServeRefusal('BEING_PREPARED'), R.ticketNotReleased));
  it('refuses a served one', () => assert.equal(ticketServeRefusal('SERVED'), R.ticketAlreadyServed));
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
      itemTransitionRefusal('ACCEPTED', 'READY_TO_SERVE'),
      'This item is accepted and cannot become ready to serve',
    ));
  it('explains a repeated step', () =>
    assert.equal(itemTransitionRefusal('SERVED', 'SERVED'), 'This item is already served'));
});
