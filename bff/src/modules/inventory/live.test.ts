// Live stock through GraphQL: the storekeeper's dashboard subscription receives the movement
// another user (the hotel admin) makes in the same store; a waiter may not subscribe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { collect, startStack, type Stack, firstService } from '../../test/stack.js';

describe('live stock through GraphQL', () => {
  let stack: Stack;
  let keeper: string;
  let other: string;
  let waiter: string;
  let serviceId: number;

  before(async () => {
    stack = await startStack();
    keeper = await stack.signIn('storekeeper@demo.lk');
    other = await stack.signIn('hotel.admin@demo.lk');
    waiter = await stack.signIn('waiter@demo.lk');
    serviceId = (await firstService(stack, 'INVENTORY')).id;
  });
  after(() => stack.close());

  test("another user's movement arrives on the dashboard's and the trolley list's subscriptions", async () => {
    type Event = { kind: string; serviceId: number | null; lines: { itemId: number; locationId: number }[] };
    const dashboard = collect<{ inventoryStockChanges: Event }>(
      stack.ws(keeper, serviceId),
      'subscription($s: Int!) { inventoryStockChanges(serviceId: $s) { kind serviceId lines { itemId locationId } changedAt } }',
      { s: serviceId },
    );
    const trolleys = collect<{ trolleyStockChanges: Event }>(
      stack.ws(keeper, serviceId),
      'subscription($s: Int!) { trolleyStockChanges(serviceId: $s) { kind serviceId lines { itemId locationId } } }',
      { s: serviceId },
    );
    for (let i = 0; i < 100 && stack.bff.bridge.stats().subscribers < 2; i++)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));

    const [line] = await stack.upstream.db.query<{ item_id: number; location_id: number }>(
      `select s.item_id, s.location_id from stock_on_hand s join inventory_item i on i.id = s.item_id
        where i.hotel_service_id = $1 and s.quantity >= 1 order by s.item_id limit 1`,
      [serviceId],
    );
    const issued = await stack.gql(
      'mutation($s: Int!, $i: Int!, $l: Int!) { issueStock(serviceId: $s, itemId: $i, locationId: $l, quantity: 1) { message } }',
      { s: serviceId, i: line!.item_id, l: line!.location_id },
      { token: other, serviceId },
    );
    assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
    const matches = (e: Event) =>
      e.kind === 'MESSAGE' && e.serviceId === serviceId && e.lines.some((l) => l.itemId === line!.item_id);
    assert.ok(
      await dashboard.until(() => dashboard.events.some((e) => matches(e.inventoryStockChanges))),
      JSON.stringify({ events: dashboard.events, errors: dashboard.errors }),
    );
    assert.ok(await trolleys.until(() => trolleys.events.some((e) => matches(e.trolleyStockChanges))));

    // A refused movement publishes nothing.
    const before = dashboard.events.length;
    const refused = await stack.gql(
      'mutation($s: Int!, $i: Int!, $l: Int!) { issueStock(serviceId: $s, itemId: $i, locationId: $l, quantity: 999999) { message } }',
      { s: serviceId, i: line!.item_id, l: line!.location_id },
      { token: other, serviceId },
    );
    assert.ok(refused.errors?.length);
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(dashboard.events.length, before);
    dashboard.dispose();
    trolleys.dispose();

    const denied = collect<unknown>(
      stack.ws(waiter, serviceId),
      'subscription($s: Int!) { inventoryStockChanges(serviceId: $s) { kind } }',
      { s: serviceId },
    );
    assert.ok(await denied.until(() => denied.errors.length > 0));
    denied.dispose();
  });
});
