// Refusals of invoices and credit notes (core-platform §2 /invoice/make-invoice, /invoice/creditNote,
// /invoice/invoice-history; issue 13 "Bad input and failures").
import type { Catalogue } from '../messages/message.js';

export const INVOICE_REFUSALS = {
  NOTHING_TO_INVOICE: 'The folio has no uninvoiced charges: there is nothing to invoice',
  CHARGES_IN_SEVERAL_CURRENCIES: 'The charges are in more than one currency: move them to separate folios first',
  CREDIT_NOTE_REASON_REQUIRED: 'A credit note needs a reason',
  CREDIT_NOTE_OF_CREDIT_NOTE: 'A credit note corrects an invoice, not another credit note',
  CREDIT_NOTE_EMPTY: 'Choose at least one line and an amount above zero to credit',
  CREDIT_LINE_NOT_ON_INVOICE: 'The line is not on the invoice being credited',
  /** {{remaining}}: what is left to credit on the line. */
  CREDIT_ABOVE_REMAINING: 'A credit note cannot exceed what remains of its invoice line ({{remaining}})',
  INVOICE_FULLY_CREDITED: 'The invoice is already fully credited',
  CREDIT_EXPIRY_IN_PAST: 'The credit expiry date cannot be in the past',
} as const satisfies Catalogue;

export type InvoiceRefusalReason = keyof typeof INVOICE_REFUSALS;
