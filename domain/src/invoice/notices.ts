// Success notices of invoices and credit notes.
import type { Catalogue } from '../messages/message.js';

export const INVOICE_NOTICES = {
  INVOICE_ISSUED: 'Invoice issued successfully',
  CREDIT_NOTE_ISSUED: 'Credit note issued successfully',
} as const satisfies Catalogue;
