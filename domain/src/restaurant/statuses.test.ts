import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  canTransition,
  deriveOrderStatus,
  deriveTableStatus,
  deriveTicketStatus,
  nextItemStatus,
  ticketTypeOf,
  type OrderItemState,
  type OrderedItemStatus,
  type RestaurantOrderStatus,
  type TicketStatus,
} from './statuses.js';

describe('item status machine (operations §4 "ACCEPTED -> BEING_PREPARED (Prepare) -> READY_TO_SERVE (Ready) -> SERVED")', () => {
  const cases: readonly [OrderedItemStatus, OrderedItemStatus, boolean][] = [
    ['NEW', 'ACCEPTED', true],
    ['NEW', 'REJECTED', true],
    ['NEW', 'CANCELLED', true],
    ['REJECTED', 'CANCELLED', true],
    ['ACCEPTED', 'BEING_PREPARED', true],
    ['BEING_PREPARED', 'READY_TO_SERVE', true],
    ['READY_TO_SERVE', 'SERVED', true],
    ['ACCEPTED', 'READY_TO_SERVE', false],
    ['ACCEPTED', 'CANCELLED', false],
    ['ACCEPTED', 'REJECTED', false],
    ['REJECTED', 'REJECTED', false],
    ['REJECTED', 'ACCEPTED', false],
    ['SERVED', 'READY_TO_SERVE', false],
    ['CANCELLED', 'NEW', false],
    ['BEING_PREPARED', 'SERVED', false],
  ];
  for (const [from, to, ok] of cases) {
    it(`${from} → ${to} is ${ok ? 'allowed' : 'refused'}`, () => assert.equal(canTransition(from, to), ok));
  }

  it('the next button moves one step forward and stops at SERVED', () => {
    assert.equal(nextItemStatus('ACCEPTED'), 'BEING_PREPARED');
    assert.equal(nextItemStatus('BEING_PREPARED'), 'READY_TO_SERVE');
    assert.equal(nextItemStatus('READY_TO_SERVE'), 'SERVED');
    assert.equal(nextItemStatus('SERVED'), null);
    assert.equal(nextItemStatus('NEW'), null);
  });
});

describe('ticket type ("A ticket (KOT food, BOT bar)")', () => {
  it('sends beverages to the bar and food and custom dishes to the kitchen', () => {
    assert.equal(ticketTypeOf('BEVERAGE'), 'BOT');
    assert.equal(ticketTypeOf('FOOD'), 'KOT');
    assert.equal(ticketTypeOf('CUSTOM_DISH'), 'KOT');
  });
});

describe('order status from its items and their tickets', () => {
  // Items as 'STATUS' (on an unreleased ticket) or 'STATUS@released' (on a ticket the chef released).
  const on = (spec: string): OrderItemState => {
    const [status, released] = spec.split('@') as [OrderedItemStatus, string | undefined];
    return { status, ticket: released ? 'READY_TO_SERVE' : status === 'NEW' ? 'PLACED' : 'BEING_PREPARED' };
  };
  const cases: readonly [string, string[], RestaurantOrderStatus, RestaurantOrderStatus][] = [
    ['a sent order awaits the kitchen', ['NEW', 'NEW'], 'PLACED', 'PLACED'],
    ['a rejection makes it REJECTED', ['NEW', 'REJECTED'], 'PLACED', 'REJECTED'],
    [
      'a requested reconfirmation stays until the waiter answers',
      ['REJECTED', 'NEW'],
      'REQUEST_CONFIRMATION',
      'REQUEST_CONFIRMATION',
    ],
    ['accepted items make it ACCEPTED', ['ACCEPTED', 'ACCEPTED', 'CANCELLED'], 'PLACED', 'ACCEPTED'],
    ['any item being prepared', ['ACCEPTED', 'BEING_PREPARED'], 'ACCEPTED', 'BEING_PREPARED'],
    [
      'one item ready beside an accepted one stays BEING_PREPARED (never back to ACCEPTED)',
      ['ACCEPTED', 'READY_TO_SERVE'],
      'BEING_PREPARED',
      'BEING_PREPARED',
    ],
    [
      'all items ready but the ticket not released is still BEING_PREPARED',
      ['READY_TO_SERVE', 'READY_TO_SERVE'],
      'BEING_PREPARED',
      'BEING_PREPARED',
    ],
    ['all released or served', ['READY_TO_SERVE@released', 'SERVED'], 'BEING_PREPARED', 'READY_TO_SERVE'],
    [
      'one ticket released, another still cooking',
      ['READY_TO_SERVE@released', 'BEING_PREPARED'],
      'BEING_PREPARED',
      'BEING_PREPARED',
    ],
    ['all served', ['SERVED', 'SERVED', 'CANCELLED'], 'READY_TO_SERVE', 'SERVED'],
    ['a new item on a served order is PLACED again', ['SERVED', 'NEW'], 'SERVED', 'PLACED'],
    ['a newly accepted item beside served ones', ['SERVED', 'ACCEPTED'], 'PLACED', 'ACCEPTED'],
    ['an order with nothing live left', ['CANCELLED'], 'REJECTED', 'PLACED'],
    ['COMPLETED is final', ['SERVED'], 'COMPLETED', 'COMPLETED'],
  ];
  for (const [name, items, current, expected] of cases) {
    it(name, () => assert.equal(deriveOrderStatus(items.map(on), current), expected));
  }
});

describe('ticket status from its items', () => {
  const cases: readonly [string, OrderedItemStatus[], TicketStatus, TicketStatus][] = [
    ['waiting for the kitchen', ['NEW'], 'PLACED', 'PLACED'],
    ['accepted', ['ACCEPTED', 'ACCEPTED'], 'PLACED', 'ACCEPTED'],
    ['preparing', ['ACCEPTED', 'BEING_PREPARED'], 'ACCEPTED', 'BEING_PREPARED'],
    ['items all ready but not released by the chef', ['READY_TO_SERVE'], 'BEING_PREPARED', 'BEING_PREPARED'],
    ['released by the chef', ['READY_TO_SERVE', 'SERVED'], 'READY_TO_SERVE', 'READY_TO_SERVE'],
    ['served', ['SERVED', 'CANCELLED'], 'READY_TO_SERVE', 'SERVED'],
    ['everything rejected or cancelled', ['REJECTED', 'CANCELLED'], 'PLACED', 'CANCELLED'],
  ];
  for (const [name, items, current, expected] of cases) {
    it(name, () => assert.equal(deriveTicketStatus(items, current), expected));
  }
});

describe('table status (operations §4 "Table status: VACANT, OCCUPIED, RESERVED, WAITING_FOR_ORDER, READY_TO_SERVE, SERVED")', () => {
  const cases: readonly [string, Parameters<typeof deriveTableStatus>[0], string][] = [
    ['free', { allocated: false, orderStatus: null, lineCount: 0 }, 'VACANT'],
    ['held by an administrator', { allocated: false, reserved: true, orderStatus: null, lineCount: 0 }, 'RESERVED'],
    ['allocated, no order', { allocated: true, orderStatus: null, lineCount: 0 }, 'OCCUPIED'],
    ['allocated, empty order', { allocated: true, orderStatus: 'PLACED', lineCount: 0 }, 'OCCUPIED'],
    ['kitchen working', { allocated: true, orderStatus: 'BEING_PREPARED', lineCount: 2 }, 'WAITING_FOR_ORDER'],
    [
      'awaiting reconfirmation',
      { allocated: true, orderStatus: 'REQUEST_CONFIRMATION', lineCount: 2 },
      'WAITING_FOR_ORDER',
    ],
    ['ready', { allocated: true, orderStatus: 'READY_TO_SERVE', lineCount: 2 }, 'READY_TO_SERVE'],
    ['served', { allocated: true, orderStatus: 'SERVED', lineCount: 2 }, 'SERVED'],
  ];
  for (const [name, table, expected] of cases) {
    it(name, () => assert.equal(deriveTableStatus(table), expected));
  }
});
