// Purchasing through GraphQL against the real upstream: a supplier, a purchase order sent and
// received in part by a GRN (the stock rises, the order is partly received), an over-receipt
// refused with its reason, a trolley request issued, and the guard refusing a waiter.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack, type Stack, firstService } from '../../test/stack.js';

describe('purchasing through GraphQL', () => {
  let stack: Stack;
  let keeper: string;
  let waiter: string;
  let hotelId: number;
  let serviceId: number;

  before(async () => {
    stack = await startStack();
    keeper = await stack.signIn('storekeeper@demo.lk');
    waiter = await stack.signIn('waiter@demo.lk');
    ({ id: serviceId, hotelId } = await firstService(stack, 'INVENTORY'));
  });
  after(() => stack.close());

  const as = (token: string) => ({ token, serviceId });

  test('supplier → purchase order → sent → GRN in part → trolley request issued', async () => {
    const supplier = await stack.gql<{ createSupplier: { supplier: { id: number } } }>(
      'mutation($i: SupplierInput!) { createSupplier(input: $i) { message supplier { id name active } } }',
      { i: { serviceId, name: 'Gql Supplies', email: 'sales@gql.lk' } },
      as(keeper),
    );
    assert.equal(supplier.errors, undefined, JSON.stringify(supplier.errors));
    const supplierId = supplier.data!.createSupplier.supplier.id;
    const refs = await stack.gql<{
      stockLocations: { items: { id: number; name: string }[] };
      inventoryItems: { items: { id: number; name: string }[] };
    }>(
      `query($s: Int!) { stockLocations(serviceId: $s) { items { id name } }
        inventoryItems(serviceId: $s, size: 200) { items { id name } } }`,
      { s: serviceId },
      as(keeper),
    );
    const location = refs.data!.stockLocations.items.find((l) => l.name === 'Main Store')!.id;
    const itemId = refs.data!.inventoryItems.items[0]!.id;

    const order = await stack.gql<{
      createPurchaseOrder: { purchaseOrder: { id: number; status: string; total: number; lines: { id: number }[] } };
    }>(
      `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) { message purchaseOrder { id status total lines { id } } } }`,
      { i: { serviceId, supplierId, expectedDate: '2026-12-24', lines: [{ itemId, quantity: 4, unitPrice: 99.99 }] } },
      as(keeper),
    );
    assert.equal(order.errors, undefined, JSON.stringify(order.errors));
    const po = order.data!.createPurchaseOrder.purchaseOrder;
    assert.equal(po.status, 'DRAFT');
    assert.equal(po.total, 399.96);
    const sent = await stack.gql<{ sendPurchaseOrder: { purchaseOrder: { status: string } } }>(
      'mutation($s: Int!, $id: Int!) { sendPurchaseOrder(serviceId: $s, id: $id) { purchaseOrder { status } } }',
      { s: serviceId, id: po.id },
      as(keeper),
    );
    assert.equal(sent.data!.sendPurchaseOrder.purchaseOrder.status, 'SENT');

    const receive = (quantity: number) =>
      stack.gql<{ createGrn: { message: string; grn: { id: number; total: number } } }>(
        'mutation($i: GrnInput!) { createGrn(input: $i) { message grn { id total } } }',
        {
          i: {
            serviceId,
            purchaseOrderId: po.id,
            locationId: location,
            lines: [{ purchaseOrderLineId: po.lines[0]!.id, quantity }],
          },
        },
        as(keeper),
      );
    const part = await receive(1);
    assert.equal(part.errors, undefined, JSON.stringify(part.errors));
    assert.equal(part.data!.createGrn.message, 'Goods received note saved');
    assert.equal(part.data!.createGrn.grn.total, 99.99);
    const over = await receive(10);
    assert.equal(over.errors?.[0]?.extensions?.['reason'], 'OVER_RECEIPT');

    const now = await stack.gql<{ purchaseOrder: { status: string; lines: { open: number }[] } }>(
      'query($s: Int!, $id: Int!) { purchaseOrder(serviceId: $s, id: $id) { status lines { open } } }',
      { s: serviceId, id: po.id },
      as(keeper),
    );
    assert.deepEqual(now.data!.purchaseOrder, { status: 'PARTLY_RECEIVED', lines: [{ open: 3 }] });

    const [trolley] = await stack.upstream.db.query<{ id: number }>(
      `insert into trolley (hotel_id, trolley_no) values ($1, 'Gql-T') returning id`,
      [hotelId],
    );
    const requested = await stack.gql<{ requestTrolleyStock: { trolleyRequest: { id: number; status: string } } }>(
      `mutation($s: Int!, $t: Int!, $items: [TrolleyRequestItemInput!]!) {
         requestTrolleyStock(serviceId: $s, trolleyId: $t, items: $items) { trolleyRequest { id status } } }`,
      { s: serviceId, t: trolley!.id, items: [{ itemId, quantity: 1 }] },
      as(keeper),
    );
    assert.equal(requested.errors, undefined, JSON.stringify(requested.errors));
    const issued = await stack.gql<{
      issueTrolleyRequest: { trolleyRequest: { status: string; items: { quantity: number }[] } };
    }>(
      `mutation($s: Int!, $id: Int!, $l: Int!) { issueTrolleyRequest(serviceId: $s, id: $id, locationId: $l) {
         trolleyRequest { status items { quantity } } } }`,
      { s: serviceId, id: requested.data!.requestTrolleyStock.trolleyRequest.id, l: location },
      as(keeper),
    );
    assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
    assert.equal(issued.data!.issueTrolleyRequest.trolleyRequest.status, 'ISSUED');
  });

  test('a waiter may not see suppliers or purchase orders', async () => {
    const res = await stack.gql('query($s: Int!) { suppliers(serviceId: $s) { total } }', { s: serviceId }, as(waiter));
    assert.equal(res.errors?.[0]?.extensions?.['code'], 'FORBIDDEN');
  });
});
