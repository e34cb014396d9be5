// The stay's account (issue 13; docs/folio.md): a reservation's folios, each with its statement
// (charges and payments in date order with the running balance), the charges on them, and the
// additional and event charges posted to a stay or to a walk-in customer.
import { z } from 'zod';
import { ADDITIONAL_CHARGE_KINDS, CHARGE_SOURCES, FOLIO_ENTRY_KINDS, FOLIO_RECEIPT_STATUSES } from '@hotel/domain';
import { money } from './money.js';
import { id, isoDate, optionalText, positiveId, requiredText } from './fields.js';

const day = z.string();
const currency = z.enum(['LKR', 'USD']);

export const chargeSource = z.enum(CHARGE_SOURCES);
export const additionalChargeKind = z.enum(ADDITIONAL_CHARGE_KINDS);
export const folioEntryKind = z.enum(FOLIO_ENTRY_KINDS);
export const folioReceiptStatus = z.enum(FOLIO_RECEIPT_STATUSES);

/**
 * One charge (a room_charge row): where it is (folio), what it is for, its amount in the folio's
 * currency and whether an invoice holds it. Additional and event charges carry their pricing (quantity,
 * unit price, net, tax) and an event its date, covers and venue; a counter-posting names the charge it
 * voids.
 */
export const charge = z.object({
  id,
  hotelId: id,
  folioId: id,
  reservationId: id.nullable(),
  reservedRoomId: id.nullable(),
  roomNo: z.string(),
  businessDate: day,
  kind: chargeSource,
  description: z.string(),
  quantity: z.number().nullable(),
  unitPrice: money.nullable(),
  net: money.nullable(),
  tax: money.nullable(),
  amount: money,
  currency,
  invoiced: z.boolean(),
  invoiceId: id.nullable(),
  eventDate: day.nullable(),
  covers: z.number().int().nullable(),
  venue: z.string().nullable(),
  /** The charge this counter-posting voids. */
  voidsChargeId: id.nullable(),
  /** The counter-posting that voids this charge. */
  voidedByChargeId: id.nullable(),
  /** Who the charge is to: the stay's guest or the walk-in customer (the folio's name). */
  billedTo: z.string(),
  postedBy: z.string().nullable(),
  postedAt: z.string(),
});
export type Charge = z.infer<typeof charge>;

/** One line of a folio's statement with the balance after it. */
export const folioEntry = z.object({
  kind: folioEntryKind,
  id,
  date: day,
  at: z.string(),
  description: z.string(),
  amount: money,
  /** A receipt's status. */
  status: folioReceiptStatus.nullable(),
  /** How a receipt was paid or a refund paid back (CASH, CREDITCARD, BANKTRANSFER). */
  method: z.string().nullable(),
  /** Whether it moves the balance (a PENDING or REJECTED receipt does not). */
  counted: z.boolean(),
  balance: money,
  /** The charge of a CHARGE line. */
  charge: charge.nullable(),
});
export type FolioEntry = z.infer<typeof folioEntry>;

/** A folio: a stay's account (number 1 the guest's) or a walk-in customer's, with its statement. */
export const folio = z.object({
  id,
  hotelId: id,
  reservationId: id.nullable(),
  number: z.number().int(),
  name: z.string(),
  vatRegistryId: id.nullable(),
  vatNumber: z.string().nullable(),
  currency,
  charges: money,
  paid: money,
  refunded: money,
  balance: money,
  entries: z.array(folioEntry),
});
export type Folio = z.infer<typeof folio>;

export const openFolioInput = z.object({
  reservationId: positiveId,
  name: requiredText(80),
  vatRegistryId: positiveId.nullable().default(null),
});

export const renameFolioInput = z.object({
  name: requiredText(80),
  vatRegistryId: positiveId.nullable().default(null),
});

/** PUT invoice/vat-registry-update/{id}: the VAT registry customer the folio's next invoice is made out to. */
export const invoiceVatCustomerInput = z.object({
  /** A customer of the hotel's registry (or its group's shared ones); null: the stay's customer or the guest. */
  vatRegistryId: positiveId.nullable(),
});

export const moveChargesInput = z.object({
  /** The folio the desk saw the charges on: a charge moved meanwhile is refused, not moved twice. */
  fromFolioId: positiveId,
  targetFolioId: positiveId,
  chargeIds: z.array(positiveId).max(500),
});

/** The walk-in customer an additional charge is billed to (a folio without a reservation). */
export const walkInCustomer = z.object({
  name: requiredText(80),
  vatRegistryId: positiveId.nullable().default(null),
});

export const postAdditionalChargeInput = z.object({
  hotelId: positiveId,
  kind: additionalChargeKind,
  /** To a stay: the reservation and, optionally, the booked room. */
  reservationId: positiveId.nullable().default(null),
  reservedRoomId: positiveId.nullable().default(null),
  /** To a folio already open (a stay's other folio, a walk-in's). */
  folioId: positiveId.nullable().default(null),
  /** To a new walk-in customer's folio. */
  customer: walkInCustomer.nullable().default(null),
  description: requiredText(200),
  quantity: z.number().positive().max(9999),
  unitPrice: money,
  /** A walk-in's currency; a stay's charge is in the stay's. */
  currency: currency.default('LKR'),
  /** An event's day, covers (guests served) and venue. */
  eventDate: isoDate.nullable().default(null),
  covers: z.number().int().min(1).max(10_000).nullable().default(null),
  venue: optionalText(80),
});
export type PostAdditionalChargeInput = z.infer<typeof postAdditionalChargeInput>;

export const voidChargeInput = z.object({ reason: requiredText(200) });

/** A stay a charge can be posted to: a booked room of a reservation in house or reserved. */
export const postableStay = z.object({
  reservationId: id,
  refNumber: z.string(),
  guestName: z.string(),
  reservedRoomId: id,
  roomNo: z.string(),
  status: z.string(),
  currency,
  vatApplicable: z.boolean(),
});
export type PostableStay = z.infer<typeof postableStay>;

// ------------------------------------------------------------------------------- live (designed)

/** What changed a stay's account: the event of an account message (designed; the spec shows none). */
export const ACCOUNT_CHANGES = [
  'CHARGE_POSTED',
  'CHARGE_VOIDED',
  'CHARGES_MOVED',
  'FOLIO_OPENED',
  'FOLIO_CHANGED',
  'RECEIPT',
  'REFUND',
  'INVOICE_ISSUED',
  'CREDIT_NOTE',
] as const;
export const accountChange = z.enum(ACCOUNT_CHANGES);
export type AccountChange = z.infer<typeof accountChange>;

/**
 * What the upstream publishes on /folio/{hotelId} after a change of a stay's account commits
 * (designed): the stay (null for a walk-in customer's folio), the folios it touched and what happened.
 * A screen showing that stay's account reads it again; nothing else is carried.
 */
export const accountChangeMessage = z.object({
  hotelId: id,
  reservationId: id.nullable(),
  folioIds: z.array(id),
  change: accountChange,
  /** When the change committed (ISO 8601 with its offset). */
  changedAt: z.iso.datetime({ offset: true }),
});
export type AccountChangeMessage = z.infer<typeof accountChangeMessage>;
