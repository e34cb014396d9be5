// The room-availability calendar (core-platform §9, operations §2 Other): "reserved green, cancelled
// plum, expired teal, checkout pink, free grey. On-demand cells blink. Only today's cells are
// clickable". What a cell shows is decided here, once, from the stay spans of its room; the web paints
// it and the BFF's tests check it.
//
// A cell is one room's night of one date. When several stays touch it, the one that holds the room
// wins (a cancelled stay's night may have been sold again): RESERVED (a stay holding the room: reserved,
// not paid or in house), then CHECKOUT (a stay that has checked out), EXPIRED, CANCELLED, else FREE.
// On demand (designed; the spec names the blinking but not its meaning, and housekeeping's
// "on-demand check-in rooms" are rooms a guest is due in today): today's cell of a room whose guest
// arrives today and has not checked in yet, so the room must be ready on demand.
import type { ReservationStatusName, ReservedRoomStatus } from './status.js';

export const CALENDAR_CELL_STATES = ['RESERVED', 'CHECKOUT', 'EXPIRED', 'CANCELLED', 'FREE'] as const;
export type CalendarCellState = (typeof CALENDAR_CELL_STATES)[number];

export interface CalendarSpanLike {
  status: ReservationStatusName;
  roomStatus: ReservedRoomStatus;
  /** YYYY-MM-DD; the nights run from checkInDate up to the morning of checkOutDate. */
  checkInDate: string;
  checkOutDate: string;
}

export interface CalendarCell<S extends CalendarSpanLike> {
  state: CalendarCellState;
  /** The stay the cell shows (null when free). */
  span: S | null;
  onDemand: boolean;
  /** Only today's cells open a reservation (or book a free room); others are not-allowed. */
  clickable: boolean;
}

/** What one span makes of the nights it covers. */
export function spanState(span: CalendarSpanLike): Exclude<CalendarCellState, 'FREE'> {
  if (span.roomStatus === 'BOOKED' || span.roomStatus === 'CHECKEDIN') return 'RESERVED';
  if (span.roomStatus === 'CHECKEDOUT') return 'CHECKOUT';
  return span.status === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED';
}

const RANK: Record<CalendarCellState, number> = { RESERVED: 0, CHECKOUT: 1, EXPIRED: 2, CANCELLED: 3, FREE: 4 };

/** The cell of `date` for a room, from the spans of that room (any order). */
export function calendarCell<S extends CalendarSpanLike>(
  spans: readonly S[],
  date: string,
  today: string,
): CalendarCell<S> {
  let best: S | null = null;
  let bestState: CalendarCellState = 'FREE';
  for (const span of spans) {
    if (span.checkInDate > date || span.checkOutDate <= date) continue;
    const state = spanState(span);
    if (RANK[state] < RANK[bestState]) {
      best = span;
      bestState = state;
    }
  }
  const onDemand =
    date === today &&
    best !== null &&
    best.roomStatus === 'BOOKED' &&
    best.checkInDate === today &&
    (best.status === 'RESERVED' || best.status === 'NOT_PAID');
  return { state: bestState, span: best, onDemand, clickable: date === today };
}
