// The URL shape of the reservation lists (the active list, the history, not paid, expired): one
// shape for all four, shared by each route's validateSearch and its screen. No React.

import { defineTableSearch } from '../../ui/data-table/search-params';

export const reservationsSearch = defineTableSearch({
  filters: ['refNumber', 'guestName', 'roomNo'],
  sortFields: ['id', 'refNumber', 'guestName', 'checkInDate', 'checkOutDate', 'status', 'total', 'createdAt'],
  defaultSort: { field: 'checkInDate', direction: 'DESC' },
});

/** The URL shape of the night audit's runs (/night-audit?page=1&sort=startedAt). */
export const nightAuditSearch = defineTableSearch({
  sortFields: ['businessDate', 'startedAt'],
  defaultSort: { field: 'businessDate', direction: 'DESC' },
});
