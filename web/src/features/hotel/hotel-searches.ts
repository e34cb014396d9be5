// The URL shape of the group, hotel and service lists (page, size, sort and filters survive a
// reload and Back), shared by the route files' validateSearch and the screens. No React.

import { defineTableSearch } from '../../ui/data-table/search-params';

export const groupsSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'contactPerson', 'email', 'hotelCount', 'active', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const hotelsSearch = defineTableSearch({
  filters: ['name', 'groupId'],
  sortFields: ['name', 'title', 'prefix', 'type', 'groupTitle', 'serviceCount', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const servicesSearch = defineTableSearch({
  filters: ['name', 'serviceType'],
  sortFields: ['name', 'serviceType', 'active', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

/** The services list keeps the hotel whose services it shows beside the table's own keys. */
export interface HotelChoiceSearch {
  hotelId?: number;
}

export function validateServicesSearch(raw: Record<string, unknown>) {
  const value = raw['hotelId'];
  const hotelId = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return {
    ...servicesSearch.validate(raw),
    ...(typeof hotelId === 'number' && Number.isInteger(hotelId) && hotelId > 0 ? { hotelId } : {}),
  };
}
