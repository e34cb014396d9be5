// Success notices of invoices and credit notes.
import type { Catalogue } from '../messages/message.js';

export const INVOICE_NOTICES = {
  /** {{number}}: the invoice's number. */
  INVOICE_ISSUED: 'Invoice {{number}} issued',
  /** {{number}}: the credit note's number. */
  CREDIT_NOTE_ISSUED: 'Credit note {{number}} issued',
} as const satisfies Catalogue;
