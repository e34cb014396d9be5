// The inventory through GraphQL against the real upstream: the services as cards, an item with
// its reorder level, opening stock, a transfer and a refused issue naming the item and what is
// available, the dashboard's tiles, Product Items and projection, and the guard refusing a waiter.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack, type Stack } from '../../test/stack.js';

describe('inventory through GraphQL', () => {
  let stack: Stack;
  let keeper: string;
  let waiter: string;
  let hotelId: number;
  let groupId: number;
  let serviceId: number;

  before(async () => {
    stack = await startStack();
    keeper = await stack.signIn('storekeeper@demo.lk');
    waiter = await stack.signIn('waiter@demo.lk');
    const [row] = await stack.upstream.db.query<{ id: number; hotel_id: number; group_id: number }>(
      `select s.id, s.hotel_id, h.group_id from hotel_service s join hotel h on h.id = s.hotel_id
        where s.service_type = 'INVENTORY' order by s.id limit 1`,
    );
    serviceId = row!.id;
    hotelId = row!.hotel_id;
    groupId = row!.group_id;
  });
  after(() => stack.close());

  const as = (token: string) => ({ token, serviceId });

  test('the hotel and group inventory services', async () => {
    const res = await stack.gql<{ inventoryServices: { id: number }[]; groupInventoryServices: { id: number }[] }>(
      'query($h: Int!, $g: Int!) { inventoryServices(hotelId: $h) { id } groupInventoryServices(groupId: $g) { id } }',
      { h: hotelId, g: groupId },
      { token: keeper },
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual(res.data!.inventoryServices, [{ id: serviceId }]);
    assert.deepEqual(res.data!.groupInventoryServices, [{ id: serviceId }]);
  });

  test('an item, its opening stock, a transfer, a refused issue and the dashboard', async () => {
    const locations = await stack.gql<{ stockLocations: { items: { id: number; name: string }[] } }>(
      'query($s: Int!) { stockLocations(serviceId: $s, sortField: name) { items { id name } } }',
      { s: serviceId },
      as(keeper),
    );
    assert.equal(locations.errors, undefined, JSON.stringify(locations.errors));
    const byName = new Map(locations.data!.stockLocations.items.map((l) => [l.name, l.id]));
    const main = byName.get('Main Store')!;
    const bar = byName.get('Bar')!;

    const created = await stack.gql<{ createInventoryItem: { message: string; item: { id: number } } }>(
      `mutation($i: InventoryItemInput!) { createInventoryItem(input: $i) { message item { id addOn reorderLevels { locationName reorderLevel } } } }`,
      { i: { serviceId, name: 'Gql Lime', addOn: true, reorderLevels: [{ locationId: bar, reorderLevel: 5 }] } },
      as(keeper),
    );
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const itemId = created.data!.createInventoryItem.item.id;

    const opening = await stack.gql(
      'mutation($s: Int!, $i: Int!, $l: Int!) { enterOpeningStock(serviceId: $s, itemId: $i, locationId: $l, quantity: 8) { message movements { kind balance } } }',
      { s: serviceId, i: itemId, l: main },
      as(keeper),
    );
    assert.equal(opening.errors, undefined, JSON.stringify(opening.errors));

    const moved = await stack.gql<{ transferStock: { movements: { kind: string; balance: number }[] } }>(
      'mutation($s: Int!, $i: Int!, $f: Int!, $t: Int!) { transferStock(serviceId: $s, itemId: $i, fromLocationId: $f, toLocationId: $t, quantity: 3) { movements { kind balance } } }',
      { s: serviceId, i: itemId, f: main, t: bar },
      as(keeper),
    );
    assert.deepEqual(moved.data!.transferStock.movements, [
      { kind: 'TRANSFER_OUT', balance: 5 },
      { kind: 'TRANSFER_IN', balance: 3 },
    ]);

    const short = await stack.gql(
      'mutation($s: Int!, $i: Int!, $l: Int!) { issueStock(serviceId: $s, itemId: $i, locationId: $l, quantity: 4) { message } }',
      { s: serviceId, i: itemId, l: bar },
      as(keeper),
    );
    assert.equal(short.errors?.[0]?.extensions?.reason, 'INSUFFICIENT_STOCK');
    assert.deepEqual(short.errors?.[0]?.extensions?.params, { item: 'Gql Lime', location: 'Bar', available: 3 });

    const history = await stack.gql<{ stockTransfers: { total: number } }>(
      'query($s: Int!) { stockTransfers(serviceId: $s, item: "Gql Lime") { total } }',
      { s: serviceId },
      as(keeper),
    );
    assert.equal(history.data!.stockTransfers.total, 2);

    const dash = await stack.gql<{
      inventoryTiles: { totalProducts: number; lowStockProducts: number };
      productItems: { items: { locationName: string; quantity: number; reorderLevel: number; addOnStatus: boolean }[] };
      stockProjection: { currentQuantity: number; points: { date: string; quantity: number }[] };
    }>(
      `query($h: Int!, $s: Int!, $i: Int!, $l: Int!) {
        inventoryTiles(hotelId: $h, serviceId: $s) { totalProducts lowStockProducts }
        productItems(hotelId: $h, serviceId: $s, itemName: "Gql Lime", sortField: quantity, direction: DESC) {
          items { locationName quantity reorderLevel addOnStatus } }
        stockProjection(serviceId: $s, itemId: $i, locationId: $l) { currentQuantity points { date quantity } }
      }`,
      { h: hotelId, s: serviceId, i: itemId, l: bar },
      as(keeper),
    );
    assert.equal(dash.errors, undefined, JSON.stringify(dash.errors));
    assert.ok(dash.data!.inventoryTiles.totalProducts >= 8);
    assert.deepEqual(dash.data!.productItems.items, [
      { locationName: 'Main Store', quantity: 5, reorderLevel: 0, addOnStatus: true },
      { locationName: 'Bar', quantity: 3, reorderLevel: 5, addOnStatus: true },
    ]);
    assert.equal(dash.data!.stockProjection.currentQuantity, 3);
    assert.equal(dash.data!.stockProjection.points.length, 14);
  });

  test('a waiter is refused by the guard', async () => {
    const res = await stack.gql(
      'query($s: Int!) { stockLocations(serviceId: $s) { total } }',
      { s: serviceId },
      { token: waiter, serviceId },
    );
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});
