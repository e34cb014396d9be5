// The whole restaurant flow over HTTP, watched live on the kitchen topic and the waiter's queue:
// allocate with CASH, order food and a drink (a KOT and a BOT), the kitchen rejects an item and asks
// for reconfirmation, the waiter confirms and adds, the kitchen accepts, prepares and releases each
// ticket, the waiter serves, turns VAT on, and completes with a VAT registry customer; the table is
// vacant again and the bill is domain computeBill of the lines. Then a bill charged to a room.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { billToWire, computeBill, restaurantMoney, splitServiceCharge } from '@hotel/domain';
import { chefTopic, restaurant, waiterQueue, type restaurantEntities } from '@hotel/schema';
import type { Inbox } from '../stomp/testing.js';
import { DEMO_TAXES } from '../seed/restaurant-demo.js';
import {
  LiveClient,
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
let live: LiveClient;
let kitchen: Inbox;
let waiterInbox: Inbox;

before(async () => {
  f = await startRestaurant();
  live = await LiveClient.connect(f.up);
  kitchen = await live.watch(chefTopic(f.serviceId));
  waiterInbox = await live.watch(waiterQueue(f.waiterId));
});
after(async () => {
  await live.close();
  await f.close();
});

/** Waits for the next message on an inbox and answers its body. */
async function next(inbox: Inbox, seen: { n: number }): Promise<unknown> {
  seen.n += 1;
  await inbox.waitFor(seen.n);
  return inbox.bodies()[seen.n - 1];
}

const DEMO_RATES = splitServiceCharge(
  DEMO_TAXES.map((t) => ({
    name: t.name,
    rate: t.rate,
    sequence: t.sequence,
    vat: t.vat,
    socialSecurityContributionLevy: t.levy,
    serviceCharge: t.serviceCharge,
  })),
);

describe('an order from table to payment', () => {
  const k = { n: 0 };
  const w = { n: 0 };
  let allocationId: number;
  let orderId: number;
  let order: Json;
  const tableNumber = '3';
  const lineOf = (name: string) => order.orderedItemDtoList.filter((l: Json) => l.name === name).at(-1);
  const getOrder = async () =>
    (order = ok(await f.call(restaurant.orderById, f.waiter, { params: { id: orderId } })).order);

  test('the waiter takes a vacant table and chooses cash', async () => {
    allocationId = await takeTable(f, tableNumber, 'CASH');
    const tables = ok(
      await f.call(restaurant.searchRestaurantTables, f.waiter, {
        query: { userId: f.waiterId, hotelServiceId: f.serviceId, statusList: 'OCCUPIED' },
      }),
    ).restaurantTable;
    assert.deepEqual(
      tables.map((t: Json) => [t.number, t.status, t.paymentMethod, t.orderLineCount]),
      [[tableNumber, 'OCCUPIED', 'CASH', 0]],
    );
  });

  test('an order of food and a drink goes to the kitchen on a KOT and to the bar on a BOT', async () => {
    const res = await f.call(restaurant.createOrder, f.waiter, {
      body: orderBody(f, tableNumber, allocationId, [
        line(f.item('Chicken Kottu'), 2, 'less spicy'),
        line(f.item('Egg Hopper')),
        line(f.item('Lion Lager'), 2),
      ]),
    });
    order = ok(res).order;
    orderId = order.id;
    assert.equal(res.json.message, 'Order placed successfully');
    assert.equal(order.orderStatus, 'PLACED');
    assert.deepEqual(
      order.kotResponseList.map((t: Json) => [t.ticketType, t.ticketStatus]),
      [
        ['KOT', 'PLACED'],
        ['BOT', 'PLACED'],
      ],
    );
    assert.ok(order.kotResponseList[0].kotNumber >= 1 && order.kotResponseList[0].botNumber === null);
    assert.equal(lineOf('Lion Lager').ticketType, 'BOT');
    assert.equal(lineOf('Chicken Kottu').remarks, 'less spicy');
    assert.deepEqual(await next(kitchen, k), {
      status: 'PLACED',
      event: 'NEW_ORDER',
      orderId,
      tableId: f.tables.get(tableNumber),
      tableNumber,
      hotelServiceId: f.serviceId,
    });
    assert.deepEqual(await next(waiterInbox, w), {
      event: 'NEW_ORDER',
      orderId,
      orderStatus: 'PLACED',
      tableId: f.tables.get(tableNumber),
      tableNumber,
      hotelServiceId: f.serviceId,
    });
  });

  test('VAT can be turned on while the order is PLACED', async () => {
    order = ok(
      await f.call(restaurant.setOrderVatApplicable, f.waiter, { body: { id: orderId, vatApplicable: true } }),
    ).order;
    assert.equal(order.vatApplicable, true);
    assert.equal(order.vatActive, true);
    assert.deepEqual(
      order.bill.taxResponseList.map((t: Json) => t.name),
      ['Social Security Contribution Levy', 'VAT'],
    );
  });

  test('the kitchen sees the table among the new orders and counts it', async () => {
    const cards = ok(
      await f.call(restaurant.orderedItemHoldings, f.chef, { params: { serviceId: f.serviceId } }),
    ).orderItems;
    const card = cards.find((c: Json) => c.id === orderId);
    assert.equal(card.tableNumber, tableNumber);
    assert.deepEqual(
      card.orderedItemResponseList.map((i: Json) => [i.itemName, i.orderedItemStatus]),
      [
        ['Chicken Kottu', 'NEW'],
        ['Egg Hopper', 'NEW'],
        ['Lion Lager', 'NEW'],
      ],
    );
    const counts = ok(await f.call(restaurant.orderCounts, f.chef, { params: { serviceId: f.serviceId } })).orderCount;
    assert.equal(counts.placed, 1);
  });

  test('the chef rejects the hopper with a reason; the waiter gets it as an array', async () => {
    const hopper = lineOf('Egg Hopper');
    order = ok(
      await f.call(restaurant.rejectOrderedItem, f.chef, {
        params: { itemId: hopper.id },
        query: { reason: 'Out of hoppers tonight' },
      }),
    ).order;
    assert.equal(order.orderStatus, 'REJECTED');
    assert.equal(lineOf('Egg Hopper').rejectionReason, 'Out of hoppers tonight');
    assert.equal(lineOf('Egg Hopper').active, false);
    assert.deepEqual(await next(kitchen, k), {
      status: 'REJECTED',
      event: 'ITEM_REJECTED',
      orderId,
      tableId: f.tables.get(tableNumber),
      tableNumber,
      hotelServiceId: f.serviceId,
      itemId: hopper.id,
    });
    assert.deepEqual(await next(waiterInbox, w), [
      {
        orderId,
        itemId: hopper.id,
        itemName: 'Egg Hopper',
        reason: 'Out of hoppers tonight',
        tableId: f.tables.get(tableNumber),
        tableNumber,
        orderedItemStatus: 'REJECTED',
      },
    ]);
  });

  test('with a rejection present the chef cannot accept, and asks the waiter to reconfirm', async () => {
    fails(
      await f.call(restaurant.acceptOrder, f.chef, { params: { orderId } }),
      '40900',
      'Some items were rejected: request a reconfirmation from the waiter first',
    );
    const res = await f.call(restaurant.requestOrderConfirmation, f.chef, { params: { orderId } });
    assert.equal(res.json.message, 'Request for reconfirm order has been sent');
    order = ok(res).order;
    assert.equal(order.orderStatus, 'REQUEST_CONFIRMATION');
    assert.deepEqual(order.requestConfirmationTableList, [tableNumber]);
    assert.equal(((await next(kitchen, k)) as { status: string }).status, 'REQUEST_CONFIRMATION');
    assert.deepEqual(await next(waiterInbox, w), {
      event: 'CONFIRMATION_REQUESTED',
      orderId,
      orderStatus: 'REQUEST_CONFIRMATION',
      tableId: f.tables.get(tableNumber),
      tableNumber,
      hotelServiceId: f.serviceId,
    });
    fails(
      await f.call(restaurant.acceptOrder, f.chef, { params: { orderId } }),
      '40900',
      'This order is waiting for the waiter to reconfirm it',
    );
  });

  test('the waiter confirms (PLACED) and adds a juice, which joins the open BOT', async () => {
    const before = order.kotResponseList;
    order = ok(
      await f.call(restaurant.updateOrder, f.waiter, {
        body: {
          ...orderBody(f, tableNumber, allocationId, [
            ...order.orderedItemDtoList.map((l: Json) => ({ ...l, orderedItemStatus: l.orderedItemStatus })),
            line(f.item('Watermelon Juice')),
          ]),
          id: orderId,
          vatApplicable: true,
        },
      }),
    ).order;
    assert.equal(order.orderStatus, 'PLACED');
    assert.equal(lineOf('Egg Hopper').orderedItemStatus, 'CANCELLED');
    assert.deepEqual(order.kotResponseList, before);
    assert.equal(lineOf('Watermelon Juice').kotId, lineOf('Lion Lager').kotId);
    assert.deepEqual(order.requestConfirmationTableList, []);
    assert.deepEqual(((await next(kitchen, k)) as { status: string; event: string }).event, 'ORDER_UPDATED');
    assert.deepEqual(((await next(waiterInbox, w)) as { orderStatus: string }).orderStatus, 'PLACED');
  });

  test('the chef accepts; a second accept is a conflict', async () => {
    const res = await f.call(restaurant.acceptOrder, f.chef, { params: { orderId } });
    assert.equal(res.json.message, 'Order accepted successfully');
    order = ok(res).order;
    assert.equal(order.orderStatus, 'ACCEPTED');
    assert.ok(order.kotResponseList.every((t: Json) => t.ticketStatus === 'ACCEPTED'));
    assert.equal(((await next(kitchen, k)) as { status: string }).status, 'ACCEPTED');
    assert.equal(((await next(waiterInbox, w)) as { event: string }).event, 'ORDER_ACCEPTED');
    fails(
      await f.call(restaurant.acceptOrder, f.chef, { params: { orderId } }),
      '40900',
      'This order was already accepted',
    );
  });

  test('an item added after acceptance goes on a new KOT, and the VAT flag is now locked', async () => {
    order = ok(
      await f.call(restaurant.updateOrder, f.waiter, {
        body: {
          ...orderBody(f, tableNumber, allocationId, [line(f.item('Cheese Kottu'))]),
          id: orderId,
          vatApplicable: true,
        },
      }),
    ).order;
    assert.equal(order.orderStatus, 'PLACED');
    assert.equal(order.kotResponseList.length, 3);
    assert.notEqual(lineOf('Cheese Kottu').kotId, lineOf('Chicken Kottu').kotId);
    await next(kitchen, k);
    await next(waiterInbox, w);
    order = ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId } })).order;
    assert.equal(order.orderStatus, 'ACCEPTED');
    await next(kitchen, k);
    await next(waiterInbox, w);
    fails(
      await f.call(restaurant.setOrderVatApplicable, f.waiter, { body: { id: orderId, vatApplicable: false } }),
      '40900',
      'VAT can only change while the order is placed and not yet accepted',
    );
  });

  test('the chef prepares and readies the first KOT per item, then releases it', async () => {
    const kottu = lineOf('Chicken Kottu');
    order = ok(
      await f.call(restaurant.updateHoldingItemStatus, f.chef, {
        body: { id: kottu.id, status: 'BEING_PREPARED', kotId: kottu.kotId },
      }),
    ).order;
    assert.equal(order.orderStatus, 'BEING_PREPARED');
    assert.equal(((await next(kitchen, k)) as { status: string }).status, 'BEING_PREPARED');
    assert.deepEqual(await next(waiterInbox, w), {
      event: 'ITEM_STATUS',
      orderId,
      orderStatus: 'BEING_PREPARED',
      tableId: f.tables.get(tableNumber),
      tableNumber,
      hotelServiceId: f.serviceId,
      itemId: kottu.id,
      orderedItemStatus: 'BEING_PREPARED',
      kotId: kottu.kotId,
    });
    order = ok(
      await f.call(restaurant.updateHoldingItemStatus, f.chef, {
        body: { id: kottu.id, status: 'READY_TO_SERVE', kotId: kottu.kotId },
      }),
    ).order;
    // one item ready while others are only accepted: the order does not fall back to ACCEPTED
    assert.equal(order.orderStatus, 'BEING_PREPARED');
    await next(kitchen, k);
    assert.equal(((await next(waiterInbox, w)) as { orderedItemStatus: string }).orderedItemStatus, 'READY_TO_SERVE');
    const res = await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId: kottu.kotId } });
    assert.equal(res.json.message, 'Order Ready to Serve');
    order = ok(res).order;
    assert.equal(order.kotResponseList.find((t: Json) => t.id === kottu.kotId).ticketStatus, 'READY_TO_SERVE');
    assert.equal(((await next(kitchen, k)) as { event: string }).event, 'TICKET_READY');
    assert.equal(((await next(waiterInbox, w)) as { ticketStatus: string }).ticketStatus, 'READY_TO_SERVE');
    // the Ready to Serve tile counts the released ticket although the order's other tickets still cook
    assert.equal(order.orderStatus, 'BEING_PREPARED');
    const counts = ok(await f.call(restaurant.orderCounts, f.chef, { params: { serviceId: f.serviceId } })).orderCount;
    assert.deepEqual(counts, { requestConfirmation: 0, placed: 0, accepted: 2, beingPrepared: 0, readyToServe: 1 });
  });

  test('the kitchen lists accepted tickets, one card each', async () => {
    const cards = ok(
      await f.call(restaurant.activeOrders, f.chef, {
        query: { hotelServiceId: f.serviceId, sortField: 'orderStatus' },
      }),
    ).order;
    const mine = cards.filter((c: Json) => c.id === orderId);
    assert.equal(mine.length, 3);
    // each card carries when its ticket was ordered, for its age on the kitchen screen
    for (const card of mine) assert.ok(Date.now() - Date.parse(card.orderedAt) >= 0, card.orderedAt);
    const bot = mine.find((c: Json) => c.ticketType === 'BOT');
    assert.ok(bot.botNumber >= 1 && bot.kotNumber === null);
    assert.deepEqual(
      bot.orderedItemResponseList.map((i: Json) => i.itemName),
      ['Lion Lager', 'Watermelon Juice'],
    );
  });

  test('the bar readies both drinks and the waiter serves the BOT', async () => {
    for (const name of ['Lion Lager', 'Watermelon Juice']) {
      const drink = lineOf(name);
      for (const status of ['BEING_PREPARED', 'READY_TO_SERVE']) {
        order = ok(
          await f.call(restaurant.updateHoldingItemStatus, f.chef, {
            body: { id: drink.id, status, kotId: drink.kotId },
          }),
        ).order;
        await next(kitchen, k);
        await next(waiterInbox, w);
      }
    }
    const botId = lineOf('Lion Lager').kotId;
    ok(await f.call(restaurant.botReadyToServe, f.chef, { params: { botId } }));
    await next(kitchen, k);
    await next(waiterInbox, w);
    order = ok(
      await f.call(restaurant.serveBot, f.waiter, {
        params: { id: botId },
        body: { id: botId, orderStatus: 'SERVED' },
      }),
    ).order;
    assert.equal(lineOf('Lion Lager').orderedItemStatus, 'SERVED');
    assert.equal(lineOf('Watermelon Juice').orderedItemStatus, 'SERVED');
    assert.equal(((await next(kitchen, k)) as { event: string }).event, 'SERVED');
    assert.equal(((await next(waiterInbox, w)) as { ticketStatus: string }).ticketStatus, 'SERVED');
  });

  test('the first KOT is served by ticket and the cheese kottu by item', async () => {
    const firstKot = lineOf('Chicken Kottu').kotId;
    ok(
      await f.call(restaurant.serveKot, f.waiter, {
        params: { id: firstKot },
        body: { id: firstKot, orderStatus: 'SERVED' },
      }),
    );
    await next(kitchen, k);
    await next(waiterInbox, w);
    const cheese = lineOf('Cheese Kottu');
    for (const status of ['BEING_PREPARED', 'READY_TO_SERVE']) {
      ok(
        await f.call(restaurant.updateHoldingItemStatus, f.chef, {
          body: { id: cheese.id, status, kotId: cheese.kotId },
        }),
      );
      await next(kitchen, k);
      await next(waiterInbox, w);
    }
    order = ok(
      await f.call(restaurant.updateOrderedItemStatus, f.waiter, {
        params: { id: cheese.id },
        query: { orderedItemStatus: 'SERVED' },
      }),
    ).order;
    assert.equal(order.orderStatus, 'SERVED');
    assert.equal(order.servedAny, true);
    assert.deepEqual(await next(waiterInbox, w), {
      event: 'SERVED',
      orderId,
      orderStatus: 'SERVED',
      tableId: f.tables.get(tableNumber),
      tableNumber,
      hotelServiceId: f.serviceId,
      itemId: cheese.id,
      orderedItemStatus: 'SERVED',
      kotId: cheese.kotId,
    });
    await next(kitchen, k);
    const [table] = ok(
      await f.call(restaurant.searchRestaurantTables, f.waiter, {
        query: { userId: f.waiterId, hotelServiceId: f.serviceId, statusList: 'SERVED' },
      }),
    ).restaurantTable;
    assert.equal(table.number, tableNumber);
    fails(
      await f.call(restaurant.deallocateTable, f.waiter, { params: { allocationId } }),
      '40900',
      'Unable to deallocate table',
    );
  });

  test('the bill is domain computeBill of the lines, with VAT', async () => {
    await getOrder();
    const lines = (order.orderedItemDtoList as restaurantEntities.OrderedItem[]).map((line) => ({
      ...line,
      price: restaurantMoney(line.price),
    }));
    const expected = billToWire(computeBill(lines, { ...DEMO_RATES, vat: true }));
    assert.deepEqual(order.bill, expected);
    // 2 × 1450 + 2 × 900 + 600 + 1650 (the rejected hopper does not count)
    assert.equal(order.bill.subTotal, 6950);
    assert.equal(order.bill.serviceCharge, 695);
    assert.equal(order.bill.serviceChargeRate, 10);
  });

  test('completing with a VAT registry customer frees the table', async () => {
    const res = await f.call(restaurant.completeOrder, f.waiter, {
      params: { orderId },
      query: { hotelId: f.hotelId, paymentPaidMethod: 'CASH' },
      body: {
        name: 'Ceylon Traders (Pvt) Ltd',
        address: '42 Main Street, Colombo 11',
        vatNumber: '114567890-7000',
        email: 'accounts@ceylontraders.lk',
        hotelId: f.hotelId,
        registryType: ['RESTAURANT'],
        onlyThisHotelView: false,
        vatRegistryApplicable: true,
      },
    });
    assert.equal(res.json.message, 'Payment completed successfully');
    const done = ok(res).order;
    assert.equal(done.orderStatus, 'COMPLETED');
    assert.equal(done.paymentMethod, 'CASH');
    assert.ok(done.vatRegistryId > 0);
    assert.deepEqual(done.bill, order.bill);
    const [stored] = await f.up.db.query<{ name: string; registry_type: string[] }>(
      'select name, registry_type from restaurant_vat_registry where id = $1',
      [done.vatRegistryId],
    );
    assert.deepEqual(stored, { name: 'Ceylon Traders (Pvt) Ltd', registry_type: ['RESTAURANT'] });
    // The invoice comes back with the payment, for the receipt the waiter prints.
    const invoice = ok(res).invoice;
    assert.equal(invoice.id, orderId);
    assert.match(invoice.invoiceNumber, /^SCB-RI-\d{6}$/);
    assert.equal(invoice.receiptNumber, invoice.invoiceNumber.replace('-RI-', '-RR-'));
    assert.deepEqual(invoice.bill, order.bill);
    assert.deepEqual(invoice.vatCustomer, {
      id: done.vatRegistryId,
      name: 'Ceylon Traders (Pvt) Ltd',
      vatNumber: '114567890-7000',
      email: 'accounts@ceylontraders.lk',
      address: '42 Main Street, Colombo 11',
    });
    assert.equal(((await next(kitchen, k)) as { status: string }).status, 'COMPLETED');
    assert.equal(((await next(waiterInbox, w)) as { event: string }).event, 'ORDER_COMPLETED');
    const table = ok(
      await f.call(restaurant.restaurantTablesOfService, f.waiter, { params: { hotelServiceId: f.serviceId } }),
    ).restaurantTable.find((t: Json) => t.number === tableNumber);
    assert.equal(table.status, 'VACANT');
    assert.equal(table.tableAllocationId, null);
    const open = ok(
      await f.call(restaurant.orderOfTable, f.waiter, {
        query: { tableId: f.tables.get(tableNumber), hotelServiceId: f.serviceId },
      }),
    );
    assert.equal(open.order, null);
    fails(
      await f.call(restaurant.completeOrder, f.waiter, {
        params: { orderId },
        query: { hotelId: f.hotelId, paymentPaidMethod: 'CASH' },
        body: {},
      }),
      '40900',
      'This order is already completed',
    );
  });
});

describe('a bill charged to a room', () => {
  test('ROOM_BILL posts the total as a room charge of the checked-in stay', async () => {
    const [room] = ok(
      await f.call(restaurant.reservedRoomsByRoomNo, f.waiter, { query: { hotelId: f.hotelId, roomNo: '102' } }),
    ).reservedRoom;
    assert.equal(room.guestName, 'Rohan Perera');
    const allocationId = await takeTable(f, '8', 'ROOM_BILL', room.reservedRoomId);
    const order = ok(
      await f.call(restaurant.createOrder, f.waiter, {
        body: orderBody(f, '8', allocationId, [line(f.item('Masala Dosa'))]),
      }),
    ).order;
    assert.equal(order.paymentMethod, 'ROOM_BILL');
    assert.equal(order.roomNumber, '102');
    ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }));
    const dosa = order.orderedItemDtoList[0];
    for (const status of ['BEING_PREPARED', 'READY_TO_SERVE']) {
      ok(
        await f.call(restaurant.updateHoldingItemStatus, f.chef, {
          body: { id: dosa.id, status, kotId: dosa.kotId },
        }),
      );
    }
    ok(await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId: dosa.kotId } }));
    ok(
      await f.call(restaurant.serveKot, f.waiter, {
        params: { id: dosa.kotId },
        body: { id: dosa.kotId, orderStatus: 'SERVED' },
      }),
    );
    const done = ok(
      await f.call(restaurant.completeOrder, f.waiter, {
        params: { orderId: order.id },
        query: { hotelId: f.hotelId, paymentPaidMethod: 'ROOM_BILL' },
        body: { vatRegistryApplicable: false },
      }),
    ).order;
    // 900 + SC 90 + levy 990 × 2.5/97.5 % = 25.38 → 1015.38, VAT not applied (not turned on).
    assert.equal(done.bill.totalCharge, 1015.38);
    const charges = await f.up.db.query<{
      amount: string;
      reserved_room_id: number;
      source: string;
      invoiced_at: null;
    }>('select amount::text, reserved_room_id, source, invoiced_at from room_charge where source_reference = $1', [
      order.id,
    ]);
    assert.deepEqual(charges, [
      { amount: '1015.38', reserved_room_id: room.reservedRoomId, source: 'RESTAURANT', invoiced_at: null },
    ]);
  });
});
