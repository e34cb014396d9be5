// The URL shape of each inventory list (page, size, sort and filters survive a reload and Back),
// shared by the route's validateSearch and the screen. No React.

import { defineTableSearch } from '../../ui/data-table/search-params';

export const locationsSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const unitsSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const itemsSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'category', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

/** Opening stock and transfer history: newest first. */
export const movementsSearch = defineTableSearch({
  filters: ['item', 'location'],
  sortFields: ['id', 'item', 'location', 'quantity'],
  defaultSort: { field: 'id', direction: 'DESC' },
});

export const productItemsSearch = defineTableSearch({
  filters: ['itemName'],
  sortFields: ['itemName', 'locationName', 'quantity', 'reorderLevel'],
  defaultSort: { field: 'itemName', direction: 'ASC' },
});

export const suppliersSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'active', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const unitTypesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const unitConversionsSearch = defineTableSearch({
  filters: ['unit'],
  sortFields: ['fromUnit', 'toUnit', 'id'],
  defaultSort: { field: 'fromUnit', direction: 'ASC' },
});

/** Purchase orders and GRN history: newest first. */
export const purchaseOrdersSearch = defineTableSearch({
  filters: ['supplier'],
  sortFields: ['id', 'supplier', 'status', 'expectedDate'],
  defaultSort: { field: 'id', direction: 'DESC' },
});

export const grnsSearch = defineTableSearch({
  filters: ['supplier'],
  sortFields: ['id', 'supplier', 'location'],
  defaultSort: { field: 'id', direction: 'DESC' },
});

export const trolleyRequestsSearch = defineTableSearch({
  filters: ['trolleyNo'],
  sortFields: ['id', 'trolleyNo', 'status'],
  defaultSort: { field: 'id', direction: 'DESC' },
});
