// Invoices and credit notes (core-platform §2 /invoice/make-invoice (proforma), /invoice/creditNote,
// /invoice/invoice-history; §6 INVOICE, CREDIT_NOTE, CREDIT_NOTE_EXPIRY_DATE). The spec shows none of
// these calls, so all are designed in the front office's style (area hotel, `invoice/...`): a proforma
// of a reservation's folios (or one folio) that writes nothing, issuing a folio's uninvoiced charges
// as a numbered invoice, the paged history, one document, and a credit note against an invoice.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, qInt, sortQuery } from '../contract.js';
import { hotelQuery, idParams } from '../fields.js';
import {
  creditNoteInput,
  documentType,
  invoice,
  invoiceRow,
  invoiceStatus,
  issueInvoiceInput,
  proforma,
} from '../invoice-entities.js';
import { selfCheck } from '../journal-entities.js';

export * as entities from '../invoice-entities.js';
export * as journalEntities from '../journal-entities.js';

const one = z.object({ invoice });

export const proformaInvoice = endpoint({
  id: 'proformaInvoice',
  area: 'hotel',
  method: 'GET',
  path: 'invoice/proforma',
  query: z
    .object({ reservationId: qInt().positive().optional(), folioId: qInt().positive().optional() })
    .refine((q) => (q.reservationId === undefined) !== (q.folioId === undefined), {
      message: 'Name a reservation or a folio',
      path: ['reservationId'],
    }),
  designed: true,
  summary:
    "The proforma of each of a reservation's folios (or of one folio) from its uninvoiced charges: no number, nothing written",
  result: z.object({ proforma: z.array(proforma) }),
});

export const issueInvoice = endpoint({
  id: 'issueInvoice',
  area: 'hotel',
  method: 'POST',
  path: 'invoice',
  body: issueInvoiceInput,
  designed: true,
  summary:
    "Issues a folio's uninvoiced charges as an invoice numbered in the hotel's series of the year, in one transaction",
  result: one,
});

export const searchInvoices = endpoint({
  id: 'searchInvoices',
  area: 'hotel',
  method: 'GET',
  path: 'invoice/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    number: filterText(30),
    /** The recipient's (guest's or company's) name, contains. */
    recipient: filterText(120),
    refNumber: filterText(40),
    documentType: documentType.optional(),
    status: invoiceStatus.optional(),
    /** Issued on or after (the hotel's date). */
    from: z.iso.date().optional(),
    /** Issued on or before. */
    to: z.iso.date().optional(),
    ...sortQuery(['issuedAt', 'number', 'total', 'recipientName', 'id'], { field: 'issuedAt', direction: 'DESC' }),
  }),
  designed: true,
  summary: "The hotel's invoices and credit notes, newest first unless asked",
  result: z.object({ invoice: z.array(invoiceRow) }),
});

export const invoiceById = endpoint({
  id: 'invoiceById',
  area: 'hotel',
  method: 'GET',
  path: 'invoice/{id}',
  params: idParams,
  designed: true,
  summary: 'One invoice or credit note with its lines, frozen recipient and issuer, and its credit notes',
  result: one,
});

export const createCreditNote = endpoint({
  id: 'createCreditNote',
  area: 'hotel',
  method: 'POST',
  path: 'invoice/credit-note',
  body: creditNoteInput,
  designed: true,
  summary: 'Credits an issued invoice wholly or in part, numbered in the credit-note series, naming the invoice',
  result: one,
});

export const selfCheckJournal = endpoint({
  id: 'selfCheckJournal',
  area: 'hotel',
  method: 'GET',
  path: 'invoice/self-check',
  query: z.object({ ...hotelQuery }),
  designed: true,
  summary:
    "The hotel's daily self-check: no gap or duplicate in any series, every document's hash chain intact, the charges equal to the invoiced lines plus the open balances; each finding names its document",
  result: z.object({ selfCheck }),
});
