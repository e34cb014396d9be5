// Receipts (core-platform §2 /invoice/receipt, operations §3 Receipt, §9 Refund): how a payment was
// taken, whether it is authorised, its number, and what is left of it to refund.
import { DOCUMENT_PREFIX } from '../invoice/invoice.js';
import { Money, type Currency } from '../money/money.js';

/** How money was taken or given back (operations §9: CASH, CREDITCARD, BANKTRANSFER). */
export const PAYMENT_METHODS = ['CASH', 'CREDITCARD', 'BANKTRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The refund dialog's picker offers two tiles: Cash and Card (operations §2, §9). */
export const REFUND_PICKER_METHODS = ['CASH', 'CREDITCARD'] as const satisfies readonly PaymentMethod[];

/**
 * PENDING: a card payment not yet authorised (operations §3: "PENDING means not yet authorised");
 * AUTHORISED: the money is the hotel's and can be refunded; REJECTED: voided with a reason
 * (RECEIPT_REJECT), counts for nothing.
 */
export const RECEIPT_STATUSES = ['PENDING', 'AUTHORISED', 'REJECTED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** A card payment waits for its authorisation; cash and a bank transfer are received when recorded. */
export const initialReceiptStatus = (method: PaymentMethod): ReceiptStatus =>
  method === 'CREDITCARD' ? 'PENDING' : 'AUTHORISED';

/** The document series a receipt and a refund are numbered in, and their number's prefix. */
export const RECEIPT_SERIES = { RECEIPT: DOCUMENT_PREFIX.RECEIPT, REFUND: DOCUMENT_PREFIX.REFUND } as const;
export type ReceiptSeries = keyof typeof RECEIPT_SERIES;

/** A document's number: RC-2026-000042 (prefix, year, six digits of the series' number), as every document's. */
export { documentNumber } from '../invoice/invoice.js';

/** What the refund dialog knows of a receipt (operations §3: chargeAmount, refundAmount, receiptStatus). */
export interface RefundableReceipt<C extends Currency = Currency> {
  readonly id: number;
  readonly chargeAmount: Money<C>;
  readonly refundAmount: Money<C>;
  readonly receiptStatus: ReceiptStatus;
}

/** Balance = chargeAmount minus refundAmount (operations §4). */
export const receiptBalance = <C extends Currency>(r: RefundableReceipt<C>): Money<C> =>
  r.chargeAmount.minus(r.refundAmount);

/** What can still be refunded of an invoice: the balances of its authorised receipts. */
export function refundableOf<C extends Currency>(receipts: readonly RefundableReceipt<C>[], currency: C): Money<C> {
  return Money.sum(
    receipts.filter((r) => r.receiptStatus === 'AUTHORISED').map((r) => receiptBalance(r)),
    currency,
  );
}
