// The URL shape of each admin list (page, size, sort and filters survive a reload and Back), shared
// by the route's validateSearch and the screen. No React.

import { defineTableSearch } from '../../ui/data-table/search-params';

export const foodsSearch = defineTableSearch({
  filters: ['name', 'itemType', 'categoryId'],
  sortFields: ['name', 'price', 'category', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const tableCategoriesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const tablesSearch = defineTableSearch({
  filters: ['number', 'categoryId'],
  sortFields: ['number', 'seats', 'category', 'id'],
  defaultSort: { field: 'number', direction: 'ASC' },
});

export const taxesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['sequence', 'name', 'rate', 'id'],
  defaultSort: { field: 'sequence', direction: 'ASC' },
});

/** operations §9: VAT search sorted by id descending. */
export const vatRegistrySearch = defineTableSearch({
  filters: ['name', 'email', 'vatNumber', 'address'],
  sortFields: ['id', 'name', 'vatNumber', 'email'],
  defaultSort: { field: 'id', direction: 'DESC' },
});

export const invoicesSearch = defineTableSearch({
  filters: ['search', 'from', 'to', 'payment'],
  sortFields: ['completedAt', 'totalCharge', 'tableNumber', 'id'],
  defaultSort: { field: 'completedAt', direction: 'DESC' },
});

export const receiptsSearch = defineTableSearch({
  filters: ['search', 'from', 'to', 'payment'],
  sortFields: ['createdAt', 'amount', 'id'],
  defaultSort: { field: 'createdAt', direction: 'DESC' },
});
