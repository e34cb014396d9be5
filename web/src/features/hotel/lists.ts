// The estate administration's paged lists, used by their routes' loaders and screens (useList).

import {
  GroupPageDocument,
  type GroupPageQuery,
  type GroupPageQueryVariables,
  HotelPageDocument,
  type HotelPageQuery,
  type HotelPageQueryVariables,
} from '../../graphql/hooks.gen';
import type { ClientState } from '../../session/session';
import { defineList, listQuery, noScope } from '../../ui/data-table/list-definition';
import { groupsSearch, hotelsSearch } from './hotel-searches';
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
