// The reservation area (core-platform §2 Reservations, §6 RESERVATION, §9 statuses and page size;
// operations §4 Reservation context, §7, §9 stay-day rounding). Documented calls keep the spec's
// method and path: GET reservation/{id} and PUT reservation/cancel-booking/{id} (operations §7 Web
// booking engine). The rest is `designed` in the same style: POST reservation to book, PUT reservation
// with the id and version to change, a paged reservation/search (page from 0, 25 rows, sortField,
// direction, `pagination` in the envelope), one PUT per lifecycle step, a GET for the cancellation fee
// the desk is shown before it confirms, and PUT reserved-room/assign for rooms.
//
// Every write names the version the desk shows: a stale one is refused (40900 RESERVATION_CHANGED,
// naming what changed since). A room night is sold once: a second booking of it is refused (40900
// ROOM_ALREADY_BOOKED naming the room and the nights), by the database's exclusion constraint.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, qBool, qInt, qList, sortQuery } from '../contract.js';
import { hotelQuery, idParams, qDate } from '../fields.js';
import {
  availableRoomType,
  bookingCancel,
  bookingLookup,
  businessDay,
  cancellationPreview,
  guestBooking,
  nightAudit,
  nightAuditHour,
  nightAuditRun,
  reservation,
  reservationCancel,
  reservationInput,
  reservationRow,
  reservationStep,
  reservationUpdate,
  reservationVat,
  reservationVatUpdate,
  roomAssignment,
  roomTypeChange,
  roomTypeChangePreview as roomTypeChangePreviewEntity,
  stayCharge,
} from '../reservation-entities.js';

export * as entities from '../reservation-entities.js';

const one = z.object({ reservation });

export const createReservation = endpoint({
  id: 'createReservation',
  area: 'hotel',
  method: 'POST',
  path: 'reservation',
  designed: true,
  body: reservationInput,
  summary:
    'Books a stay: the guest, dates, channel and rooms, priced on the server by the pricing engine; the same idempotency key answers the first booking again',
  result: one,
});

export const reservationById = endpoint({
  id: 'reservationById',
  area: 'hotel',
  method: 'GET',
  path: 'reservation/{id}',
  params: idParams,
  summary: 'One reservation with its rooms',
  result: one,
});

export const searchReservations = endpoint({
  id: 'searchReservations',
  area: 'hotel',
  method: 'GET',
  path: 'reservation/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'refNumber', 'guestName', 'checkInDate', 'checkOutDate', 'status', 'total', 'createdAt'], {
      field: 'id',
      direction: 'DESC',
    }),
    /** The spec's status ids: 1, 2, 3, 5 for the active list, 4, 6 for the history. */
    statusIds: qList(qInt().min(1).max(6)).optional(),
    refNumber: filterText(40),
    guestName: filterText(120),
    roomNo: filterText(20),
    /** Stays with a night from fromDate to toDate (both given, or neither). */
    fromDate: qDate().optional(),
    toDate: qDate().optional(),
  }),
  summary: "The hotel's reservations, paged by 25 (refNumber, guestName, roomNo: contains)",
  result: z.object({ reservation: z.array(reservationRow) }),
});

export const updateReservation = endpoint({
  id: 'updateReservation',
  area: 'hotel',
  method: 'PUT',
  path: 'reservation',
  designed: true,
  body: reservationUpdate,
  summary:
    'Changes the guest, dates and rooms of a reservation before arrival, priced again; a stale version is refused',
  result: one,
});

export const checkInReservation = endpoint({
  id: 'checkInReservation',
  area: 'hotel',
  method: 'PUT',
  path: 'reservation/check-in/{id}',
  designed: true,
  params: idParams,
  body: reservationStep,
  summary: 'Checks the guest in: from the arrival date (earlier with RESERVATION at MAINTAIN), every room assigned',
  result: one,
});

export const checkOutReservation = endpoint({
  id: 'checkOutReservation',
  area: 'hotel',
  method: 'PUT',
  path: 'reservation/check-out/{id}',
  designed: true,
  params: idParams,
  body: reservationStep,
  summary: 'Checks a checked-in guest out; the rooms are free from then on',
  result: one,
});

export const reservationCancellationFee = endpoint({
  id: 'reservationCancellationFee',
  area: 'hotel',
  method: 'GET',
  path: 'reservation/cancellation-fee/{id}',
  designed: true,
  params: idParams,
  summary: "What cancelling costs today under the hotel's cancellation policy, shown before the desk confirms",
  result: z.object({ cancellation: cancellationPreview }),
});

export const cancelReservation = endpoint({
  id: 'cancelReservation',
  area: 'hotel',
  method: 'PUT',
  path: 'reservation/cancel-booking/{id}',
  params: idParams,
  body: reservationCancel,
  summary:
    'Cancels a stay that has not begun, charging the fee the desk confirmed (refused when the fee changed since); a checked-in stay is refused',
  result: one,
});

export const assignRoom = endpoint({
  id: 'assignRoom',
  area: 'hotel',
  method: 'PUT',
  path: 'reserved-room/assign',
  designed: true,
  body: roomAssignment,
  summary: "Assigns a room of the booked type to a reservation's room, or moves an in-house guest to another",
  result: one,
});

// A room upgrade (designed; issue 12 "upgrade to another type"): the preview prices the nights still to
// come in the other type (pricing engine) and lists that type's free rooms; the change takes one of
// them under the no-double-booking constraint, confirming the difference shown.
export const roomTypeChangePreview = endpoint({
  id: 'roomTypeChangePreview',
  area: 'hotel',
  method: 'GET',
  path: 'reserved-room/change-type/preview',
  designed: true,
  query: z.object({
    reservationId: qInt().positive(),
    reservedRoomId: qInt().positive(),
    roomTypeId: qInt().positive(),
    stayTypeId: qInt().positive(),
  }),
  summary:
    "What moving a booked room to another room type costs for the nights still to come, and that type's free rooms",
  result: z.object({ roomTypeChange: roomTypeChangePreviewEntity }),
});

export const changeRoomType = endpoint({
  id: 'changeRoomType',
  area: 'hotel',
  method: 'PUT',
  path: 'reserved-room/change-type',
  designed: true,
  body: roomTypeChange,
  summary:
    'Moves a booked room to a free room of another type, priced again for the nights to come; refused when the difference changed since the preview',
  result: one,
});

// The guest's own page (/manage-reservation, unguarded in core-platform §2): no bearer token. The
// booking is found by its reference number and the e-mail it was booked with; a wrong e-mail and an
// unknown reference get the same 40400 BOOKING_NOT_FOUND. Attempts are counted per client before
// they are checked (42900 TOO_MANY_BOOKING_LOOKUPS past the limit; a match gives its count back).
// The documented reservation/{id} and reservation/cancel-booking/{id} are the desk's (bearer); these
// two carry the guest's proof in the body, so the e-mail never lands in a URL or an access log.

export const findBooking = endpoint({
  id: 'findBooking',
  area: 'hotel',
  method: 'POST',
  path: 'booking/reservation/manage',
  access: 'public',
  designed: true,
  body: bookingLookup,
  summary:
    "A guest's booking by its reference number and e-mail, with what cancelling costs today; either one wrong is the same 40400",
  result: z.object({ booking: guestBooking }),
});

export const cancelBooking = endpoint({
  id: 'cancelBooking',
  area: 'hotel',
  method: 'PUT',
  path: 'booking/reservation/manage/cancel',
  access: 'public',
  designed: true,
  body: bookingCancel,
  summary:
    "A guest cancels their booking under the hotel's cancellation policy: the same proof, the version shown and the fee confirmed",
  result: z.object({ booking: guestBooking }),
});

// ------------------------------------------------------------------------------ availability
// The desk's (and the booking engine's) availability search, at the spec's path (operations §7 "Main-app
// reservation search used with the engine"): for a hotel, the nights [checkInDate, checkOutDate) and a
// party (adultCount, childCount, idList: the children's ages), each room type with its free rooms and
// each stay type's price for one room in the residency's currency and the channel's rates. Only the
// room types with a free room the party fits, unless showMore (then every active type, the full ones
// and those too small included). Room types are paged (page from 0; the spec asks 100) and sorted.

export const searchAvailability = endpoint({
  id: 'searchAvailability',
  area: 'hotel',
  method: 'GET',
  path: 'reservation/multi/reservation/stayType/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['roomTypeName', 'freeRooms'], { field: 'roomTypeName', direction: 'ASC' }),
    checkInDate: qDate(),
    checkOutDate: qDate(),
    adultCount: qInt().min(1).max(20).default(1),
    childCount: qInt().min(0).max(20).default(0),
    idList: qList(qInt().min(0).max(17)).default([]),
    resident: qBool().default(true),
    channelId: qInt().positive().optional(),
    showMore: qBool().default(false),
  }),
  summary:
    'Room types free for the nights and the party, with their free rooms and the price of each stay type (with a channel)',
  result: z.object({ roomTypes: z.array(availableRoomType) }),
});

// ------------------------------------------------------------------------------- stay account, night audit
// Designed (core-platform §2 names the night audit, not its calls): the stay's account of a
// reservation, a hotel's business date and audit hour, the runs of its night audit and a run by hand.
// Reading needs RESERVATION at VIEW, running the audit and setting its hour RESERVATION at EDIT.

export const stayCharges = endpoint({
  id: 'stayCharges',
  area: 'hotel',
  method: 'GET',
  path: 'reservation/{id}/charges',
  designed: true,
  params: idParams,
  summary: "The charges on a stay's account: its rooms' nights posted by the night audit and outlets' bills, by date",
  result: z.object({ charges: z.array(stayCharge) }),
});

export const businessDayOfHotel = endpoint({
  id: 'businessDayOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'night-audit/business-day',
  designed: true,
  query: z.object({ ...hotelQuery }),
  summary: "A hotel's business date, the hour its night audit runs and its calendar date now",
  result: z.object({ businessDay }),
});

export const updateNightAuditHour = endpoint({
  id: 'updateNightAuditHour',
  area: 'hotel',
  method: 'PUT',
  path: 'night-audit/business-day',
  designed: true,
  body: nightAuditHour,
  summary: "Sets the local hour (0–23) at which the hotel's night audit runs",
  result: z.object({ businessDay }),
});

export const searchNightAudits = endpoint({
  id: 'searchNightAudits',
  area: 'hotel',
  method: 'GET',
  path: 'night-audit/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['businessDate', 'startedAt'], { field: 'businessDate', direction: 'DESC' }),
  }),
  summary: "The runs of a hotel's night audit, newest business date first, paged by 25",
  result: z.object({ nightAudit: z.array(nightAudit) }),
});

export const runNightAudit = endpoint({
  id: 'runNightAudit',
  area: 'hotel',
  method: 'POST',
  path: 'night-audit',
  designed: true,
  body: nightAuditRun,
  summary:
    "Closes the hotel's business date by hand: no-shows, expired unpaid stays, in-house nights posted, the date moved on; the same date again answers its first run",
  result: z.object({ nightAudit }),
});

// ------------------------------------------------------------------------------ the reservation's VAT
// operations §2 Refund and VAT, §3, §5, §7: PUT reservation-vag-registry is the spec's (spelling
// included); the read is designed beside it.

const vatOne = z.object({ reservationVat });

export const reservationVatInfo = endpoint({
  id: 'reservationVatInfo',
  area: 'hotel',
  method: 'GET',
  path: 'reservation-vag-registry/{id}',
  designed: true,
  params: idParams,
  summary:
    "The reservation VAT dialog's data: whether VAT applies to the stay, and the VAT registry customer its invoices name",
  result: vatOne,
});

export const updateReservationVat = endpoint({
  id: 'updateReservationVat',
  area: 'hotel',
  method: 'PUT',
  path: 'reservation-vag-registry',
  body: reservationVatUpdate,
  summary:
    "Sets the VAT registry customer of a reservation with VAT: the hotel's registry entry of that VAT number is updated (or made), with RESERVATION among its types",
  result: vatOne,
});
