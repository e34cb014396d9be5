// The URL shape of each settings list (page, size, sort and filters survive a reload and Back),
// shared by the route's validateSearch and the screen. No React.

import { defineTableSearch } from '../../ui/data-table/search-params';

/** Search by name (operations §7: userEmail searches name and email). */
export const userDiscountsSearch = defineTableSearch({
  scoped: true,
  filters: ['name'],
  sortFields: ['name', 'email', 'discount'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

/** The web/direct filter of the minimum-night search (operations §7). */
export const minimumNightsSearch = defineTableSearch({
  scoped: true,
  filters: ['channel'],
  sortFields: ['startDate', 'endDate', 'numOfDays'],
  defaultSort: { field: 'startDate', direction: 'DESC' },
});

export const ccMailsSearch = defineTableSearch({
  scoped: true,
  sortFields: ['mailType', 'email'],
  defaultSort: { field: 'mailType', direction: 'ASC' },
});

export const termsSearch = defineTableSearch({
  scoped: true,
  sortFields: ['sequence', 'title', 'termType'],
  defaultSort: { field: 'sequence', direction: 'ASC' },
});

/** Newest first on the server; the search runs over code and name. */
export const promotionsSearch = defineTableSearch({
  scoped: true,
  filters: ['code'],
  sortFields: ['startDate', 'endDate', 'code', 'name', 'discountValue', 'id'],
  defaultSort: null,
});

/** By start date on the server; filtered by room number and a period. */
export const roomBlocksSearch = defineTableSearch({
  scoped: true,
  filters: ['roomNumber', 'from', 'to'],
  sortFields: ['startDate', 'endDate', 'roomNumber', 'id'],
  defaultSort: null,
});
