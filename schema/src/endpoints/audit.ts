// Audit (core-platform §2 hotel-setting audit-log, group-admin reports and payment-transaction,
// hotel-admin and service-admin reports, hotel-setting reports and lead-type; §6 feature groups
// REPORT, GROUP_TURNOVER, PAYMENT_TRANSACTION). The spec shows none of these calls; all are
// `designed` in the style of the documented ones.
//
// - Audit log: every recorded write, within the caller's scope.
// - Lead types: the inquiry lead types of a hotel (name, active), unique by name per hotel.
// - Turnover: what the product records as sold today (restaurant sales of completed orders, and the
//   part of them posted to guests' rooms and invoiced there) per hotel and service for a period, for
//   a hotel (REPORT) or a whole group (GROUP_TURNOVER).
// - Payment transactions: the payments taken in a group's hotels (today: each completed restaurant
//   order, paid in cash or posted to a guest's room), paged and filtered.
import { AUDIT_REFUSALS, COMMON_REFUSALS, SETTINGS_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { checkPeriod, endpoint, filterText, pagingQuery, pathId, qBool, qInt, sortQuery } from '../contract.js';
import { money } from '../money.js';

// ------------------------------------------------------------------------------------- messages

export const ADMIN_REPORT_MESSAGES = {
  required: COMMON_REFUSALS.REQUIRED_FIELD,
  nameTooLong: COMMON_REFUSALS.NAME_TOO_LONG,
  leadTypeTaken: AUDIT_REFUSALS.LEAD_TYPE_NAME_TAKEN,
  dateRequired: SETTINGS_REFUSALS.DATE_RANGE_REQUIRED,
  dateOrder: COMMON_REFUSALS.END_BEFORE_START,
  rangeTooLong: COMMON_REFUSALS.RANGE_TOO_LONG,
  scopeRequired: AUDIT_REFUSALS.REPORT_SCOPE_REQUIRED,
  serviceNeedsHotel: AUDIT_REFUSALS.REPORT_SERVICE_NEEDS_HOTEL,
} as const;
const M = ADMIN_REPORT_MESSAGES;

/** The longest period a turnover report covers. */
export const TURNOVER_MAX_DAYS = 366;

// ------------------------------------------------------------------------------------- building blocks

const id = z.number().int();
const isoDate = z.iso.date({ error: M.dateRequired });
const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** A group (groupsId) or one hotel of it (hotelId): at least one. */
const scope = {
  groupsId: qInt().positive().optional(),
  hotelId: qInt().positive().optional(),
};
type ScopeQuery = { groupsId?: number | undefined; hotelId?: number | undefined };
const requireScope = (q: ScopeQuery, ctx: z.RefinementCtx) => {
  if (q.groupsId === undefined && q.hotelId === undefined)
    ctx.addIssue({ code: 'custom', path: ['hotelId'], message: M.scopeRequired });
};
const checkTurnoverPeriod = checkPeriod(TURNOVER_MAX_DAYS, M);

// ------------------------------------------------------------------------------------- audit log

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

export const AUDIT_LOG_SORT_FIELDS = ['at', 'entity', 'action', 'id'] as const;

export const searchAuditLog = endpoint({
  id: 'searchAuditLog',
  area: 'hotel',
  method: 'GET',
  path: 'audit-log/search',
  query: z.object({
    ...pagingQuery,
    ...sortQuery(AUDIT_LOG_SORT_FIELDS, { field: 'at', direction: 'DESC' }),
    userId: qInt().positive().optional(),
    entity: z.string().max(63).optional(),
    action: auditAction.optional(),
    /** A date (from its start) or an instant. */
    from: isoDateOrTime.optional(),
    /** A date (to its end) or an instant. */
    to: isoDateOrTime.optional(),
    hotelId: qInt().positive().optional(),
    groupsId: qInt().positive().optional(),
  }),
  paged: true,
  designed: true,
  summary: 'Recorded writes within the caller’s scope (plus their own actions), newest first unless sorted otherwise',
  result: z.object({ auditLog: z.array(auditEntry) }),
});
export const auditEntities = endpoint({
  id: 'auditEntities',
  area: 'hotel',
  method: 'GET',
  path: 'audit-log/entities',
  designed: true,
  summary: 'The entity (table) names the audit log records, for its filter',
  result: z.object({ entity: z.array(z.string()) }),
});

// ------------------------------------------------------------------------------------- lead types

export const leadType = z.object({
  id,
  hotelId: id,
  name: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type LeadType = z.infer<typeof leadType>;

export const leadTypeInput = z.object({
  hotelId: z.number().int().positive(),
  name: z.string({ error: M.required }).trim().min(1, M.required).max(60, M.nameTooLong),
  active: z.boolean().default(true),
});
export type LeadTypeInput = z.infer<typeof leadTypeInput>;

export const LEAD_TYPE_SORT_FIELDS = ['name', 'active', 'createdAt', 'id'] as const;

export const searchLeadTypes = endpoint({
  id: 'searchLeadTypes',
  area: 'hotel',
  method: 'GET',
  path: 'lead-type/search',
  query: z.object({
    ...pagingQuery,
    hotelId: qInt().positive(),
    name: filterText(60),
    active: qBool().optional(),
    ...sortQuery(LEAD_TYPE_SORT_FIELDS, { field: 'name', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary: "A hotel's inquiry lead types (name: contains), by name unless sorted otherwise",
  result: z.object({ leadType: z.array(leadType) }),
});
export const createLeadType = endpoint({
  id: 'createLeadType',
  area: 'hotel',
  method: 'POST',
  path: 'lead-type',
  body: leadTypeInput,
  designed: true,
  summary: 'Adds a lead type to a hotel (names are unique per hotel)',
  result: z.object({ leadType }),
});
export const updateLeadType = endpoint({
  id: 'updateLeadType',
  area: 'hotel',
  method: 'PUT',
  path: 'lead-type',
  body: leadTypeInput.safeExtend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Renames, moves or (de)activates a lead type',
  result: z.object({ leadType }),
});
export const deleteLeadType = endpoint({
  id: 'deleteLeadType',
  area: 'hotel',
  method: 'DELETE',
  path: 'lead-type/{id}',
  params: z.object({ id: pathId() }),
  designed: true,
  summary: 'Removes a lead type',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- turnover

export const turnoverFigures = z.object({
  /** Completed orders. */
  orders: z.number().int(),
  subTotal: money,
  serviceCharge: money,
  taxTotal: money,
  /** The turnover: what was charged, taxes included. */
  totalCharge: money,
  /** Paid in cash. */
  cash: money,
  /** Posted to guests' rooms (room charges). */
  roomBill: money,
  /** The part of roomBill front office has already put on a guest's invoice. */
  roomInvoiced: money,
});
export type TurnoverFigures = z.infer<typeof turnoverFigures>;

export const serviceTurnover = turnoverFigures.extend({
  hotelServiceId: id,
  serviceName: z.string(),
  serviceType: z.string(),
});
export const hotelTurnover = z.object({
  hotelId: id,
  hotelName: z.string(),
  hotelTitle: z.string(),
  services: z.array(serviceTurnover),
  totals: turnoverFigures,
});
export const turnoverDay = z.object({ date: z.string(), orders: z.number().int(), totalCharge: money });
export const turnoverReport = z.object({
  groupsId: id.nullable(),
  hotelId: id.nullable(),
  hotelServiceId: id.nullable(),
  /** The hotel's title, or the group's name for a whole group: the export's title. */
  title: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  hotels: z.array(hotelTurnover),
  /** Every day of the period, with zeros where nothing was sold. */
  days: z.array(turnoverDay),
  totals: turnoverFigures,
});
export type TurnoverReport = z.infer<typeof turnoverReport>;

export const turnover = endpoint({
  id: 'turnover',
  area: 'hotel',
  method: 'GET',
  path: 'report/turnover',
  query: z
    .object({
      ...scope,
      hotelServiceId: qInt().positive().optional(),
      fromDate: isoDate,
      toDate: isoDate,
    })
    .superRefine((q, ctx) => {
      requireScope(q, ctx);
      if (q.hotelServiceId !== undefined && q.hotelId === undefined)
        ctx.addIssue({ code: 'custom', path: ['hotelServiceId'], message: M.serviceNeedsHotel });
      checkTurnoverPeriod(q, ctx);
    }),
  designed: true,
  summary:
    'Turnover per hotel and service for a period (at most 366 business days): a hotel (REPORT) or a whole group (GROUP_TURNOVER), within what the caller may read',
  result: z.object({ turnover: turnoverReport }),
});

// ------------------------------------------------------------------------------------- payments

export const transactionMethod = z.enum(['CASH', 'ROOM_BILL']);
export type TransactionMethod = z.infer<typeof transactionMethod>;

export const paymentTransaction = z.object({
  /** The order paid (one payment per completed order). */
  id,
  receiptNumber: z.string(),
  invoiceNumber: z.string(),
  source: z.enum(['RESTAURANT']),
  hotelId: id,
  hotelName: z.string(),
  hotelServiceId: id,
  serviceName: z.string(),
  paidAt: z.string(),
  paymentMethod: transactionMethod,
  amount: money,
  currency: z.string(),
  tableNumber: z.string(),
  customerName: z.string(),
  waiterName: z.string(),
  /** ROOM_BILL: the room and reservation it was posted to, and when front office invoiced it. */
  roomNumber: z.string().nullable(),
  reservationRef: z.string().nullable(),
  invoicedAt: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof paymentTransaction>;

export const PAYMENT_TRANSACTION_SORT_FIELDS = ['paidAt', 'amount', 'hotel', 'id'] as const;

export const searchPaymentTransactions = endpoint({
  id: 'searchPaymentTransactions',
  area: 'hotel',
  method: 'GET',
  path: 'payment-transaction/search',
  query: z
    .object({
      ...pagingQuery,
      ...scope,
      fromDate: isoDate.optional(),
      toDate: isoDate.optional(),
      paymentMethod: transactionMethod.optional(),
      ...sortQuery(PAYMENT_TRANSACTION_SORT_FIELDS, { field: 'paidAt', direction: 'DESC' }),
    })
    .superRefine((q, ctx) => {
      requireScope(q, ctx);
      if (q.fromDate && q.toDate && q.toDate < q.fromDate)
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: M.dateOrder });
    }),
  paged: true,
  designed: true,
  summary:
    "Payments taken in a group's hotels (or one hotel), newest first: completed restaurant orders, paid in cash or posted to a room",
  result: z.object({ paymentTransaction: z.array(paymentTransaction) }),
});
