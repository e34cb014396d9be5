// Reservation shapes shared by the tiers: a reservation with its booked rooms, what the desk sends to
// book, change, check in, check out, cancel and assign rooms, the cancellation fee it is shown first,
// and what the live topic /reservation/{hotelId} carries. The spec names the topic (operations §7
// Dashboards) but not its messages, so the message is designed here: one message per committed
// change of a stay, saying which reservation, what happened, its status and dates, and exactly which
// room nights it took or gave back, so a calendar repaints those cells and a list refetches one row.
import {
  COMMON_REFUSALS,
  MAX_CHILD_AGE,
  PRICING_REFUSALS,
  RESERVATION_REFUSALS,
  RESERVATION_STATUSES,
  RESERVED_ROOM_STATUSES,
  ROOM_REFUSALS,
  optionalEmail,
} from '@hotel/domain';
import { z } from 'zod';
import { selfCheckSummary } from './journal-entities.js';
import { isoDate, optionalPhoneNumber, optionalText, positiveId, requiredText, wholeNumber } from './fields.js';
import { money } from './money.js';
import { messageParams } from './contract.js';

const id = z.number().int().positive();
/** A calendar day, YYYY-MM-DD, in the hotel's own calendar. */
const day = z.iso.date();

/**
 * A reservation's status. RESERVED, CHECKED_IN, CANCELLED and CHECKED_OUT are the spec's (operations
 * §4 Reservation context). Designed, for the six status ids the spec counts: NOT_PAID (booked, its
 * payment still due within the payment deadline) and EXPIRED (not paid by the deadline; its rooms
 * were released). The ids (1 RESERVED, 2 CHECKED_IN, 3 NOT_PAID, 4 CHECKED_OUT, 5 EXPIRED,
 * 6 CANCELLED; 1, 2, 3, 5 active and 4, 6 history) are the domain's RESERVATION_STATUS_IDS.
 */
export const reservationStatus = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof reservationStatus>;

/** What a change did to a reservation (designed). */
export const reservationChange = z.enum([
  // Booked, from any desk, channel or the booking engine.
  'CREATED',
  // Guest, dates, occupancy, rate or notes changed.
  'UPDATED',
  // Rooms assigned, released or upgraded before arrival.
  'ROOMS_CHANGED',
  // An in-house guest moved to another room; the calendar shows the split.
  'ROOM_MOVED',
  'CHECKED_IN',
  'CHECKED_OUT',
  'CANCELLED',
  // Marked by the night audit: the guest did not arrive.
  'NO_SHOW',
  // Not paid by its payment deadline; its rooms were released.
  'EXPIRED',
  // A not-paid stay's payment was received (an authorised receipt): it is reserved now.
  'PAID',
]);
export type ReservationChange = z.infer<typeof reservationChange>;

/**
 * A span of room nights a change touched: `held` when the stay occupies them now, not held when the
 * change gave them back (a move, a shorter stay, a cancellation). Nights run from `from` up to the
 * morning of `to`, as a stay's check-in and check-out dates do.
 */
export const reservationRoomNights = z.object({
  roomId: id,
  roomNo: z.string(),
  from: day,
  to: day,
  held: z.boolean(),
});
export type ReservationRoomNights = z.infer<typeof reservationRoomNights>;

/** What the upstream publishes on /reservation/{hotelId} after a stay's change commits (designed). */
export const reservationChangeMessage = z.object({
  reservationId: id,
  hotelId: id,
  refNumber: z.string(),
  change: reservationChange,
  /** The status after the change. */
  status: reservationStatus,
  /** The stay's dates after the change. */
  checkInDate: day,
  checkOutDate: day,
  /** Every room night the change took or gave back; empty when no room was affected. */
  rooms: z.array(reservationRoomNights),
  /** The reservation's version after the change: a screen already showing a newer one ignores it. */
  version: z.number().int().nonnegative(),
  /** When the change committed (ISO 8601 with its offset). */
  changedAt: z.iso.datetime({ offset: true }),
});
export type ReservationChangeMessage = z.infer<typeof reservationChangeMessage>;

// ------------------------------------------------------------------------------- the reservation

const R = RESERVATION_REFUSALS;
export const reservedRoomStatus = z.enum(RESERVED_ROOM_STATUSES);
export const residencyCurrency = z.enum(['LKR', 'USD']);

/** One room a reservation books: its type and stay type, the guests in it, and the room once assigned. */
export const reservedRoomInput = z.object({
  roomTypeId: positiveId,
  stayTypeId: positiveId,
  /** The room, when the desk assigns it at booking; null or left out to assign it later. */
  roomId: positiveId.nullish(),
  adults: z
    .number({ error: R.ADULTS_REQUIRED })
    .int(R.ADULTS_REQUIRED)
    .min(1, R.ADULTS_REQUIRED)
    .max(20, ROOM_REFUSALS.ADULTS_RANGE),
  children: wholeNumber(0, 20, ROOM_REFUSALS.CHILDREN_RANGE).default(0),
  /** One age per child; the child policy in force says up to which age a guest is a child. */
  childAges: z
    .array(wholeNumber(0, MAX_CHILD_AGE, PRICING_REFUSALS.AGE_RANGE))
    .max(20)
    .default([]),
});
export type ReservedRoomInput = z.infer<typeof reservedRoomInput>;

/** The guest, stay and rooms of a reservation, as the desk enters them. */
const stayFields = {
  /**
   * The guest's profile (core §3). Left out when booking: the hotel's guest with this e-mail, or a new
   * profile made from the name, e-mail and phone, so every stay has its guest.
   */
  guestId: positiveId.nullish(),
  guestName: requiredText(120),
  guestEmail: z
    .string()
    .trim()
    .max(120)
    .refine((v) => optionalEmail(v) === null, COMMON_REFUSALS.INVALID_EMAIL)
    .default(''),
  guestPhone: optionalPhoneNumber().default(''),
  channelId: positiveId,
  reservationTypeId: positiveId.nullish(),
  /** Resident (true) or Non-Resident (false): residents pay in LKR, non-residents in USD. */
  resident: z.boolean(),
  /** Whether VAT applies; the hotel's VAT registration when not given. */
  vatApplicable: z.boolean().nullish(),
  checkInDate: isoDate,
  checkOutDate: isoDate,
  rooms: z.array(reservedRoomInput).max(50),
  notes: optionalText(1000),
};

/**
 * A new reservation. `idempotencyKey` is made by the client once per booking form (a UUID): a retry or
 * a second click with the same key answers the reservation the first made, and writes nothing.
 */
export const reservationInput = z.object({
  hotelId: positiveId,
  idempotencyKey: z.string().trim().min(8, COMMON_REFUSALS.REQUIRED_FIELD).max(100),
  ...stayFields,
});
export type ReservationInput = z.infer<typeof reservationInput>;

/** A change: the whole guest, stay and rooms, and the version the desk opened. */
export const reservationUpdate = z.object({
  id: positiveId,
  version: z.number().int().positive(),
  ...stayFields,
});
export type ReservationUpdate = z.infer<typeof reservationUpdate>;

/** A lifecycle step (check-in, check-out) on the version the desk shows. */
export const reservationStep = z.object({ version: z.number().int().positive() });

/** Cancelling: the version shown and the fee the desk was shown and confirmed. */
export const reservationCancel = z.object({
  version: z.number().int().positive(),
  fee: money,
  reason: optionalText(500),
});

/** Assigning (or changing) the room of one booked room; an in-house guest moves to it. */
export const roomAssignment = z.object({
  reservationId: positiveId,
  version: z.number().int().positive(),
  reservedRoomId: positiveId,
  roomId: positiveId,
});

/**
 * A booked room moved to another room type (an upgrade, or a change down), before arrival or during
 * the stay (designed): the nights still to come are priced again by the pricing engine for the new
 * type and stay type; the desk confirms the difference it was shown (refused when it changed since).
 */
export const roomTypeChange = z.object({
  reservationId: positiveId,
  version: z.number().int().positive(),
  reservedRoomId: positiveId,
  roomTypeId: positiveId,
  stayTypeId: positiveId,
  /** A free room of the new type for those nights. */
  roomId: positiveId,
  /** The price difference the desk was shown and confirms. */
  difference: money,
});

/** What a room type change costs, shown before the desk confirms, with the rooms of the type free for it. */
export const roomTypeChangePreview = z.object({
  reservationId: z.number().int(),
  reservedRoomId: z.number().int(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  stayTypeId: z.number().int(),
  stayTypeName: z.string(),
  /** The first night moved (the business date for an in-house guest, else the arrival date). */
  fromDate: isoDate,
  toDate: isoDate,
  nights: z.number().int(),
  currency: z.enum(['LKR', 'USD']),
  /** What those nights cost in the booked type, and in the new one. */
  currentPrice: money,
  newPrice: money,
  /** newPrice − currentPrice: positive is what the guest pays more. */
  difference: money,
  /** The reservation's total after the change. */
  newTotal: money,
  freeRooms: z.array(z.object({ id: z.number().int(), roomNo: z.string() })),
});
export type RoomTypeChangePreview = z.infer<typeof roomTypeChangePreview>;

export const reservedRoom = z.object({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  stayTypeId: z.number().int().nullable(),
  stayTypeName: z.string().nullable(),
  roomId: z.number().int().nullable(),
  roomNo: z.string().nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  childAges: z.array(z.number().int()),
  status: reservedRoomStatus,
  checkInDate: day,
  checkOutDate: day,
  /** The room's price for the stay, taxes included, in the reservation's currency. */
  total: money,
});
export type ReservedRoom = z.infer<typeof reservedRoom>;

export const reservation = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  refNumber: z.string(),
  status: reservationStatus,
  /** The spec's status id (1, 2, 3, 5 active; 4, 6 history). */
  statusId: z.number().int(),
  /** The guest's profile. */
  guestId: z.number().int().nullable(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  channelId: z.number().int().nullable(),
  channelName: z.string().nullable(),
  reservationTypeId: z.number().int().nullable(),
  reservationTypeName: z.string().nullable(),
  resident: z.boolean(),
  vatApplicable: z.boolean(),
  checkInDate: day,
  checkOutDate: day,
  /** The date difference rounded up. */
  nights: z.number().int(),
  currency: residencyCurrency,
  /** The stay's price, taxes included, priced on the server when booked or changed. */
  total: money,
  /** What cancelling cost, once cancelled (or marked a no-show). */
  cancellationFee: money.nullable(),
  /** Why it was cancelled: the desk's or the guest's words, or NO_SHOW when the night audit marked it. */
  cancellationReason: z.string(),
  notes: z.string(),
  /** Goes up by one with every change: a save naming an older one is refused with what changed. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rooms: z.array(reservedRoom),
});
export type Reservation = z.infer<typeof reservation>;

/** A row of the reservation list. */
export const reservationRow = reservation.omit({ rooms: true }).extend({
  roomCount: z.number().int(),
  /** The assigned room numbers, in order ('' while none is assigned). */
  roomNos: z.string(),
});
export type ReservationRow = z.infer<typeof reservationRow>;

/** What cancelling costs now, shown before the desk confirms (MANUAL_CANCELLATION). */
export const cancellationPreview = z.object({
  reservationId: z.number().int(),
  version: z.number().int(),
  policyName: z.string().nullable(),
  /** Whole days before arrival; null once the arrival date has passed (the no-show percent). */
  daysBefore: z.number().int().nullable(),
  noShow: z.boolean(),
  percent: z.number(),
  currency: residencyCurrency,
  total: money,
  fee: money,
});
export type CancellationPreview = z.infer<typeof cancellationPreview>;

// ------------------------------------------------------------------------------- the guest's own page

/**
 * What proves a guest's booking on /manage-reservation (designed): its reference number and the
 * e-mail it was booked with, both required, both matched (the reference exactly, ignoring case and
 * spaces; the e-mail ignoring case). Either one wrong answers the same refusal.
 */
export const bookingLookup = z.object({
  refNumber: requiredText(40),
  email: z
    .string()
    .trim()
    .min(1, COMMON_REFUSALS.REQUIRED_FIELD)
    .max(120)
    .refine((v) => optionalEmail(v) === null, COMMON_REFUSALS.INVALID_EMAIL),
});
export type BookingLookup = z.infer<typeof bookingLookup>;

/** A guest cancelling: the same proof again, the version shown and the fee the guest confirmed. */
export const bookingCancel = bookingLookup.extend({
  version: z.number().int().positive(),
  fee: money,
});
export type BookingCancel = z.infer<typeof bookingCancel>;

/**
 * A booking as its guest sees it: the hotel, the stay, the rooms by type, the total and status, and
 * what cancelling costs today while it can still be cancelled. Nothing the desk keeps for itself
 * (ids, room numbers, notes, phone, channel) is in it.
 */
export const guestBooking = z.object({
  refNumber: z.string(),
  status: reservationStatus,
  guestName: z.string(),
  hotel: z.object({ name: z.string(), address: z.string(), contactNumber: z.string(), email: z.string() }),
  checkInDate: day,
  checkOutDate: day,
  nights: z.number().int(),
  currency: residencyCurrency,
  total: money,
  cancellationFee: money.nullable(),
  version: z.number().int(),
  rooms: z.array(
    z.object({
      roomTypeName: z.string(),
      stayTypeName: z.string().nullable(),
      adults: z.number().int(),
      children: z.number().int(),
    }),
  ),
  /** What cancelling costs today; null when the booking can no longer be cancelled. */
  cancellation: cancellationPreview.omit({ reservationId: true }).nullable(),
});
export type GuestBooking = z.infer<typeof guestBooking>;

/** A free room of a room type for the asked nights: in service, not out of order, not sold, and the party fits. */
export const availableRoom = z.object({ id, roomNo: z.string(), floor: z.number().int() });

/** One stay type of a room type, priced for the asked stay by the pricing engine, or why it cannot be. */
export const availableStayType = z.object({
  stayTypeId: id,
  stayTypeName: z.string(),
  mealPlan: z.string(),
  /** Null when the catalogue cannot price it (no rate for a night, the party over the stay type's limits). */
  total: money.nullable(),
  /** The refusal's key, its values and its text when there is no price. */
  reason: z.string().nullable(),
  params: messageParams.nullable(),
  message: z.string().nullable(),
});

/**
 * A room type of the hotel for the asked stay and party: how many of its rooms are free every night,
 * which ones, and the price of each of its stay types (with a channel). `fits`: one room of the type
 * holds the party.
 */
export const availableRoomType = z.object({
  roomTypeId: id,
  roomTypeName: z.string(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  fits: z.boolean(),
  /** The type's rooms in service. */
  rooms: z.number().int(),
  freeRooms: z.array(availableRoom),
  currency: residencyCurrency,
  stayTypes: z.array(availableStayType),
});
export type AvailableRoomType = z.infer<typeof availableRoomType>;

// ------------------------------------------------------------------------------- stay account, night audit

/** What a charge on a stay's account is for: a night of a room (the night audit) or an outlet's bill. */
export const stayChargeKind = z.enum(['ROOM_NIGHT', 'RESTAURANT']);

/**
 * One charge on a stay's account (the folio invoicing reads): the booked room, the business date it
 * belongs to, its kind, and the amount in the stay's currency. `sourceReference` is the night audit's
 * run for a night, the restaurant order for a bill.
 */
export const stayCharge = z.object({
  id,
  reservationId: id,
  reservedRoomId: id,
  roomNo: z.string(),
  businessDate: day,
  kind: stayChargeKind,
  description: z.string(),
  amount: money,
  currency: z.enum(['LKR', 'USD']),
  sourceReference: z.number().int(),
  invoiced: z.boolean(),
  postedAt: z.string(),
});
export type StayCharge = z.infer<typeof stayCharge>;

/** A hotel's business date and the hour its night audit runs (designed). */
export const businessDay = z.object({
  hotelId: id,
  businessDate: day,
  /** Local hour 0–23 at which the scheduled audit closes the day before. */
  auditHour: z.number().int().min(0).max(23),
  /** The hotel's calendar date now. */
  today: day,
});
export type BusinessDay = z.infer<typeof businessDay>;

/** One run of the night audit: the business date it closed, what it did and who ran it. */
export const nightAudit = z.object({
  id,
  hotelId: id,
  businessDate: day,
  trigger: z.enum(['SCHEDULER', 'MANUAL']),
  runBy: z.string().nullable(),
  noShows: z.number().int(),
  expired: z.number().int(),
  nightsPosted: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The journal's self-check run after the night (null: not run, e.g. a run before migration 023). */
  selfCheck: selfCheckSummary.nullable(),
});
export type NightAudit = z.infer<typeof nightAudit>;

/** Closing a business date by hand: the date the desk saw, so a second click closes nothing more. */
export const nightAuditRun = z.object({ hotelId: positiveId, businessDate: isoDate });

export const nightAuditHour = z.object({
  hotelId: positiveId,
  auditHour: wholeNumber(0, 23, RESERVATION_REFUSALS.NIGHT_AUDIT_HOUR_RANGE),
});

// ------------------------------------------------------------------------------ the reservation's VAT

/** The VAT registry customer an invoice of the stay names (operations §3 Reservation VAT info). */
export const reservationVatRegistry = z.object({
  email: z.string(),
  vatNumber: z.string(),
  name: z.string(),
  address: z.string(),
});

/** Reservation VAT info (operations §3): vatRegistryResponse is null until the desk sets it. */
export const reservationVat = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  refNumber: z.string(),
  vatApplicable: z.boolean(),
  vatRegistryResponse: reservationVatRegistry.nullable(),
});
export type ReservationVat = z.infer<typeof reservationVat>;

const vatText = (max: number) =>
  z
    .string({ error: COMMON_REFUSALS.REQUIRED_FIELD })
    .trim()
    .min(1, { message: COMMON_REFUSALS.REQUIRED_FIELD, abort: true })
    .max(max);

/**
 * Reservation VAT update payload (operations §3), checked as the reservation VAT form is (§5 VAT
 * registry): the e-mail required and valid, VAT number, name and address 'Required field'. The
 * details are kept in the hotel's VAT registry (one customer per VAT number and hotel), with
 * RESERVATION among its registry types. The dialog only sets details, so vatRegistryApplicable is true.
 */
export const reservationVatUpdate = z.object({
  reservationId: z.number().int().positive(),
  hotelId: z.number().int().positive(),
  groupId: z.number().int().positive().nullish(),
  email: z
    .string({ error: COMMON_REFUSALS.REQUIRED_FIELD })
    .trim()
    .min(1, { message: COMMON_REFUSALS.REQUIRED_FIELD, abort: true })
    .max(254)
    .pipe(z.email(COMMON_REFUSALS.INVALID_EMAIL)),
  vatNumber: vatText(40),
  name: vatText(120),
  address: vatText(300),
  registryType: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  onlyThisHotelView: z.boolean().default(false),
  vatRegistryApplicable: z.literal(true).default(true),
});
