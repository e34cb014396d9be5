// Invoices and credit notes (schema/src/endpoints/invoice.ts; docs/invoicing.md). INVOICE at its level
// on the document's hotel: VIEW for the proforma, the history and a document, ADD to issue. CREDIT_NOTE
// ADD to credit; a credit expiry date also needs CREDIT_NOTE_EXPIRY_DATE ADD.
//
// Issuing is one transaction: the folio row is locked (two issuers of one folio wait, and the second
// finds nothing left to invoice), the number is taken from the hotel's series of the year with
// next_document_number (the series row stays locked until commit, so numbers are gapless and unique),
// the invoice and its lines are written with the recipient and the hotel frozen on it, and the charges
// are marked invoiced. Afterwards the database's triggers refuse any change to it.
import {
  Feature,
  INVOICE_NOTICES,
  Money,
  creditNoteLines,
  documentNumber,
  invoiceOf,
  issueRefusal,
  type Currency,
  type DocumentType,
  type FeatureKey,
  type InvoiceStatus,
  type InvoiceLineDraft,
  type Operation,
} from '@hotel/domain';
import { invoice as I } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, invalid, notFound } from '../http/api-error.js';
import { announceAccount } from '../folio/live.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { requireHotelFeature } from '../permission/require-permission.js';
import { hotelToday } from '../reservation/reservation-store.js';
import {
  ROW_FROM,
  ROW_SELECT,
  STATUS,
  chargesOf,
  foliosOfReservation,
  issuerOf,
  loadFolio,
  loadInvoice,
  proformaOf,
  recipientOf,
  wireTaxes,
} from './invoice-store.js';
import { selfCheckOf } from './self-check.js';
import { businessDay } from '../restaurant-admin/business-day.js';

const SORT: SortColumnsOf<typeof I.searchInvoices> = {
  issuedAt: 'i.issued_at',
  number: ['i.document_type', 'i.year', 'i.sequence_number'],
  total: 'i.total',
  recipientName: "lower(i.recipient->>'name')",
  id: 'i.id',
};

function searchOf(q: {
  hotelId: number;
  number?: string | undefined;
  recipient?: string | undefined;
  refNumber?: string | undefined;
  documentType?: DocumentType | undefined;
  status?: InvoiceStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): { from: string; params: SqlParam[] } {
  return {
    from: `${ROW_FROM} where i.hotel_id = $1
      and ($2::text is null or i.number ilike $2 escape '\\')
      and ($3::text is null or i.recipient->>'name' ilike $3 escape '\\')
      and ($4::text is null or v.ref_number ilike $4 escape '\\')
      and ($5::text is null or i.document_type = $5)
      and ($6::date is null or ${businessDay('i.issued_at')} >= $6::date)
      and ($7::date is null or ${businessDay('i.issued_at')} <= $7::date)
      and ($8::text is null or ${STATUS} = $8)`,
    params: [
      q.hotelId,
      containsText(q.number),
      containsText(q.recipient),
      containsText(q.refNumber),
      q.documentType ?? null,
      q.from ?? null,
      q.to ?? null,
      q.status ?? null,
    ],
  };
}

/** Writes a document and its lines; answers its id. The number comes from the series in this transaction. */
async function writeDocument(
  tx: Queryable,
  doc: {
    hotelId: number;
    type: DocumentType;
    folioId: number | null;
    reservationId: number | null;
    creditedInvoiceId: number | null;
    currency: Currency;
    lines: readonly (InvoiceLineDraft & { creditedLineId?: number })[];
    recipient: unknown;
    issuer: unknown;
    creditExpiresOn: string | null;
    reason: string;
    issuedBy: number | null;
  },
): Promise<number> {
  const year = Number(hotelToday().slice(0, 4));
  const [{ n }] = (await tx.query<{ n: number }>('select next_document_number($1, $2, $3) as n', [
    doc.hotelId,
    doc.type,
    year,
  ])) as [{ n: number }];
  const sum = (pick: (l: InvoiceLineDraft) => Money) => Money.sum(doc.lines.map(pick), doc.currency).toFixed();
  const [row] = await tx.query<{ id: number }>(
    `insert into invoice (hotel_id, document_type, year, sequence_number, number, folio_id, reservation_id,
                          credited_invoice_id, currency, net, tax, total, recipient, issuer, credit_expires_on, reason, issued_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::jsonb, $15::date, $16, $17) returning id`,
    [
      doc.hotelId,
      doc.type,
      year,
      n,
      documentNumber(doc.type, year, n),
      doc.folioId,
      doc.reservationId,
      doc.creditedInvoiceId,
      doc.currency,
      sum((l) => l.net),
      sum((l) => l.tax),
      sum((l) => l.amount),
      JSON.stringify(doc.recipient),
      JSON.stringify(doc.issuer),
      doc.creditExpiresOn,
      doc.reason,
      doc.issuedBy,
    ],
  );
  const id = row!.id;
  for (const line of doc.lines) {
    await tx.query(
      `insert into invoice_line (invoice_id, position, charge_id, credited_line_id, description, business_date, net, tax, amount, tax_lines)
       values ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10::jsonb)`,
      [
        id,
        line.position,
        line.chargeId,
        line.creditedLineId ?? null,
        line.description,
        line.businessDate,
        line.net.toFixed(),
        line.tax.toFixed(),
        line.amount.toFixed(),
        JSON.stringify(wireTaxes(line.taxLines)),
      ],
    );
  }
  // The seal (migration 023): under the series row's lock taken above, so the previous document of the
  // series is committed and sealed, and no other is being written.
  await tx.query('select seal_document($1, $2)', [doc.type, id]);
  return id;
}

/** A credit note's request, as the call takes it. */
export type CreditInput = Pick<
  I.entities.CreditNoteInput,
  'invoiceId' | 'reason' | 'whole' | 'lines' | 'creditExpiresOn'
>;

/**
 * Issues a credit note of an invoice inside the caller's transaction; answers its id. Credits of one
 * invoice queue on its row (a row lock fires no trigger: the row stays final), so what remains to
 * credit is read after any other credit of it committed. A refusal is thrown naming its field.
 */
export async function creditInvoice(tx: Queryable, body: CreditInput, issuedBy: number | null): Promise<number> {
  const [inv] = await tx.query<{
    id: number;
    hotel_id: number;
    document_type: DocumentType;
    currency: Currency;
    folio_id: number | null;
    reservation_id: number | null;
    recipient: unknown;
  }>(
    `select id, hotel_id, document_type, currency, folio_id, reservation_id, recipient
       from invoice where id = $1 for update`,
    [body.invoiceId],
  );
  if (!inv) throw notFound('Invoice');
  const invoice = await loadInvoice(tx, inv.id);
  const money = (v: number) => Money.fromWire(v, inv.currency);
  const creditedTax = await tx.query<{ id: number; tax: string }>(
    `select l.id, coalesce((select sum(x.tax) from invoice_line x where x.credited_line_id = l.id), 0)::text as tax
       from invoice_line l where l.invoice_id = $1`,
    [inv.id],
  );
  const taxOf = new Map(creditedTax.map((r) => [r.id, Money.fromWire(r.tax, inv.currency)]));
  const result = creditNoteLines(
    {
      documentType: inv.document_type,
      lines: invoice.lines.map((l) => ({
        id: l.id!,
        description: l.description,
        businessDate: l.businessDate,
        net: money(l.net),
        tax: money(l.tax),
        amount: money(l.amount),
        taxLines: l.taxLines.map((t) => ({ ...t, amount: money(t.amount) })),
        credited: { amount: money(l.credited), tax: taxOf.get(l.id!) ?? Money.zero(inv.currency) },
      })),
    },
    {
      reason: body.reason,
      whole: body.whole,
      lines: body.lines.map((l) => ({ lineId: l.lineId, amount: money(l.amount) })),
      creditExpiresOn: body.creditExpiresOn,
    },
    hotelToday(),
  );
  if ('refusal' in result) {
    const { field, reason, params } = result.refusal;
    if (field === 'invoiceId' && reason !== 'CREDIT_NOTE_OF_CREDIT_NOTE') throw conflict(reason);
    throw invalid(field, reason, params);
  }
  return writeDocument(tx, {
    hotelId: inv.hotel_id,
    type: 'CREDIT_NOTE',
    folioId: inv.folio_id,
    reservationId: inv.reservation_id,
    creditedInvoiceId: inv.id,
    currency: inv.currency,
    lines: result.lines,
    recipient: inv.recipient,
    issuer: await issuerOf(tx, inv.hotel_id),
    creditExpiresOn: body.creditExpiresOn,
    reason: body.reason.trim(),
    issuedBy,
  });
}

export function invoiceRoutes({ db, publisher }: AppContext): RouteBinding[] {
  const right = (principal: Principal, hotelId: number, feature: FeatureKey, operation: Operation) =>
    requireHotelRight(db, principal, hotelId, feature, operation);

  return [
    route(I.proformaInvoice, async ({ query, principal }) => {
      const folios = query.folioId
        ? [await loadFolio(db, query.folioId)]
        : await (async () => {
            const [stay] = await db.query<{ hotel_id: number }>('select hotel_id from reservation where id = $1', [
              query.reservationId ?? null,
            ]);
            if (!stay) throw notFound('Reservation');
            await right(principal, stay.hotel_id, Feature.INVOICE, 'VIEW');
            return foliosOfReservation(db, query.reservationId!);
          })();
      for (const hotelId of new Set(folios.map((f) => f.hotelId)))
        await right(principal, hotelId, Feature.INVOICE, 'VIEW');
      const proformas = [];
      for (const folio of folios) {
        const proforma = await proformaOf(db, folio);
        if (proforma) proformas.push(proforma);
      }
      return { result: { proforma: proformas } };
    }),

    route(I.issueInvoice, async ({ body, principal }) => {
      const before = await loadFolio(db, body.folioId);
      await right(principal, before.hotelId, Feature.INVOICE, 'ADD');
      const id = await db.transaction(async (tx) => {
        const folio = await loadFolio(tx, body.folioId, true);
        const { charges, currencies } = await chargesOf(tx, folio);
        const refusal = issueRefusal(currencies);
        if (refusal) throw conflict(refusal);
        const draft = invoiceOf(charges, charges[0]!.amount.currency)!;
        const invoiceId = await writeDocument(tx, {
          hotelId: folio.hotelId,
          type: 'INVOICE',
          folioId: folio.id,
          reservationId: folio.reservationId,
          creditedInvoiceId: null,
          currency: draft.currency,
          lines: draft.lines,
          recipient: await recipientOf(tx, folio.id),
          issuer: await issuerOf(tx, folio.hotelId),
          creditExpiresOn: null,
          reason: '',
          issuedBy: principal.userId,
        });
        await tx.query(
          'update room_charge set invoice_id = $1, invoiced_at = now() where id = any($2::int[]) and invoice_id is null',
          [invoiceId, charges.map((c) => c.chargeId)],
        );
        return invoiceId;
      });
      const invoice = await loadInvoice(db, id);
      await announceAccount(publisher, { ...invoice, folioIds: [invoice.folioId] }, 'INVOICE_ISSUED');
      return { result: { invoice }, message: INVOICE_NOTICES.INVOICE_ISSUED };
    }),

    route(I.searchInvoices, async ({ query, principal }) => {
      await right(principal, query.hotelId, Feature.INVOICE, 'VIEW');
      const { rows, pagination } = await pageOf<I.entities.InvoiceRow>(db, {
        select: ROW_SELECT,
        ...searchOf(query),
        sort: SORT,
        id: 'i.id',
        query,
      });
      return { result: { invoice: rows }, pagination };
    }),

    route(I.selfCheckJournal, async ({ query, principal }) => {
      await right(principal, query.hotelId, Feature.INVOICE, 'VIEW');
      return { result: { selfCheck: await selfCheckOf(db, query.hotelId) } };
    }),

    route(I.invoiceById, async ({ params, principal }) => {
      const [row] = await db.query<{ hotel_id: number }>('select hotel_id from invoice where id = $1', [params.id]);
      if (!row) throw notFound('Invoice');
      await right(principal, row.hotel_id, Feature.INVOICE, 'VIEW');
      return { result: { invoice: await loadInvoice(db, params.id) } };
    }),

    route(I.createCreditNote, async ({ body, principal }) => {
      const [row] = await db.query<{ hotel_id: number }>('select hotel_id from invoice where id = $1', [
        body.invoiceId,
      ]);
      if (!row) throw notFound('Invoice');
      await right(principal, row.hotel_id, Feature.CREDIT_NOTE, 'ADD');
      if (body.creditExpiresOn !== null) {
        await requireHotelFeature(db, principal, row.hotel_id, Feature.CREDIT_NOTE_EXPIRY_DATE, 'ADD');
      }
      const id = await db.transaction((tx) => creditInvoice(tx, body, principal.userId));
      const creditNote = await loadInvoice(db, id);
      await announceAccount(publisher, { ...creditNote, folioIds: [creditNote.folioId] }, 'CREDIT_NOTE');
      return { result: { invoice: creditNote }, message: INVOICE_NOTICES.CREDIT_NOTE_ISSUED };
    }),
  ];
}
