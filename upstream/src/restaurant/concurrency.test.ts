// Concurrent requests that must not both win: two waiters taking one table, a double-clicked Order,
// the chef's accept racing the waiter's cancel, two chefs accepting at once, and ticket numbers drawn
// by several orders at once. Exactly one wins, the other gets a clear 40900, nothing is half-written.
// (Against a PostgreSQL server with DATABASE_URL these are true races; on PGlite they serialise.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { restaurant } from '@hotel/schema';
import type { ApiResponse } from '../test/harness.js';
import {
  addWaiter,
  line,
  ok,
  orderBody,
  startRestaurant,
  takeTable,
  type Json,
  type RestaurantFixture,
} from './test-fixture.js';

let f: RestaurantFixture;
let second: { id: number; token: string };

before(async () => {
  f = await startRestaurant();
  second = await addWaiter(f, 'night.waiter@demo.lk');
});
after(() => f.close());

/** Exactly one success and one 40900 with `message`; answers the winner's index. */
function oneWins(results: ApiResponse[], message?: string): number {
  const codes = results.map((r) => r.json?.statusCode);
  assert.deepEqual([...codes].sort(), ['20000', '40900'], JSON.stringify(results.map((r) => r.json)));
  const loser = results.find((r) => r.json.statusCode === '40900')!;
  assert.equal(loser.status, 409);
  if (message !== undefined) assert.equal(loser.json.message, message);
  return codes.indexOf('20000');
}

describe('races', () => {
  test('two waiters take the same table: exactly one gets it', async () => {
    const body = { tableId: f.tables.get('5'), hotelServiceId: f.serviceId };
    const results = await Promise.all([
      f.call(restaurant.allocateTable, f.waiter, { body }),
      f.call(restaurant.allocateTable, second.token, { body }),
    ]);
    const winner = oneWins(results, 'This table was just taken by another waiter');
    const open = await f.up.db.query<{ waiter_id: number }>(
      'select waiter_id from table_allocation where table_id = $1 and released_at is null',
      [f.tables.get('5')!],
    );
    assert.deepEqual(
      open.map((o) => o.waiter_id),
      [winner === 0 ? f.waiterId : second.id],
    );
  });

  test('a double-clicked Order makes one order with one KOT', async () => {
    const allocationId = await takeTable(f, '6', 'CASH');
    const body = orderBody(f, '6', allocationId, [line(f.item('Chicken Biryani'), 2)]);
    const results = await Promise.all([
      f.call(restaurant.createOrder, f.waiter, { body }),
      f.call(restaurant.createOrder, f.waiter, { body }),
    ]);
    oneWins(results, 'An order is already open for this table');
    const [counts] = await f.up.db.query<{ orders: number; tickets: number; items: number }>(
      `select count(distinct o.id)::int as orders, count(distinct k.id)::int as tickets, count(i.id)::int as items
         from restaurant_order o left join kitchen_ticket k on k.order_id = o.id left join ordered_item i on i.ticket_id = k.id
        where o.table_allocation_id = $1`,
      [allocationId],
    );
    assert.deepEqual(counts, { orders: 1, tickets: 1, items: 1 });
  });

  test('the chef’s accept races the waiter’s cancel: one wins and the order is wholly one or the other', async () => {
    const allocationId = await takeTable(f, '7', 'CASH');
    const order = ok(
      await f.call(restaurant.createOrder, f.waiter, {
        body: orderBody(f, '7', allocationId, [line(f.item('Lamprais')), line(f.item('Ginger Beer'))]),
      }),
    ).order;
    const results = await Promise.all([
      f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }),
      f.call(restaurant.cancelOrder, f.waiter, { params: { id: order.id } }),
    ]);
    const winner = oneWins(results);
    const [state] = await f.up.db.query<{ order_status: string; items: string[]; tickets: string[] }>(
      `select o.order_status,
              (select array_agg(distinct status) from ordered_item where order_id = o.id) as items,
              (select array_agg(distinct ticket_status) from kitchen_ticket where order_id = o.id) as tickets
         from restaurant_order o where o.id = $1`,
      [order.id],
    );
    if (winner === 0) {
      assert.equal(results[1]!.json.message, 'This order was already accepted');
      assert.deepEqual(state, { order_status: 'ACCEPTED', items: ['ACCEPTED'], tickets: ['ACCEPTED'] });
    } else {
      assert.equal(results[0]!.json.message, 'This order was cancelled');
      assert.deepEqual(state, { order_status: 'CANCELLED', items: ['CANCELLED'], tickets: ['CANCELLED'] });
    }
  });

  test('two chefs accept at once: one accepts, the other is told it already was', async () => {
    const allocationId = await takeTable(f, '8', 'CASH');
    const order = ok(
      await f.call(restaurant.createOrder, f.waiter, {
        body: orderBody(f, '8', allocationId, [line(f.item('Masala Dosa'))]),
      }),
    ).order;
    const otherChef = await f.up.signIn('chef@demo.lk');
    const results = await Promise.all([
      f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } }),
      f.call(restaurant.acceptOrder, otherChef, { params: { orderId: order.id } }),
    ]);
    oneWins(results, 'This order was already accepted');
  });

  test('orders placed at once draw distinct ticket numbers', async () => {
    const numbers = ['9', '10', '11', '12'];
    const allocations: number[] = [];
    for (const n of numbers) allocations.push(await takeTable(f, n, 'CASH'));
    const results = await Promise.all(
      numbers.map((n, i) =>
        f.call(restaurant.createOrder, f.waiter, {
          body: orderBody(f, n, allocations[i]!, [line(f.item('Pol Roti with Lunu Miris')), line(f.item('Mojito'))]),
        }),
      ),
    );
    const tickets = results.flatMap((r) => ok(r).order.kotResponseList);
    const kots = tickets.filter((t: Json) => t.ticketType === 'KOT').map((t: Json) => t.kotNumber);
    const bots = tickets.filter((t: Json) => t.ticketType === 'BOT').map((t: Json) => t.botNumber);
    assert.equal(new Set(kots).size, 4);
    assert.equal(new Set(bots).size, 4);
  });
});
