// The URL shape of the guest area's lists, shared by the route's validateSearch and the screen.

import { defineTableSearch } from '../../ui/data-table/search-params';

/** core-platform §3 the guest filters; §9 guest search sorted by first name ascending. */
export const guestsSearch = defineTableSearch({
  filters: ['idNumber', 'firstName', 'lastName', 'nationality', 'email', 'phoneNumber', 'address', 'city', 'guestType'],
  sortFields: ['firstName', 'lastName', 'idNumber', 'nationality', 'email', 'city', 'id'],
  defaultSort: { field: 'firstName', direction: 'ASC' },
});

/** Inquiries: newest first; by guest name and status. */
export const inquiriesSearch = defineTableSearch({
  filters: ['guestName', 'status'],
  sortFields: ['id', 'guestName', 'checkInDate', 'total', 'createdAt'],
  defaultSort: { field: 'id', direction: 'DESC' },
});
