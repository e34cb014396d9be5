// Shapes of the administration calls (core-platform §7, operations §3/§5/§7): roles at every level,
// employees, user discounts, minimum nights, hotel settings and the audit log. Field names are the
// documented ones where the spec gives them (userId, name, discount, hotelId, groupsId, startDate,
// endDate, always, numOfDays, direct, web); the rest are designed in the same style.
import { DiscountMessage, MAX_DISCOUNT_PERCENTAGE } from '@hotel/domain';
import { z } from 'zod';

const id = z.number().int();
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'Required field').max(max);
const optionalEmail = z.union([z.literal(''), z.email('Invalid email').max(254)]);
const positiveId = z.number().int().positive();
/** YYYY-MM-DD (operations §9). */
const isoDate = (message: string) => z.iso.date({ error: message });

// ------------------------------------------------------------------------------------------ roles

/** The level a role is defined at: system-wide, per group, per hotel, per service. */
export const roleLevel = z.enum(['SYSTEM', 'GROUP', 'HOTEL', 'SERVICE']);
export type RoleLevel = z.infer<typeof roleLevel>;

export const role = z.object({ id, name: z.string(), description: z.string(), active: z.boolean() });
export type Role = z.infer<typeof role>;
export const groupsRole = role.extend({ groupsId: id });
export type GroupsRole = z.infer<typeof groupsRole>;
export const hotelRole = role.extend({ hotelId: id });
export type HotelRole = z.infer<typeof hotelRole>;
/** The existing service role, with its service and hotel for lists spanning several services. */
export const serviceRole = role.extend({ serviceId: id, serviceName: z.string(), hotelId: id });
export type ServiceRole = z.infer<typeof serviceRole>;
/** Any role that applies to a hotel or service, tagged with its level and owner (group, hotel, service id). */
export const applicableRole = z.object({
  id,
  name: z.string(),
  level: roleLevel,
  ownerId: id.nullable(),
  active: z.boolean(),
});

export const roleInput = z.object({
  id: positiveId.optional(),
  name: requiredText(120),
  description: text(500).default(''),
  active: z.boolean().default(true),
});
export const groupsRoleInput = roleInput.extend({ groupsId: positiveId });
export const hotelRoleInput = roleInput.extend({ hotelId: positiveId });
export const serviceRoleInput = roleInput.extend({ serviceId: positiveId });

/** The system, group and hotel role a user holds (service roles are held through allocations). */
export const userRole = z.object({
  userId: id,
  roleId: id.nullable(),
  groupsRoleId: id.nullable(),
  hotelRoleId: id.nullable(),
});
export const userRoleInput = z.object({
  userId: positiveId,
  roleId: positiveId.nullable().default(null),
  groupsRoleId: positiveId.nullable().default(null),
  hotelRoleId: positiveId.nullable().default(null),
});

// -------------------------------------------------------------------------------------- employees

/** A person on a hotel's payroll; optionally linked to the user they sign in as. */
export const employee = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  designation: z.string(),
  hotelId: id,
  serviceId: id.nullable(),
  serviceName: z.string().nullable(),
  serviceRoleId: id.nullable(),
  serviceRoleName: z.string().nullable(),
  userId: id.nullable(),
  active: z.boolean(),
});
export type Employee = z.infer<typeof employee>;
export const employeeInput = z.object({
  id: positiveId.optional(),
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: optionalEmail.default(''),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{0,20}$/, 'Invalid phone number')
    .default(''),
  designation: text(120).default(''),
  hotelId: positiveId,
  serviceId: positiveId.nullable().default(null),
  serviceRoleId: positiveId.nullable().default(null),
  userId: positiveId.nullable().default(null),
  active: z.boolean().default(true),
});
export const EMPLOYEE_SORT_FIELDS = ['id', 'firstName', 'lastName', 'email', 'designation', 'active'] as const;

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
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Invalid time')
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
  startDate: isoDate('Please select a date range!').nullable().optional(),
  endDate: isoDate('Please select a date range!').nullable().optional(),
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
  returnUrl: z.union([z.literal(''), z.url('Invalid URL').max(500)]).default(''),
  cardPayment: z.boolean().default(true),
  cashPayment: z.boolean().default(true),
  bankTransfer: z.boolean().default(false),
  advancePaymentPercentage: z
    .number()
    .min(0, 'Percentage must be greater than or equal to 0')
    .max(100, 'Percentage must be less than or equal to 100.')
    .default(0),
});

/** How long the booking engine's payment page waits (core-platform §9: 960 seconds by default). */
export const paymentTimeout = z.object({ hotelId: id, seconds: z.number().int() });
export const paymentTimeoutInput = z.object({
  hotelId: positiveId,
  seconds: z.number().int().min(60, 'Payment timeout must be at least 60 seconds').max(7200),
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
  email: z.email('Invalid email').max(254),
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
      .regex(/^[A-Za-z0-9_-]{2,30}$/, 'Code must be 2-30 letters, digits, dashes or underscores'),
    name: requiredText(120),
    description: text(1000).default(''),
    discountType,
    discountValue: z.number().min(0, 'Value must be greater than or equal to 0'),
    startDate: isoDate('Please select a date range!'),
    endDate: isoDate('Please select a date range!'),
    web: z.boolean().default(true),
    direct: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.discountType === 'PERCENTAGE' && p.discountValue > 100)
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: 'Percentage must be less than or equal to 100.',
      });
    if (p.endDate < p.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date' });
    if (!p.web && !p.direct)
      ctx.addIssue({ code: 'custom', path: ['web'], message: 'Please select Reservation Type!' });
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
    roomId: z.number({ error: 'Please select a room' }).int().positive('Please select a room'),
    startDate: isoDate('Please select a date range!'),
    endDate: isoDate('Please select a date range!'),
    reason: text(500).default(''),
    active: z.boolean().default(true),
  })
  .refine((b) => b.endDate >= b.startDate, {
    path: ['endDate'],
    message: 'The end date must not be before the start date',
  });

// ------------------------------------------------------------------------------------ audit log

export const auditAction = z.enum(['INSERT', 'UPDATE', 'DELETE']);
export type AuditAction = z.infer<typeof auditAction>;
/** One recorded write. For UPDATE, before and after hold only the columns that changed. */
export const auditEntry = z.object({
  id,
  at: z.string(),
  actorUserId: id.nullable(),
  actorEmail: z.string().nullable(),
  hotelId: id.nullable(),
  groupsId: id.nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: auditAction,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
