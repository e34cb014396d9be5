// Every transition of operations §4 (Restaurant order; Chef and waiter), played on one table's order
// with a kitchen ticket (KOT) and a bar ticket (BOT): after each step the order's status and the
// chef's count tiles follow from the domain's rules alone, the way the upstream stores them and the
// screen shows them. The order never moves back in a round (ORDER_PROGRESS), and the Ready to Serve
// tile counts exactly the released tickets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { countsAsNewOrder, inNewOrderList, kitchenCountsOfLists } from './rules.js';
import {
  ORDER_PROGRESS,
  deriveOrderStatus,
  deriveTicketStatus,
  isTicketOnBoard,
  kitchenCounts,
  type KitchenCounts,
  type OrderedItemStatus,
  type RestaurantOrderStatus,
  type TicketStatus,
  type TicketType,
} from './statuses.js';

interface Item {
  name: string;
  ticket: number;
  status: OrderedItemStatus;
}
interface Ticket {
  id: number;
  type: TicketType;
  status: TicketStatus;
}
interface Order {
  status: RestaurantOrderStatus;
  items: Item[];
  tickets: Ticket[];
}

/** What the upstream does after any change: tickets from their items, then the order (refreshStatuses). */
function refresh(order: Order, override?: RestaurantOrderStatus): void {
  for (const t of order.tickets) {
    t.status = deriveTicketStatus(
      order.items.filter((i) => i.ticket === t.id).map((i) => i.status),
      t.status,
    );
  }
  const ticketOf = (id: number) => order.tickets.find((t) => t.id === id)!.status;
  order.status = deriveOrderStatus(
    order.items.map((i) => ({ status: i.status, ticket: ticketOf(i.ticket) })),
    override ?? order.status,
  );
}

const counts = (order: Order): KitchenCounts =>
  kitchenCounts(
    inNewOrderList(order.items.map((i) => i.status)) ? [order.status] : [],
    order.tickets.map((t) => t.status).filter(isTicketOnBoard),
  );

const set = (order: Order, names: string[], status: OrderedItemStatus) => {
  for (const i of order.items) if (names.includes(i.name)) i.status = status;
};
const openTicket = (order: Order, type: TicketType): number => {
  const open = order.tickets.find((t) => t.type === type && t.status === 'PLACED');
  if (open) return open.id;
  const id = order.tickets.length + 1;
  order.tickets.push({ id, type, status: 'PLACED' });
  return id;
};

type Step = readonly [
  /** the transition, in the spec's words */
  string,
  (order: Order) => RestaurantOrderStatus | void,
  /** the order's status after it */
  RestaurantOrderStatus,
  /** the tiles after it: requestConfirmation, placed, accepted, beingPrepared, readyToServe */
  [number, number, number, number, number],
  /** a new round (or the waiter's answer) may start the order again; a kitchen step never goes back */
  'new round'?,
];

const add = (names: string[], type: TicketType) => (o: Order) => {
  const ticket = openTicket(o, type);
  for (const name of names) o.items.push({ name, ticket, status: 'NEW' });
};
const accept = (o: Order) => {
  for (const i of o.items) if (i.status === 'NEW') i.status = 'ACCEPTED';
};
const release = (type: TicketType) => (o: Order) => {
  const t = o.tickets.find((x) => x.type === type && x.status === 'BEING_PREPARED')!;
  t.status = 'READY_TO_SERVE';
};
const serve = (type: TicketType) => (o: Order) => {
  const t = o.tickets.find((x) => x.type === type && x.status === 'READY_TO_SERVE')!;
  for (const i of o.items) if (i.ticket === t.id && i.status === 'READY_TO_SERVE') i.status = 'SERVED';
};

const STEPS: readonly Step[] = [
  [
    'the waiter sends rice and curry (KOT) and a juice (BOT): PLACED',
    add(['rice', 'curry'], 'KOT'),
    'PLACED',
    [0, 1, 0, 0, 0],
    'new round',
  ],
  ['…and a juice on a BOT', add(['juice'], 'BOT'), 'PLACED', [0, 1, 0, 0, 0]],
  ['the chef rejects the curry: REJECTED', (o) => set(o, ['curry'], 'REJECTED'), 'REJECTED', [0, 1, 0, 0, 0]],
  [
    "the chef asks for reconfirmation ('Reconfirm order')",
    () => 'REQUEST_CONFIRMATION',
    'REQUEST_CONFIRMATION',
    [1, 0, 0, 0, 0],
  ],
  [
    'the waiter confirms: the rejected item is cancelled, sent as PLACED',
    (o) => (set(o, ['curry'], 'CANCELLED'), 'PLACED'),
    'PLACED',
    [0, 1, 0, 0, 0],
    'new round',
  ],
  ["'Accept Order': NEW → ACCEPTED on both tickets", accept, 'ACCEPTED', [0, 0, 2, 0, 0]],
  [
    'Prepare the rice: ACCEPTED → BEING_PREPARED',
    (o) => set(o, ['rice'], 'BEING_PREPARED'),
    'BEING_PREPARED',
    [0, 0, 1, 1, 0],
  ],
  [
    'Ready the rice: BEING_PREPARED → READY_TO_SERVE (the juice is still only accepted)',
    (o) => set(o, ['rice'], 'READY_TO_SERVE'),
    'BEING_PREPARED',
    [0, 0, 1, 1, 0],
  ],
  ["'Ready to serve' on the KOT: the ticket is released", release('KOT'), 'BEING_PREPARED', [0, 0, 1, 0, 1]],
  ["the waiter's SERVED on the KOT", serve('KOT'), 'BEING_PREPARED', [0, 0, 1, 0, 0]],
  ['Prepare the juice', (o) => set(o, ['juice'], 'BEING_PREPARED'), 'BEING_PREPARED', [0, 0, 0, 1, 0]],
  ['Ready the juice', (o) => set(o, ['juice'], 'READY_TO_SERVE'), 'BEING_PREPARED', [0, 0, 0, 1, 0]],
  ["'Ready to serve' on the BOT", release('BOT'), 'READY_TO_SERVE', [0, 0, 0, 0, 1]],
  ["the waiter's SERVED on the BOT: everything served", serve('BOT'), 'SERVED', [0, 0, 0, 0, 0]],
  [
    'a dessert is added to the served order: PLACED again',
    add(['dessert'], 'KOT'),
    'PLACED',
    [0, 1, 0, 0, 0],
    'new round',
  ],
  [
    'the waiter withdraws it before the kitchen answers: CANCELLED',
    (o) => set(o, ['dessert'], 'CANCELLED'),
    'SERVED',
    [0, 0, 0, 0, 0],
    'new round',
  ],
  ['a tea is added and accepted', (o) => (add(['tea'], 'BOT')(o), accept(o)), 'ACCEPTED', [0, 0, 1, 0, 0], 'new round'],
];

describe('operations §4, every transition: order status and the chef’s tiles from one rule', () => {
  const order: Order = { status: 'NEW', items: [], tickets: [] };
  for (const [name, step, status, tiles, newRound] of STEPS) {
    it(name, () => {
      const before = order.status;
      const override = step(order);
      refresh(order, override ?? undefined);
      assert.equal(order.status, status);
      const c = counts(order);
      assert.deepEqual(
        [c.requestConfirmation, c.placed, c.accepted, c.beingPrepared, c.readyToServe],
        tiles,
        'requestConfirmation, placed, accepted, beingPrepared, readyToServe',
      );
      if (!newRound && before !== 'NEW') {
        assert.ok(ORDER_PROGRESS[order.status] >= ORDER_PROGRESS[before], `${before} → ${order.status} went back`);
      }
      // the Ready to Serve tile follows the released tickets, whatever the order's status says
      assert.equal(c.readyToServe, order.tickets.filter((t) => t.status === 'READY_TO_SERVE').length);
    });
  }
});

describe('kitchen count tiles', () => {
  it('count carousel orders and board tickets by status', () => {
    assert.deepEqual(
      kitchenCounts(
        ['PLACED', 'REJECTED', 'REQUEST_CONFIRMATION'],
        ['ACCEPTED', 'BEING_PREPARED', 'BEING_PREPARED', 'READY_TO_SERVE'],
      ),
      { requestConfirmation: 1, placed: 2, accepted: 1, beingPrepared: 2, readyToServe: 1 },
    );
  });
  it('the board holds accepted tickets until served', () => {
    const on = (['PLACED', 'ACCEPTED', 'BEING_PREPARED', 'READY_TO_SERVE', 'SERVED', 'CANCELLED'] as const).filter(
      isTicketOnBoard,
    );
    assert.deepEqual(on, ['ACCEPTED', 'BEING_PREPARED', 'READY_TO_SERVE']);
  });
});

describe('count tiles from the board lists (what GET order/count answers)', () => {
  const cases: [string, Parameters<typeof countsAsNewOrder>, boolean][] = [
    ['an open order with a new item', ['PLACED', ['NEW', 'CANCELLED']], true],
    ['an open order with a rejected item', ['REJECTED', ['REJECTED']], true],
    ['an order awaiting the waiter', ['REQUEST_CONFIRMATION', ['REJECTED', 'NEW']], true],
    ['a cancelled order the chef has not acknowledged', ['CANCELLED', ['CANCELLED']], false],
    ['an open order whose only card items were withdrawn', ['ACCEPTED', ['CANCELLED']], false],
    ['a paid order', ['COMPLETED', ['NEW']], false],
  ];
  for (const [what, [order, items], counted] of cases) {
    it(`${what}: ${counted ? 'counted' : 'shown, not counted'}`, () => {
      assert.equal(countsAsNewOrder(order, items), counted);
    });
  }
  it('tickets count while on the board, by status', () => {
    assert.deepEqual(
      kitchenCountsOfLists(
        [
          { orderStatus: 'PLACED', itemStatuses: ['NEW'] },
          { orderStatus: 'REQUEST_CONFIRMATION', itemStatuses: ['REJECTED'] },
          { orderStatus: 'CANCELLED', itemStatuses: ['CANCELLED'] },
        ],
        ['ACCEPTED', 'READY_TO_SERVE', 'BEING_PREPARED', 'SERVED', null],
      ),
      { requestConfirmation: 1, placed: 1, accepted: 1, beingPrepared: 1, readyToServe: 1 },
    );
  });
});
