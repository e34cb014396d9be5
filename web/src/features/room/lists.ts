// The room area's lists: each one's URL shape, query and variables, used by its route's loader
// (which starts the query with the navigation) and by its screen (useList).

import {
  AmenitiesDocument,
  type AmenitiesQuery,
  type AmenitiesQueryVariables,
  PaxListDocument,
  type PaxListQuery,
  type PaxListQueryVariables,
  ReservationTypesDocument,
  type ReservationTypesQuery,
  type ReservationTypesQueryVariables,
  RoomAreasDocument,
  type RoomAreasQuery,
  type RoomAreasQueryVariables,
  RoomTypesDocument,
  type RoomTypesQuery,
  type RoomTypesQueryVariables,
  RoomsDocument,
  type RoomsQuery,
  type RoomsQueryVariables,
  SeasonsDocument,
  type SeasonsQuery,
  type SeasonsQueryVariables,
  StayTypesDocument,
  type StayTypesQuery,
  type StayTypesQueryVariables,
  ViewTypesDocument,
  type ViewTypesQuery,
  type ViewTypesQueryVariables,
} from '../../graphql/hooks.gen';
import { chosenScope, defineList, hotelAndName, listQuery } from '../../ui/data-table/list-definition';
import {
  paxSearch,
  reservationTypesSearch,
  roomAttributesSearch,
  roomsSearch,
  roomTypesSearch,
  seasonsSearch,
  stayTypesSearch,
} from './searches';

/** The front office's hotel: the chosen HOTEL service's (front-office.tsx). */
const frontOffice = chosenScope('HOTEL');

export const roomTypesList = defineList({
  search: roomTypesSearch,
  query: listQuery<RoomTypesQuery, RoomTypesQueryVariables>(RoomTypesDocument),
  scope: frontOffice,
  variables: hotelAndName,
  rows: (data) => data.roomTypes,
});

export const roomsList = defineList({
  search: roomsSearch,
  query: listQuery<RoomsQuery, RoomsQueryVariables>(RoomsDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({ hotelId: scope.hotelId, ...page, roomNo: filters['roomNo'] ?? null }),
  rows: (data) => data.rooms,
});

export const stayTypesList = defineList({
  search: stayTypesSearch,
  query: listQuery<StayTypesQuery, StayTypesQueryVariables>(StayTypesDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    name: filters['name'] ?? null,
    roomTypeName: filters['roomTypeName'] ?? null,
  }),
  rows: (data) => data.stayTypes,
});

export const paxList = defineList({
  search: paxSearch,
  query: listQuery<PaxListQuery, PaxListQueryVariables>(PaxListDocument),
  scope: frontOffice,
  variables: hotelAndName,
  rows: (data) => data.pax,
});

export const seasonsList = defineList({
  search: seasonsSearch,
  query: listQuery<SeasonsQuery, SeasonsQueryVariables>(SeasonsDocument),
  scope: frontOffice,
  variables: hotelAndName,
  rows: (data) => data.seasons,
});

export const reservationTypesList = defineList({
  search: reservationTypesSearch,
  query: listQuery<ReservationTypesQuery, ReservationTypesQueryVariables>(ReservationTypesDocument),
  scope: frontOffice,
  variables: hotelAndName,
  rows: (data) => data.reservationTypes,
});

/** View types, amenities and room areas: one shape, three queries. */
export const roomAttributeLists = {
  viewType: defineList({
    search: roomAttributesSearch,
    query: listQuery<ViewTypesQuery, ViewTypesQueryVariables>(ViewTypesDocument),
    scope: frontOffice,
    variables: hotelAndName,
    rows: (data) => data.viewTypes,
  }),
  amenity: defineList({
    search: roomAttributesSearch,
    query: listQuery<AmenitiesQuery, AmenitiesQueryVariables>(AmenitiesDocument),
    scope: frontOffice,
    variables: hotelAndName,
    rows: (data) => data.amenities,
  }),
  roomArea: defineList({
    search: roomAttributesSearch,
    query: listQuery<RoomAreasQuery, RoomAreasQueryVariables>(RoomAreasDocument),
    scope: frontOffice,
    variables: hotelAndName,
    rows: (data) => data.roomAreas,
  }),
} as const;
