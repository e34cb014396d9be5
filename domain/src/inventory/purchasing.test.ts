import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  conversionCycle,
  inStockUnits,
  openQuantity,
  orderTotal,
  purchaseOrderActionRefusal,
  statusAfterReceipt,
} from './purchasing.js';

test('an order is edited and sent while a draft, received and closed while open', () => {
  assert.equal(purchaseOrderActionRefusal('DRAFT', 'SEND'), null);
  assert.equal(purchaseOrderActionRefusal('SENT', 'EDIT'), 'PURCHASE_ORDER_NOT_DRAFT');
  assert.equal(purchaseOrderActionRefusal('DRAFT', 'RECEIVE'), 'PURCHASE_ORDER_NOT_OPEN');
  assert.equal(purchaseOrderActionRefusal('PARTLY_RECEIVED', 'RECEIVE'), null);
  assert.equal(purchaseOrderActionRefusal('RECEIVED', 'CLOSE'), 'PURCHASE_ORDER_NOT_OPEN');
});

test('status after a receipt', () => {
  assert.equal(statusAfterReceipt([{ quantity: 10, received: 10 }]), 'RECEIVED');
  assert.equal(
    statusAfterReceipt([
      { quantity: 10, received: 4 },
      { quantity: 2, received: 0 },
    ]),
    'PARTLY_RECEIVED',
  );
  assert.equal(openQuantity({ quantity: 1.1, received: 0.3 }), 0.8);
});

test('order totals are exact', () => {
  assert.equal(
    orderTotal(
      [
        { quantity: 3, unitPrice: 0.1 },
        { quantity: 0.5, unitPrice: 1250.35 },
      ],
      'LKR',
    ).toFixed(),
    '625.48',
  );
  assert.equal(inStockUnits(2.5, 24), 60);
});

test('a conversion may not close a cycle', () => {
  const existing = [
    { fromUnitId: 1, toUnitId: 2 },
    { fromUnitId: 2, toUnitId: 3 },
  ];
  assert.equal(conversionCycle(existing, 3, 1), true);
  assert.equal(conversionCycle(existing, 1, 3), false);
  assert.equal(conversionCycle(existing, 4, 4), true);
});
