// Replenishment and stock counts over HTTP: the preview groups the items below their level by
// preferred supplier in whole cases; five parallel creates with one request key make the orders
// once; a second request finds them on order; refusals name the field. A stock count posts its
// variance as adjustments, is refused when stock moved since it started, and is posted once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { inventory, inventoryReplenishment as R } from '@hotel/schema';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { callerOf, ok, onHandIn } from './test-fixture.js';

let up: TestUpstream;
let keeper: string;
let waiter: string;
let serviceId: number;

const call = callerOf(() => up);
const onHand = (itemId: number, locationId: number) => onHandIn(up, itemId, locationId);

let storeA: number;
let storeB: number;
let bottle: number;
let kase: number;
let water: number;
let rice: number;
let towel: number;
let bev: number;
let dry: number;

before(async () => {
  up = await startTestUpstream();
  keeper = await up.signIn('storekeeper@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  const [service] = await up.db.query<{ id: number }>(
    `select id from hotel_service where service_type = 'INVENTORY' order by id limit 1`,
  );
  serviceId = service!.id;
  const body = (b: Record<string, unknown>) => ({ body: { hotelServiceId: serviceId, ...b } });
  storeA = ok(await call(inventory.createLocation, keeper, body({ name: 'R Store A' }))).location.id;
  storeB = ok(await call(inventory.createLocation, keeper, body({ name: 'R Store B' }))).location.id;
  bottle = ok(await call(inventory.createUnit, keeper, body({ name: 'R Bottle' }))).unit.id;
  kase = ok(await call(inventory.createUnit, keeper, body({ name: 'R Case' }))).unit.id;
  ok(await call(inventory.createUnitConversion, keeper, body({ fromUnitId: kase, toUnitId: bottle, factor: 24 })));
  const item = async (name: string, unitId: number | null, levels: [number, number][]) =>
    ok(
      await call(
        inventory.createInventoryItem,
        keeper,
        body({
          name,
          unitId,
          reorderLevels: levels.map(([locationId, reorderLevel]) => ({ locationId, reorderLevel })),
        }),
      ),
    ).item.id as number;
  water = await item('R Water', bottle, [
    [storeA, 30],
    [storeB, 20],
  ]);
  rice = await item('R Rice', null, [[storeA, 12.5]]);
  towel = await item('R Towel', null, [[storeA, 10]]);
  const opening = (itemId: number, locationId: number, quantity: number) =>
    call(inventory.openingStock, keeper, body({ itemId, locationId, quantity }));
  ok(await opening(water, storeA, 10)); // 20 short at A
  ok(await opening(water, storeB, 15)); // 5 short at B → 25 bottles → 2 cases
  ok(await opening(rice, storeA, 2.25)); // 10.25 short
  ok(await opening(towel, storeA, 40)); // above its level
  bev = ok(await call(inventory.createSupplier, keeper, body({ name: 'R Beverages' }))).supplier.id;
  dry = ok(await call(inventory.createSupplier, keeper, body({ name: 'R Dry Goods' }))).supplier.id;
});
after(() => up.close());

describe('replenishment', () => {
  test('item purchasing: a unit without a conversion and a foreign supplier are refused naming the field', async () => {
    const noConv = ok(
      await call(inventory.createUnit, keeper, { body: { name: 'R Crate', hotelServiceId: serviceId } }),
    ).unit.id;
    const refused = await call(R.updateItemPurchasing, keeper, {
      body: { itemId: water, preferredSupplierId: bev, purchaseUnitId: noConv },
    });
    assert.equal(refused.json.reason, 'NO_UNIT_CONVERSION');
    assert.equal(refused.json.errors?.[0]?.field ?? refused.json.field, 'purchaseUnitId');
    const foreign = await call(R.updateItemPurchasing, keeper, {
      body: { itemId: water, preferredSupplierId: 999999, purchaseUnitId: null },
    });
    assert.equal(foreign.json.reason, 'NOT_FOUND');
    const waiterTry = await call(R.updateItemPurchasing, waiter, {
      body: { itemId: water, preferredSupplierId: bev, purchaseUnitId: kase },
    });
    assert.equal(waiterTry.status, 403);
  });

  test('the preview groups by supplier in whole cases; items without a supplier are set apart', async () => {
    ok(
      await call(R.updateItemPurchasing, keeper, {
        body: { itemId: water, preferredSupplierId: bev, purchaseUnitId: kase },
      }),
    );
    const before = ok(await call(R.replenishmentPreview, keeper, { query: { hotelServiceId: serviceId } })).plan;
    assert.ok(before.withoutSupplier.some((l: { itemId: number }) => l.itemId === rice));
    ok(
      await call(R.updateItemPurchasing, keeper, {
        body: { itemId: rice, preferredSupplierId: dry, purchaseUnitId: null },
      }),
    );
    const plan = ok(await call(R.replenishmentPreview, keeper, { query: { hotelServiceId: serviceId } })).plan;
    const bevGroup = plan.groups.find((g: { supplierId: number }) => g.supplierId === bev);
    assert.deepEqual(
      bevGroup.lines.map((l: Record<string, unknown>) => [
        l.itemId,
        l.unitName,
        l.factor,
        l.shortfall,
        l.quantity,
        l.stockQuantity,
      ]),
      [[water, 'R Case', 24, 25, 2, 48]],
    );
    const dryGroup = plan.groups.find((g: { supplierId: number }) => g.supplierId === dry);
    assert.deepEqual(
      dryGroup.lines.map((l: Record<string, unknown>) => [l.itemId, l.quantity]),
      [[rice, 10.25]],
    );
    assert.ok(!plan.groups.some((g: { lines: { itemId: number }[] }) => g.lines.some((l) => l.itemId === towel)));
    assert.equal((await call(R.replenishmentPreview, waiter, { query: { hotelServiceId: serviceId } })).status, 403);
  });

  test('five parallel creates with one key make the drafts once; a new request finds them on order', async () => {
    const requestKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(R.createReplenishment, keeper, { body: { hotelServiceId: serviceId, requestKey } }),
      ),
    );
    const results = answers.map(ok);
    assert.equal(results.filter((r) => !r.replayed).length, 1);
    const ids = results.map((r) => r.purchaseOrder.map((o: { id: number }) => o.id).join(','));
    assert.equal(new Set(ids).size, 1, 'every answer names the same orders');
    const [n] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from purchase_order where replenishment_key = $1',
      [requestKey],
    );
    assert.equal(n!.n, results[0].purchaseOrder.length);
    const water0 = results[0].purchaseOrder
      .flatMap((o: { lines: unknown[] }) => o.lines)
      .find((l: { itemId: number }) => l.itemId === water);
    assert.equal(water0.quantity, 2);
    assert.equal(water0.factor, 24);
    assert.ok(results[0].purchaseOrder.every((o: { status: string }) => o.status === 'DRAFT'));
    const again = await call(R.createReplenishment, keeper, {
      body: { hotelServiceId: serviceId, requestKey: randomUUID() },
    });
    // Demo items may still lack a supplier; those with one are on order now.
    assert.equal(again.json.reason, 'NOTHING_TO_REPLENISH', JSON.stringify(again.json));
    const bad = await call(R.createReplenishment, keeper, { body: { hotelServiceId: serviceId, requestKey: 'nope' } });
    assert.equal(bad.status, 400);
  });
});

describe('item images', () => {
  test('a picture is stored and listed; another type is refused naming the field', async () => {
    const png = new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'image/png' });
    const uploaded = await up.api('PUT', at(R.uploadItemImage, {}, {}), {
      token: keeper,
      multipart: { item: { itemId: towel }, image: png },
    });
    assert.equal(uploaded.json?.statusCode, '20000', JSON.stringify(uploaded.json));
    assert.match(uploaded.json.result.item.image, /^images\/[0-9a-f-]{36}$/);
    const listed = ok(await call(R.searchItemPurchasing, keeper, { query: { hotelServiceId: serviceId } })).item;
    assert.equal(listed.find((i: { itemId: number }) => i.itemId === towel).image, uploaded.json.result.item.image);
    const text = new Blob(['not a picture'], { type: 'text/plain' });
    const refused = await up.api('PUT', at(R.uploadItemImage, {}, {}), {
      token: keeper,
      multipart: { item: { itemId: towel }, image: text },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.json.reason, 'PICTURE_TYPE_NOT_ALLOWED', JSON.stringify(refused.json));
    const waiterTry = await up.api('PUT', at(R.uploadItemImage, {}, {}), {
      token: waiter,
      multipart: { item: { itemId: towel }, image: png },
    });
    assert.equal(waiterTry.status, 403);
  });
});

describe('stock counts', () => {
  test('a count posts counted − expected as adjustments with the reason', async () => {
    const count = ok(
      await call(R.startStockCount, keeper, { body: { hotelServiceId: serviceId, locationId: storeA } }),
    ).stockCount;
    const line = count.lines.find((l: { itemId: number }) => l.itemId === towel);
    assert.equal(line.expected, 40);
    const noReason = await call(R.postStockCount, keeper, {
      params: { id: count.id },
      body: { reason: ' ', lines: [{ itemId: towel, counted: 37 }] },
    });
    assert.equal(noReason.status, 400);
    const empty = await call(R.postStockCount, keeper, {
      params: { id: count.id },
      body: { reason: 'monthly', lines: [{ itemId: towel, counted: null }] },
    });
    assert.equal(empty.json.reason, 'STOCK_COUNT_EMPTY');
    const posted = ok(
      await call(R.postStockCount, keeper, {
        params: { id: count.id },
        body: {
          reason: 'monthly count',
          lines: [
            { itemId: towel, counted: 37 },
            { itemId: rice, counted: 2.25 },
          ],
        },
      }),
    ).stockCount;
    assert.equal(posted.status, 'POSTED');
    assert.equal(await onHand(towel, storeA), 37);
    const [adj] = await up.db.query<{ quantity: number; note: string }>(
      `select quantity::float8 as quantity, note from stock_movement where item_id = $1 and kind = 'ADJUSTMENT'`,
      [towel],
    );
    assert.equal(Number(adj!.quantity), -3);
    assert.match(adj!.note, /monthly count/);
    const [riceAdj] = await up.db.query(`select 1 from stock_movement where item_id = $1 and kind = 'ADJUSTMENT'`, [
      rice,
    ]);
    assert.equal(riceAdj, undefined, 'no variance, no adjustment');
  });

  test('stock moved since the count started: refused naming the item, nothing written', async () => {
    const count = ok(
      await call(R.startStockCount, keeper, { body: { hotelServiceId: serviceId, locationId: storeA } }),
    ).stockCount;
    ok(
      await call(inventory.issueStock, keeper, {
        body: { hotelServiceId: serviceId, itemId: towel, locationId: storeA, quantity: 2 },
      }),
    );
    const refused = await call(R.postStockCount, keeper, {
      params: { id: count.id },
      body: { reason: 'weekly', lines: [{ itemId: towel, counted: 30 }] },
    });
    assert.equal(refused.json.reason, 'STOCK_MOVED_SINCE_COUNT');
    assert.match(refused.json.message, /R Towel/);
    assert.equal(await onHand(towel, storeA), 35);
    const [c] = await up.db.query<{ status: string }>('select status from stock_count where id = $1', [count.id]);
    assert.equal(c!.status, 'OPEN');
  });

  test('five parallel posts of one count: exactly one wins', async () => {
    const count = ok(
      await call(R.startStockCount, keeper, { body: { hotelServiceId: serviceId, locationId: storeA } }),
    ).stockCount;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(R.postStockCount, keeper, {
          params: { id: count.id },
          body: { reason: 'race', lines: [{ itemId: towel, counted: 33 }] },
        }),
      ),
    );
    assert.equal(answers.filter((a) => a.json.statusCode === '20000').length, 1);
    assert.ok(
      answers.filter((a) => a.json.statusCode !== '20000').every((a) => a.json.reason === 'STOCK_COUNT_POSTED'),
    );
    assert.equal(await onHand(towel, storeA), 33);
    const waiterTry = await call(R.startStockCount, waiter, {
      body: { hotelServiceId: serviceId, locationId: storeA },
    });
    assert.equal(waiterTry.status, 403);
  });
});
