import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  DEFAULT_PAGE_SIZE,
  TABLE_SEARCH_DEBOUNCE_MS,
  hasActiveFilters,
  pageCount,
  pageOutOfRange,
  reduceTableState,
  resolveTableDefaults,
  toPageVariables,
  visibleRange,
  type TableState,
} from './table-state.js';

const defaults = resolveTableDefaults({ sort: { field: 'id', direction: 'DESC' } });
const start: TableState = { ...defaults.state, page: 3 };

describe('table defaults', () => {
  it('starts on page 1 with 25 rows and the default sort (core §9)', () => {
    assert.deepEqual(defaults.state, { page: 1, pageSize: 25, sort: { field: 'id', direction: 'DESC' }, filters: {} });
    assert.equal(DEFAULT_PAGE_SIZE, 25);
  });
  it('debounces the column search 500 ms (core §9)', () => assert.equal(TABLE_SEARCH_DEBOUNCE_MS, 500));
  it('offers 10, 25 and 50 rows per page', () => assert.deepEqual(defaults.pageSizes, [10, 25, 50]));
  it('falls back to the first offered size when the wanted one is not offered', () => {
    assert.equal(resolveTableDefaults({ pageSizes: [10, 20], pageSize: 25 }).state.pageSize, 10);
  });
});

describe('table state reducer', () => {
  it('moves to a page', () => assert.equal(reduceTableState(start, { type: 'page', page: 5 }, defaults).page, 5));
  it('never goes below page 1', () =>
    assert.equal(reduceTableState(start, { type: 'page', page: 0 }, defaults).page, 1));
  it('returns the same state when nothing changes', () => {
    assert.equal(reduceTableState(start, { type: 'page', page: 3 }, defaults), start);
    assert.equal(reduceTableState(start, { type: 'filter', key: 'name', value: '  ' }, defaults), start);
  });
  it('goes back to page 1 when the page size changes', () => {
    const next = reduceTableState(start, { type: 'pageSize', pageSize: 50 }, defaults);
    assert.deepEqual([next.pageSize, next.page], [50, 1]);
  });
  it('ignores a page size that is not offered', () => {
    assert.equal(reduceTableState(start, { type: 'pageSize', pageSize: 1000 }, defaults), start);
  });
  it('sorts another column ascending, then flips it', () => {
    const once = reduceTableState(start, { type: 'toggleSort', field: 'name' }, defaults);
    assert.deepEqual(once.sort, { field: 'name', direction: 'ASC' });
    assert.equal(once.page, 1);
    const twice = reduceTableState(once, { type: 'toggleSort', field: 'name' }, defaults);
    assert.deepEqual(twice.sort, { field: 'name', direction: 'DESC' });
    const thrice = reduceTableState(twice, { type: 'toggleSort', field: 'name' }, defaults);
    assert.deepEqual(thrice.sort, { field: 'name', direction: 'ASC' });
  });
  it('stores a trimmed filter and goes back to page 1', () => {
    const next = reduceTableState(start, { type: 'filter', key: 'name', value: ' Bar ' }, defaults);
    assert.deepEqual(next.filters, { name: 'Bar' });
    assert.equal(next.page, 1);
    assert.equal(hasActiveFilters(next), true);
  });
  it('removes a filter cleared to blank', () => {
    const filtered = reduceTableState(start, { type: 'filter', key: 'name', value: 'Bar' }, defaults);
    const cleared = reduceTableState(filtered, { type: 'filter', key: 'name', value: '' }, defaults);
    assert.deepEqual(cleared.filters, {});
    assert.equal(hasActiveFilters(cleared), false);
  });
  it('resets filters, sort and page but keeps the page size', () => {
    const changed: TableState = {
      page: 4,
      pageSize: 50,
      sort: { field: 'name', direction: 'ASC' },
      filters: { name: 'Bar', code: 'X' },
    };
    assert.deepEqual(reduceTableState(changed, { type: 'resetFilters' }, defaults), {
      page: 1,
      pageSize: 50,
      sort: { field: 'id', direction: 'DESC' },
      filters: {},
    });
  });
});

describe('paging numbers', () => {
  it('counts pages, at least one', () => {
    assert.equal(pageCount(0, 25), 1);
    assert.equal(pageCount(25, 25), 1);
    assert.equal(pageCount(26, 25), 2);
  });
  it('finds the page to go back to when the last page emptied', () => {
    assert.equal(pageOutOfRange({ ...start, page: 3, pageSize: 10 }, 20), 2);
    assert.equal(pageOutOfRange({ ...start, page: 2, pageSize: 10 }, 20), null);
    assert.equal(pageOutOfRange({ ...start, page: 2, pageSize: 10 }, 0), 1);
  });
  it('shows the range of rows on the page', () => {
    assert.deepEqual(visibleRange({ ...start, page: 2, pageSize: 10 }, 43), { from: 11, to: 20 });
    assert.deepEqual(visibleRange({ ...start, page: 5, pageSize: 10 }, 43), { from: 41, to: 43 });
    assert.deepEqual(visibleRange(start, 0), { from: 0, to: 0 });
  });
  it('turns the state into 0-based query variables', () => {
    assert.deepEqual(toPageVariables({ ...start, page: 3, pageSize: 10 }), {
      page: 2,
      size: 10,
      sortField: 'id',
      direction: 'DESC',
    });
    assert.deepEqual(toPageVariables({ ...start, sort: null }), {
      page: 2,
      size: 25,
      sortField: null,
      direction: null,
    });
  });
});
