// Refusals of reservations (core-platform §2 Reservations, §9; operations §4, §9): input the desk got
// wrong, each naming its field, and the lifecycle's steps taken out of turn.
import type { Catalogue } from '../messages/message.js';
import type { PricingReason } from '../pricing/refusals.js';

export const RESERVATION_REFUSALS = {
  CHECK_IN_IN_PAST: 'Check-in cannot be in the past',
  ROOMS_REQUIRED: 'Add at least one room',
  ADULTS_REQUIRED: 'At least one adult is required',
  /** {{children}}: the children counted. */
  CHILD_AGES_MISSING: 'Give the age of each of the {{children}} children',
  /** {{max}}: the oldest age the child policy counts as a child. */
  CHILD_AGE_OUTSIDE_POLICY: 'A child is from 0 to {{max}} years old under the child policy',
  /** {{roomNo}} {{max}}: the room and how many guests it holds. */
  ROOM_OVER_CAPACITY: 'Room {{roomNo}} holds at most {{max}} guests',
  /** {{roomNo}} {{max}}: the room and how many adults it holds. */
  ROOM_TOO_MANY_ADULTS: 'Room {{roomNo}} holds at most {{max}} adults',
  ROOM_OF_OTHER_HOTEL: 'The room belongs to another hotel',
  ROOM_NOT_OF_ROOM_TYPE: 'The room is not of the chosen room type',
  /** {{roomNo}}: the room out of order. */
  ROOM_OUT_OF_ORDER: 'Room {{roomNo}} is out of order on these dates',
  /** {{roomNo}} {{from}} {{to}}: the room and the nights another stay holds. */
  ROOM_ALREADY_BOOKED: 'Room {{roomNo}} is already booked between {{from}} and {{to}}',
  /** {{roomType}} {{from}} {{to}}: the room type without a free room, and the stay's dates. */
  NO_FREE_ROOM: 'No {{roomType}} room is free between {{from}} and {{to}}',
  /** {{date}}: the arrival date. */
  CHECK_IN_BEFORE_ARRIVAL: 'The guest can check in from the arrival date ({{date}})',
  /** {{status}}: the reservation's status. */
  CHECK_IN_NOT_RESERVED: 'Only a reserved stay can be checked in (this one is {{status}})',
  CHECK_IN_ROOMS_UNASSIGNED: 'Assign a room to every booked room before check-in',
  /** {{status}}: the reservation's status. */
  CHECK_OUT_NOT_CHECKED_IN: 'Only a checked-in stay can be checked out (this one is {{status}})',
  CANCEL_CHECKED_IN: 'A checked-in stay cannot be cancelled; check the guest out instead',
  /** {{status}}: the reservation's status. */
  CANCEL_NOT_ACTIVE: 'This reservation is already {{status}}',
  /** {{status}}: the reservation's status. */
  CHANGE_NOT_ALLOWED: 'A reservation that is {{status}} cannot be changed',
  /** {{version}} {{changes}}: the version now saved and the fields changed since it was opened. */
  RESERVATION_CHANGED:
    'The reservation was changed by someone else since you opened it (version {{version}}): {{changes}}. Reload it and try again.',
  /** {{fee}}: the fee the cancellation costs now. */
  CANCELLATION_FEE_CHANGED: 'The cancellation fee is now {{fee}}; confirm it again',
  ROOM_TYPE_UNCHANGED: 'Choose another room type than the booked one',
  /** {{difference}}: the price difference the change costs now. */
  ROOM_TYPE_PRICE_CHANGED: 'The price difference is now {{difference}}; confirm it again',
  ROOM_TYPE_CHANGE_NO_NIGHTS: 'No nights of this room are left to change',
  ROOM_STILL_OCCUPIED: 'The previous guest of this room has not checked out yet',
  IDEMPOTENCY_KEY_REUSED: 'This request key was already used for a different reservation',
  RESERVATION_TYPE_NOT_OF_HOTEL: 'The reservation type belongs to another hotel',
  /** {{status}}: the reservation's status. */
  ROOM_CHANGE_NOT_ALLOWED: 'Rooms of a reservation that is {{status}} cannot be changed',
  // The guest's own page (/manage-reservation): one answer for an unknown reference and for a wrong
  // e-mail alike, so the page tells nobody which references exist.
  BOOKING_NOT_FOUND: 'No booking matches this reference number and e-mail address',
  TOO_MANY_BOOKING_LOOKUPS: 'Too many attempts to find a booking. Please try again later.',
  /** {{date}}: the business date the run would close. */
  NIGHT_AUDIT_TOO_EARLY: 'The business date {{date}} has not begun yet; it cannot be closed',
  NIGHT_AUDIT_HOUR_RANGE: 'The audit hour is from 0 to 23',
  /** {{date}}: the hotel's business date now. */
  NIGHT_AUDIT_DATE_CLOSED: 'This business date is already closed; the business date is now {{date}}',
  // The reservation VAT dialog (operations §2 Refund and VAT): word for word.
  VAT_NOT_APPLICABLE: 'Vat not applicable',
  RESERVATION_OF_OTHER_HOTEL: 'The reservation belongs to another hotel',
} as const satisfies Catalogue;

export type ReservationRefusalReason = keyof typeof RESERVATION_REFUSALS;

/** What a reservation rule may answer: its own refusals and the pricing engine's (CHECK_OUT_NOT_AFTER_CHECK_IN). */
export type ReservationReason = ReservationRefusalReason | PricingReason;
