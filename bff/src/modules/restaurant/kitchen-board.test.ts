// The kitchen board is one operation whose upstream calls do not grow with the kitchen: each list is
// fetched once and shared by the parts that need it (no call per order or per ticket), however many
// orders and items it shows, and even when the board is asked for twice in one operation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { restaurant } from '@hotel/schema';
import { startStack, type Stack } from '../../test/stack.js';
import {
  KITCHEN_BOARD,
  addTables,
  busyKitchen,
  findRestaurant,
  ok,
  type RestaurantIds,
} from './restaurant.fixtures.js';

const RESTAURANT_ENDPOINTS = new Set(Object.values(restaurant).map((e) => e.id));

interface Board {
  kitchenBoard: {
    counts: { placed: number; accepted: number };
    newOrders: { id: number; items: { id: number }[] }[];
    acceptedTickets: { orderId: number; items: { id: number }[] }[];
  };
}

describe('kitchenBoard: batched and de-duplicated upstream calls', () => {
  let stack: Stack;
  let ids: RestaurantIds;
  let tokens: { waiter: string; chef: string };

  before(async () => {
    stack = await startStack();
    ids = await findRestaurant(stack.gql, await stack.signIn('admin@demo.lk'));
    tokens = { waiter: await stack.signIn('waiter@demo.lk'), chef: await stack.signIn('chef@demo.lk') };
    await addTables(stack.upstream.db, ids.serviceId, 10);
  });
  after(() => stack.close());

  /** The restaurant calls one operation made, per endpoint id. */
  const callsOf = async (query: string) => {
    // Signs the session in first, so only the operation's own calls are counted.
    ok(await stack.gql('{ me { id } }', {}, { token: tokens.chef, serviceId: ids.serviceId }), 'me');
    const before = { ...stack.bff.upstream.stats.byEndpoint };
    const res = await stack.gql<Board & { again?: Board['kitchenBoard'] }>(
      query,
      { s: ids.serviceId },
      { token: tokens.chef, serviceId: ids.serviceId },
    );
    const data = ok(res, 'kitchenBoard');
    const calls: Record<string, number> = {};
    for (const [id, n] of Object.entries(stack.bff.upstream.stats.byEndpoint)) {
      const delta = n - (before[id] ?? 0);
      if (delta > 0 && RESTAURANT_ENDPOINTS.has(id)) calls[id] = delta;
    }
    return { calls, board: data.kitchenBoard };
  };

  test('one call per list for 1 and for 10 open orders of each kind, items included', async () => {
    await busyKitchen(stack.gql, tokens, ids.serviceId, { fresh: 1, accepted: 1, size: 5 });
    const one = await callsOf(KITCHEN_BOARD);
    assert.equal(one.board.newOrders.length, 1);
    assert.equal(one.board.newOrders[0]!.items.length, 5);
    assert.equal(one.board.acceptedTickets.flatMap((t) => t.items).length, 5);

    await busyKitchen(stack.gql, tokens, ids.serviceId, { fresh: 9, accepted: 9, size: 5 });
    const ten = await callsOf(KITCHEN_BOARD);
    assert.equal(ten.board.newOrders.length, 10);
    assert.equal(ten.board.newOrders.flatMap((o) => o.items).length, 50);
    assert.equal(new Set(ten.board.acceptedTickets.map((t) => t.orderId)).size, 10);
    assert.equal(ten.board.acceptedTickets.flatMap((t) => t.items).length, 50);

    assert.deepEqual(one.calls, { orderCounts: 1, orderedItemHoldings: 1, activeOrders: 1 });
    assert.deepEqual(ten.calls, one.calls);
  });

  test('asking for the board twice in one operation fetches each list once', async () => {
    const twice = KITCHEN_BOARD.replace(
      /\}\s*$/,
      ' again: kitchenBoard(serviceId: $s) { counts { placed } newOrders { id } acceptedTickets { id items { id } } requestConfirmationTables } }',
    );
    const { calls } = await callsOf(twice);
    assert.deepEqual(calls, { orderCounts: 1, orderedItemHoldings: 1, activeOrders: 1 });
  });
});
