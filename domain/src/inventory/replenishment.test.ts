import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countVariance, groupBySupplier, replenishmentQuantity, stockCountPostRefusal } from './replenishment.js';

test('replenishment quantities bring each line back to its level, in whole purchase units', () => {
  const cases: {
    name: string;
    lines: { quantity: number; reorderLevel: number }[];
    onOrder: number;
    factor: number;
    want: [number, number, number];
  }[] = [
    {
      name: 'at its level: nothing',
      lines: [{ quantity: 10, reorderLevel: 10 }],
      onOrder: 0,
      factor: 1,
      want: [0, 0, 0],
    },
    { name: 'above: nothing', lines: [{ quantity: 12, reorderLevel: 10 }], onOrder: 0, factor: 24, want: [0, 0, 0] },
    { name: 'own unit: exact', lines: [{ quantity: 4, reorderLevel: 10 }], onOrder: 0, factor: 1, want: [6, 6, 6] },
    {
      name: 'kilograms keep decimals',
      lines: [{ quantity: 1.25, reorderLevel: 5 }],
      onOrder: 0,
      factor: 1,
      want: [3.75, 3.75, 3.75],
    },
    {
      name: 'cases of 24: one case for 6',
      lines: [{ quantity: 4, reorderLevel: 10 }],
      onOrder: 0,
      factor: 24,
      want: [6, 1, 24],
    },
    {
      name: 'cases of 24: exactly two',
      lines: [{ quantity: 0, reorderLevel: 48 }],
      onOrder: 0,
      factor: 24,
      want: [48, 2, 48],
    },
    {
      name: 'cases of 24: 49 → three',
      lines: [{ quantity: 0, reorderLevel: 49 }],
      onOrder: 0,
      factor: 24,
      want: [49, 3, 72],
    },
    {
      name: 'two locations short add up; a full one does not cover',
      lines: [
        { quantity: 2, reorderLevel: 10 },
        { quantity: 1, reorderLevel: 5 },
        { quantity: 100, reorderLevel: 5 },
      ],
      onOrder: 0,
      factor: 6,
      want: [12, 2, 12],
    },
    {
      name: 'open orders count',
      lines: [{ quantity: 0, reorderLevel: 30 }],
      onOrder: 24,
      factor: 24,
      want: [30, 1, 24],
    },
    {
      name: 'already on order: nothing',
      lines: [{ quantity: 0, reorderLevel: 30 }],
      onOrder: 30,
      factor: 1,
      want: [30, 0, 0],
    },
    {
      name: 'a dozen as a fraction unit',
      lines: [{ quantity: 0, reorderLevel: 1 }],
      onOrder: 0,
      factor: 0.5,
      want: [1, 2, 1],
    },
  ];
  for (const c of cases) {
    const got = replenishmentQuantity({ lines: c.lines, onOrder: c.onOrder, factor: c.factor });
    assert.deepEqual([got.shortfall, got.quantity, got.stockQuantity], c.want, c.name);
  }
});

test('candidates are grouped by supplier; those without one are set apart', () => {
  const { groups, withoutSupplier } = groupBySupplier([
    { itemId: 1, supplierId: 7 },
    { itemId: 2, supplierId: null },
    { itemId: 3, supplierId: 9 },
    { itemId: 4, supplierId: 7 },
  ]);
  assert.deepEqual(
    groups.map((g) => [g.supplierId, g.lines.map((l) => l.itemId)]),
    [
      [7, [1, 4]],
      [9, [3]],
    ],
  );
  assert.deepEqual(
    withoutSupplier.map((c) => c.itemId),
    [2],
  );
});

test('a count posts counted − expected, with a reason and at least one counted line', () => {
  assert.equal(countVariance(10, 7), -3);
  assert.equal(countVariance(1.1, 1.3), 0.2);
  assert.equal(countVariance(5, null), 0);
  assert.equal(stockCountPostRefusal(' ', [{ counted: 1 }]), 'ADJUSTMENT_REASON_REQUIRED');
  assert.equal(stockCountPostRefusal('annual count', [{ counted: null }]), 'STOCK_COUNT_EMPTY');
  assert.equal(stockCountPostRefusal('annual count', [{ counted: 0 }]), null);
});
