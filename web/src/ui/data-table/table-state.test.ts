import { describe, expect, it } from 'vitest';

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
} from './table-state';

const defaults = resolveTableDefaults({ sort: { field: 'id', direction: 'DESC' } });
const start: TableState = { ...defaults.state, page: 3 };

describe('table defaults', () => {
  it('starts on page 1 with 25 rows and the default sort (core §9)', () => {
    expect(defaults.state).toStrictEqual({
      page: 1,
      pageSize: 25,
      sort: { field: 'id', direction: 'DESC' },
      filters: {},
    });
    expect(DEFAULT_PAGE_SIZE).toBe(25);
  });
  it('debounces the column search 500 ms (core §9)', () => expect(TABLE_SEARCH_DEBOUNCE_MS).toBe(500));
  it('offers 10, 25 and 50 rows per page', () => expect(defaults.pageSizes).toStrictEqual([10, 25, 50]));
  it('falls back to the first offered size when the wanted one is not offered', () => {
    expect(resolveTableDefaults({ pageSizes: [10, 20], pageSize: 25 }).state.pageSize).toBe(10);
  });
});

describe('table state reducer', () => {
  it('moves to a page', () => expect(reduceTableState(start, { type: 'page', page: 5 }, defaults).page).toBe(5));
  it('never goes below page 1', () =>
    expect(reduceTableState(start, { type: 'page', page: 0 }, defaults).page).toBe(1));
  it('returns the same state when nothing changes', () => {
    expect(reduceTableState(start, { type: 'page', page: 3 }, defaults)).toBe(start);
    expect(reduceTableState(start, { type: 'filter', key: 'name', value: '  ' }, defaults)).toBe(start);
  });
  it('goes back to page 1 when the page size changes', () => {
    const next = reduceTableState(start, { type: 'pageSize', pageSize: 50 }, defaults);
    expect([next.pageSize, next.page]).toStrictEqual([50, 1]);
  });
  it('ignores a page size that is not offered', () => {
    expect(reduceTableState(start, { type: 'pageSize', pageSize: 1000 }, defaults)).toBe(start);
  });
  it('sorts another column ascending, then flips it', () => {
    const once = reduceTableState(start, { type: 'toggleSort', field: 'name' }, defaults);
    expect(once.sort).toStrictEqual({ field: 'name', direction: 'ASC' });
    expect(once.page).toBe(1);
    const twice = reduceTableState(once, { type: 'toggleSort', field: 'name' }, defaults);
    expect(twice.sort).toStrictEqual({ field: 'name', direction: 'DESC' });
    const thrice = reduceTableState(twice, { type: 'toggleSort', field: 'name' }, defaults);
    expect(thrice.sort).toStrictEqual({ field: 'name', direction: 'ASC' });
  });
  it('stores a trimmed filter and goes back to page 1', () => {
    const next = reduceTableState(start, { type: 'filter', key: 'name', value: ' Bar ' }, defaults);
    expect(next.filters).toStrictEqual({ name: 'Bar' });
    expect(next.page).toBe(1);
    expect(hasActiveFilters(next)).toBe(true);
  });
  it('removes a filter cleared to blank', () => {
    const filtered = reduceTableState(start, { type: 'filter', key: 'name', value: 'Bar' }, defaults);
    const cleared = reduceTableState(filtered, { type: 'filter', key: 'name', value: '' }, defaults);
    expect(cleared.filters).toStrictEqual({});
    expect(hasActiveFilters(cleared)).toBe(false);
  });
  it('resets filters, sort and page but keeps the page size', () => {
    const changed: TableState = {
      page: 4,
      pageSize: 50,
      sort: { field: 'name', direction: 'ASC' },
      filters: { name: 'Bar', code: 'X' },
    };
    expect(reduceTableState(changed, { type: 'resetFilters' }, defaults)).toStrictEqual({
      page: 1,
      pageSize: 50,
      sort: { field: 'id', direction: 'DESC' },
      filters: {},
    });
  });
});

describe('paging numbers', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
  it('finds the page to go back to when the last page emptied', () => {
    expect(pageOutOfRange({ ...start, page: 3, pageSize: 10 }, 20)).toBe(2);
    expect(pageOutOfRange({ ...start, page: 2, pageSize: 10 }, 20)).toBe(null);
    expect(pageOutOfRange({ ...start, page: 2, pageSize: 10 }, 0)).toBe(1);
  });
  it('shows the range of rows on the page', () => {
    expect(visibleRange({ ...start, page: 2, pageSize: 10 }, 43)).toStrictEqual({ from: 11, to: 20 });
    expect(visibleRange({ ...start, page: 5, pageSize: 10 }, 43)).toStrictEqual({ from: 41, to: 43 });
    expect(visibleRange(start, 0)).toStrictEqual({ from: 0, to: 0 });
  });
  it('turns the state into 0-based query variables', () => {
    expect(toPageVariables({ ...start, page: 3, pageSize: 10 })).toStrictEqual({
      page: 2,
      size: 10,
      sortField: 'id',
      direction: 'DESC',
    });
    expect(toPageVariables({ ...start, sort: null })).toStrictEqual({
      page: 2,
      size: 25,
      sortField: null,
      direction: null,
    });
  });
});
