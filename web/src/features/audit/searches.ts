// The URL shape of the audit module's lists (page, size, sort and filters survive a reload and Back),
// shared by each route's validateSearch and its screen. No React.

import { defineTableSearch } from '../../ui/data-table/search-params';

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
