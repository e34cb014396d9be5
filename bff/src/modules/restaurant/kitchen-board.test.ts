// The kitchen board is one operation whose upstream calls do not grow with the kitchen: each list is
// fetched once and shared by the parts that need it (no call per order or per ticket), however many
// orders and items it shows, and even when the board is asked for twice in one operation. With both
// lists asked for, the tiles are counted from them, and come out as GET order/count has them.
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
  openOrder,
  menuOf,
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
    await addTables(stack.upstream.db, ids.serviceId, 14);
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

    assert.deepEqual(one.calls, { orderedItemHoldings: 1, activeOrders: 1 });
    assert.deepEqual(ten.calls, one.calls);
  });

  test('asking for the board twice in one operation fetches each list once', async () => {
    const twice = KITCHEN_BOARD.replace(
      /\}\s*$/,
      ' again: kitchenBoard(serviceId: $s) { counts { placed } newOrders { id } acceptedTickets { id items { id } } requestConfirmationTables } }',
    );
    const { calls } = await callsOf(twice);
    assert.deepEqual(calls, { orderedItemHoldings: 1, activeOrders: 1 });
  });

  test('the tiles alone are read from GET order/count, one call', async () => {
    const { calls } = await callsOf('query($s: Int!) { kitchenBoard(serviceId: $s) { counts { placed } } }');
    assert.deepEqual(calls, { orderCounts: 1 });
  });

  test('tiles counted from the lists equal GET order/count in every state of the kitchen', async () => {
    const COUNTS = 'counts { requestConfirmation placed accepted beingPrepared readyToServe }';
    const both = async () => {
      const fromLists = await callsOf(
        `query($s: Int!) { kitchenBoard(serviceId: $s) { ${COUNTS} newOrders { id } acceptedTickets { id } } }`,
      );
      const alone = await callsOf(`query($s: Int!) { kitchenBoard(serviceId: $s) { ${COUNTS} } }`);
      assert.deepEqual(fromLists.calls, { orderedItemHoldings: 1, activeOrders: 1 });
      assert.deepEqual(alone.calls, { orderCounts: 1 });
      assert.deepEqual(fromLists.board.counts, alone.board.counts);
      return alone.board.counts as unknown as Record<string, number>;
    };
    const as = (token: string) => ({ token, serviceId: ids.serviceId });
    const step = async (what: string, mutation: string, variables: Record<string, unknown>, token: string) =>
      ok(await stack.gql(mutation, variables, as(token)), what);
    const { food, drinks } = await menuOf(stack.gql, tokens.waiter, ids.serviceId);
    const lines = [
      { itemId: food[0]!.id, quantity: 1 },
      { itemId: food[1]!.id, quantity: 2 },
      { itemId: drinks[0]!.id, quantity: 1 },
    ];
    const start = await both();
    // rejected, then sent back to the waiter for reconfirmation
    const rejected = (await openOrder(stack.gql, tokens.waiter, ids.serviceId, lines)).order;
    await step(
      'reject',
      'mutation($i: Int!) { rejectOrderItem(itemId: $i, reason: "Sold out") { message } }',
      { i: rejected.items[0]!.id },
      tokens.chef,
    );
    await both();
    await step(
      'reconfirm',
      'mutation($o: Int!) { requestOrderConfirmation(orderId: $o) { message } }',
      { o: rejected.id },
      tokens.chef,
    );
    // accepted, one item being prepared, one ticket released
    const cooking = (await openOrder(stack.gql, tokens.waiter, ids.serviceId, lines)).order;
    await step('accept', 'mutation($o: Int!) { acceptOrder(orderId: $o) { message } }', { o: cooking.id }, tokens.chef);
    const [first, second, drink] = cooking.items;
    await step(
      'prepare',
      'mutation($i: Int!, $t: Int!) { prepareOrderItem(itemId: $i, ticketId: $t) { message } }',
      { i: first!.id, t: first!.ticket!.id },
      tokens.chef,
    );
    await both();
    await step(
      'prepare',
      'mutation($i: Int!, $t: Int!) { prepareOrderItem(itemId: $i, ticketId: $t) { message } }',
      { i: drink!.id, t: drink!.ticket!.id },
      tokens.chef,
    );
    await step(
      'ready',
      'mutation($i: Int!, $t: Int!) { orderItemReady(itemId: $i, ticketId: $t) { message } }',
      { i: drink!.id, t: drink!.ticket!.id },
      tokens.chef,
    );
    await step(
      'release',
      'mutation($t: Int!) { ticketReadyToServe(ticketId: $t, type: BOT) { message } }',
      { t: drink!.ticket!.id },
      tokens.chef,
    );
    void second;
    // withdrawn by the waiter before the kitchen answered: shown until acknowledged, never counted
    const withdrawn = (await openOrder(stack.gql, tokens.waiter, ids.serviceId, lines)).order;
    await step(
      'cancel',
      'mutation($o: Int!) { cancelOrder(orderId: $o) { message } }',
      { o: withdrawn.id },
      tokens.waiter,
    );
    const end = await both();
    assert.equal(end['requestConfirmation']! - start['requestConfirmation']!, 1);
    assert.equal(end['readyToServe']! - start['readyToServe']!, 1);
    assert.equal(end['beingPrepared']! - start['beingPrepared']!, 1);
  });
});
