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
import { chosenScope, defineList, listQuery, namedListsOf } from '../../ui/data-table/list-definition';
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
const frontOfficeList = namedListsOf(frontOffice, 'hotelId');

export const roomTypesList = frontOfficeList(
  roomTypesSearch,
  listQuery<RoomTypesQuery, RoomTypesQueryVariables>(RoomTypesDocument),
  (data) => data.roomTypes,
);

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

export const paxList = frontOfficeList(
  paxSearch,
  listQuery<PaxListQuery, PaxListQueryVariables>(PaxListDocument),
  (data) => data.pax,
);

export const seasonsList = frontOfficeList(
  seasonsSearch,
  listQuery<SeasonsQuery, SeasonsQueryVariables>(SeasonsDocument),
  (data) => data.seasons,
);

export const reservationTypesList = frontOfficeList(
  reservationTypesSearch,
  listQuery<ReservationTypesQuery, ReservationTypesQueryVariables>(ReservationTypesDocument),
  (data) => data.reservationTypes,
);

/** View types, amenities and room areas: one shape, three queries. */
export const roomAttributeLists = {
  viewType: frontOfficeList(
    roomAttributesSearch,
    listQuery<ViewTypesQuery, ViewTypesQueryVariables>(ViewTypesDocument),
    (data) => data.viewTypes,
  ),
  amenity: frontOfficeList(
    roomAttributesSearch,
    listQuery<AmenitiesQuery, AmenitiesQueryVariables>(AmenitiesDocument),
    (data) => data.amenities,
  ),
  roomArea: frontOfficeList(
    roomAttributesSearch,
    listQuery<RoomAreasQuery, RoomAreasQueryVariables>(RoomAreasDocument),
    (data) => data.roomAreas,
  ),
} as const;
