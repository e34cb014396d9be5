// The inventory over HTTP: the services as cards, the item master, the stock ledger (opening,
// issue, transfer, adjustment and their history), the refusals naming the item and what is
// available, the dashboard's figures, and 20 parallel issues against 10 in stock (exactly 10 win;
// a true race against PostgreSQL with DATABASE_URL, serialised on PGlite).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inventory, type AnyEndpoint } from '@hotel/schema';
import { fieldsOf, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { callerOf, ok, onHandIn } from './test-fixture.js';

let up: TestUpstream;
let keeper: string;
let waiter: string;
let serviceId: number;
let hotelId: number;
let groupId: number;
let otherServiceId: number;

const call = callerOf(() => up);

const location = async (name: string): Promise<number> =>
  ok(await call(inventory.createLocation, keeper, { body: { name, hotelServiceId: serviceId } })).location.id;
const item = async (name: string, extra: Record<string, unknown> = {}): Promise<number> =>
  ok(await call(inventory.createInventoryItem, keeper, { body: { name, hotelServiceId: serviceId, ...extra } })).item
    .id;
const onHand = (itemId: number, locationId: number) => onHandIn(up, itemId, locationId);

before(async () => {
  up = await startTestUpstream();
  keeper = await up.signIn('storekeeper@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  const [service, other] = await up.db.query<{ id: number; hotel_id: number; group_id: number }>(
    `select s.id, s.hotel_id, h.group_id from hotel_service s join hotel h on h.id = s.hotel_id
      where s.service_type = 'INVENTORY' order by s.id`,
  );
  serviceId = service!.id;
  hotelId = service!.hotel_id;
  groupId = service!.group_id;
  otherServiceId = other!.id;
});
after(() => up.close());

describe('inventory services', () => {
  test("a hotel's and a group's inventory services", async () => {
    const admin = await up.signIn('group.admin@demo.lk');
    const ofHotel = ok(await call(inventory.inventoryServicesOfHotel, admin, { params: { id: hotelId } }));
    assert.deepEqual(
      ofHotel.inventoryService.map((s: { id: number; serviceType: string }) => [s.id, s.serviceType]),
      [[serviceId, 'INVENTORY']],
    );
    const ofGroup = ok(await call(inventory.inventoryServicesOfGroup, admin, { params: { id: groupId } }));
    assert.deepEqual(
      ofGroup.inventoryService.map((s: { id: number }) => s.id),
      [serviceId, otherServiceId],
    );
    // The storekeeper sees only the service they work in.
    const mine = ok(await call(inventory.inventoryServicesOfGroup, keeper, { params: { id: groupId } }));
    assert.deepEqual(
      mine.inventoryService.map((s: { id: number }) => s.id),
      [serviceId],
    );
  });
});

describe('item master', () => {
  test('categories form one tree of three levels', async () => {
    const add = (name: string, parentId?: number) =>
      call(inventory.createItemCategory, keeper, { body: { name, hotelServiceId: serviceId, parentId } });
    const main = ok(await add('Test Beverages')).itemCategory;
    assert.equal(main.level, 0);
    const cat = ok(await add('Soft drinks', main.id)).itemCategory;
    const sub = ok(await add('Cola', cat.id)).itemCategory;
    assert.equal(sub.path, 'Test Beverages / Soft drinks / Cola');
    const deeper = await add('Diet', sub.id);
    assert.equal(deeper.json.statusCode, '40000');
    assert.deepEqual(fieldsOf(deeper.json), ['parentId']);
    const twice = await add('Cola', cat.id);
    assert.equal(twice.json.reason, 'CATEGORY_NAME_TAKEN');
    const tree = ok(await call(inventory.itemCategories, keeper, { query: { hotelServiceId: serviceId } }));
    const names = tree.itemCategory.map((c: { path: string }) => c.path);
    assert.ok(names.indexOf('Test Beverages') < names.indexOf('Test Beverages / Soft drinks / Cola'));
  });

  test('an item keeps its unit, category, add-on flag and a reorder level per location', async () => {
    const unitId = ok(
      await call(inventory.createUnit, keeper, { body: { name: 'Test Bottle', hotelServiceId: serviceId } }),
    ).unit.id;
    const bar = await location('Test Bar');
    const created = ok(
      await call(inventory.createInventoryItem, keeper, {
        body: {
          name: 'Test Tonic',
          hotelServiceId: serviceId,
          unitId,
          addOn: true,
          reorderLevels: [{ locationId: bar, reorderLevel: 12 }],
        },
      }),
    ).item;
    assert.equal(created.unitName, 'Test Bottle');
    assert.equal(created.addOn, true);
    assert.deepEqual(created.reorderLevels, [{ locationId: bar, locationName: 'Test Bar', reorderLevel: 12 }]);
    const page = ok(
      await call(inventory.searchInventoryItems, keeper, { query: { hotelServiceId: serviceId, name: 'test tonic' } }),
    );
    assert.deepEqual(
      page.item.map((i: { name: string }) => i.name),
      ['Test Tonic'],
    );
    const blank = await call(inventory.createInventoryItem, keeper, { body: { name: ' ', hotelServiceId: serviceId } });
    assert.deepEqual(fieldsOf(blank.json), ['name']);
    const twice = await call(inventory.createLocation, keeper, {
      body: { name: 'test bar', hotelServiceId: serviceId },
    });
    assert.equal(twice.json.reason, 'LOCATION_NAME_TAKEN');
  });

  test("a waiter may not read the stores; nobody writes into another hotel's stores", async () => {
    const r = await call(inventory.searchLocations, waiter, { query: { hotelServiceId: serviceId } });
    assert.equal(r.status, 403);
    const other = await call(inventory.createLocation, keeper, { body: { name: 'X', hotelServiceId: otherServiceId } });
    assert.equal(other.status, 403);
  });
});

describe('stock ledger', () => {
  test('opening stock once, transfers move both halves, history reads back', async () => {
    const main = await location('Ledger Main');
    const kitchen = await location('Ledger Kitchen');
    const rice = await item('Ledger Rice');
    ok(
      await call(inventory.openingStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: rice, locationId: main, quantity: 50 },
      }),
    );
    const again = await call(inventory.openingStock, keeper, {
      body: { hotelServiceId: serviceId, itemId: rice, locationId: main, quantity: 5 },
    });
    assert.equal(again.json.reason, 'OPENING_STOCK_EXISTS');
    assert.equal(again.json.message, 'Opening stock of Ledger Rice at Ledger Main is already entered');

    const moved = ok(
      await call(inventory.transferStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: rice, fromLocationId: main, toLocationId: kitchen, quantity: 12.5 },
      }),
    ).movement;
    assert.deepEqual(
      moved.map((m: { kind: string; quantity: number; balance: number }) => [m.kind, m.quantity, m.balance]),
      [
        ['TRANSFER_OUT', -12.5, 37.5],
        ['TRANSFER_IN', 12.5, 12.5],
      ],
    );
    assert.equal(moved[0].otherLocationName, 'Ledger Kitchen');
    assert.equal(await onHand(rice, main), 37.5);
    assert.equal(await onHand(rice, kitchen), 12.5);

    const same = await call(inventory.transferStock, keeper, {
      body: { hotelServiceId: serviceId, itemId: rice, fromLocationId: main, toLocationId: main, quantity: 1 },
    });
    assert.deepEqual(fieldsOf(same.json), ['toLocationId']);

    const short = await call(inventory.transferStock, keeper, {
      body: { hotelServiceId: serviceId, itemId: rice, fromLocationId: kitchen, toLocationId: main, quantity: 13 },
    });
    assert.equal(short.status, 409);
    assert.equal(short.json.reason, 'INSUFFICIENT_STOCK');
    assert.equal(short.json.message, 'Not enough Ledger Rice at Ledger Kitchen: 12.5 available');
    assert.equal(await onHand(rice, main), 37.5, 'a refused transfer writes nothing');

    const history = ok(
      await call(inventory.searchStockMovements, keeper, {
        query: { hotelServiceId: serviceId, kind: 'TRANSFER', item: 'Ledger Rice' },
      }),
    ).movement;
    assert.equal(history.length, 2);
    const openings = ok(
      await call(inventory.searchStockMovements, keeper, {
        query: { hotelServiceId: serviceId, kind: 'OPENING', item: 'Ledger Rice' },
      }),
    ).movement;
    assert.deepEqual(
      openings.map((m: { quantity: number }) => m.quantity),
      [50],
    );
  });

  test('an adjustment needs a reason and cannot take stock below zero', async () => {
    const store = await location('Adjust Store');
    const soap = await item('Adjust Soap');
    ok(
      await call(inventory.openingStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: soap, locationId: store, quantity: 4 },
      }),
    );
    const noReason = await call(inventory.adjustStock, keeper, {
      body: { hotelServiceId: serviceId, itemId: soap, locationId: store, delta: -1, reason: '' },
    });
    assert.deepEqual(fieldsOf(noReason.json), ['reason']);
    const tooMuch = await call(inventory.adjustStock, keeper, {
      body: { hotelServiceId: serviceId, itemId: soap, locationId: store, delta: -5, reason: 'damaged' },
    });
    assert.equal(tooMuch.json.reason, 'INSUFFICIENT_STOCK');
    ok(
      await call(inventory.adjustStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: soap, locationId: store, delta: -4, reason: 'damaged' },
      }),
    );
    assert.equal(await onHand(soap, store), 0);
  });

  test('20 parallel issues against 10 in stock: exactly 10 succeed and none goes negative', async () => {
    const store = await location('Race Store');
    const towels = await item('Race Towel');
    ok(
      await call(inventory.openingStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: towels, locationId: store, quantity: 10 },
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(inventory.issueStock, keeper, {
          body: { hotelServiceId: serviceId, itemId: towels, locationId: store, quantity: 1 },
        }),
      ),
    );
    const codes = results.map((r) => r.json?.statusCode);
    assert.equal(codes.filter((c) => c === '20000').length, 10, JSON.stringify(codes));
    assert.equal(codes.filter((c) => c === '40900').length, 10);
    for (const r of results.filter((x) => x.json.statusCode === '40900')) {
      assert.equal(r.json.message, 'Not enough Race Towel at Race Store: 0 available');
    }
    assert.equal(await onHand(towels, store), 0);
    const [issues] = await up.db.query<{ n: number; min: number }>(
      `select count(*)::int as n, min(balance)::float8 as min from stock_movement where item_id = $1 and kind = 'ISSUE'`,
      [towels],
    );
    assert.deepEqual({ n: issues!.n, min: Number(issues!.min) }, { n: 10, min: 0 });
  });
});

describe('dashboard', () => {
  test('tiles, the Product Items table and the recent consumption come from the stock', async () => {
    const shelf = await location('Dash Shelf');
    const low = await item('Dash Low', { reorderLevels: [{ locationId: shelf, reorderLevel: 10 }] });
    await item('Dash Out', { reorderLevels: [{ locationId: shelf, reorderLevel: 3 }] });
    ok(
      await call(inventory.openingStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: low, locationId: shelf, quantity: 8 },
      }),
    );
    ok(
      await call(inventory.issueStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: low, locationId: shelf, quantity: 2 },
      }),
    );
    const params = { hotelId, id: serviceId };
    const lines = ok(
      await call(inventory.itemReorderLevels, keeper, {
        params,
        query: { itemName: 'Dash', sortField: 'quantity', direction: 'ASC' },
      }),
    ).item;
    assert.deepEqual(
      lines.map((l: { itemName: string; quantity: number; reorderLevel: number }) => [
        l.itemName,
        l.quantity,
        l.reorderLevel,
      ]),
      [
        ['Dash Out', 0, 3],
        ['Dash Low', 6, 10],
      ],
    );
    const count = async (e: AnyEndpoint) => ok(await call(e, keeper, { params })).item.itemCount as number;
    assert.ok((await count(inventory.totalItems)) >= 2);
    assert.ok((await count(inventory.lowItems)) >= 1);
    assert.ok((await count(inventory.outOfStockItems)) >= 1);
    assert.ok((await count(inventory.zeroStockItems)) >= 1);
    const use = ok(
      await call(inventory.itemConsumption, keeper, { params: { itemId: low, locationId: shelf }, query: { days: 7 } }),
    );
    assert.deepEqual(use, { consumption: [0, 0, 0, 0, 0, 0, 2], quantity: 6, reorderLevel: 10 });
    const wrongHotel = await call(inventory.totalItems, keeper, { params: { hotelId: hotelId + 999, id: serviceId } });
    assert.equal(wrongHotel.status, 404);
  });
});
