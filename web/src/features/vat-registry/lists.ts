// The front office's VAT registry list: its URL shape (the restaurant admin's registry search, the same
// registry), query and variables, used by the route's loader and by the screen (useList).

import {
  HotelVatCustomersDocument,
  type HotelVatCustomersQuery,
  type HotelVatCustomersQueryVariables,
} from '../../graphql/hooks.gen';
import { chosenScope, defineList, listQuery } from '../../ui/data-table/list-definition';
import { vatRegistrySearch } from '../restaurant-admin/table-searches';

export const hotelVatRegistryList = defineList({
  search: vatRegistrySearch,
  query: listQuery<HotelVatCustomersQuery, HotelVatCustomersQueryVariables>(HotelVatCustomersDocument),
  scope: chosenScope('HOTEL'),
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    name: filters['name'] ?? null,
    email: filters['email'] ?? null,
    vatNumber: filters['vatNumber'] ?? null,
    address: filters['address'] ?? null,
  }),
  rows: (data) => data.hotelVatCustomers,
});
