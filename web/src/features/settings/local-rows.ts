// The settings lists the contract answers whole (a hotel has a handful of allowances, rules, CC
// addresses, terms): sorted and paged here with the table's state, so they use the same DataTable
// as the server-paged lists. No React.

import type { TableState } from '../../ui/data-table/table-state';

/** The rows of the table's page, sorted by its sort field (text case-insensitively, numbers by value). */
export function pageOfRows<Row>(
  rows: readonly Row[],
  state: TableState,
  value: (row: Row, field: string) => unknown = (row, field) => (row as Record<string, unknown>)[field],
): Row[] {
  const sorted = [...rows];
  const sort = state.sort;
  if (sort) {
    const direction = sort.direction === 'DESC' ? -1 : 1;
    sorted.sort((a, b) => direction * compare(value(a, sort.field), value(b, sort.field)));
  }
  const start = (state.page - 1) * state.pageSize;
  return sorted.slice(start, start + state.pageSize);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base', numeric: true });
}
