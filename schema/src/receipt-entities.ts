// Receipts and refunds (core-platform §2 /invoice/receipt, /invoice/refund; operations §3 Refund:
// "Receipt: id, receiptNumber, createdAt, amount, chargeAmount, refundAmount, receiptStatus (PENDING
// means not yet authorised)", "Refund request: invoiceId, refundType, hotelId, paymentMethod,
// refundReceiptRequestList (receiptId, amount)", "Refund data: id, refundAmount, prefix (currency)").
// The rest (method, reference, the stay, rejection) is designed: docs/invoicing-receipts.md.
import { PAYMENT_METHODS, RECEIPT_REFUSALS, RECEIPT_STATUSES, REFUND_TYPES } from '@hotel/domain';
import { z } from 'zod';
import { optionalText, positiveId, requiredText } from './fields.js';
import { money } from './money.js';
import { residencyCurrency } from './reservation-entities.js';

export const paymentMethod = z.enum(PAYMENT_METHODS);
export const receiptStatus = z.enum(RECEIPT_STATUSES);
export const refundType = z.enum(REFUND_TYPES);

/** An amount taken or given back: above 0, at most two decimals. */
const positiveAmount = money.refine((v) => v > 0, RECEIPT_REFUSALS.RECEIPT_AMOUNT_NOT_POSITIVE);

export const receipt = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  receiptNumber: z.string(),
  /** When it was recorded (ISO 8601, UTC). */
  createdAt: z.string(),
  paymentMethod,
  receiptStatus,
  currency: residencyCurrency,
  /** What was paid. */
  amount: money,
  /** What was paid (the spec's name for the dialog's balance: chargeAmount minus refundAmount). */
  chargeAmount: money,
  /** What refunds gave back of it so far. */
  refundAmount: money,
  reference: z.string(),
  folioId: z.number().int(),
  reservationId: z.number().int().nullable(),
  refNumber: z.string().nullable(),
  guestName: z.string(),
  authorisedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receipt>;

/** A payment taken on a stay's account (its folio 1 unless the folio is named). */
export const receiptInput = z.object({
  hotelId: positiveId,
  reservationId: positiveId,
  paymentMethod,
  amount: positiveAmount,
  /** The card slip, transfer or cash book reference. */
  reference: optionalText(80),
});

export const rejectInput = z.object({
  reason: requiredText(200, RECEIPT_REFUSALS.RECEIPT_REJECT_REASON_REQUIRED),
});

export const refundRequest = z.object({
  invoiceId: positiveId,
  refundType,
  hotelId: positiveId,
  paymentMethod,
  refundReceiptRequestList: z
    .array(z.object({ receiptId: positiveId, amount: positiveAmount }))
    .min(1, RECEIPT_REFUSALS.REFUND_RECEIPTS_REQUIRED)
    .max(200),
  /**
   * Made by the client once per refund it asks (a UUID; designed): a retry with the same key answers
   * the first refund and takes nothing again.
   */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const refundAllocation = z.object({ receiptId: z.number().int(), receiptNumber: z.string(), amount: money });

export const refund = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  refundNumber: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  refundType,
  paymentMethod,
  /** The currency (the spec's `prefix`). */
  prefix: residencyCurrency,
  /** What was given back, a positive amount. */
  refundAmount: money,
  createdAt: z.string(),
  receipts: z.array(refundAllocation),
  /** The credit note the refund issued against the invoice (null: it refunded money above what paid the invoice). */
  creditNoteId: z.number().int().nullable(),
  creditNoteNumber: z.string().nullable(),
});
export type Refund = z.infer<typeof refund>;
