// What every paged search promises, checked the same way for each list: the page and size asked,
// the whole match counted, each sort field of the contract in both directions, and anything else
// refused naming sortField. The lists' own filters are checked beside these, per list.
import assert from 'node:assert/strict';
import { z } from 'zod';
import type { AnyEndpoint, Pagination } from '@hotel/schema';
import { at, type TestUpstream } from './harness.js';

export interface PagedSearch {
  up: TestUpstream;
  token: string;
  endpoint: AnyEndpoint;
  params?: Record<string, unknown>;
  /** The query every request of the check sends (the list's scope: a hotel, a group…). */
  query?: Record<string, unknown>;
  /** The result key holding the rows: `role`, `hotelRole`… */
  key: string;
  /** The field holding a row's id (`id` unless given: users carry `userId`). */
  idField?: string;
}

export type Row = Record<string, unknown>;

/** The sort fields the contract declares for a paged endpoint. */
export function sortFieldsOf(endpoint: AnyEndpoint): readonly string[] {
  const query = endpoint.query;
  if (!(query instanceof z.ZodObject)) return [];
  const sortField = (query.shape as Record<string, z.ZodType>)['sortField'];
  if (!(sortField instanceof z.ZodDefault)) return [];
  const inner = sortField.unwrap();
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : [];
}

/** One page of the list, failing on anything but a paged success. */
export async function searchPage(
  s: PagedSearch,
  query: Record<string, unknown> = {},
): Promise<{ rows: Row[]; pagination: Pagination }> {
  const res = await s.up.api('GET', at(s.endpoint, s.params, { ...s.query, ...query }), { token: s.token });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  assert.ok(res.json.pagination, 'a paged search answers pagination');
  const rows = res.json.result[s.key] as Row[];
  const idField = s.idField ?? 'id';
  assert.ok(
    rows.every((r) => typeof r[idField] === 'number'),
    `every row has its ${idField}`,
  );
  return { rows, pagination: res.json.pagination as Pagination };
}

const idsOf = (s: PagedSearch, rows: readonly Row[]) => rows.map((r) => r[s.idField ?? 'id'] as number);

/**
 * Pages of two rows follow each other without overlap, every page counts the whole match, and the
 * whole list (one page of 200) holds exactly that many rows. Needs at least three matching rows.
 */
export async function checkPaging(s: PagedSearch): Promise<number> {
  const all = await searchPage(s, { page: 0, size: 200 });
  const total = all.pagination.totalRecords;
  assert.ok(total >= 3, `the check needs three rows or more, found ${total}`);
  assert.equal(all.rows.length, total);
  const first = await searchPage(s, { page: 0, size: 2 });
  const second = await searchPage(s, { page: 1, size: 2 });
  assert.deepEqual(first.pagination, { pageNumber: 0, pageSize: 2, totalRecords: total });
  assert.deepEqual(second.pagination, { pageNumber: 1, pageSize: 2, totalRecords: total });
  assert.deepEqual([...idsOf(s, first.rows), ...idsOf(s, second.rows)], idsOf(s, all.rows).slice(0, 4));
  const beyond = await searchPage(s, { page: Math.ceil(total / 2), size: 2 });
  assert.deepEqual(beyond.rows, []);
  assert.equal(beyond.pagination.totalRecords, total);
  return total;
}

/**
 * Every sort field of the contract in both directions: descending is ascending reversed (the id
 * breaks ties in the same direction), and no sort field answers the list's default. Rows without a
 * value to sort by (`blank`: sort field → the row field that is then null) come last either way.
 */
export async function checkSorting(
  s: PagedSearch,
  byDefault: { field: string; direction: 'ASC' | 'DESC' },
  blank: Readonly<Record<string, string>> = {},
): Promise<void> {
  const fields = sortFieldsOf(s.endpoint);
  assert.ok(fields.includes(byDefault.field));
  for (const sortField of fields) {
    const asc = (await searchPage(s, { size: 200, sortField, direction: 'ASC' })).rows;
    const desc = (await searchPage(s, { size: 200, sortField, direction: 'DESC' })).rows;
    const blankField = blank[sortField];
    const isBlank = (r: Row) => blankField !== undefined && r[blankField] === null;
    const valued = (rows: Row[]) =>
      idsOf(
        s,
        rows.filter((r) => !isBlank(r)),
      );
    const blanks = (rows: Row[]) => idsOf(s, rows.filter(isBlank));
    for (const rows of [asc, desc]) {
      assert.deepEqual(idsOf(s, rows), [...valued(rows), ...blanks(rows)], `${sortField}: blanks come last`);
    }
    assert.deepEqual(valued(desc), valued(asc).reverse(), `${sortField} DESC is ${sortField} ASC reversed`);
    assert.deepEqual(blanks(desc), blanks(asc).reverse(), `${sortField}: blanks by id, reversed`);
  }
  const plain = await searchPage(s, { size: 200 });
  const explicit = await searchPage(s, { size: 200, sortField: byDefault.field, direction: byDefault.direction });
  assert.deepEqual(idsOf(s, plain.rows), idsOf(s, explicit.rows), 'no sort field sorts by the default');
}

/** A sort field the list does not have, and a direction that is neither ASC nor DESC: 40000 naming each. */
export async function checkSortRefusals(s: PagedSearch): Promise<void> {
  const field = await s.up.api('GET', at(s.endpoint, s.params, { ...s.query, sortField: 'password' }), {
    token: s.token,
  });
  assert.equal(field.status, 400);
  assert.equal(field.json.statusCode, '40000');
  const fieldError = (field.json.errors as { field: string; message: string }[]).find((e) => e.field === 'sortField');
  assert.ok(fieldError, JSON.stringify(field.json));
  assert.equal(fieldError.message, `Sort by one of: ${sortFieldsOf(s.endpoint).join(', ')}`);
  const direction = await s.up.api('GET', at(s.endpoint, s.params, { ...s.query, direction: 'UP' }), {
    token: s.token,
  });
  assert.equal(direction.json.statusCode, '40000');
  assert.ok((direction.json.errors as { field: string }[]).some((e) => e.field === 'direction'));
}

/** The ids a filter leaves, in the list's default order. */
export async function idsWhere(s: PagedSearch, filter: Record<string, unknown>): Promise<number[]> {
  return idsOf(s, (await searchPage(s, { size: 200, ...filter })).rows);
}
