// The reservation lifecycle (core-platform §2 Reservations, operations §4): RESERVED (or NOT_PAID) →
// CHECKED_IN → CHECKED_OUT, or CANCELLED before arrival; EXPIRED when not paid by the deadline. Each
// rule answers a refusal or null; the upstream runs them on the locked row, the web on its buttons.
import { fieldRefusalOf, refusal, type FieldRefusal, type Refusal } from '../messages/message.js';
import type { Currency, Money } from '../money/money.js';
import { cancellationPercent, type CancellationTerms } from '../pricing/cancellation.js';
import { MAX_CHILD_AGE } from '../pricing/children.js';
import { daysBetween, stayNights } from '../pricing/dates.js';
import type { ReservationReason, ReservationRefusalReason } from './refusals.js';
import type { ReservationStatusName } from './status.js';

export interface StayState {
  status: ReservationStatusName;
  /** YYYY-MM-DD. */
  checkInDate: string;
  checkOutDate: string;
}

type Rule = Refusal<ReservationRefusalReason> | null;

/**
 * Check-in: only a RESERVED or NOT_PAID stay, with a room assigned to every booked room, from the
 * arrival date on (`today` is the hotel's date); earlier only for a caller holding the right to check
 * in early.
 */
export function checkInRefusal(
  stay: StayState & { unassignedRooms: number },
  today: string,
  opts: { early: boolean },
): Rule {
  if (stay.status !== 'RESERVED' && stay.status !== 'NOT_PAID') {
    return refusal('CHECK_IN_NOT_RESERVED', { status: stay.status });
  }
  if (today < stay.checkInDate && !opts.early) return refusal('CHECK_IN_BEFORE_ARRIVAL', { date: stay.checkInDate });
  if (stay.unassignedRooms > 0) return refusal('CHECK_IN_ROOMS_UNASSIGNED');
  return null;
}

/** Check-out: only a checked-in stay. */
export function checkOutRefusal(stay: StayState): Rule {
  return stay.status === 'CHECKED_IN' ? null : refusal('CHECK_OUT_NOT_CHECKED_IN', { status: stay.status });
}

/** Cancelling: a checked-in stay never (check it out), and only a stay that is still active. */
export function cancelRefusal(stay: StayState): Rule {
  if (stay.status === 'CHECKED_IN') return refusal('CANCEL_CHECKED_IN');
  if (stay.status !== 'RESERVED' && stay.status !== 'NOT_PAID') {
    return refusal('CANCEL_NOT_ACTIVE', { status: stay.status });
  }
  return null;
}

/** Changing the guest, dates or occupancy: only before arrival (RESERVED or NOT_PAID). */
export function changeRefusal(stay: StayState): Rule {
  return stay.status === 'RESERVED' || stay.status === 'NOT_PAID'
    ? null
    : refusal('CHANGE_NOT_ALLOWED', { status: stay.status });
}

/** Assigning or changing a room: before arrival, or (a move) while the guest is in house. */
export function roomChangeRefusal(stay: StayState): Rule {
  return stay.status === 'RESERVED' || stay.status === 'NOT_PAID' || stay.status === 'CHECKED_IN'
    ? null
    : refusal('ROOM_CHANGE_NOT_ALLOWED', { status: stay.status });
}

/**
 * A no-show: the night audit closing `businessDate` finds a stay still waiting for its guest
 * (RESERVED or NOT_PAID) whose arrival date has come. It is cancelled with the policy's no-show fee.
 */
export function isNoShow(stay: StayState, businessDate: string): boolean {
  return (stay.status === 'RESERVED' || stay.status === 'NOT_PAID') && stay.checkInDate <= businessDate;
}

/** The nights of a stay: the date difference rounded up (operations §9). */
export const reservationNights = (checkIn: string, checkOut: string): number => stayNights(checkIn, checkOut);

export interface CancellationQuote<C extends Currency> {
  /** Whole days from `today` to the arrival date; 'NO_SHOW' once the arrival date has passed. */
  daysBefore: number | 'NO_SHOW';
  percent: number;
  fee: Money<C>;
}

/**
 * What cancelling costs on `today` under the policy: the tier the days before arrival reach, as a
 * percent of the stay's total; after the arrival date has passed, the no-show percent. No policy: free.
 */
export function cancellationQuote<C extends Currency>(
  terms: CancellationTerms | null,
  total: Money<C>,
  checkInDate: string,
  today: string,
): CancellationQuote<C> {
  const days = daysBetween(today, checkInDate);
  const daysBefore = days < 0 ? 'NO_SHOW' : days;
  const percent = terms ? cancellationPercent(terms, daysBefore) : 0;
  return { daysBefore, percent, fee: total.percent(percent) };
}

// ------------------------------------------------------------------------------- input

export interface RoomRequestInput {
  adults: number;
  /** How many children; each needs an age in childAges. */
  children: number;
  childAges: readonly number[];
}

export interface StayInput {
  checkInDate: string;
  checkOutDate: string;
  rooms: readonly RoomRequestInput[];
}

/** The oldest age a child policy counts as a child: its oldest band, else the product's 17. */
export function oldestChildAge(bands: readonly { toAge: number }[]): number {
  return bands.length === 0 ? MAX_CHILD_AGE : Math.max(...bands.map((b) => b.toAge));
}

/**
 * Everything wrong with a stay's dates and guests, each naming its field (`rooms.1.childAges.0`):
 * dates reversed or check-in in the past (`today`, the hotel's date; `allowPast` for a stay already
 * under way being changed), no rooms, a room without adults, children without their ages, an age
 * outside the child policy (0 to `maxChildAge`, per room when the room types' policies differ).
 */
export function stayInputRefusals(
  input: StayInput,
  today: string,
  opts: { maxChildAge: number | ((room: number) => number); allowPast?: boolean },
): FieldRefusal<ReservationReason>[] {
  const maxAgeOf = (room: number) => (typeof opts.maxChildAge === 'number' ? opts.maxChildAge : opts.maxChildAge(room));
  const out: FieldRefusal<ReservationReason>[] = [];
  if (!opts.allowPast && input.checkInDate < today) out.push(fieldRefusalOf('checkInDate', 'CHECK_IN_IN_PAST'));
  if (input.checkOutDate <= input.checkInDate) {
    out.push(fieldRefusalOf('checkOutDate', 'CHECK_OUT_NOT_AFTER_CHECK_IN'));
  }
  if (input.rooms.length === 0) out.push(fieldRefusalOf('rooms', 'ROOMS_REQUIRED'));
  for (const [i, room] of input.rooms.entries()) {
    if (room.adults < 1) out.push(fieldRefusalOf(`rooms.${i}.adults`, 'ADULTS_REQUIRED'));
    if (room.childAges.length !== room.children) {
      out.push(fieldRefusalOf(`rooms.${i}.childAges`, 'CHILD_AGES_MISSING', { children: room.children }));
    }
    const max = maxAgeOf(i);
    for (const [j, age] of room.childAges.entries()) {
      if (!Number.isInteger(age) || age < 0 || age > max) {
        out.push(fieldRefusalOf(`rooms.${i}.childAges.${j}`, 'CHILD_AGE_OUTSIDE_POLICY', { max }));
      }
    }
  }
  return out;
}

export interface RoomCapacity {
  roomNo: string;
  maxAdults: number;
  maxChildren: number;
}

/** More guests than the room holds (adults beyond its adults, or everyone beyond adults + children). */
export function roomCapacityRefusal(
  field: string,
  room: RoomCapacity,
  guests: { adults: number; children: number },
): FieldRefusal<ReservationRefusalReason> | null {
  if (guests.adults > room.maxAdults) {
    return fieldRefusalOf(`${field}.adults`, 'ROOM_TOO_MANY_ADULTS', { roomNo: room.roomNo, max: room.maxAdults });
  }
  const max = room.maxAdults + room.maxChildren;
  if (guests.adults + guests.children > max) {
    return fieldRefusalOf(`${field}.children`, 'ROOM_OVER_CAPACITY', { roomNo: room.roomNo, max });
  }
  return null;
}

/**
 * The fields of `saved` that differ from `opened`, for the stale-save refusal ("what changed since
 * you opened it"): compared by value (objects' key order aside, as a stored JSON document reorders
 * them), in the order of `saved`'s keys.
 */
export function changedFields<T extends Record<string, unknown>>(opened: T, saved: T): (keyof T & string)[] {
  return Object.keys(saved).filter((k) => canonical(opened[k]) !== canonical(saved[k]));
}

/** JSON text with every object's keys sorted, so equal values give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
