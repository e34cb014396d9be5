// Success notices of the stay's account and of additional billing and events.
import type { Catalogue } from '../messages/message.js';

export const FOLIO_NOTICES = {
  FOLIO_OPENED: 'Folio opened',
  FOLIO_RENAMED: 'Folio renamed',
  INVOICE_VAT_CUSTOMER_UPDATED: "The invoice's VAT customer was updated",
  CHARGES_MOVED: 'Charges moved',
  ADDITIONAL_CHARGE_POSTED: 'Charge posted',
  ADDITIONAL_CHARGE_VOIDED: 'Charge voided by a counter-posting',
} as const satisfies Catalogue;
