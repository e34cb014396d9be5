// The estate administration's paged lists, used by their routes' loaders and screens (useList).

import {
  GroupPageDocument,
  type GroupPageQuery,
  type GroupPageQueryVariables,
  HotelPageDocument,
  HotelServicePageDocument,
  type HotelServicePageQuery,
  type HotelServicePageQueryVariables,
  type HotelPageQuery,
  type HotelPageQueryVariables,
} from '../../graphql/hooks.gen';
import type { ClientState } from '../../session/session';
import { defineList, listQuery, noScope } from '../../ui/data-table/list-definition';
import { ServiceType } from '../../graphql/schema-enums.gen';
import { groupsSearch, hotelsSearch, servicesSearch } from './hotel-searches';
import { scopedHotelId, type PageScope } from './page-scope';

/** The groups the caller administers, across their whole scope. */
export const groupsList = defineList({
  search: groupsSearch,
  query: listQuery<GroupPageQuery, GroupPageQueryVariables>(GroupPageDocument),
  scope: noScope,
  variables: ({ page, filters }) => ({ ...page, name: filters['name'] ?? null }),
  rows: (data) => data.groupPage,
});

const hotelsOf = (page: PageScope) =>
  defineList({
    search: hotelsSearch,
    query: listQuery<HotelPageQuery, HotelPageQueryVariables>(HotelPageDocument),
    // /group-admin: every hotel of the caller's scope; the others: the hotel chosen in the header.
    scope: (state: ClientState) => ({ hotelId: scopedHotelId(page, state.hotel?.hotelId) }),
    variables: ({ page: paging, filters, scope }) => ({
      ...paging,
      name: filters['name'] ?? null,
      groupId: filters['groupId'] ? Number(filters['groupId']) : null,
      hotelId: scope.hotelId,
    }),
    rows: (data) => data.hotelPage,
  });

/** The hotel list of each parent page (the same list; the page decides the scope). */
export const hotelsLists: Record<PageScope, ReturnType<typeof hotelsOf>> = {
  group: hotelsOf('group'),
  hotel: hotelsOf('hotel'),
  service: hotelsOf('service'),
};

/**
 * The hotel whose services a page of `page` shows, from the session and the URL alone: the hotel
 * chosen in the header under hotel-admin and service-admin; else the URL's ?hotelId=, else the
 * header's hotel. Null: none yet (the screen settles on the first hotel offered and writes it into
 * the URL).
 */
export function servicesHotel(page: PageScope) {
  return (state: ClientState, _chosen: string | null, search: Record<string, unknown>): { hotelId: number } | null => {
    const requested = search['hotelId'];
    const hotelId =
      scopedHotelId(page, state.hotel?.hotelId) ??
      (typeof requested === 'number' ? requested : null) ??
      state.hotel?.hotelId ??
      null;
    return hotelId === null ? null : { hotelId };
  };
}

const servicesOf = (page: PageScope) =>
  defineList({
    search: servicesSearch,
    query: listQuery<HotelServicePageQuery, HotelServicePageQueryVariables>(HotelServicePageDocument),
    scope: servicesHotel(page),
    variables: ({ page: paging, filters, scope }) => ({
      hotelId: scope.hotelId,
      ...paging,
      name: filters['name'] ?? null,
      serviceType: Object.values(ServiceType).find((type) => type === filters['serviceType']) ?? null,
    }),
    rows: (data) => data.hotelServicePage,
  });

/** The hotel-service list of each parent page (the same list; the page decides the hotel). */
export const servicesLists: Record<PageScope, ReturnType<typeof servicesOf>> = {
  group: servicesOf('group'),
  hotel: servicesOf('hotel'),
  service: servicesOf('service'),
};
