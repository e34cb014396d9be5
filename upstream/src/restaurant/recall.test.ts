// Recall (issue 10): the chef undoes their last step (Accept Order, Prepare, Ready, Ready to serve)
// within RECALL_WINDOW_SECONDS, the waiter's queue follows; a recall is refused once it was done, once
// the window passed, or once the order moved on; a recall racing the waiter's serve or a second
// recall has exactly one winner.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { waiterQueue, restaurant } from '@hotel/schema';
import type { Inbox } from '../stomp/testing.js';
import type { ApiResponse } from '../test/harness.js';
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
let waiterInbox: Inbox;

before(async () => {
  f = await startRestaurant();
  live = await LiveClient.connect(f.up);
  waiterInbox = await live.watch(waiterQueue(f.waiterId));
});
after(async () => {
  await live.close();
  await f.close();
});

async function accepted(number: string, names: string[]): Promise<Json> {
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
  return ok(await f.call(restaurant.acceptOrder, f.chef, { params: { orderId: order.id } })).order;
}

const step = (item: Json, status: 'BEING_PREPARED' | 'READY_TO_SERVE') =>
  f.call(restaurant.updateHoldingItemStatus, f.chef, { body: { id: item.id, status, kotId: item.kotId } });
const lastBump = async () =>
  ok(await f.call(restaurant.lastKitchenBump, f.chef, { params: { serviceId: f.serviceId } })).bump;
const recall = (bumpId: number) => f.call(restaurant.recallKitchenBump, f.chef, { params: { bumpId } });

/** How many won; every loser must be a conflict (40900), not a rejected request. */
function winners(results: ApiResponse[]): number {
  const codes = results.map((r) => r.json?.statusCode as string);
  assert.ok(
    codes.every((c) => c === '20000' || c === '40900'),
    JSON.stringify(results.map((r) => r.json)),
  );
  return codes.filter((c) => c === '20000').length;
}

describe('recall', () => {
  test('Ready is recalled: the item is being prepared again, once, and the waiter is told', async () => {
    const order = await accepted('1', ['Chicken Kottu', 'Egg Hopper']);
    const kottu = order.orderedItemDtoList[0];
    ok(await step(kottu, 'BEING_PREPARED'));
    ok(await step(kottu, 'READY_TO_SERVE'));
    const bump = await lastBump();
    assert.equal(bump.kind, 'READY');
    assert.equal(bump.itemName, 'Chicken Kottu');
    assert.equal(bump.tableNumber, '1');
    assert.ok(Date.parse(bump.recallableUntil) > Date.parse(bump.bumpedAt));
    const res = await recall(bump.id);
    assert.equal(res.json.message, 'Recalled');
    const after = ok(res).order;
    assert.equal(after.orderedItemDtoList[0].orderedItemStatus, 'BEING_PREPARED');
    assert.equal(after.orderStatus, 'BEING_PREPARED');
    await waiterInbox.find(
      (m) => (m as Json).event === 'RECALLED' && (m as Json).orderId === order.id && (m as Json).kotId === kottu.kotId,
    );
    fails(await recall(bump.id), '40900', 'This step was already recalled');
    // the step before (Prepare) is now the last one, and recalling it makes the order ACCEPTED again
    const prepare = await lastBump();
    assert.equal(prepare.kind, 'PREPARE');
    const back = ok(await recall(prepare.id)).order;
    assert.equal(back.orderedItemDtoList[0].orderedItemStatus, 'ACCEPTED');
    assert.equal(back.orderStatus, 'ACCEPTED');
  });

  test('Accept Order is recalled: the items await the kitchen again, on the new-order carousel', async () => {
    const order = await accepted('2', ['Lamprais']);
    const bump = await lastBump();
    assert.equal(bump.kind, 'ACCEPT');
    const after = ok(await recall(bump.id)).order;
    assert.equal(after.orderStatus, 'PLACED');
    assert.equal(after.orderedItemDtoList[0].orderedItemStatus, 'NEW');
    assert.deepEqual(
      after.kotResponseList.map((t: Json) => t.ticketStatus),
      ['PLACED'],
    );
    const cards = ok(
      await f.call(restaurant.orderedItemHoldings, f.chef, { params: { serviceId: f.serviceId } }),
    ).orderItems;
    assert.ok(cards.some((c: Json) => c.id === order.id));
  });

  test('too late: after the window, or once the waiter served the released ticket', async () => {
    const order = await accepted('3', ['Garlic Naan']);
    const naan = order.orderedItemDtoList[0];
    ok(await step(naan, 'BEING_PREPARED'));
    const prepared = await lastBump();
    await f.up.db.query("update kitchen_bump set bumped_at = now() - interval '1 hour' where id = $1", [prepared.id]);
    fails(await recall(prepared.id), '40900', 'Too late to recall: the time to undo has passed');
    assert.equal(await lastBump(), null, 'an expired step is not offered');
    ok(await step(naan, 'READY_TO_SERVE'));
    ok(await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId: naan.kotId } }));
    const release = await lastBump();
    assert.equal(release.kind, 'RELEASE');
    ok(
      await f.call(restaurant.serveKot, f.waiter, {
        params: { id: naan.kotId },
        body: { id: naan.kotId, orderStatus: 'SERVED' },
      }),
    );
    fails(await recall(release.id), '40900', 'Too late to recall: the order has moved on since');
  });

  test('a waiter may not recall the chef’s step', async () => {
    const order = await accepted('4', ['Idli Sambar']);
    const bump = await lastBump();
    fails(await f.call(restaurant.recallKitchenBump, f.waiter, { params: { bumpId: bump.id } }), '40300');
    assert.equal(
      ok(await f.call(restaurant.orderById, f.chef, { params: { id: order.id } })).order.orderStatus,
      'ACCEPTED',
    );
  });
});

describe('recall races', () => {
  test('two recalls of one step at once: exactly one wins', async () => {
    const order = await accepted('5', ['Chicken Kottu']);
    const kottu = order.orderedItemDtoList[0];
    ok(await step(kottu, 'BEING_PREPARED'));
    const bump = await lastBump();
    const results = await Promise.all([recall(bump.id), recall(bump.id)]);
    assert.equal(winners(results), 1, JSON.stringify(results.map((r) => r.json)));
    const [row] = await f.up.db.query<{ status: string }>('select status from ordered_item where id = $1', [kottu.id]);
    assert.equal(row!.status, 'ACCEPTED');
  });

  test('recalling Ready to serve while the waiter serves the ticket: exactly one wins', async () => {
    const order = await accepted('6', ['Egg Hopper']);
    const hopper = order.orderedItemDtoList[0];
    ok(await step(hopper, 'BEING_PREPARED'));
    ok(await step(hopper, 'READY_TO_SERVE'));
    ok(await f.call(restaurant.kotReadyToServe, f.chef, { params: { kotId: hopper.kotId } }));
    const release = await lastBump();
    const results = await Promise.all([
      recall(release.id),
      f.call(restaurant.serveKot, f.waiter, {
        params: { id: hopper.kotId },
        body: { id: hopper.kotId, orderStatus: 'SERVED' },
      }),
    ]);
    assert.equal(winners(results), 1, JSON.stringify(results.map((r) => r.json)));
    const [ticket] = await f.up.db.query<{ ticket_status: string }>(
      'select ticket_status from kitchen_ticket where id = $1',
      [hopper.kotId],
    );
    // either recalled (being prepared again, nothing served) or served (the recall refused)
    const [item] = await f.up.db.query<{ status: string }>('select status from ordered_item where id = $1', [
      hopper.id,
    ]);
    assert.ok(
      (ticket!.ticket_status === 'BEING_PREPARED' && item!.status === 'READY_TO_SERVE') ||
        (ticket!.ticket_status === 'SERVED' && item!.status === 'SERVED'),
      `${ticket!.ticket_status} / ${item!.status}`,
    );
  });
});
