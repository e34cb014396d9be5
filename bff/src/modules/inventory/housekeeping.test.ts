// Housekeeping's side of the stores through GraphQL against the real upstream: the housekeeper
// (guarded on the HOUSEKEEPING service) sees the store's items with what is available, asks for a
// trolley's items, the storekeeper issues them and the housekeeper sees the request ISSUED with the
// stock fallen; an issue above on-hand is refused with its reason; a waiter is refused; parallel
// purchase orders take consecutive numbers; the group's tiles and Product Items with their store.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack, type Stack, firstService } from '../../test/stack.js';

describe('housekeeping stock through GraphQL', () => {
  let stack: Stack;
  let keeper: string;
  let housekeeper: string;
  let waiter: string;
  let hotelId: number;
  let storeId: number;
  let housekeepingId: number;

  before(async () => {
    stack = await startStack();
    keeper = await stack.signIn('storekeeper@demo.lk');
    housekeeper = await stack.signIn('housekeeper@demo.lk');
    waiter = await stack.signIn('waiter@demo.lk');
    ({ id: storeId, hotelId } = await firstService(stack, 'INVENTORY'));
    const [hk] = await stack.upstream.db.query<{ id: number }>(
      `select id from hotel_service where service_type = 'HOUSEKEEPING' and hotel_id = $1 order by id limit 1`,
      [hotelId],
    );
    housekeepingId = hk!.id;
  });
  after(() => stack.close());

  type Stock = {
    houseKeepingStock: { storeId: number; items: { itemId: number; itemName: string; quantity: number }[] };
  };
  const STOCK = `query($s: Int!, $h: Int!) { houseKeepingStock(serviceId: $s, hotelId: $h) { storeId stores { id name } items { itemId itemName quantity } } }`;

  test('housekeeper requests → storekeeper issues → stock falls and the request shows ISSUED', async () => {
    const stock = await stack.gql<Stock>(
      STOCK,
      { s: housekeepingId, h: hotelId },
      { token: housekeeper, serviceId: housekeepingId },
    );
    assert.equal(stock.errors, undefined, JSON.stringify(stock.errors));
    assert.equal(stock.data!.houseKeepingStock.storeId, storeId);
    const item = stock.data!.houseKeepingStock.items.find((i) => i.quantity >= 2)!;
    const trolleys = await stack.gql<{ houseKeepingTrolleys: { id: number; trolleyNo: string }[] }>(
      'query($s: Int!, $h: Int!) { houseKeepingTrolleys(serviceId: $s, hotelId: $h) { id trolleyNo } }',
      { s: housekeepingId, h: hotelId },
      { token: housekeeper, serviceId: housekeepingId },
    );
    const trolleyId = trolleys.data!.houseKeepingTrolleys[0]!.id;
    const asked = await stack.gql<{ requestTrolleyItems: { trolleyRequest: { id: number; status: string } } }>(
      `mutation($s: Int!, $st: Int!, $t: Int!, $i: [TrolleyRequestItemInput!]!) {
        requestTrolleyItems(serviceId: $s, storeId: $st, trolleyId: $t, items: $i) { message trolleyRequest { id status } } }`,
      { s: housekeepingId, st: storeId, t: trolleyId, i: [{ itemId: item.itemId, quantity: 2 }] },
      { token: housekeeper, serviceId: housekeepingId },
    );
    assert.equal(asked.errors, undefined, JSON.stringify(asked.errors));
    const requestId = asked.data!.requestTrolleyItems.trolleyRequest.id;
    const [where] = await stack.upstream.db.query<{ location_id: number }>(
      'select location_id from stock_on_hand where item_id = $1 and quantity >= 2 order by quantity desc limit 1',
      [item.itemId],
    );
    const issued = await stack.gql(
      `mutation($s: Int!, $id: Int!, $l: Int!) { issueTrolleyRequest(serviceId: $s, id: $id, locationId: $l) { message } }`,
      { s: storeId, id: requestId, l: where!.location_id },
      { token: keeper, serviceId: storeId },
    );
    assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
    const mine = await stack.gql<{ houseKeepingTrolleyRequests: { items: { id: number; status: string }[] } }>(
      'query($s: Int!, $h: Int!) { houseKeepingTrolleyRequests(serviceId: $s, hotelId: $h) { items { id status } } }',
      { s: housekeepingId, h: hotelId },
      { token: housekeeper, serviceId: housekeepingId },
    );
    assert.deepEqual(mine.data!.houseKeepingTrolleyRequests.items[0], { id: requestId, status: 'ISSUED' });
    const after = await stack.gql<Stock>(
      STOCK,
      { s: housekeepingId, h: hotelId },
      { token: housekeeper, serviceId: housekeepingId },
    );
    assert.equal(
      after.data!.houseKeepingStock.items.find((i) => i.itemId === item.itemId)!.quantity,
      item.quantity - 2,
    );

    const over = await stack.gql(
      `mutation($s: Int!, $i: Int!, $l: Int!, $q: Float!) { issueStock(serviceId: $s, itemId: $i, locationId: $l, quantity: $q) { message } }`,
      { s: storeId, i: item.itemId, l: where!.location_id, q: 1_000_000 },
      { token: keeper, serviceId: storeId },
    );
    assert.equal(over.errors?.[0]?.extensions?.['reason'], 'INSUFFICIENT_STOCK');
    assert.match(over.errors?.[0]?.message ?? '', new RegExp(`${item.itemName}.*available`));

    const refused = await stack.gql(
      STOCK,
      { s: housekeepingId, h: hotelId },
      { token: waiter, serviceId: housekeepingId },
    );
    assert.equal(refused.errors?.[0]?.extensions?.['code'], 'FORBIDDEN');
  });

  test('parallel purchase orders take consecutive numbers of their store', async () => {
    const [supplier] = await stack.upstream.db.query<{ id: number }>(
      'select id from supplier where hotel_service_id = $1 and active order by id limit 1',
      [storeId],
    );
    const [item] = await stack.upstream.db.query<{ id: number }>(
      'select id from inventory_item where hotel_service_id = $1 order by id limit 1',
      [storeId],
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        stack.gql<{ createPurchaseOrder: { purchaseOrder: { number: number } } }>(
          `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) { purchaseOrder { number } } }`,
          {
            i: {
              serviceId: storeId,
              supplierId: supplier!.id,
              lines: [{ itemId: item!.id, quantity: 1, unitPrice: 1 }],
            },
          },
          { token: keeper, serviceId: storeId },
        ),
      ),
    );
    const numbers = answers.map((a) => a.data!.createPurchaseOrder.purchaseOrder.number).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      numbers.map((_, i) => numbers[0]! + i),
    );
  });

  test("a group's tiles and Product Items with each line's store", async () => {
    const groupAdmin = await stack.signIn('group.admin@demo.lk');
    const [group] = await stack.upstream.db.query<{ id: number }>('select group_id as id from hotel where id = $1', [
      hotelId,
    ]);
    const res = await stack.gql<{
      groupInventoryTiles: { stores: number; totalProducts: number };
      groupProductItems: { items: { storeName: string; hotelName: string }[]; total: number };
    }>(
      `query($s: Int!, $g: Int!) { groupInventoryTiles(serviceId: $s, groupId: $g) { stores totalProducts }
        groupProductItems(serviceId: $s, groupId: $g, size: 100, sortField: storeName) { total items { storeName hotelName } } }`,
      { s: storeId, g: group!.id },
      { token: groupAdmin, serviceId: storeId },
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.ok(res.data!.groupInventoryTiles.stores >= 2);
    assert.ok(new Set(res.data!.groupProductItems.items.map((i) => i.hotelName)).size >= 2);
  });
});
