import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { defineTableSearch } from './search-params.js';

const search = defineTableSearch({
  filters: ['name', 'code'],
  sortFields: ['id', 'name'],
  defaultSort: { field: 'id', direction: 'DESC' },
});

describe('table search params', () => {
  it('reads a full search', () => {
    assert.deepEqual(search.toState({ page: 2, size: 50, sort: 'name', dir: 'ASC', name: 'Bar' }), {
      page: 2,
      pageSize: 50,
      sort: { field: 'name', direction: 'ASC' },
      filters: { name: 'Bar' },
    });
  });
  it('gives the defaults for an empty search', () => {
    assert.deepEqual(search.toState({}), {
      page: 1,
      pageSize: 25,
      sort: { field: 'id', direction: 'DESC' },
      filters: {},
    });
  });
  it('accepts numbers written as text', () => {
    assert.deepEqual(search.validate({ page: '3', size: '10' }), { page: 3, size: 10 });
  });
  it('keeps a filter typed as digits, which the router parses as a number', () => {
    assert.deepEqual(search.toState({ code: 123 }).filters, { code: '123' });
  });
  it('drops what it cannot trust', () => {
    assert.deepEqual(
      search.validate({ page: -1, size: 1000, sort: 'password', dir: 'DOWN', name: '  ', other: 'x', code: {} }),
      {},
    );
    assert.deepEqual(search.validate({ page: 1.5 }), {});
  });
  it('reads a sort without a direction as ascending', () => {
    assert.deepEqual(search.validate({ sort: 'name' }), { sort: 'name', dir: 'ASC' });
  });
  it('cuts an overlong filter', () => {
    assert.equal(search.validate({ name: 'x'.repeat(500) }).name?.length, 200);
  });
  it('leaves defaults out of the URL but names every table key', () => {
    assert.deepEqual(search.toSearch(search.defaults.state), {
      page: undefined,
      size: undefined,
      sort: undefined,
      dir: undefined,
      name: undefined,
      code: undefined,
    });
  });
  it('writes what differs from the defaults', () => {
    assert.deepEqual(
      search.toSearch({ page: 2, pageSize: 10, sort: { field: 'name', direction: 'DESC' }, filters: { code: 'A1' } }),
      { page: 2, size: 10, sort: 'name', dir: 'DESC', name: undefined, code: 'A1' },
    );
  });
  it('round-trips a state through the URL', () => {
    const state = { page: 4, pageSize: 50, sort: { field: 'id', direction: 'ASC' as const }, filters: { name: 'Bar' } };
    assert.deepEqual(search.toState(search.toSearch(state)), state);
  });
  it('accepts any sort field when none are listed', () => {
    assert.deepEqual(defineTableSearch().validate({ sort: 'createdAt', dir: 'DESC' }), {
      sort: 'createdAt',
      dir: 'DESC',
    });
  });
  it('refuses a filter named like a table key', () => {
    assert.throws(() => defineTableSearch({ filters: ['page'] }), /reserved/);
  });
});
