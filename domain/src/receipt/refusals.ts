// Refusals of receipts and refunds (operations §5 Refund, word for word; the rest designed, see
// docs/invoicing-receipts.md): what the refund dialog says before it sends, and what the upstream
// answers when a receipt or a refund cannot be written.
import type { Catalogue } from '../messages/message.js';

export const RECEIPT_REFUSALS = {
  REFUND_METHOD_REQUIRED: 'Please select the Refund Method.',
  REFUND_STATUS_REQUIRED: 'Please select the Refund Status.',
  REFUND_PARTIAL_AMOUNT_REQUIRED: 'Please enter a partial pay amount.',
  /** {{amount}}: the refundable amount. */
  REFUND_AMOUNT_ABOVE_REFUNDABLE: 'Amount cannot exceed {{amount}}!',
  REFUND_AMOUNT_BEFORE_RECEIPTS: 'Please enter a partial pay amount before selecting receipts.',
  RECEIPT_NOT_AUTHORISED: 'This receipt has not been authorized yet',
  RECEIPT_AMOUNT_NOT_POSITIVE: 'Amount must be greater than 0',
  /** {{number}} {{balance}}: the receipt and what is left of it to refund. */
  REFUND_ABOVE_RECEIPT_BALANCE: 'Receipt {{number}} has only {{balance}} left to refund',
  /** {{number}}: the receipt. */
  REFUND_RECEIPT_NOT_OF_INVOICE: 'Receipt {{number}} was not paid towards this invoice',
  REFUND_RECEIPT_TWICE: 'Each receipt is named once in a refund',
  REFUND_FULLY_ALLOCATED: 'The refund amount is fully allocated',
  REFUND_RECEIPTS_REQUIRED: 'Select the receipts to refund',
  /** {{amount}}: the whole refundable amount. */
  FULL_REFUND_NOT_WHOLE: 'A full refund returns the whole refundable amount ({{amount}})',
  /** {{status}}: the receipt's status. */
  RECEIPT_NOT_PENDING: 'Only a pending receipt can be authorised (this one is {{status}})',
  RECEIPT_ALREADY_REJECTED: 'This receipt is already rejected',
  RECEIPT_REFUNDED_NOT_REJECTABLE: 'A receipt with refunds cannot be rejected',
  REFUND_KEY_REUSED: 'This request key was already used for a refund of another invoice',
  RECEIPT_REJECT_REASON_REQUIRED: 'Give the reason for rejecting the receipt',
} as const satisfies Catalogue;

export type ReceiptReason = keyof typeof RECEIPT_REFUSALS;
