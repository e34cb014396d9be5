import { describe, expect, it } from 'vitest';

import { pageOfRows } from './local-rows';

const rows = [
  { name: 'beta', discount: 10 },
  { name: 'Alpha', discount: 2 },
  { name: 'gamma', discount: 100 },
];

describe('pageOfRows', () => {
  it('keeps the order without a sort and cuts the page', () => {
    expect(pageOfRows(rows, { page: 2, pageSize: 2, sort: null, filters: {} }).map((r) => r.name)).toStrictEqual([
      'gamma',
    ]);
  });
  it('sorts text case-insensitively and numbers by value', () => {
    const byName = pageOfRows(rows, { page: 1, pageSize: 10, sort: { field: 'name', direction: 'ASC' }, filters: {} });
    expect(byName.map((r) => r.name)).toStrictEqual(['Alpha', 'beta', 'gamma']);
    const byDiscount = pageOfRows(rows, {
      page: 1,
      pageSize: 10,
      sort: { field: 'discount', direction: 'DESC' },
      filters: {},
    });
    expect(byDiscount.map((r) => r.discount)).toStrictEqual([100, 10, 2]);
  });
});
