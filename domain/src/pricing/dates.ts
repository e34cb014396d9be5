// Calendar days as the pricing rules count them: ISO dates (YYYY-MM-DD) on the UTC calendar, so a
// night is a date whatever the server's time zone. The stay-day count rounds the difference up
// (operations §9): 14:00 on the 1st to 11:00 on the 3rd is 2 nights, and a day use is 1.

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of an ISO date (midnight UTC) or date-time. NaN when it is neither. */
function instant(value: string): number {
  return ISO_DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
}

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(instant(date.slice(0, 10)) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (dates): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((instant(to.slice(0, 10)) - instant(from.slice(0, 10))) / DAY_MS);
}

/**
 * The nights of a stay: the difference between check-out and check-in rounded up to whole days.
 * Dates or date-times; 0 or less means check-out is not after check-in.
 */
export function stayNights(checkIn: string, checkOut: string): number {
  const span = instant(checkOut) - instant(checkIn);
  if (Number.isNaN(span)) throw new RangeError(`Not a date: ${checkIn} or ${checkOut}`);
  return Math.ceil(span / DAY_MS);
}

/** The dates of the nights of a stay: from the check-in date, one per night. */
export function nightDates(checkIn: string, nights: number): string[] {
  return Array.from({ length: Math.max(0, nights) }, (_, i) => addDays(checkIn, i));
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  return nightDates(from, daysBetween(from, to) + 1);
}

/** True when the two inclusive date ranges share a day. */
export function rangesOverlap(a: { from: string; to: string }, b: { from: string; to: string }): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** The estate's time zone (Sri Lanka, no daylight saving): a hotel's "today" is its local date. */
export const HOTEL_TIME_ZONE = 'Asia/Colombo';

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string = HOTEL_TIME_ZONE, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
