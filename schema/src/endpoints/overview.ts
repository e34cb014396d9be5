// The front desk's overviews of a hotel's rooms (core-platform §2 /overview and /rooms-status-overview,
// §6 OVERVIEW, §9 calendar colours; operations §2 Other, the room-availability calendar). The spec
// shows the screens but not their calls, so both are `designed` in the reservation area's style:
//
// - GET reservation/room-calendar: the rooms × days calendar of a period, sent as each room's stay
//   spans rather than as cells (200 rooms × 60 days is 12,000 cells but a few hundred spans); the
//   domain's calendarCell (domain/src/reservation/calendar.ts) paints a cell from the spans, so the
//   colours are decided once;
// - GET reservation/room-status: each room today: vacant or occupied, arriving, departing, out of order.
import { COMMON_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { endpoint } from '../contract.js';
import { hotelQuery, qDate } from '../fields.js';
import { reservationStatus, reservedRoomStatus } from '../reservation-entities.js';

const id = z.number().int().positive();
const day = z.iso.date();

/** The longest period one calendar request covers. */
export const MAX_CALENDAR_DAYS = 92;

/** A room as the overviews list it: in room-number order, with its type and when it is out of order. */
export const overviewRoom = z.object({
  roomId: id,
  roomNo: z.string(),
  floor: z.number().int().nullable(),
  roomTypeId: id,
  roomTypeName: z.string(),
  /** Out of order from this night up to and including `outOfOrderTo`; both null when it is not. */
  outOfOrderFrom: day.nullable(),
  outOfOrderTo: day.nullable(),
});
export type OverviewRoom = z.infer<typeof overviewRoom>;

/** One booked room of a stay in one room: its nights run from checkInDate up to the morning of checkOutDate. */
export const calendarSpan = z.object({
  reservationId: id,
  reservedRoomId: id,
  refNumber: z.string(),
  roomId: id,
  guestName: z.string(),
  /** The reservation's status. */
  status: reservationStatus,
  /** The booked room's own status (a moved guest's first room is CHECKEDOUT while the stay is CHECKED_IN). */
  roomStatus: reservedRoomStatus,
  checkInDate: day,
  checkOutDate: day,
});
export type CalendarSpan = z.infer<typeof calendarSpan>;

export const roomCalendar = z.object({
  hotelId: id,
  /** The first and last day shown (both included). */
  fromDate: day,
  toDate: day,
  /** The hotel's date: only its cells open a reservation. */
  today: day,
  rooms: z.array(overviewRoom),
  /** Every stay span with a night in the period, cancelled and expired ones included. */
  spans: z.array(calendarSpan),
});
export type RoomCalendar = z.infer<typeof roomCalendar>;

export const roomCalendarQuery = z
  .object({ ...hotelQuery, fromDate: qDate(), toDate: qDate() })
  .superRefine((q, ctx) => {
    if (q.toDate < q.fromDate) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: COMMON_REFUSALS.END_BEFORE_START });
    } else if ((Date.parse(q.toDate) - Date.parse(q.fromDate)) / 86_400_000 + 1 > MAX_CALENDAR_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: COMMON_REFUSALS.CALENDAR_TOO_LONG });
    }
  });

export const getRoomCalendar = endpoint({
  id: 'getRoomCalendar',
  area: 'hotel',
  method: 'GET',
  path: 'reservation/room-calendar',
  designed: true,
  query: roomCalendarQuery,
  summary: `The rooms × days calendar of a hotel (OVERVIEW): its rooms and every stay span with a night from fromDate to toDate (at most ${MAX_CALENDAR_DAYS} days)`,
  result: z.object({ roomCalendar }),
});

/** Who is in, or due in or out of, a room today. */
export const roomStatusGuest = z.object({
  reservationId: id,
  refNumber: z.string(),
  guestName: z.string(),
  status: reservationStatus,
  checkInDate: day,
  checkOutDate: day,
});

export const roomStatusRow = overviewRoom.extend({
  /** OCCUPIED while a checked-in guest is in the room, else VACANT. */
  occupancy: z.enum(['VACANT', 'OCCUPIED']),
  outOfOrder: z.boolean(),
  /** The guest in house (checked in). */
  inHouse: roomStatusGuest.nullable(),
  /** A guest due today and not yet checked in. */
  arriving: roomStatusGuest.nullable(),
  /** A guest due to leave today: still in house, or already checked out today. */
  departing: roomStatusGuest.nullable(),
});
export type RoomStatusRow = z.infer<typeof roomStatusRow>;

export const getRoomStatus = endpoint({
  id: 'getRoomStatus',
  area: 'hotel',
  method: 'GET',
  path: 'reservation/room-status',
  designed: true,
  query: z.object({ ...hotelQuery }),
  summary: 'Each room of a hotel today (OVERVIEW): vacant or occupied, arriving, departing, out of order',
  result: z.object({ roomStatus: z.object({ hotelId: id, today: day, rooms: z.array(roomStatusRow) }) }),
});
