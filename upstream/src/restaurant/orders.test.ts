// The order and kitchen calls' refusals: bad input is a 40000 naming the field with the spec's
// message, an illegal transition a 40900 with the rule's message, and in both cases nothing is
// written. Plus cancellation (whole order, or only the lines awaiting the kitchen) seen live.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chefTopic, restaurant } from '@hotel/schema';
import type { Inbox } from '../stomp/testing.js';
import {
  LiveClient,
  addWaiter,
  fails,
  line,
  ok,
  orderBody,
  startRestaurant,
  takeTable,
  type Json,
  type RestaurantFixture,
} from './test-fixture.js';

let f: RestaurantFixture;

before(async () => {
  f = await startRestaurant();
});
after(() => f.close());

/** Everything an order call may write, to compare before and after a refusal. */
async function snapshot(orderId: number) {
  const [row] = await f.up.db.query(
    `select (select order_status from restaurant_order where id = $1) as status,
            (select order_time || vat_applicable from restaurant_order where id = $1) as fields,
            (select json_agg(json_build_object('id', id, 's', status, 'q', quantity, 'r', remarks) order by id)
               from ordered_item where order_id = $1) as items,
            (select json_agg(json_build_object('id', id, 's', ticket_status) order by id)
               from kitchen_ticket where order_id = $1) as tickets,
            (select count(*)::int from item_rejection r join ordered_item i on i.id = r.ordered_item_id
              where i.order_id = $1) as rejections,
            (select count(*)::int from restaurant_vat_registry) as vat_customers,
            (select count(*)::int from room_charge) as room_charges`,
    [orderId],
  );
  return row;
}
const orderCount = async () =>
  Number((await f.up.db.query<{ n: number }>('select count(*)::int as n from restaurant_order'))[0]!.n);

/** A placed order on a fresh table; answers the allocation and the order. */
async function placed(number: string, names: string[]): Promise<{ allocationId: number; order: Json }> {
  const allocationId = await takeTable(f, number, 'CASH');
  const order = ok(
    await f.call(restaurant.createOrder, f.waiter, {
      body: orderBody(
        f,
        number,
        allocationId,
        names.map((n) => line(f.item(n))),
      ),
    }),
  ).order;
  return { allocationId, order };
}

/** Moves every accepted item of a ticket to READY_TO_SERVE and releases it. */
async function ready(orderId: number, kotId: number) {
  const order = ok(await f.call(restaurant.orderById, f.chef, { params: { id: orderId } })).order;
  for (const l of order.orderedItemDtoList.filter(
    (x: Json) => x.kotId === kotId && x.orderedItemStatus === 'ACCEPTED',
  )) {
    for (const status of ['BEING_PREPARED', 'READY_TO_SERVE']) {
      ok(await f.call(restaurant.updateHoldingItemStatus, f.chef, { body: { id: l.id, status, kotId } }));
    }
  }
}

describe('placing an order: bad input is refused and nothing is written', () => {
  let allocationId: number;
  before(async () => {
    allocationId = await takeTable(f, '1', 'CASH');
  });

  type Params = Record<string, string>;
  const cases: [string, (body: ReturnType<typeof orderBody>) => unknown, string, string, string, Params?][] = [
    [
      'a remark over 60 characters',
      (b) => ({ ...b, orderedItemDtoList: [line(f.item('Chicken Kottu'), 1, 'x'.repeat(61))] }),
      'orderedItemDtoList.0.remarks',
      'Character Limit Exceeded! (Max: 60 characters)',
      'REMARKS_TOO_LONG',
    ],
    [
      'a quantity below 1',
      (b) => ({ ...b, orderedItemDtoList: [line(f.item('Chicken Kottu'), 0)] }),
      'orderedItemDtoList.0.quantity',
      'Quantity cannot be less than 1',
      'QUANTITY_BELOW_ONE',
    ],
    ['no table time', (b) => ({ ...b, orderTime: '' }), 'orderTime', 'Time is required', 'TABLE_TIME_REQUIRED'],
    [
      'nothing to order',
      (b) => ({ ...b, orderedItemDtoList: [] }),
      'orderedItemDtoList',
      'Add at least one item to order',
      'ORDER_NEEDS_AN_ITEM',
    ],
    ['no table', (b) => ({ ...b, tableId: undefined }), 'tableId', 'Please select a table', 'SELECT_TABLE'],
    [
      'an item that is not available',
      (b) => ({ ...b, orderedItemDtoList: [line(f.item('Grilled Salmon'))] }),
      'orderedItemDtoList.0.itemId',
      'Grilled Salmon is not available',
      'ITEM_NOT_AVAILABLE',
      { name: 'Grilled Salmon' },
    ],
    [
      'an item of no menu',
      (b) => ({ ...b, orderedItemDtoList: [line(999999)] }),
      'orderedItemDtoList.0.itemId',
      'This item is not on the menu of this restaurant',
      'ITEM_NOT_ON_MENU',
    ],
    [
      'a table that is not the allocation’s',
      (b) => ({ ...b, tableId: f.tables.get('2') }),
      'tableId',
      'The table does not match its allocation',
      'TABLE_ALLOCATION_MISMATCH',
    ],
  ];
  for (const [name, change, field, message, reason, params] of cases) {
    test(`refuses ${name}`, async () => {
      const before = await orderCount();
      const res = await f.call(restaurant.createOrder, f.waiter, {
        body: change(orderBody(f, '1', allocationId, [line(f.item('Chicken Kottu'))])),
      });
      fails(res, '40000');
      assert.equal(res.status, 400);
      assert.deepEqual(res.json.errors[0], { field, message, reason, ...(params ? { params } : {}) });
      assert.equal(res.json.reason, reason, 'the envelope carries the first field’s reason');
      assert.equal(await orderCount(), before);
    });
  }

  test('refuses to order before a payment method is chosen (OTHER)', async () => {
    const other = await takeTable(f, '2', 'OTHER');
    const before = await orderCount();
    const res = await f.call(restaurant.createOrder, f.waiter, {
      body: orderBody(f, '2', other, [line(f.item('Chicken Kottu'))]),
    });
    fails(res, '40000', 'Please select a payment method (Cash / Room).');
    assert.equal(res.json.errors[0].field, 'paymentMethod');
    assert.equal(await orderCount(), before);
  });

  test('the chef may not place orders; another waiter may not touch this table', async () => {
    const body = orderBody(f, '1', allocationId, [line(f.item('Chicken Kottu'))]);
    fails(await f.call(restaurant.createOrder, f.chef, { body }), '40300');
    const second = await addWaiter(f, 'second.waiter@demo.lk');
    fails(
      await f.call(restaurant.createOrder, second.token, { body }),
      '40300',
      'This table is served by another waiter',
    );
  });
});

describe('kitchen refusals leave the order as it was', () => {
  let order: Json;
  before(async () => {
    order = (await placed('4', ['Chicken Kottu', 'Mango Juice'])).order;
  });

  test('a reject without a reason is 40000 Reason is required', async () => {
    const before = await snapshot(order.id);
    for (const query of [{}, { reason: '  ' }]) {
      const res = await f.call(restaurant.rejectOrderedItem, f.chef, {
        params: { itemId: order.orderedItemDtoList[0].id },
        query,
      });
      fails(res, '40000', 'reason: Reason is required');
      assert.deepEqual(res.json.errors, [
        { field: 'reason', message: 'Reason is required', reason: 'REJECT_REASON_REQUIRED' },
      ]);
    }
    assert.deepEqual(await snapshot(order.id), before);
  });

  test('the waiter may not use the kitchen calls', async () => {
    fails(await f.call(restaurant.acceptOrder, f.waiter, { params: { orderId: order.id } }), '40300');
    fails(await f.call(restaurant.orderCounts, f.waiter, { params: { serviceId: f.serviceId } }), '40300');
    fails(await f.call(restaurant.orderedItemHoldings, f.waiter, { params: { serviceId: f.serviceId } }), '40300');
  });

  test('reconfirmation needs a rejected item', async () => {
    const before = await snapshot(order.id);
    fails(
      await f.call(restaurant.requestOrderConfirmation, f.chef, { params: { orderId: order.id } }),
      '40900',
      'No item of this order was rejected',
    );
    assert.deepEqual(await snapshot(order.id), before);
  });

  test('an item cannot be prepared before the order is accepted, nor skip a step', async () => {
    const kottu = order.orderedItemDtoList[0];
    const before = await snapshot(order.id);
    fails(
      await f.call(restaurant.updateHoldingItemStatus, f.chef, {
        body: { id: kottu.id, status: 'BEING_PREPARED', kotId: kottu.kotId },
      }),
      '40900',
      'This item is new and cannot become being prepared',
    );
    ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }));
    const accepted = await snapshot(order.id);
    fails(
      await f.call(restaurant.updateHoldingItemStatus, f.chef, {
        body: { id: kottu.id, status: 'READY_TO_SERVE', kotId: kottu.kotId },
      }),
      '40900',
      'This item is accepted and cannot become ready to serve',
    );
    fails(
      await f.call(restaurant.updateHoldingItemStatus, f.chef, {
        body: { id: kottu.id, status: 'BEING_PREPARED', kotId: order.orderedItemDtoList[1].kotId },
      }),
      '40400',
    );
    assert.notDeepEqual(accepted, before);
    assert.deepEqual(await snapshot(order.id), accepted);
  });

  test('an accepted item can be neither rejected nor withdrawn', async () => {
    const kottu = order.orderedItemDtoList[0];
    const before = await snapshot(order.id);
    fails(
      await f.call(restaurant.rejectOrderedItem, f.chef, { params: { itemId: kottu.id }, query: { reason: 'Late' } }),
      '40900',
      'This item was already accepted',
    );
    fails(
      await f.call(restaurant.updateOrderedItemStatus, f.waiter, {
        params: { id: kottu.id },
        query: { orderedItemStatus: 'CANCELLED' },
      }),
      '40900',
      'This item was already accepted',
    );
    assert.deepEqual(await snapshot(order.id), before);
  });

  test('a ticket is released only when all its items are ready, and served only once released', async () => {
    const kot = order.orderedItemDtoList[0].kotId;
    const bot = order.orderedItemDtoList[1].kotId;
    const before = await snapshot(order.id);
    fails(
      await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId: kot } }),
      '40900',
      'Every item of the ticket must be ready to serve first',
    );
    fails(
      await f.call(restaurant.serveKot, f.waiter, { params: { id: kot }, body: { id: kot, orderStatus: 'SERVED' } }),
      '40900',
      'This ticket is not ready to serve yet',
    );
    fails(await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId: bot } }), '40400', 'KOT not found');
    fails(
      await f.call(restaurant.serveKot, f.waiter, { params: { id: kot }, body: { id: bot, orderStatus: 'SERVED' } }),
      '40000',
    );
    fails(
      await f.call(restaurant.updateOrderedItemStatus, f.waiter, {
        params: { id: order.orderedItemDtoList[0].id },
        query: { orderedItemStatus: 'SERVED' },
      }),
      '40900',
      'This item is accepted and cannot become served',
    );
    assert.deepEqual(await snapshot(order.id), before);
    await ready(order.id, kot);
    ok(await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId: kot } }));
    ok(await f.call(restaurant.serveKot, f.waiter, { params: { id: kot }, body: { id: kot, orderStatus: 'SERVED' } }));
    const served = await snapshot(order.id);
    fails(
      await f.call(restaurant.serveKot, f.waiter, { params: { id: kot }, body: { id: kot, orderStatus: 'SERVED' } }),
      '40900',
      'This ticket was already served',
    );
    assert.deepEqual(await snapshot(order.id), served);
  });

  test('the table time and VAT are locked once accepted; paying needs every line served', async () => {
    const before = await snapshot(order.id);
    fails(
      await f.call(restaurant.updateOrder, f.waiter, {
        body: { ...orderBody(f, '4', order.tableAllocationId, []), id: order.id, orderTime: '21:00' },
      }),
      '40900',
      'The table time can no longer change',
    );
    fails(
      await f.call(restaurant.completeOrder, f.waiter, {
        params: { orderId: order.id },
        query: { hotelId: f.hotelId, paymentPaidMethod: 'CASH' },
        body: {},
      }),
      '40900',
      'Every item must be served before the invoice',
    );
    fails(
      await f.call(restaurant.completeOrder, f.waiter, {
        params: { orderId: order.id },
        query: { hotelId: f.hotelId, paymentPaidMethod: 'OTHER' },
        body: {},
      }),
      '40000',
      'Please select a payment method (Cash / Room).',
    );
    const res = await f.call(restaurant.completeOrder, f.waiter, {
      params: { orderId: order.id },
      query: { hotelId: f.hotelId, paymentPaidMethod: 'CASH' },
      body: { vatRegistryApplicable: true, name: 'Acme' },
    });
    fails(res, '40000', 'address: Required field');
    assert.deepEqual(
      res.json.errors.map((e: Json) => e.field),
      ['address', 'vatNumber', 'email'],
    );
    assert.deepEqual(await snapshot(order.id), before);
  });

  test('a rejected item cannot be rejected twice', async () => {
    const { order: fresh } = await placed('5', ['Caesar Salad']);
    const salad = fresh.orderedItemDtoList[0];
    ok(
      await f.call(restaurant.rejectOrderedItem, f.chef, {
        params: { itemId: salad.id },
        query: { reason: 'No lettuce' },
      }),
    );
    const before = await snapshot(fresh.id);
    fails(
      await f.call(restaurant.rejectOrderedItem, f.chef, { params: { itemId: salad.id }, query: { reason: 'Again' } }),
      '40900',
      'This item was already rejected',
    );
    ok(await f.call(restaurant.requestOrderConfirmation, f.chef, { params: { orderId: fresh.id } }));
    fails(
      await f.call(restaurant.requestOrderConfirmation, f.chef, { params: { orderId: fresh.id } }),
      '40900',
      'A reconfirmation was already requested for this order',
    );
    assert.equal((await snapshot(fresh.id))!.rejections, (before as { rejections: number }).rejections);
  });
});

describe('paying with VAT details', () => {
  /** Places, cooks, serves and pays an order on the table with these VAT details; answers the registry id. */
  async function paidWithVat(number: string, vatNumber: string, name: string): Promise<number> {
    const { order } = await placed(number, ['Chicken Kottu']);
    ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }));
    const kotId = ok(await f.call(restaurant.orderById, f.chef, { params: { id: order.id } })).order
      .orderedItemDtoList[0].kotId as number;
    await ready(order.id, kotId);
    ok(await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId } }));
    ok(
      await f.call(restaurant.serveKot, f.waiter, {
        params: { id: kotId },
        body: { id: kotId, orderStatus: 'SERVED' },
      }),
    );
    const paid = ok(
      await f.call(restaurant.completeOrder, f.waiter, {
        params: { orderId: order.id },
        query: { hotelId: f.hotelId, paymentPaidMethod: 'CASH' },
        body: {
          name,
          address: '42 Main Street, Colombo 11',
          vatNumber,
          email: 'accounts@ceylontraders.lk',
          hotelId: f.hotelId,
          registryType: ['RESTAURANT'],
          onlyThisHotelView: false,
          vatRegistryApplicable: true,
        },
      }),
    ).order;
    return paid.vatRegistryId as number;
  }
  const registryRows = async () =>
    Number((await f.up.db.query<{ n: number }>('select count(*)::int as n from restaurant_vat_registry'))[0]!.n);

  test('a business already in the registry is reused, not entered twice', async () => {
    const before = await registryRows();
    const first = await paidWithVat('8', '224567890-7000', 'Lanka Spices (Pvt) Ltd');
    const again = await paidWithVat('12', ' 224567890-7000 ', 'Lanka Spices');
    assert.equal(again, first);
    assert.equal(await registryRows(), before + 1);
    const [stored] = await f.up.db.query<{ name: string }>('select name from restaurant_vat_registry where id = $1', [
      first,
    ]);
    assert.equal(stored!.name, 'Lanka Spices (Pvt) Ltd', 'the stored details stand');
    const other = await paidWithVat('8', '334567890-7000', 'Kandy Traders');
    assert.notEqual(other, first);
  });
});

describe('cancelling', () => {
  let live: LiveClient;
  let kitchen: Inbox;
  before(async () => {
    live = await LiveClient.connect(f.up);
    kitchen = await live.watch(chefTopic(f.serviceId));
  });
  after(() => live.close());

  test('a placed order is cancelled whole; the kitchen message starts with CANCELLED; the table can then be freed', async () => {
    const { allocationId, order } = await placed('6', ['Idli Sambar', 'Milk Tea']);
    const res = await f.call(restaurant.cancelOrder, f.waiter, { params: { id: order.id } });
    assert.equal(ok(res).order, null);
    const message = (await kitchen.find(
      (m) =>
        (m as Record<string, unknown>).event === 'ORDER_CANCELLED' &&
        (m as Record<string, unknown>).orderId === order.id,
    )) as Record<string, unknown>;
    assert.equal(Object.keys(message)[0], 'status');
    assert.deepEqual(message, {
      status: 'CANCELLED',
      event: 'ORDER_CANCELLED',
      orderId: order.id,
      tableId: f.tables.get('6'),
      tableNumber: '6',
      hotelServiceId: f.serviceId,
    });
    const rows = await f.up.db.query<{ status: string }>('select status from ordered_item where order_id = $1', [
      order.id,
    ]);
    assert.ok(rows.every((r) => r.status === 'CANCELLED'));
    fails(await f.call(restaurant.orderById, f.waiter, { params: { id: order.id } }), '40400');
    const table = ok(await f.call(restaurant.deallocateTable, f.waiter, { params: { allocationId } })).restaurantTable;
    assert.equal(table.status, 'VACANT');
  });

  test("the chef's carousel keeps a cancelled order, its items CANCELLED, until a chef acknowledges it", async () => {
    const { allocationId, order } = await placed('6', ['Idli Sambar', 'Milk Tea']);
    ok(await f.call(restaurant.cancelOrder, f.waiter, { params: { id: order.id } }));
    const carousel = async () =>
      ok(await f.call(restaurant.orderedItemHoldings, f.chef, { params: { serviceId: f.serviceId } })).orderItems.find(
        (c: Json) => c.id === order.id,
      );
    const card = await carousel();
    assert.equal(card.orderStatus, 'CANCELLED');
    assert.equal(card.cancellationUnseen, true);
    assert.deepEqual(
      card.orderedItemResponseList.map((i: Json) => [i.itemName, i.orderedItemStatus]),
      [
        ['Idli Sambar', 'CANCELLED'],
        ['Milk Tea', 'CANCELLED'],
      ],
    );
    // a cancelled order is no new order to count
    const counts = ok(await f.call(restaurant.orderCounts, f.chef, { params: { serviceId: f.serviceId } })).orderCount;
    assert.equal(counts.placed, 0);
    fails(await f.call(restaurant.acknowledgeCancellation, f.waiter, { params: { orderId: order.id } }), '40300');
    const res = await f.call(restaurant.acknowledgeCancellation, f.chef, { params: { orderId: order.id } });
    assert.equal(res.json.message, 'Cancellation acknowledged');
    await kitchen.find(
      (m) =>
        (m as Record<string, unknown>).event === 'CANCELLATION_SEEN' &&
        (m as Record<string, unknown>).orderId === order.id,
    );
    assert.equal(await carousel(), undefined);
    ok(await f.call(restaurant.deallocateTable, f.waiter, { params: { allocationId } }));
  });

  test('an accepted order cannot be cancelled', async () => {
    const { order } = await placed('7', ['Lamprais']);
    ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }));
    const before = await snapshot(order.id);
    fails(
      await f.call(restaurant.cancelOrder, f.waiter, { params: { id: order.id } }),
      '40900',
      'This order was already accepted',
    );
    assert.deepEqual(await snapshot(order.id), before);
  });

  test('with accepted lines, cancelling withdraws only the lines awaiting the kitchen', async () => {
    const { allocationId, order } = await placed('9', ['Garlic Naan']);
    ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }));
    const added = ok(
      await f.call(restaurant.updateOrder, f.waiter, {
        body: { ...orderBody(f, '9', allocationId, [line(f.item('Mango Sorbet'))]), id: order.id },
      }),
    ).order;
    assert.equal(added.orderStatus, 'PLACED');
    const left = ok(await f.call(restaurant.cancelOrder, f.waiter, { params: { id: order.id } })).order;
    assert.equal(left.orderStatus, 'ACCEPTED');
    assert.deepEqual(
      left.orderedItemDtoList.map((l: Json) => [l.name, l.orderedItemStatus]),
      [
        ['Garlic Naan', 'ACCEPTED'],
        ['Mango Sorbet', 'CANCELLED'],
      ],
    );
    // the withdrawn sorbet stays on the chef's carousel, CANCELLED, until a chef acknowledges it
    const carousel = async () =>
      ok(await f.call(restaurant.orderedItemHoldings, f.chef, { params: { serviceId: f.serviceId } })).orderItems.find(
        (c: Json) => c.id === order.id,
      );
    const card = await carousel();
    assert.equal(card.orderStatus, 'ACCEPTED');
    assert.equal(card.cancellationUnseen, true);
    assert.deepEqual(
      card.orderedItemResponseList.map((i: Json) => [i.itemName, i.orderedItemStatus]),
      [['Mango Sorbet', 'CANCELLED']],
    );
    ok(await f.call(restaurant.acknowledgeCancellation, f.chef, { params: { orderId: order.id } }));
    assert.equal(await carousel(), undefined);
  });

  test('once something was served, a placed order is no longer cancellable', async () => {
    const { allocationId, order } = await placed('10', ['Butter Biscuits']);
    ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }));
    const kot = order.orderedItemDtoList[0].kotId;
    await ready(order.id, kot);
    ok(await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId: kot } }));
    ok(await f.call(restaurant.serveKot, f.waiter, { params: { id: kot }, body: { id: kot, orderStatus: 'SERVED' } }));
    ok(
      await f.call(restaurant.updateOrder, f.waiter, {
        body: { ...orderBody(f, '10', allocationId, [line(f.item('Roasted Peanuts'))]), id: order.id },
      }),
    );
    const before = await snapshot(order.id);
    fails(
      await f.call(restaurant.cancelOrder, f.waiter, { params: { id: order.id } }),
      '40900',
      'Items of this order were already served',
    );
    assert.deepEqual(await snapshot(order.id), before);
  });

  test('a line not yet accepted can be withdrawn on its own', async () => {
    const { order } = await placed('11', ['Potato Chips', 'Soda Water']);
    const chips = order.orderedItemDtoList[0];
    const after = ok(
      await f.call(restaurant.updateOrderedItemStatus, f.waiter, {
        params: { id: chips.id },
        query: { orderedItemStatus: 'CANCELLED' },
      }),
    ).order;
    assert.equal(after.orderedItemDtoList[0].orderedItemStatus, 'CANCELLED');
    assert.equal(after.orderedItemDtoList[0].active, false);
    // The KOT held only the chips: it is cancelled; the BOT still waits.
    assert.deepEqual(
      after.kotResponseList.map((t: Json) => t.ticketStatus),
      ['CANCELLED', 'PLACED'],
    );
    const card = ok(
      await f.call(restaurant.orderedItemHoldings, f.chef, { params: { serviceId: f.serviceId } }),
    ).orderItems.find((c: Json) => c.id === order.id);
    // the withdrawn chips stay on the chef's card, CANCELLED, until the chef accepts or acknowledges it
    assert.deepEqual(
      card.orderedItemResponseList.map((i: Json) => i.orderedItemStatus),
      ['CANCELLED', 'NEW'],
    );
    assert.equal(card.cancellationUnseen, true);
    ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }));
    const cards = ok(
      await f.call(restaurant.orderedItemHoldings, f.chef, { params: { serviceId: f.serviceId } }),
    ).orderItems;
    assert.equal(
      cards.find((c: Json) => c.id === order.id),
      undefined,
    );
  });
});

describe('reading orders', () => {
  test('a table without an order answers null; an unknown order 40400', async () => {
    assert.equal(
      ok(
        await f.call(restaurant.orderOfTable, f.waiter, {
          query: { tableId: f.tables.get('12'), hotelServiceId: f.serviceId },
        }),
      ).order,
      null,
    );
    fails(await f.call(restaurant.orderById, f.waiter, { params: { id: 999999 } }), '40400', 'Order not found');
  });

  test('the other hotel’s restaurant is not the waiter’s', async () => {
    fails(
      await f.call(restaurant.orderOfTable, f.waiter, { query: { tableId: 1, hotelServiceId: f.otherServiceId } }),
      '40300',
    );
  });
});
