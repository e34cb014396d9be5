// Shapes of the settings calls (core-platform §7, operations §3/§5/§7): standard time, user
// discounts, minimum nights and the hotel settings. Field names are the documented ones where the
// spec gives them (userId, name, discount, hotelId, groupsId, startDate, endDate, always, numOfDays,
// direct, web); the rest are designed in the same style.
import { COMMON_REFUSALS, DiscountMessage, MAX_DISCOUNT_PERCENTAGE, SETTINGS_REFUSALS } from '@hotel/domain';
import { z } from 'zod';

const id = z.number().int();
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, COMMON_REFUSALS.REQUIRED_FIELD).max(max);
const optionalEmail = z.union([z.literal(''), z.email(COMMON_REFUSALS.INVALID_EMAIL).max(254)]);
const positiveId = z.number().int().positive();
/** YYYY-MM-DD (operations §9). */
const isoDate = (message: string) => z.iso.date({ error: message });

// ----------------------------------------------------------------------------- standard time

/** Standard check-in and check-out times; hotelId 0 is the default every hotel without its own uses. */
export const standardTimeConfig = z.object({
  id,
  hotelId: id,
  checkInTime: z.string(),
  checkOutTime: z.string(),
});
const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, SETTINGS_REFUSALS.INVALID_TIME)
  .transform((t) => (t.length === 5 ? `${t}:00` : t));
export const standardTimeConfigInput = z.object({
  hotelId: z.number().int().min(0),
  checkInTime: timeOfDay,
  checkOutTime: timeOfDay,
});

// ----------------------------------------------------------------------- discounts and nights

export const userDiscount = z.object({
  id,
  userId: id,
  name: z.string(),
  email: z.string(),
  discount: z.number(),
  hotelId: id.nullable(),
  groupsId: id.nullable(),
});
export type UserDiscount = z.infer<typeof userDiscount>;
/** Percentage 0-100 with decimals (operations §5 User discount): the domain's rule and messages. */
const discountPercentage = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? DiscountMessage.REQUIRED : DiscountMessage.INVALID,
  })
  .min(0, DiscountMessage.NEGATIVE)
  .max(MAX_DISCOUNT_PERCENTAGE, DiscountMessage.TOO_HIGH);
export const userDiscountInput = z.object({
  userId: positiveId,
  name: text(120).default(''),
  discount: discountPercentage,
  hotelId: positiveId.nullable().default(null),
  groupsId: positiveId.nullable().default(null),
});

export const minimumNightConfig = z.object({
  id,
  hotelId: id.nullable(),
  groupsId: id.nullable(),
  startDate: z.string(),
  endDate: z.string(),
  always: z.boolean(),
  numOfDays: z.number().int(),
  direct: z.boolean(),
  web: z.boolean(),
});
export type MinimumNightConfig = z.infer<typeof minimumNightConfig>;
/**
 * Types only: the rules of operations §5 Minimum nights (range not before today, at least 2, at most
 * the range length, a reservation type, a hotel) are checked together by the upstream so that every
 * field at fault is named with the spec's message.
 */
export const minimumNightConfigInput = z.object({
  id: positiveId.optional(),
  startDate: isoDate(SETTINGS_REFUSALS.DATE_RANGE_REQUIRED).nullable().optional(),
  endDate: isoDate(SETTINGS_REFUSALS.DATE_RANGE_REQUIRED).nullable().optional(),
  always: z.boolean().default(false),
  numOfDays: z.union([z.number(), z.string()]).nullable().optional(),
  hotelId: positiveId.nullable().optional(),
  groupsId: positiveId.nullable().optional(),
  direct: z.boolean().default(false),
  web: z.boolean().default(false),
});
/** The rules a booking form applies for a stay at a hotel, with the caller's discount allowance. */
export const minimumNightRule = z.object({
  /** The caller's discount percentage at the hotel (0: no discounts allowed). */
  percentage: z.number(),
  /** The largest minimum of the configurations that overlap the dates (0 when none applies). */
  numOfDays: z.number().int(),
  configs: z.array(minimumNightConfig),
});

// -------------------------------------------------------------------------- hotel settings

export const paymentGateway = z.enum(['NONE', 'CARD_GATEWAY', 'BANK_TRANSFER']);
/** The hotel's payment (system) configuration. Gateway secrets are not stored here: they live in the payment service's environment. */
export const paymentConfig = z.object({
  hotelId: id,
  paymentGateway,
  merchantId: z.string(),
  merchantName: z.string(),
  returnUrl: z.string(),
  cardPayment: z.boolean(),
  cashPayment: z.boolean(),
  bankTransfer: z.boolean(),
  advancePaymentPercentage: z.number(),
});
export const paymentConfigInput = z.object({
  hotelId: positiveId,
  paymentGateway: paymentGateway.default('NONE'),
  merchantId: text(120).default(''),
  merchantName: text(120).default(''),
  returnUrl: z.union([z.literal(''), z.url(SETTINGS_REFUSALS.INVALID_URL).max(500)]).default(''),
  cardPayment: z.boolean().default(true),
  cashPayment: z.boolean().default(true),
  bankTransfer: z.boolean().default(false),
  advancePaymentPercentage: z
    .number()
    .min(0, SETTINGS_REFUSALS.PERCENTAGE_NEGATIVE)
    .max(100, SETTINGS_REFUSALS.PERCENTAGE_ABOVE_100)
    .default(0),
});

/** How long the booking engine's payment page waits (core-platform §9: 960 seconds by default). */
export const paymentTimeout = z.object({ hotelId: id, seconds: z.number().int() });
export const paymentTimeoutInput = z.object({
  hotelId: positiveId,
  seconds: z.number().int().min(60, SETTINGS_REFUSALS.PAYMENT_TIMEOUT_TOO_SHORT).max(7200),
});

export const reservationConfig = z.object({
  hotelId: id,
  onlineBooking: z.boolean(),
  advancePaymentRequired: z.boolean(),
  holdUnpaidMinutes: z.number().int(),
  maxRoomsPerBooking: z.number().int(),
  sameDayBooking: z.boolean(),
});
export const reservationConfigInput = z.object({
  hotelId: positiveId,
  onlineBooking: z.boolean().default(true),
  advancePaymentRequired: z.boolean().default(false),
  holdUnpaidMinutes: z.number().int().min(0).max(10080).default(60),
  maxRoomsPerBooking: z.number().int().min(1).max(100).default(10),
  sameDayBooking: z.boolean().default(true),
});

/** Sender details of the hotel's mails. Mail server credentials are configured in the environment. */
export const mailConfig = z.object({
  hotelId: id,
  senderName: z.string(),
  senderEmail: z.string(),
  replyToEmail: z.string(),
  reservationMail: z.boolean(),
  invoiceMail: z.boolean(),
  receiptMail: z.boolean(),
  cancellationMail: z.boolean(),
});
export const mailConfigInput = z.object({
  hotelId: positiveId,
  senderName: text(120).default(''),
  senderEmail: optionalEmail.default(''),
  replyToEmail: optionalEmail.default(''),
  reservationMail: z.boolean().default(true),
  invoiceMail: z.boolean().default(true),
  receiptMail: z.boolean().default(true),
  cancellationMail: z.boolean().default(true),
});

export const mailType = z.enum(['RESERVATION', 'INVOICE', 'RECEIPT', 'REFUND', 'CANCELLATION']);
/** One address copied on a kind of mail of a hotel. */
export const ccMailConfig = z.object({ id, hotelId: id, mailType, email: z.string() });
export const ccMailConfigInput = z.object({
  id: positiveId.optional(),
  hotelId: positiveId,
  mailType,
  email: z.email(COMMON_REFUSALS.INVALID_EMAIL).max(254),
});

export const termType = z.enum(['BOOKING', 'INVOICE', 'RECEIPT', 'GENERAL']);
export const termCondition = z.object({
  id,
  hotelId: id,
  termType,
  title: z.string(),
  description: z.string(),
  sequence: z.number().int(),
  active: z.boolean(),
});
export const termConditionInput = z.object({
  id: positiveId.optional(),
  hotelId: positiveId,
  termType: termType.default('GENERAL'),
  title: requiredText(200),
  description: requiredText(10000),
  sequence: z.number().int().min(0).max(1000).default(0),
  active: z.boolean().default(true),
});

export const discountType = z.enum(['PERCENTAGE', 'AMOUNT']);
export const promotion = z.object({
  id,
  hotelId: id,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discountType,
  discountValue: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  web: z.boolean(),
  direct: z.boolean(),
  active: z.boolean(),
});
export const promotionInput = z
  .object({
    id: positiveId.optional(),
    hotelId: positiveId,
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,30}$/, SETTINGS_REFUSALS.PROMOTION_CODE_FORMAT),
    name: requiredText(120),
    description: text(1000).default(''),
    discountType,
    discountValue: z.number().min(0, SETTINGS_REFUSALS.VALUE_NEGATIVE),
    startDate: isoDate(SETTINGS_REFUSALS.DATE_RANGE_REQUIRED),
    endDate: isoDate(SETTINGS_REFUSALS.DATE_RANGE_REQUIRED),
    web: z.boolean().default(true),
    direct: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.discountType === 'PERCENTAGE' && p.discountValue > 100)
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: SETTINGS_REFUSALS.PERCENTAGE_ABOVE_100,
      });
    if (p.endDate < p.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: COMMON_REFUSALS.END_BEFORE_START });
    if (!p.web && !p.direct)
      ctx.addIssue({ code: 'custom', path: ['web'], message: SETTINGS_REFUSALS.RESERVATION_TYPE_REQUIRED });
  });

/** A room (of the front office's room list) taken out of sale for a period. */
export const roomBlock = z.object({
  id,
  hotelId: id,
  roomId: id,
  roomNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  active: z.boolean(),
});
export const roomBlockInput = z
  .object({
    id: positiveId.optional(),
    hotelId: positiveId,
    roomId: z.number({ error: SETTINGS_REFUSALS.SELECT_A_ROOM }).int().positive(SETTINGS_REFUSALS.SELECT_A_ROOM),
    startDate: isoDate(SETTINGS_REFUSALS.DATE_RANGE_REQUIRED),
    endDate: isoDate(SETTINGS_REFUSALS.DATE_RANGE_REQUIRED),
    reason: text(500).default(''),
    active: z.boolean().default(true),
  })
  .refine((b) => b.endDate >= b.startDate, {
    path: ['endDate'],
    message: COMMON_REFUSALS.END_BEFORE_START,
  });
