// The URL shape of the audit module's lists (page, size, sort and filters survive a reload and Back),
// shared by each route's validateSearch and its screen. No React.

import { defineTableSearch, scopeSearchValue, searchScopeKey } from '../../ui/data-table/search-params';

/** Newest first, always: the server pages the log in that order only. */
export const auditLogSearch = defineTableSearch({
  filters: ['userId', 'entity', 'action', 'from', 'to', 'scope'],
  sortFields: [],
  defaultSort: null,
  pageSize: 25,
  pageSizes: [25, 50, 100],
});

export const leadTypesSearch = defineTableSearch({
  scoped: true,
  filters: ['name'],
  sortFields: ['name', 'active', 'createdAt'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const paymentTransactionsSearch = defineTableSearch({
  filters: ['scope', 'from', 'to', 'method'],
  sortFields: ['paidAt', 'amount', 'hotel', 'id'],
  defaultSort: { field: 'paidAt', direction: 'DESC' },
});

/** The reports page's URL: the hotel or group (`scope`) and the period, so a reload or a link shows the same report. */
export type ReportsSearch = {
  scope?: string | number;
  from?: string;
  to?: string;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (value: unknown): string | undefined =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

export function validateReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  const scope = scopeSearchValue(searchScopeKey(raw));
  let from = isoDate(raw['from']);
  let to = isoDate(raw['to']);
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(scope === undefined ? {} : { scope }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
