// The reservation lists: one query and one URL shape, four lists told apart by the spec's status
// ids (core-platform §9; domain/src/reservation/status.ts): the active list (1, 2, 3, 5), the history
// (4, 6, /history), not paid (3, /not-paid-reservation) and expired (5, /expired-reservation).

import { ACTIVE_STATUS_IDS, HISTORY_STATUS_IDS, RESERVATION_STATUS_IDS } from '@hotel/domain';
import {
  NightAuditsDocument,
  ReservationsDocument,
  type NightAuditsQuery,
  type NightAuditsQueryVariables,
  type ReservationsQuery,
  type ReservationsQueryVariables,
} from '../../graphql/hooks.gen';
import { chosenScope, defineList, listQuery } from '../../ui/data-table/list-definition';
import { nightAuditSearch, reservationsSearch } from './searches';

/** Which reservations a list shows, by the spec's status ids. */
export const RESERVATION_LIST_STATUSES = {
  active: [...ACTIVE_STATUS_IDS],
  history: [...HISTORY_STATUS_IDS],
  notPaid: [RESERVATION_STATUS_IDS.NOT_PAID],
  expired: [RESERVATION_STATUS_IDS.EXPIRED],
} as const;

export type ReservationListKind = keyof typeof RESERVATION_LIST_STATUSES;

const reservationList = (kind: ReservationListKind) =>
  defineList({
    search: reservationsSearch,
    query: listQuery<ReservationsQuery, ReservationsQueryVariables>(ReservationsDocument),
    scope: chosenScope('HOTEL'),
    variables: ({ page, filters, scope }) => ({
      hotelId: scope.hotelId,
      ...page,
      statusIds: [...RESERVATION_LIST_STATUSES[kind]],
      refNumber: filters['refNumber'] ?? null,
      guestName: filters['guestName'] ?? null,
      roomNo: filters['roomNo'] ?? null,
    }),
    rows: (data) => data.reservations,
  });

export const reservationLists = {
  active: reservationList('active'),
  history: reservationList('history'),
  notPaid: reservationList('notPaid'),
  expired: reservationList('expired'),
} as const;

/** The runs of the chosen hotel's night audit (/night-audit), newest business date first. */
export const nightAuditList = defineList({
  search: nightAuditSearch,
  query: listQuery<NightAuditsQuery, NightAuditsQueryVariables>(NightAuditsDocument),
  scope: chosenScope('HOTEL'),
  variables: ({ page, scope }) => ({ hotelId: scope.hotelId, ...page }),
  rows: (data) => data.nightAudits,
});
