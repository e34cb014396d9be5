// The folio area's lists: additional charges (/invoice/additional-billing) and event charges
// (/invoice/additional-events) of the chosen hotel.

import {
  AdditionalChargesDocument,
  EventChargesDocument,
  type AdditionalChargesQuery,
  type AdditionalChargesQueryVariables,
  type EventChargesQuery,
  type EventChargesQueryVariables,
} from '../../graphql/hooks.gen';
import { chosenScope, defineList, listQuery } from '../../ui/data-table/list-definition';
import { chargesSearch } from './searches';

const frontOffice = chosenScope('HOTEL');

const chargeFilters = (filters: Partial<Record<string, string>>) => ({
  billedTo: filters['billedTo'] ?? null,
  description: filters['description'] ?? null,
  fromDate: filters['fromDate'] ?? null,
  toDate: filters['toDate'] ?? null,
});

export const additionalChargesList = defineList({
  search: chargesSearch,
  query: listQuery<AdditionalChargesQuery, AdditionalChargesQueryVariables>(AdditionalChargesDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({ hotelId: scope.hotelId, ...page, ...chargeFilters(filters) }),
  rows: (data) => data.additionalCharges,
});

export const eventChargesList = defineList({
  search: chargesSearch,
  query: listQuery<EventChargesQuery, EventChargesQueryVariables>(EventChargesDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({ hotelId: scope.hotelId, ...page, ...chargeFilters(filters) }),
  rows: (data) => data.eventCharges,
});
