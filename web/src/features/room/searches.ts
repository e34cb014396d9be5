// The URL shape of each list of the room area (page, size, sort and filters survive a reload and
// Back), shared by the route's validateSearch and the screen. No React.

import { defineTableSearch } from '../../ui/data-table/search-params';

export const roomAttributesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'roomCount', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const roomTypesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'maxAdults', 'maxChildren', 'roomCount', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const roomsSearch = defineTableSearch({
  filters: ['roomNo'],
  sortFields: ['roomNo', 'floor', 'roomType', 'id'],
  defaultSort: { field: 'roomNo', direction: 'ASC' },
});

/** operations §3 stay type filters: stayType (the name), roomTypeName. */
export const stayTypesSearch = defineTableSearch({
  filters: ['name', 'roomTypeName'],
  sortFields: ['roomTypeName', 'stayType', 'mealPlan', 'maxAdults', 'maxChildren', 'id'],
  defaultSort: { field: 'roomTypeName', direction: 'ASC' },
});

export const paxSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['adults', 'name', 'ratePercent', 'id'],
  defaultSort: { field: 'adults', direction: 'ASC' },
});

export const seasonsSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['startDate', 'endDate', 'name', 'id'],
  defaultSort: { field: 'startDate', direction: 'ASC' },
});

export const reservationTypesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});
