// Invoices and credit notes (core-platform §2 /invoice/make-invoice, /invoice/creditNote,
// /invoice/invoice-history; issue 13): a proforma computed from a folio's uninvoiced charges, the
// issued document with its lines, its frozen recipient and issuer, and the credit notes against it.
import { CHARGE_SOURCES, DOCUMENT_TYPES, INVOICE_REFUSALS, INVOICE_STATUSES } from '@hotel/domain';
import { z } from 'zod';
import { isoDate, positiveId } from './fields.js';
import { money } from './money.js';
import { residencyCurrency } from './reservation-entities.js';

export const documentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentType>;
export const chargeSource = z.enum(CHARGE_SOURCES);
export const invoiceStatus = z.enum(INVOICE_STATUSES);

/** One tax contained in a line (or summed over the document). */
export const lineTax = z.object({ name: z.string(), rate: z.number(), amount: money });
export type LineTax = z.infer<typeof lineTax>;

/** The buyer, frozen on the document: the folio's VAT registry customer, otherwise the guest. */
export const recipient = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  vatNumber: z.string(),
  vatRegistryId: z.number().int().nullable(),
});
export type Recipient = z.infer<typeof recipient>;

/** The hotel's identity, frozen on the document as it was when issued. */
export const issuer = z.object({
  hotelId: z.number().int(),
  name: z.string(),
  address: z.string(),
  contactNumber: z.string(),
  email: z.string(),
  vatNumber: z.string(),
  companyRegistrationNumber: z.string(),
  /** The hotel's header logo (an images/… address), or null. */
  logo: z.string().nullable(),
});
export type Issuer = z.infer<typeof issuer>;

export const invoiceLine = z.object({
  /** Null on a proforma (nothing is written). */
  id: z.number().int().nullable(),
  position: z.number().int(),
  chargeId: z.number().int().nullable(),
  source: chargeSource.nullable(),
  /** On a credit note: the invoice line it credits. */
  creditedLineId: z.number().int().nullable(),
  description: z.string(),
  businessDate: isoDate.nullable(),
  net: money,
  tax: money,
  amount: money,
  taxLines: z.array(lineTax),
  /** On an invoice: what credit notes have credited of the line so far. */
  credited: money,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** A proforma: the invoice the folio's uninvoiced charges would make now; no number. */
export const proforma = z.object({
  hotelId: z.number().int(),
  folioId: z.number().int(),
  folioNumber: z.number().int(),
  folioName: z.string(),
  reservationId: z.number().int().nullable(),
  refNumber: z.string().nullable(),
  currency: residencyCurrency,
  recipient,
  issuer,
  lines: z.array(invoiceLine),
  net: money,
  tax: money,
  total: money,
  taxSummary: z.array(lineTax),
});
export type Proforma = z.infer<typeof proforma>;

/** A document as invoice history lists it. */
export const invoiceRow = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  documentType,
  number: z.string(),
  year: z.number().int(),
  sequenceNumber: z.number().int(),
  folioId: z.number().int().nullable(),
  reservationId: z.number().int().nullable(),
  refNumber: z.string().nullable(),
  creditedInvoiceId: z.number().int().nullable(),
  creditedInvoiceNumber: z.string().nullable(),
  currency: residencyCurrency,
  net: money,
  tax: money,
  total: money,
  /** On an invoice: the sum of its credit notes. */
  credited: money,
  status: invoiceStatus,
  recipientName: z.string(),
  creditExpiresOn: isoDate.nullable(),
  reason: z.string(),
  issuedBy: z.string(),
  issuedAt: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const creditNoteRef = z.object({ id: z.number().int(), number: z.string(), total: money, issuedAt: z.string() });

/** An issued document with its lines, its frozen parties and the credit notes against it. */
export const invoice = invoiceRow.extend({
  recipient,
  issuer,
  lines: z.array(invoiceLine),
  taxSummary: z.array(lineTax),
  creditNotes: z.array(creditNoteRef),
});
export type Invoice = z.infer<typeof invoice>;

export const issueInvoiceInput = z.object({ folioId: positiveId });

/** A credit note: the whole invoice, or chosen lines by chosen amounts (taxes included). */
export const creditNoteInput = z.object({
  invoiceId: positiveId,
  reason: z.string().trim().min(1, INVOICE_REFUSALS.CREDIT_NOTE_REASON_REQUIRED).max(500),
  whole: z.boolean(),
  lines: z
    .array(z.object({ lineId: positiveId, amount: money.refine((v) => v >= 0) }))
    .max(500)
    .default([]),
  /** A credit kept for a later stay: until when it may be used (CREDIT_NOTE_EXPIRY_DATE). */
  creditExpiresOn: isoDate.nullable().default(null),
});
export type CreditNoteInput = z.infer<typeof creditNoteInput>;
