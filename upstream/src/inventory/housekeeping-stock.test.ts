// Housekeeping's side of the stores over HTTP: the housekeeper reads the store's items with what is
// available, asks for a trolley's items, the storekeeper issues them (stock falls) and the
// housekeeper sees the request ISSUED; a trolley's standard items (TROLLEY EDIT; an item of another
// hotel or twice refused naming the field); issues above on-hand and adjustments without a reason
// refused; per-store purchase order numbers stay gapless under parallel orders; the group figures.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inventory, inventoryGroup, inventoryHousekeeping } from '@hotel/schema';
import { fieldsOf, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { callerOf, ok, onHandIn } from './test-fixture.js';

let up: TestUpstream;
let keeper: string;
let housekeeper: string;
let waiter: string;
let serviceId: number;
let hotelId: number;

const call = callerOf(() => up);
const onHand = (itemId: number, locationId: number) => onHandIn(up, itemId, locationId);

let shelf: number;
let towel: number;
let trolleyId: number;

before(async () => {
  up = await startTestUpstream();
  keeper = await up.signIn('storekeeper@demo.lk');
  housekeeper = await up.signIn('housekeeper@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  const [service] = await up.db.query<{ id: number; hotel_id: number }>(
    `select id, hotel_id from hotel_service where service_type = 'INVENTORY' order by id limit 1`,
  );
  serviceId = service!.id;
  hotelId = service!.hotel_id;
  shelf = ok(await call(inventory.createLocation, keeper, { body: { name: 'H Shelf', hotelServiceId: serviceId } }))
    .location.id;
  towel = ok(
    await call(inventory.createInventoryItem, keeper, { body: { name: 'H Hand Towel', hotelServiceId: serviceId } }),
  ).item.id;
  ok(
    await call(inventory.openingStock, keeper, {
      body: { hotelServiceId: serviceId, itemId: towel, locationId: shelf, quantity: 10 },
    }),
  );
  const [trolley] = await up.db.query<{ id: number }>(
    'select id from trolley where hotel_id = $1 order by id limit 1',
    [hotelId],
  );
  trolleyId = trolley!.id;
});
after(() => up.close());

describe('housekeeping asks, the store issues', () => {
  test('items with available stock; request; issue; the housekeeper sees it ISSUED and stock fell', async () => {
    const items = ok(
      await call(inventoryHousekeeping.houseKeepingItems, housekeeper, { query: { hotelId, itemName: 'h hand' } }),
    );
    assert.equal(items.inventoryServiceId, serviceId);
    assert.ok(items.inventoryService.some((s: { id: number }) => s.id === serviceId));
    assert.deepEqual(items.openingStock, [{ itemId: towel, itemName: 'H Hand Towel', unitName: null, quantity: 10 }]);

    const request = ok(
      await call(inventory.requestTrolleyStock, housekeeper, {
        body: { hotelServiceId: serviceId, trolleyId, trolleyRequestItemsDtoList: [{ itemId: towel, quantity: 4 }] },
      }),
    ).trolleyRequest;
    assert.equal(request.status, 'REQUEST');
    const mine = ok(
      await call(inventoryHousekeeping.houseKeepingTrolleyRequests, housekeeper, { query: { hotelId, mine: true } }),
    );
    assert.equal(mine.trolleyRequest[0].id, request.id);
    assert.equal(mine.trolleyRequest[0].status, 'REQUEST');

    ok(await call(inventory.issueTrolleyRequest, keeper, { params: { id: request.id }, body: { locationId: shelf } }));
    assert.equal(await onHand(towel, shelf), 6);
    const after = ok(
      await call(inventoryHousekeeping.houseKeepingTrolleyRequests, housekeeper, { query: { hotelId, mine: true } }),
    );
    assert.equal(after.trolleyRequest[0].status, 'ISSUED');
    assert.equal(after.trolleyRequest[0].locationName, 'H Shelf');
    // The housekeeper may not issue, and the waiter may not even look.
    const second = ok(
      await call(inventory.requestTrolleyStock, housekeeper, {
        body: { hotelServiceId: serviceId, trolleyId, trolleyRequestItemsDtoList: [{ itemId: towel, quantity: 7 }] },
      }),
    ).trolleyRequest;
    const byHousekeeper = await call(inventory.issueTrolleyRequest, housekeeper, {
      params: { id: second.id },
      body: { locationId: shelf },
    });
    assert.equal(byHousekeeper.status, 403);
    const short = await call(inventory.issueTrolleyRequest, keeper, {
      params: { id: second.id },
      body: { locationId: shelf },
    });
    assert.equal(short.json.reason, 'INSUFFICIENT_STOCK');
    assert.match(short.json.message, /H Hand Towel.*6 available/);
    assert.equal(await onHand(towel, shelf), 6);
    const looked = await call(inventoryHousekeeping.houseKeepingItems, waiter, { query: { hotelId } });
    assert.equal(looked.status, 403);
  });

  test('a trolley request without items or trolley is refused naming the field', async () => {
    const empty = await call(inventory.requestTrolleyStock, housekeeper, {
      body: { hotelServiceId: serviceId, trolleyId, trolleyRequestItemsDtoList: [] },
    });
    assert.deepEqual(fieldsOf(empty.json), ['trolleyRequestItemsDtoList']);
    assert.match(empty.json.message, /Item is required/);
  });
});

describe("a trolley's standard items", () => {
  test('saved by TROLLEY EDIT, read by housekeeping; another hotel’s item or an item twice refused', async () => {
    const admin = await up.signIn('hotel.admin@demo.lk');
    const saved = ok(
      await call(inventoryHousekeeping.saveTrolleyItems, admin, {
        params: { id: trolleyId },
        body: { items: [{ itemId: towel, quantity: 5 }] },
      }),
    ).trolleyItem;
    assert.deepEqual(
      saved.map((i: { itemName: string; quantity: number }) => [i.itemName, i.quantity]),
      [['H Hand Towel', 5]],
    );
    const read = ok(
      await call(inventoryHousekeeping.trolleyItemsOf, housekeeper, { params: { id: trolleyId } }),
    ).trolleyItem;
    assert.equal(read.length, 1);
    const byHousekeeper = await call(inventoryHousekeeping.saveTrolleyItems, housekeeper, {
      params: { id: trolleyId },
      body: { items: [] },
    });
    assert.equal(byHousekeeper.status, 403);
    const twice = await call(inventoryHousekeeping.saveTrolleyItems, admin, {
      params: { id: trolleyId },
      body: {
        items: [
          { itemId: towel, quantity: 1 },
          { itemId: towel, quantity: 2 },
        ],
      },
    });
    assert.deepEqual(fieldsOf(twice.json), ['items']);
    const [foreign] = await up.db.query<{ id: number }>(
      `select i.id from inventory_item i join hotel_service s on s.id = i.hotel_service_id where s.hotel_id <> $1 limit 1`,
      [hotelId],
    );
    const other = await call(inventoryHousekeeping.saveTrolleyItems, admin, {
      params: { id: trolleyId },
      body: { items: [{ itemId: foreign!.id, quantity: 1 }] },
    });
    assert.deepEqual(fieldsOf(other.json), ['items.0.itemId']);
    // Nothing of the refused save was written.
    assert.equal(
      ok(await call(inventoryHousekeeping.trolleyItemsOf, admin, { params: { id: trolleyId } })).trolleyItem.length,
      1,
    );
  });
});

describe('issue and adjustment', () => {
  test('an issue above on-hand names the item and what is available; an adjustment needs its reason', async () => {
    const before = await onHand(towel, shelf);
    const over = await call(inventory.issueStock, keeper, {
      body: { hotelServiceId: serviceId, itemId: towel, locationId: shelf, quantity: before + 1 },
    });
    assert.equal(over.json.reason, 'INSUFFICIENT_STOCK');
    assert.match(over.json.message, new RegExp(`H Hand Towel.*${before} available`));
    ok(
      await call(inventory.issueStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: towel, locationId: shelf, quantity: 1, note: 'Spa' },
      }),
    );
    const noReason = await call(inventory.adjustStock, keeper, {
      body: { hotelServiceId: serviceId, itemId: towel, locationId: shelf, delta: -1, reason: '' },
    });
    assert.deepEqual(fieldsOf(noReason.json), ['reason']);
    ok(
      await call(inventory.adjustStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: towel, locationId: shelf, delta: -2, reason: 'Torn' },
      }),
    );
    assert.equal(await onHand(towel, shelf), before - 3);
  });
});

describe('units and their unit type', () => {
  test("a unit links to a unit type of its store; another store's type is refused naming the field", async () => {
    const type = ok(
      await call(inventory.createUnitType, keeper, { body: { name: 'H Weight', hotelServiceId: serviceId } }),
    ).unitType.id;
    const unit = ok(
      await call(inventory.createUnit, keeper, {
        body: { name: 'H Gram', hotelServiceId: serviceId, unitTypeId: type },
      }),
    ).unit;
    assert.equal(unit.unitTypeName, 'H Weight');
    const [other] = await up.db.query<{ id: number }>(
      'select id from inventory_unit_type where hotel_service_id <> $1 limit 1',
      [serviceId],
    );
    const foreign = await call(inventory.updateUnit, keeper, {
      body: { id: unit.id, name: 'H Gram', hotelServiceId: serviceId, unitTypeId: other!.id },
    });
    assert.deepEqual(fieldsOf(foreign.json), ['unitTypeId']);
    const unlinked = ok(
      await call(inventory.updateUnit, keeper, {
        body: { id: unit.id, name: 'H Grams', hotelServiceId: serviceId, unitTypeId: null },
      }),
    ).unit;
    assert.deepEqual([unlinked.name, unlinked.unitTypeId], ['H Grams', null]);
  });
});

describe('purchase order numbers', () => {
  test('each store numbers its own orders; 8 parallel orders take consecutive numbers', async () => {
    const [supplier] = await up.db.query<{ id: number }>(
      'select id from supplier where hotel_service_id = $1 and active order by id limit 1',
      [serviceId],
    );
    const [{ last } = { last: 0 }] = await up.db.query<{ last: number }>(
      'select coalesce(max(number), 0)::int as last from purchase_order where hotel_service_id = $1',
      [serviceId],
    );
    const [other] = await up.db.query<{ id: number; n: number }>(
      `select hotel_service_id as id, max(number)::int as n from purchase_order where hotel_service_id <> $1
        group by hotel_service_id limit 1`,
      [serviceId],
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(inventory.createPurchaseOrder, keeper, {
          body: {
            hotelServiceId: serviceId,
            supplierId: supplier!.id,
            lines: [{ itemId: towel, quantity: 1, unitPrice: 10 }],
          },
        }),
      ),
    );
    const numbers = answers.map((r) => ok(r).purchaseOrder.number as number).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 8 }, (_, i) => last + 1 + i),
    );
    if (other) {
      const [still] = await up.db.query<{ n: number }>(
        'select max(number)::int as n from purchase_order where hotel_service_id = $1',
        [other.id],
      );
      assert.equal(still!.n, other.n, "the other store's series did not move");
    }
    // A refused order (no lines) takes no number.
    const refused = await call(inventory.createPurchaseOrder, keeper, {
      body: { hotelServiceId: serviceId, supplierId: supplier!.id, lines: [] },
    });
    assert.equal(refused.json.statusCode, '40000');
    const next = ok(
      await call(inventory.createPurchaseOrder, keeper, {
        body: {
          hotelServiceId: serviceId,
          supplierId: supplier!.id,
          lines: [{ itemId: towel, quantity: 1, unitPrice: 1 }],
        },
      }),
    ).purchaseOrder;
    assert.equal(next.number, last + 9);
  });
});

describe('group figures', () => {
  test("the group's tiles add up its stores; Product Items name each line's store", async () => {
    const groupAdmin = await up.signIn('group.admin@demo.lk');
    const [group] = await up.db.query<{ id: number }>('select group_id as id from hotel where id = $1', [hotelId]);
    const figures = ok(
      await call(inventoryGroup.groupInventoryFigures, groupAdmin, { params: { id: group!.id } }),
    ).figures;
    const stores = await up.db.query<{ id: number; hotel_id: number }>(
      `select s.id, s.hotel_id from hotel_service s join hotel h on h.id = s.hotel_id
        where h.group_id = $1 and s.service_type = 'INVENTORY'`,
      [group!.id],
    );
    assert.equal(figures.stores, stores.length);
    let total = 0;
    let low = 0;
    for (const s of stores) {
      total += ok(await call(inventory.totalItems, groupAdmin, { params: { hotelId: s.hotel_id, id: s.id } })).item
        .itemCount;
      low += ok(await call(inventory.lowItems, groupAdmin, { params: { hotelId: s.hotel_id, id: s.id } })).item
        .itemCount;
    }
    assert.equal(figures.totalProducts, total);
    assert.equal(figures.lowStockProducts, low);
    const lines = ok(
      await call(inventoryGroup.groupItemReorderLevels, groupAdmin, {
        params: { id: group!.id },
        query: { size: 200, sortField: 'storeName' },
      }),
    ).item;
    assert.ok(
      new Set(lines.map((l: { hotelServiceId: number }) => l.hotelServiceId)).size >= Math.min(2, stores.length),
    );
    assert.ok(lines.every((l: { storeName: string }) => l.storeName !== ''));
    const refused = await call(inventoryGroup.groupInventoryFigures, waiter, { params: { id: group!.id } });
    assert.equal(refused.status, 403);
  });
});
