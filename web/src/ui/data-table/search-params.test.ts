import { describe, expect, it } from 'vitest';

import { defineTableSearch, searchScopeKey } from './search-params';

const search = defineTableSearch({
  filters: ['name', 'code'],
  sortFields: ['id', 'name'],
  defaultSort: { field: 'id', direction: 'DESC' },
});

describe('table search params', () => {
  it('reads a full search', () => {
    expect(search.toState({ page: 2, size: 50, sort: 'name', dir: 'ASC', name: 'Bar' })).toStrictEqual({
      page: 2,
      pageSize: 50,
      sort: { field: 'name', direction: 'ASC' },
      filters: { name: 'Bar' },
    });
  });
  it('gives the defaults for an empty search', () => {
    expect(search.toState({})).toStrictEqual({
      page: 1,
      pageSize: 25,
      sort: { field: 'id', direction: 'DESC' },
      filters: {},
    });
  });
  it('accepts numbers written as text', () => {
    expect(search.validate({ page: '3', size: '10' })).toStrictEqual({ page: 3, size: 10 });
  });
  it('keeps a filter typed as digits, which the router parses as a number', () => {
    expect(search.toState({ code: 123 }).filters).toStrictEqual({ code: '123' });
  });
  it('drops what it cannot trust', () => {
    expect(
      search.validate({ page: -1, size: 1000, sort: 'password', dir: 'DOWN', name: '  ', other: 'x', code: {} }),
    ).toStrictEqual({});
    expect(search.validate({ page: 1.5 })).toStrictEqual({});
  });
  it('reads a sort without a direction as ascending', () => {
    expect(search.validate({ sort: 'name' })).toStrictEqual({ sort: 'name', dir: 'ASC' });
  });
  it('cuts an overlong filter', () => {
    expect(search.validate({ name: 'x'.repeat(500) }).name?.length).toBe(200);
  });
  it('leaves defaults out of the URL but names every table key', () => {
    expect(search.toSearch(search.defaults.state)).toStrictEqual({
      page: undefined,
      size: undefined,
      sort: undefined,
      dir: undefined,
      name: undefined,
      code: undefined,
    });
  });
  it('writes what differs from the defaults', () => {
    expect(
      search.toSearch({ page: 2, pageSize: 10, sort: { field: 'name', direction: 'DESC' }, filters: { code: 'A1' } }),
    ).toStrictEqual({ page: 2, size: 10, sort: 'name', dir: 'DESC', name: undefined, code: 'A1' });
  });
  it('round-trips a state through the URL', () => {
    const state = { page: 4, pageSize: 50, sort: { field: 'id', direction: 'ASC' as const }, filters: { name: 'Bar' } };
    expect(search.toState(search.toSearch(state))).toStrictEqual(state);
  });
  it('accepts any sort field when none are listed', () => {
    expect(defineTableSearch().validate({ sort: 'createdAt', dir: 'DESC' })).toStrictEqual({
      sort: 'createdAt',
      dir: 'DESC',
    });
  });
  it('refuses a filter named like a table key', () => {
    expect(() => defineTableSearch({ filters: ['page'] })).toThrow(/reserved/);
  });
});

describe('a scoped list search', () => {
  const scoped = defineTableSearch({ scoped: true, filters: ['name'], sortFields: ['name'] });

  it('keeps the hotel or group the URL names, a hotel id as a number, and nothing else', () => {
    expect(scoped.validate({ scope: 12, name: 'Bar' })).toEqual({ scope: 12, name: 'Bar' });
    expect(scoped.validate({ scope: '12' })).toEqual({ scope: 12 });
    expect(scoped.validate({ scope: 'group3' })).toEqual({ scope: 'group3' });
    expect(scoped.validate({ scope: 'drop table' })).toEqual({});
    expect(searchScopeKey({ scope: 12 })).toBe('12');
    expect(searchScopeKey({ scope: 'x' })).toBeNull();
  });

  it('Reset filters leaves the scope in the URL (toSearch names only the table keys)', () => {
    const next = scoped.toSearch(scoped.toState({ scope: 12, name: 'Bar', page: 3 }));
    expect('scope' in next).toBe(false);
    expect(next).toMatchObject({ page: 3, name: 'Bar' });
  });

  it('is not a filter too', () => {
    expect(() => defineTableSearch({ scoped: true, filters: ['scope'] })).toThrow();
  });
});
