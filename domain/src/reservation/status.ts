// A reservation's statuses and the spec's status ids (core-platform §9, operations §4 Reservation
// context): "Reservation statuses: RESERVED, CHECKED_IN, CANCELLED, CHECKED_OUT … status ids 1, 2, 3, 5
// form the active list and 4, 6 the history". The spec names four statuses but counts six ids, and its
// history (/history) holds the checked-out and cancelled stays. The mapping, designed:
//
//   id  status       list     what it means
//   1   RESERVED     active   booked, payment settled or not required; holds its rooms
//   2   CHECKED_IN   active   the guest is in house; holds its rooms
//   3   NOT_PAID     active   booked, its payment still due before the payment deadline; holds its rooms
//   4   CHECKED_OUT  history  the stay is over
//   5   EXPIRED      active   not paid by the deadline; its rooms were released, the desk follows it up
//   6   CANCELLED    history  cancelled (by the desk, the guest, or the night audit's no-show)
//
// EXPIRED stays on the active list (and /expired-reservation) because someone still has to call the
// guest or let the booking go; it no longer holds a room.

export const RESERVATION_STATUSES = [
  'RESERVED',
  'CHECKED_IN',
  'NOT_PAID',
  'CHECKED_OUT',
  'EXPIRED',
  'CANCELLED',
] as const;
export type ReservationStatusName = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_IDS: Readonly<Record<ReservationStatusName, number>> = {
  RESERVED: 1,
  CHECKED_IN: 2,
  NOT_PAID: 3,
  CHECKED_OUT: 4,
  EXPIRED: 5,
  CANCELLED: 6,
};

/** The active list's status ids (spec: 1, 2, 3, 5). */
export const ACTIVE_STATUS_IDS = [1, 2, 3, 5] as const;
/** The history's status ids (spec: 4, 6). */
export const HISTORY_STATUS_IDS = [4, 6] as const;

/** The status of a spec status id; null for an id the spec does not count. */
export function reservationStatusOfId(id: number): ReservationStatusName | null {
  return RESERVATION_STATUSES.find((s) => RESERVATION_STATUS_IDS[s] === id) ?? null;
}

/** The statuses whose stays hold their rooms: a room night of one of these is sold once. */
export const OCCUPYING_STATUSES: readonly ReservationStatusName[] = ['RESERVED', 'NOT_PAID', 'CHECKED_IN'];

export const isOccupying = (status: ReservationStatusName): boolean => OCCUPYING_STATUSES.includes(status);

/**
 * A booked room's own status (operations §4: "reserved-room filters BOOKED and CHECKEDIN"): BOOKED
 * while the stay is reserved or not paid, CHECKEDIN in house, CHECKEDOUT after, CANCELLED when the
 * stay was cancelled or expired (the room is free again).
 */
export const RESERVED_ROOM_STATUSES = ['BOOKED', 'CHECKEDIN', 'CHECKEDOUT', 'CANCELLED'] as const;
export type ReservedRoomStatus = (typeof RESERVED_ROOM_STATUSES)[number];

/** The statuses of a booked room that occupy it (the exclusion constraint's). */
export const OCCUPYING_ROOM_STATUSES: readonly ReservedRoomStatus[] = ['BOOKED', 'CHECKEDIN'];

/** What a reservation's status makes of its rooms. */
export function roomStatusOf(status: ReservationStatusName): ReservedRoomStatus {
  switch (status) {
    case 'RESERVED':
    case 'NOT_PAID':
      return 'BOOKED';
    case 'CHECKED_IN':
      return 'CHECKEDIN';
    case 'CHECKED_OUT':
      return 'CHECKEDOUT';
    case 'EXPIRED':
    case 'CANCELLED':
      return 'CANCELLED';
  }
}
