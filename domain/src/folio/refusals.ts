// Refusals of the stay's account (folios), of moving charges between them and of additional billing
// and events (issue 13; docs/folio.md). The upstream answers them on locked rows, the web disables
// the same buttons with the same rules (rules.ts).
import type { Catalogue } from '../messages/message.js';

export const FOLIO_REFUSALS = {
  /** {{charge}}: the charge's id. */
  CHARGE_INVOICED: 'Charge {{charge}} is on an issued invoice and cannot change: correct it with a credit note',
  CHARGE_NOT_ON_STAY: 'Only charges of this stay can be moved',
  CHARGE_MOVED_MEANWHILE: 'A charge was moved or invoiced meanwhile: reload the folio and try again',
  CHARGE_ALREADY_ON_FOLIO: 'The charges are already on that folio',
  CHARGES_REQUIRED: 'Choose at least one charge',
  FOLIO_OF_OTHER_STAY: 'Charges move only between folios of the same reservation',
  FOLIO_CURRENCY: 'The folio is kept in {{currency}}: post the charge in {{currency}}',
  CHARGE_VOIDED: 'The charge is already voided',
  CHARGE_NOT_VOIDABLE: 'Only an additional or event charge can be voided',
  VAT_CUSTOMER_OF_OTHER_HOTEL: "The VAT customer is not in this hotel's registry",
  VAT_CUSTOMER_AFTER_ISSUE:
    'The invoice is already issued and its VAT customer cannot change: correct it with a credit note and issue a new invoice',
  STAY_NOT_IN_HOUSE: 'Charges are posted to a reservation that is checked in or reserved',
  ROOM_NOT_ON_STAY: 'The room is not booked on this reservation',
  STAY_OR_CUSTOMER: 'Post the charge to a stay or to a walk-in customer, not both',
  QUANTITY_RANGE: 'Quantity is from 0.001 to 9,999',
  UNIT_PRICE_RANGE: 'The unit price is more than zero and at most 99,999,999',
  COVERS_RANGE: 'Covers are from 1 to 10,000',
  EVENT_DATE_REQUIRED: 'An event needs its date',
} as const satisfies Catalogue;

export type FolioRefusalReason = keyof typeof FOLIO_REFUSALS;
