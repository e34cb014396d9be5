// Purchasing over HTTP: suppliers (field refusals), unit types and conversions (no cycle, also when
// two conversions closing one are created in parallel), purchase orders draft → sent → partly
// received → received or closed, GRNs against an order (over-receipt refused; two parallel GRNs of
// one line: exactly one wins) and direct, their reports, trolleys and trolley requests (issue
// moves stock and never below 0; refuse with a reason; decided once), and the inventory report.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inventory } from '@hotel/schema';
import { fieldsOf, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { callerOf, ok, onHandIn } from './test-fixture.js';

let up: TestUpstream;
let keeper: string;
let waiter: string;
let serviceId: number;
let hotelId: number;

const call = callerOf(() => up);
const onHand = (itemId: number, locationId: number) => onHandIn(up, itemId, locationId);

let store: number;
let bottle: number;
let kase: number;
let water: number;
let soap: number;
let supplierId: number;

before(async () => {
  up = await startTestUpstream();
  keeper = await up.signIn('storekeeper@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  const [service] = await up.db.query<{ id: number; hotel_id: number }>(
    `select id, hotel_id from hotel_service where service_type = 'INVENTORY' order by id limit 1`,
  );
  serviceId = service!.id;
  hotelId = service!.hotel_id;
  store = ok(await call(inventory.createLocation, keeper, { body: { name: 'P Store', hotelServiceId: serviceId } }))
    .location.id;
  bottle = ok(await call(inventory.createUnit, keeper, { body: { name: 'P Bottle', hotelServiceId: serviceId } })).unit
    .id;
  kase = ok(await call(inventory.createUnit, keeper, { body: { name: 'P Case', hotelServiceId: serviceId } })).unit.id;
  water = ok(
    await call(inventory.createInventoryItem, keeper, {
      body: { name: 'P Water', hotelServiceId: serviceId, unitId: bottle },
    }),
  ).item.id;
  soap = ok(await call(inventory.createInventoryItem, keeper, { body: { name: 'P Soap', hotelServiceId: serviceId } }))
    .item.id;
});
after(() => up.close());

describe('suppliers', () => {
  test('added, searched, changed; bad phone and e-mail refused naming the field', async () => {
    const created = ok(
      await call(inventory.createSupplier, keeper, {
        body: {
          hotelServiceId: serviceId,
          name: 'P Lanka Beverages',
          contactPerson: 'Nimal',
          phone: '+94 11 234 5678',
          email: 'orders@lankabev.lk',
          address: 'Colombo 3',
        },
      }),
    ).supplier;
    supplierId = created.id;
    assert.equal(created.active, true);
    const bad = await call(inventory.createSupplier, keeper, {
      body: { hotelServiceId: serviceId, name: 'P Bad', phone: 'call me', email: 'x@y' },
    });
    assert.equal(bad.json.statusCode, '40000');
    assert.deepEqual(fieldsOf(bad.json).sort(), ['email', 'phone']);
    const twice = await call(inventory.createSupplier, keeper, {
      body: { hotelServiceId: serviceId, name: 'p lanka beverages' },
    });
    assert.equal(twice.json.reason, 'SUPPLIER_NAME_TAKEN');
    const page = ok(
      await call(inventory.searchSuppliers, keeper, { query: { hotelServiceId: serviceId, name: 'p lanka' } }),
    );
    assert.deepEqual(
      page.supplier.map((s: { name: string }) => s.name),
      ['P Lanka Beverages'],
    );
    const r = await call(inventory.searchSuppliers, waiter, { query: { hotelServiceId: serviceId } });
    assert.equal(r.status, 403);
  });
});

describe('unit types and conversions', () => {
  test('a case of 24 bottles; a conversion closing a cycle is refused', async () => {
    ok(await call(inventory.createUnitType, keeper, { body: { name: 'P Volume', hotelServiceId: serviceId } }));
    const conv = ok(
      await call(inventory.createUnitConversion, keeper, {
        body: { hotelServiceId: serviceId, fromUnitId: kase, toUnitId: bottle, factor: 24 },
      }),
    ).unitConversion;
    assert.equal(conv.fromUnitName, 'P Case');
    assert.equal(conv.factor, 24);
    const twice = await call(inventory.createUnitConversion, keeper, {
      body: { hotelServiceId: serviceId, fromUnitId: kase, toUnitId: bottle, factor: 12 },
    });
    assert.equal(twice.json.reason, 'UNIT_CONVERSION_EXISTS');
    const back = await call(inventory.createUnitConversion, keeper, {
      body: { hotelServiceId: serviceId, fromUnitId: bottle, toUnitId: kase, factor: 0.042 },
    });
    assert.equal(back.json.reason, 'UNIT_CONVERSION_CYCLE');
    // a → b → c, then c → a closes the cycle.
    const units: number[] = [];
    for (const name of ['P A', 'P B', 'P C']) {
      units.push(ok(await call(inventory.createUnit, keeper, { body: { name, hotelServiceId: serviceId } })).unit.id);
    }
    const [a, b, c] = units as [number, number, number];
    ok(
      await call(inventory.createUnitConversion, keeper, {
        body: { hotelServiceId: serviceId, fromUnitId: a, toUnitId: b, factor: 2 },
      }),
    );
    ok(
      await call(inventory.createUnitConversion, keeper, {
        body: { hotelServiceId: serviceId, fromUnitId: b, toUnitId: c, factor: 2 },
      }),
    );
    const cycle = await call(inventory.createUnitConversion, keeper, {
      body: { hotelServiceId: serviceId, fromUnitId: c, toUnitId: a, factor: 2 },
    });
    assert.equal(cycle.json.reason, 'UNIT_CONVERSION_CYCLE');
    assert.deepEqual(fieldsOf(cycle.json), ['toUnitId']);
  });

  test('two conversions that together close a cycle, created in parallel: at most one lands', async () => {
    const units: number[] = [];
    for (const name of ['P X', 'P Y', 'P Z']) {
      units.push(ok(await call(inventory.createUnit, keeper, { body: { name, hotelServiceId: serviceId } })).unit.id);
    }
    const [x, y, z] = units as [number, number, number];
    ok(
      await call(inventory.createUnitConversion, keeper, {
        body: { hotelServiceId: serviceId, fromUnitId: x, toUnitId: y, factor: 3 },
      }),
    );
    const results = await Promise.all([
      call(inventory.createUnitConversion, keeper, {
        body: { hotelServiceId: serviceId, fromUnitId: y, toUnitId: z, factor: 3 },
      }),
      call(inventory.createUnitConversion, keeper, {
        body: { hotelServiceId: serviceId, fromUnitId: z, toUnitId: x, factor: 3 },
      }),
    ]);
    const winners = results.filter((r) => r.json.statusCode === '20000');
    assert.equal(winners.length, 1);
    assert.equal(results.find((r) => r.json.statusCode !== '20000')!.json.reason, 'UNIT_CONVERSION_CYCLE');
  });
});

describe('purchase orders and GRNs', () => {
  const order = async () =>
    ok(
      await call(inventory.createPurchaseOrder, keeper, {
        body: {
          hotelServiceId: serviceId,
          supplierId,
          expectedDate: '2026-12-01',
          lines: [
            { itemId: water, unitId: kase, quantity: 2, unitPrice: 1200.5 },
            { itemId: soap, quantity: 10, unitPrice: 0.1 },
          ],
        },
      }),
    ).purchaseOrder;

  test('draft → sent → partly received → received; over-receipt refused; stock rises in the item unit', async () => {
    const po = await order();
    assert.equal(po.status, 'DRAFT');
    assert.equal(po.total, 2402);
    assert.equal(po.lines[0].factor, 24);
    const [caseLine, soapLine] = po.lines;
    const early = await call(inventory.createGrn, keeper, {
      body: {
        hotelServiceId: serviceId,
        purchaseOrderId: po.id,
        locationId: store,
        lines: [{ purchaseOrderLineId: soapLine.id, quantity: 1 }],
      },
    });
    assert.equal(early.json.reason, 'PURCHASE_ORDER_NOT_OPEN');
    assert.equal(
      ok(await call(inventory.sendPurchaseOrder, keeper, { params: { id: po.id } })).purchaseOrder.status,
      'SENT',
    );
    const edit = await call(inventory.updatePurchaseOrder, keeper, {
      body: { id: po.id, hotelServiceId: serviceId, supplierId, lines: [{ itemId: soap, quantity: 1, unitPrice: 1 }] },
    });
    assert.equal(edit.json.reason, 'PURCHASE_ORDER_NOT_DRAFT');

    const before = await onHand(water, store);
    const part = ok(
      await call(inventory.createGrn, keeper, {
        body: {
          hotelServiceId: serviceId,
          purchaseOrderId: po.id,
          locationId: store,
          lines: [{ purchaseOrderLineId: caseLine.id, quantity: 1 }],
        },
      }),
    ).grn;
    assert.equal(part.lines[0].stockQuantity, 24);
    assert.equal(part.total, 1200.5);
    assert.equal(await onHand(water, store), before + 24);
    let now = ok(await call(inventory.getPurchaseOrder, keeper, { params: { id: po.id } })).purchaseOrder;
    assert.equal(now.status, 'PARTLY_RECEIVED');
    assert.equal(now.lines[0].open, 1);

    const over = await call(inventory.createGrn, keeper, {
      body: {
        hotelServiceId: serviceId,
        purchaseOrderId: po.id,
        locationId: store,
        lines: [
          { purchaseOrderLineId: soapLine.id, quantity: 10 },
          { purchaseOrderLineId: caseLine.id, quantity: 2 },
        ],
      },
    });
    assert.equal(over.json.reason, 'OVER_RECEIPT');
    assert.deepEqual(fieldsOf(over.json), ['lines.1.quantity']);
    assert.match(over.json.message, /P Water.*1 open/);
    // Nothing of the refused GRN was written: the soap line is still open.
    now = ok(await call(inventory.getPurchaseOrder, keeper, { params: { id: po.id } })).purchaseOrder;
    assert.equal(now.lines[1].received, 0);

    ok(
      await call(inventory.createGrn, keeper, {
        body: {
          hotelServiceId: serviceId,
          purchaseOrderId: po.id,
          locationId: store,
          lines: [
            { purchaseOrderLineId: soapLine.id, quantity: 10 },
            { purchaseOrderLineId: caseLine.id, quantity: 1 },
          ],
        },
      }),
    );
    now = ok(await call(inventory.purchaseOrderReport, keeper, { params: { id: po.id } })).purchaseOrder;
    assert.equal(now.status, 'RECEIVED');
    const grns = ok(await call(inventory.grnsOfPurchaseOrder, keeper, { params: { id: po.id } })).grn;
    assert.equal(grns.length, 2);
    const same = ok(await call(inventory.groupGrnsOfPurchaseOrder, keeper, { params: { id: po.id } })).grn;
    assert.equal(same.length, 2);
    const report = ok(await call(inventory.hotelGrnReport, keeper, { params: { id: part.id } })).grn;
    assert.equal(report.supplierName, 'P Lanka Beverages');
    ok(await call(inventory.grnReport, keeper, { params: { id: part.id } }));
    ok(await call(inventory.hotelPurchaseOrderReport, keeper, { params: { id: po.id } }));
    const history = ok(
      await call(inventory.searchGrns, keeper, { query: { hotelServiceId: serviceId, supplier: 'p lanka' } }),
    );
    assert.ok(history.grn.length >= 2);
  });

  test('two parallel GRNs of the same line: exactly one wins', async () => {
    const po = await order();
    ok(await call(inventory.sendPurchaseOrder, keeper, { params: { id: po.id } }));
    const grn = () =>
      call(inventory.createGrn, keeper, {
        body: {
          hotelServiceId: serviceId,
          purchaseOrderId: po.id,
          locationId: store,
          lines: [{ purchaseOrderLineId: po.lines[1].id, quantity: 7 }],
        },
      });
    const results = await Promise.all([grn(), grn(), grn()]);
    const winners = results.filter((r) => r.json.statusCode === '20000');
    assert.equal(winners.length, 1);
    for (const r of results.filter((x) => x.json.statusCode !== '20000')) assert.equal(r.json.reason, 'OVER_RECEIPT');
    const now = ok(await call(inventory.getPurchaseOrder, keeper, { params: { id: po.id } })).purchaseOrder;
    assert.equal(now.lines[1].received, 7);
  });

  test('closing an open order; a direct GRN; a draft order without lines is refused', async () => {
    const po = await order();
    ok(await call(inventory.sendPurchaseOrder, keeper, { params: { id: po.id } }));
    assert.equal(
      ok(await call(inventory.closePurchaseOrder, keeper, { params: { id: po.id } })).purchaseOrder.status,
      'CLOSED',
    );
    const empty = await call(inventory.createPurchaseOrder, keeper, {
      body: { hotelServiceId: serviceId, supplierId, lines: [] },
    });
    assert.deepEqual(fieldsOf(empty.json), ['lines']);
    const before = await onHand(soap, store);
    const direct = ok(
      await call(inventory.createGrn, keeper, {
        body: {
          hotelServiceId: serviceId,
          locationId: store,
          lines: [{ itemId: soap, quantity: 5, unitPrice: 45.25 }],
        },
      }),
    ).grn;
    assert.equal(direct.total, 226.25);
    assert.equal(await onHand(soap, store), before + 5);
  });
});

describe('trolleys and trolley requests', () => {
  test('a request is issued (stock falls), refused with a reason, never issued twice or below 0', async () => {
    // Trolleys are housekeeping's (TROLLEY); the storekeeper only reads them.
    const admin = await up.signIn('hotel.admin@demo.lk');
    const denied = await call(inventory.createTrolley, keeper, { body: { hotelId, trolleyNo: 'P-T0' } });
    assert.equal(denied.status, 403);
    const trolley = ok(await call(inventory.createTrolley, admin, { body: { hotelId, trolleyNo: 'P-T1' } })).trolley;
    const blank = await call(inventory.createTrolley, admin, { body: { hotelId, trolleyNo: '' } });
    assert.equal(blank.json.errors[0].message, 'Trolley Number is required');
    const list = ok(await call(inventory.trolleysOfHotel, keeper, { params: { id: hotelId } })).trolley;
    assert.ok(list.some((t: { trolleyNo: string }) => t.trolleyNo === 'P-T1'));
    const noItems = await call(inventory.requestTrolleyStock, keeper, {
      body: { hotelServiceId: serviceId, trolleyId: trolley.id, trolleyRequestItemsDtoList: [] },
    });
    assert.equal(noItems.json.errors[0].message, 'Item is required');

    const request = (quantity: number) =>
      call(inventory.requestTrolleyStock, keeper, {
        body: {
          hotelServiceId: serviceId,
          trolleyId: trolley.id,
          trolleyRequestItemsDtoList: [{ itemId: soap, quantity }],
        },
      });
    const have = await onHand(soap, store);
    const small = ok(await request(2)).trolleyRequest;
    assert.equal(small.status, 'REQUEST');
    const issued = ok(
      await call(inventory.issueTrolleyRequest, keeper, { params: { id: small.id }, body: { locationId: store } }),
    ).trolleyRequest;
    assert.equal(issued.status, 'ISSUED');
    assert.equal(await onHand(soap, store), have - 2);
    const again = await call(inventory.issueTrolleyRequest, keeper, {
      params: { id: small.id },
      body: { locationId: store },
    });
    assert.equal(again.json.reason, 'TROLLEY_REQUEST_DECIDED');

    const big = ok(await request(1000)).trolleyRequest;
    const short = await call(inventory.issueTrolleyRequest, keeper, {
      params: { id: big.id },
      body: { locationId: store },
    });
    assert.equal(short.json.reason, 'INSUFFICIENT_STOCK');
    assert.equal(short.json.message, `Not enough P Soap at P Store: ${have - 2} available`);
    assert.equal(await onHand(soap, store), have - 2);
    const noReason = await call(inventory.refuseTrolleyRequest, keeper, {
      params: { id: big.id },
      body: { reason: ' ' },
    });
    assert.deepEqual(fieldsOf(noReason.json), ['reason']);
    const refused = ok(
      await call(inventory.refuseTrolleyRequest, keeper, { params: { id: big.id }, body: { reason: 'Too many' } }),
    ).trolleyRequest;
    assert.equal(refused.refusalReason, 'Too many');
    const waiting = ok(
      await call(inventory.searchTrolleyRequests, keeper, { query: { hotelServiceId: serviceId, pending: true } }),
    );
    assert.ok(!waiting.trolleyRequest.some((r: { id: number }) => r.id === big.id));
    const history = ok(
      await call(inventory.searchTrolleyRequests, keeper, { query: { hotelServiceId: serviceId, pending: false } }),
    );
    assert.ok(history.trolleyRequest.some((r: { id: number }) => r.id === big.id));
  });
});

describe('inventory report', () => {
  test('opening, movements and closing per item and location for a period', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = ok(
      await call(inventory.inventoryReport, keeper, {
        query: { hotelServiceId: serviceId, fromDate: today, toDate: today, item: 'P Water' },
      }),
    );
    const line = report.line.find((l: { locationId: number }) => l.locationId === store);
    assert.equal(line.received, 48);
    assert.equal(
      line.closing,
      line.opening + line.received - line.issued + line.transferredIn - line.transferredOut + line.adjusted,
    );
    const bad = await call(inventory.inventoryReport, keeper, {
      query: { hotelServiceId: serviceId, fromDate: today, toDate: '2020-01-01' },
    });
    assert.deepEqual(fieldsOf(bad.json), ['toDate']);
  });
});
