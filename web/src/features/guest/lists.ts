// The guest area's lists: each one's URL shape, query and variables, used by its route's loader
// (which starts the query with the navigation) and by its screen (useList).

import {
  GuestsDocument,
  InquiriesDocument,
  type GuestsQuery,
  type GuestsQueryVariables,
  type InquiriesQuery,
  type InquiriesQueryVariables,
} from '../../graphql/hooks.gen';
import { GuestType, InquiryStatus } from '../../graphql/schema-enums.gen';
import { chosenScope, defineList, listQuery } from '../../ui/data-table/list-definition';
import { guestsSearch, inquiriesSearch } from './searches';

/** The front office's hotel: the chosen HOTEL service's. */
const frontOffice = chosenScope('HOTEL');

/** A filter's value when it is one of the enum's, else no filter (a URL may carry anything). */
const oneOf = <T extends string>(values: Record<string, T>, value: string | undefined): T | null =>
  (Object.values(values) as string[]).includes(value ?? '') ? (value as T) : null;

/** The guest filters as the query and the spreadsheet take them. */
export const guestFilters = (filters: Partial<Record<string, string>>) => ({
  idNumber: filters['idNumber'] ?? null,
  firstName: filters['firstName'] ?? null,
  lastName: filters['lastName'] ?? null,
  nationality: filters['nationality'] ?? null,
  email: filters['email'] ?? null,
  phoneNumber: filters['phoneNumber'] ?? null,
  address: filters['address'] ?? null,
  city: filters['city'] ?? null,
  guestType: oneOf(GuestType, filters['guestType']),
});

export const guestsList = defineList({
  search: guestsSearch,
  query: listQuery<GuestsQuery, GuestsQueryVariables>(GuestsDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({ hotelId: scope.hotelId, ...page, ...guestFilters(filters) }),
  rows: (data) => data.guests,
});

export const inquiriesList = defineList({
  search: inquiriesSearch,
  query: listQuery<InquiriesQuery, InquiriesQueryVariables>(InquiriesDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => {
    const status = oneOf(InquiryStatus, filters['status']);
    return {
      hotelId: scope.hotelId,
      ...page,
      guestName: filters['guestName'] ?? null,
      statuses: status ? [status] : null,
    };
  },
  rows: (data) => data.inquiries,
});
