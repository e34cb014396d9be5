// The night audit (core-platform §2 Reservations, issue 12): once a day per hotel, at the hour set for
// it, the audit closes the hotel's business date. Closing date D (the new business date is D + 1):
//
//   stay                                                        step
//   NOT_PAID, its payment deadline passed at the run             EXPIRE   → EXPIRED, rooms released
//   RESERVED or NOT_PAID, arrival date ≤ D (the guest never came) NO_SHOW → CANCELLED, the no-show fee
//   CHECKED_IN, D one of its nights (arrival ≤ D < departure)     POST_NIGHT → a ROOM_NIGHT charge per room
//   anything else                                                nothing
//
// Expiry comes first: a stay never paid is expired, not charged as a no-show. The upstream runs these
// on the locked rows in one transaction, at most once per hotel and date.
import { addDays } from '../pricing/dates.js';
import type { ReservedRoomStatus } from './status.js';
import type { StayState } from './rules.js';

export type NightAuditStep = 'EXPIRE' | 'NO_SHOW' | 'POST_NIGHT';

/**
 * The cancellation reason the audit writes on a no-show (a key: the screens show it in the desk's
 * language); a desk's or a guest's cancellation keeps the words they gave.
 */
export const NO_SHOW_REASON = 'NO_SHOW';

export interface AuditedStay extends StayState {
  /** When payment is due (ISO instant, reservation.payment_due_at): by default when it became not paid plus the hotel's payment timeout. */
  paymentDueAt: string | null;
}

export interface AuditClosing {
  /** The business date being closed (YYYY-MM-DD). */
  businessDate: string;
  /** When the audit runs (ISO instant). */
  at: string;
}

/** What the audit closing `closing.businessDate` does to a stay; null: nothing. */
export function nightAuditStep(stay: AuditedStay, closing: AuditClosing): NightAuditStep | null {
  if (
    stay.status === 'NOT_PAID' &&
    stay.paymentDueAt !== null &&
    Date.parse(stay.paymentDueAt) <= Date.parse(closing.at)
  ) {
    return 'EXPIRE';
  }
  if ((stay.status === 'RESERVED' || stay.status === 'NOT_PAID') && stay.checkInDate <= closing.businessDate) {
    return 'NO_SHOW';
  }
  if (
    stay.status === 'CHECKED_IN' &&
    stay.checkInDate <= closing.businessDate &&
    closing.businessDate < stay.checkOutDate
  ) {
    return 'POST_NIGHT';
  }
  return null;
}

/** Whether a booked room is in house on the night of `businessDate` (its night to post). */
export function isNightToPost(
  room: { status: ReservedRoomStatus; checkInDate: string; checkOutDate: string },
  businessDate: string,
): boolean {
  return room.status === 'CHECKEDIN' && room.checkInDate <= businessDate && businessDate < room.checkOutDate;
}

/** The default audit hour of a hotel (03:00 local time). */
export const DEFAULT_AUDIT_HOUR = 3;

/** The payment timeout of a hotel that has not set one (the payment-timeout setting's default). */
export const DEFAULT_PAYMENT_TIMEOUT_SECONDS = 960;

/**
 * Whether the audit closing `businessDate` is due at local time `now` (its date and minutes after
 * midnight): from the audit hour of the day after the business date on. A hotel behind by several
 * days is due again after each run.
 */
export function isAuditDue(businessDate: string, auditHour: number, now: { date: string; minutes: number }): boolean {
  const next = addDays(businessDate, 1);
  return now.date > next || (now.date === next && now.minutes >= auditHour * 60);
}

/**
 * A run by hand may close a business date once it has begun (the desk closes tonight's date early),
 * never one still ahead: `today` is the hotel's calendar date.
 */
export function manualAuditRefusal(businessDate: string, today: string): 'NIGHT_AUDIT_TOO_EARLY' | null {
  return businessDate > today ? 'NIGHT_AUDIT_TOO_EARLY' : null;
}
