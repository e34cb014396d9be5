import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { pageOfRows } from './local-rows.js';

const rows = [
  { name: 'beta', discount: 10 },
  { name: 'Alpha', discount: 2 },
  { name: 'gamma', discount: 100 },
];

describe('pageOfRows', () => {
  it('keeps the order without a sort and cuts the page', () => {
    assert.deepEqual(
      pageOfRows(rows, { page: 2, pageSize: 2, sort: null, filters: {} }).map((r) => r.name),
      ['gamma'],
    );
  });
  it('sorts text case-insensitively and numbers by value', () => {
    const byName = pageOfRows(rows, { page: 1, pageSize: 10, sort: { field: 'name', direction: 'ASC' }, filters: {} });
    assert.deepEqual(
      byName.map((r) => r.name),
      ['Alpha', 'beta', 'gamma'],
    );
    const byDiscount = pageOfRows(rows, {
      page: 1,
      pageSize: 10,
      sort: { field: 'discount', direction: 'DESC' },
      filters: {},
    });
    assert.deepEqual(
      byDiscount.map((r) => r.discount),
      [100, 10, 2],
    );
  });
});
