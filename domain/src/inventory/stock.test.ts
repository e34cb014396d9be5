import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  adjustmentRefusal,
  projectStock,
  quantityRefusal,
  signedQuantity,
  stockCounts,
  stockLevel,
  transferRefusal,
} from './stock.js';

test('quantities must be positive; adjustments signed with a reason; transfers between two places', () => {
  assert.equal(quantityRefusal(0), 'QUANTITY_POSITIVE');
  assert.equal(quantityRefusal(-1), 'QUANTITY_POSITIVE');
  assert.equal(quantityRefusal(Number.NaN), 'QUANTITY_POSITIVE');
  assert.equal(quantityRefusal(2.5), null);
  assert.equal(adjustmentRefusal({ delta: 0, reason: 'x' }), 'ADJUSTMENT_NOT_ZERO');
  assert.equal(adjustmentRefusal({ delta: -2, reason: '  ' }), 'ADJUSTMENT_REASON_REQUIRED');
  assert.equal(adjustmentRefusal({ delta: -2, reason: 'broken' }), null);
  assert.equal(transferRefusal(1, 1, 5), 'TRANSFER_SAME_LOCATION');
  assert.equal(transferRefusal(1, 2, 0), 'QUANTITY_POSITIVE');
  assert.equal(transferRefusal(1, 2, 5), null);
});

test('issues and transfers out take stock, the rest bring it, adjustments keep their sign', () => {
  assert.equal(signedQuantity('ISSUE', 3), -3);
  assert.equal(signedQuantity('TRANSFER_OUT', 3), -3);
  assert.equal(signedQuantity('TRANSFER_IN', 3), 3);
  assert.equal(signedQuantity('OPENING', 3), 3);
  assert.equal(signedQuantity('GRN', 3), 3);
  assert.equal(signedQuantity('ADJUSTMENT', -3), -3);
});

test('a line below its reorder level is low; at zero it is out', () => {
  assert.equal(stockLevel(0, 5), 'OUT');
  assert.equal(stockLevel(4, 5), 'LOW');
  assert.equal(stockLevel(5, 5), 'OK');
});

test('the tiles count items: low, out where needed, zero everywhere', () => {
  const counts = stockCounts(
    [1, 2, 3, 4],
    [
      { itemId: 1, quantity: 2, reorderLevel: 5 },
      { itemId: 1, quantity: 10, reorderLevel: 5 },
      { itemId: 2, quantity: 0, reorderLevel: 5 },
      { itemId: 3, quantity: 0, reorderLevel: 0 },
    ],
  );
  assert.deepEqual(counts, { total: 4, low: 1, outOfStock: 1, zeroStock: 3 });
});

test('the projection spends the average daily consumption for 14 days from tomorrow', () => {
  const points = projectStock(100, [10, 0, 20], '2026-01-30');
  assert.equal(points.length, 14);
  assert.deepEqual(points[0], { date: '2026-01-31', quantity: 90 });
  assert.deepEqual(points[1], { date: '2026-02-01', quantity: 80 });
  assert.equal(points[13]?.quantity, 0);
  assert.deepEqual(
    projectStock(7, [], '2026-01-01').map((p) => p.quantity),
    Array.from({ length: 14 }, () => 7),
  );
});

test('a projection never rises and never goes below zero', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000 }),
      fc.array(fc.integer({ min: -5, max: 500 }), { maxLength: 30 }),
      (current, usage) => {
        const q = projectStock(current, usage, '2026-03-01').map((p) => p.quantity);
        q.forEach((v, i) => {
          assert.ok(v >= 0);
          assert.ok(v <= (i === 0 ? current : (q[i - 1] ?? current)));
        });
      },
    ),
  );
});
