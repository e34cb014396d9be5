// Guest profiles (core-platform §3 Guest profile, §7 Guests) and inquiries (§2 /create-inquiry,
// /inquiries): a guest's profile with its passport image, the stays booked for it, and a quote for
// dates, guests and room types priced by the one pricing engine, kept until it is booked or lost.
import {
  COMMON_REFUSALS,
  GUEST_REFUSALS,
  GUEST_TYPES,
  INQUIRY_STATUSES,
  MAX_CHILD_AGE,
  PRICING_REFUSALS,
  RESERVATION_REFUSALS,
  ROOM_REFUSALS,
  optionalEmail,
} from '@hotel/domain';
import { z } from 'zod';
import { isoDate, optionalPhoneNumber, optionalText, positiveId, requiredText, wholeNumber } from './fields.js';
import { money } from './money.js';
import { reservationStatus, residencyCurrency } from './reservation-entities.js';

const day = z.iso.date();
const email = z
  .string()
  .trim()
  .max(120)
  .refine((v) => optionalEmail(v) === null, COMMON_REFUSALS.INVALID_EMAIL)
  .default('');

export const guestType = z.enum(GUEST_TYPES);
export type GuestType = z.infer<typeof guestType>;

/** The multipart file part of a guest's passport image (POST and PUT guest). */
export const GUEST_IMAGES = ['passportImage'] as const;

/** A guest's profile as the desk enters it (the JSON part `guest` of POST and PUT guest). */
export const guestInput = z.object({
  hotelId: positiveId,
  firstName: requiredText(60, GUEST_REFUSALS.FIRST_NAME_REQUIRED),
  lastName: optionalText(60),
  /** National identity card or passport number. */
  idNumber: optionalText(40),
  nationality: optionalText(60),
  email,
  phoneNumber: optionalPhoneNumber().default(''),
  address: optionalText(200),
  city: optionalText(60),
  guestType: guestType.default('INDIVIDUAL'),
  /** Removes the stored passport image (a new image part replaces it instead). */
  removePassportImage: z.boolean().default(false),
});
export type GuestInput = z.infer<typeof guestInput>;

/** A guest as the list shows it. */
export const guestRow = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  nationality: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  guestType,
  hasPassportImage: z.boolean(),
  stayCount: z.number().int(),
  createdAt: z.string(),
});
export type GuestRow = z.infer<typeof guestRow>;

/** One stay of a guest: a reservation booked for the profile. */
export const guestStay = z.object({
  reservationId: z.number().int(),
  refNumber: z.string(),
  status: reservationStatus,
  checkInDate: day,
  checkOutDate: day,
  roomNos: z.string(),
  currency: residencyCurrency,
  total: money,
});
export type GuestStay = z.infer<typeof guestStay>;

/**
 * A guest's profile with its stays. The passport image travels as a data URL only in this read of
 * one guest (GUEST at VIEW), never at a public address.
 */
export const guest = guestRow.extend({
  passportImage: z.string().nullable(),
  stays: z.array(guestStay),
});
export type Guest = z.infer<typeof guest>;

// ------------------------------------------------------------------------------------------ inquiries

export const inquiryStatus = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatus>;

/** Rooms of one type an inquiry asks for: how many, and the guests in each. */
export const inquiryRoomInput = z.object({
  roomTypeId: positiveId,
  stayTypeId: positiveId,
  count: wholeNumber(1, 20, GUEST_REFUSALS.INQUIRY_ROOM_COUNT),
  adults: z
    .number({ error: RESERVATION_REFUSALS.ADULTS_REQUIRED })
    .int(RESERVATION_REFUSALS.ADULTS_REQUIRED)
    .min(1, RESERVATION_REFUSALS.ADULTS_REQUIRED)
    .max(20, ROOM_REFUSALS.ADULTS_RANGE),
  children: wholeNumber(0, 20, ROOM_REFUSALS.CHILDREN_RANGE).default(0),
  childAges: z
    .array(wholeNumber(0, MAX_CHILD_AGE, PRICING_REFUSALS.AGE_RANGE))
    .max(20)
    .default([]),
});
export type InquiryRoomInput = z.infer<typeof inquiryRoomInput>;

export const inquiryInput = z.object({
  hotelId: positiveId,
  /** The guest's profile, when the desk picked one; the name, e-mail and phone are the inquiry's own. */
  guestId: positiveId.nullish(),
  guestName: requiredText(120),
  guestEmail: email,
  guestPhone: optionalPhoneNumber().default(''),
  channelId: positiveId,
  resident: z.boolean(),
  vatApplicable: z.boolean().nullish(),
  checkInDate: isoDate,
  checkOutDate: isoDate,
  rooms: z.array(inquiryRoomInput).min(1, RESERVATION_REFUSALS.ROOMS_REQUIRED).max(20),
  notes: optionalText(1000),
});
export type InquiryInput = z.infer<typeof inquiryInput>;

export const inquiryRoom = z.object({
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  stayTypeId: z.number().int(),
  stayTypeName: z.string(),
  count: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  childAges: z.array(z.number().int()),
  /** The price of all `count` rooms for the stay, taxes included. */
  total: money,
});
export type InquiryRoom = z.infer<typeof inquiryRoom>;

export const inquiry = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  guestId: z.number().int().nullable(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  resident: z.boolean(),
  vatApplicable: z.boolean(),
  checkInDate: day,
  checkOutDate: day,
  nights: z.number().int(),
  /** The status as of today: an open inquiry whose arrival date passed shows EXPIRED. */
  status: inquiryStatus,
  currency: residencyCurrency,
  total: money,
  notes: z.string(),
  /** The reservation it became, once converted. */
  reservationId: z.number().int().nullable(),
  refNumber: z.string().nullable(),
  roomCount: z.number().int(),
  rooms: z.array(inquiryRoom),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof inquiry>;
