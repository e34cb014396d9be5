// Reading what an invoice is made of (issue 13, docs/invoicing.md): a folio's uninvoiced charges with
// the taxes that applied where each was charged, the recipient and the issuer to freeze, and an issued
// document with its lines and credit notes.
import {
  Money,
  invoiceOf,
  summariseTaxes,
  type ChargeSource,
  type Currency,
  type InvoiceCharge,
  type InvoiceDraft,
  type LineTax,
  type TaxRate,
} from '@hotel/domain';
import type { invoice as I } from '@hotel/schema';
import type { Queryable } from '../db/database.js';
import { imageUrl } from '../hotel/images.js';
import { notFound } from '../http/api-error.js';

export interface FolioRow {
  id: number;
  hotelId: number;
  number: number;
  name: string;
  reservationId: number | null;
  refNumber: string | null;
  vatApplicable: boolean;
}

const FOLIO_SELECT = `select f.id, f.hotel_id as "hotelId", f.number, f.name, f.reservation_id as "reservationId",
  v.ref_number as "refNumber", coalesce(v.vat_applicable, false) as "vatApplicable"
  from folio f left join reservation v on v.id = f.reservation_id`;

/** A folio, locked for the transaction when `lock` (the issuer holds it until commit). */
export async function loadFolio(q: Queryable, id: number, lock = false): Promise<FolioRow> {
  const [row] = await q.query<FolioRow>(`${FOLIO_SELECT} where f.id = $1 ${lock ? 'for update of f' : ''}`, [id]);
  if (!row) throw notFound('Folio');
  return row;
}

export async function foliosOfReservation(q: Queryable, reservationId: number): Promise<FolioRow[]> {
  return q.query<FolioRow>(`${FOLIO_SELECT} where f.reservation_id = $1 order by f.number`, [reservationId]);
}

interface ChargeRow {
  id: number;
  source: ChargeSource;
  description: string;
  businessDate: string | null;
  amount: string;
  currency: Currency;
  restaurantTaxes: TaxRate[] | null;
  restaurantVat: boolean | null;
}

/** The hotel's taxes, as the pricing engine reads them. */
async function hotelTaxes(q: Queryable, hotelId: number): Promise<TaxRate[]> {
  return q.query<TaxRate>(
    `select name, rate::float8 as rate, sequence, vat, social_security_contribution_levy as "socialSecurityContributionLevy",
            active from hotel_tax where hotel_id = $1 order by sequence, id`,
    [hotelId],
  );
}

/**
 * The folio's uninvoiced charges as the invoice reads them, by business date: room nights, additional
 * billing and events carry the hotel's taxes (VAT when the stay is VAT applicable); a restaurant
 * bill carries its restaurant's taxes (its service charge first) and its order's VAT flag.
 */
export async function chargesOf(
  q: Queryable,
  folio: FolioRow,
): Promise<{ charges: InvoiceCharge[]; currencies: { currency: string }[] }> {
  const rows = await q.query<ChargeRow>(
    `select c.id, c.source, c.description, to_char(c.business_date, 'YYYY-MM-DD') as "businessDate",
            c.amount::text as amount, c.currency,
            case when c.source = 'RESTAURANT' then (
              select coalesce(jsonb_agg(jsonb_build_object(
                       'name', t.name, 'rate', t.rate::float8,
                       'sequence', case when t.service_charge then 0 else t.sequence end,
                       'vat', t.vat, 'socialSecurityContributionLevy', t.social_security_contribution_levy,
                       'active', t.active) order by t.sequence, t.id), '[]'::jsonb)
                from restaurant_order o join restaurant_tax t on t.hotel_service_id = o.hotel_service_id
               where o.id = c.source_reference) end as "restaurantTaxes",
            case when c.source = 'RESTAURANT' then
              (select o.vat_applicable from restaurant_order o where o.id = c.source_reference) end as "restaurantVat"
       from room_charge c
      where c.folio_id = $1 and c.invoice_id is null
      order by c.business_date nulls last, c.id`,
    [folio.id],
  );
  const taxes = await hotelTaxes(q, folio.hotelId);
  const charges = rows.map((r): InvoiceCharge => ({
    chargeId: r.id,
    source: r.source,
    description: r.description,
    businessDate: r.businessDate,
    amount: Money.fromWire(r.amount, r.currency),
    taxes: r.source === 'RESTAURANT' ? (r.restaurantTaxes ?? []) : taxes,
    vat: r.source === 'RESTAURANT' ? r.restaurantVat === true : folio.vatApplicable,
  }));
  return { charges, currencies: rows.map((r) => ({ currency: r.currency })) };
}

/** The hotel's identity as it is now, to freeze on a document. */
export async function issuerOf(q: Queryable, hotelId: number): Promise<I.entities.Issuer> {
  const [row] = await q.query<Omit<I.entities.Issuer, 'logo'> & { logo: string | null }>(
    `select id as "hotelId", name, address, contact_number as "contactNumber", email, vat_number as "vatNumber",
            company_registration_number as "companyRegistrationNumber", header_logo::text as logo
       from hotel where id = $1`,
    [hotelId],
  );
  if (!row) throw notFound('Hotel');
  return { ...row, logo: imageUrl(row.logo) };
}

/**
 * Who the document is made out to: the folio's VAT registry customer, else the stay's, else the
 * guest (the guest profile's address and e-mail when the stay names one), else the folio's name.
 */
export async function recipientOf(q: Queryable, folioId: number): Promise<I.entities.Recipient> {
  const [row] = await q.query<I.entities.Recipient>(
    `select coalesce(r.name, case when f.number = 1 then v.guest_name end, f.name) as name,
            coalesce(r.address, g.address, '') as address,
            coalesce(r.email, nullif(v.guest_email, ''), g.email, '') as email,
            coalesce(r.vat_number, '') as "vatNumber",
            r.id as "vatRegistryId"
       from folio f
       left join reservation v on v.id = f.reservation_id
       left join restaurant_vat_registry r on r.id = coalesce(f.vat_registry_id, v.vat_registry_id)
       left join guest g on g.id = v.guest_id
      where f.id = $1`,
    [folioId],
  );
  if (!row) throw notFound('Folio');
  return row;
}

const wireTaxes = (lines: readonly LineTax[]): I.entities.LineTax[] =>
  lines.map((l) => ({ name: l.name, rate: l.rate, amount: l.amount.toWire() }));

/** A draft's lines in the contract's shape. */
export function linesOf(draft: InvoiceDraft): I.entities.InvoiceLine[] {
  return draft.lines.map((l) => ({
    id: null,
    position: l.position,
    chargeId: l.chargeId,
    source: l.source,
    creditedLineId: null,
    description: l.description,
    businessDate: l.businessDate,
    net: l.net.toWire(),
    tax: l.tax.toWire(),
    amount: l.amount.toWire(),
    taxLines: wireTaxes(l.taxLines),
    credited: 0,
  }));
}

export { wireTaxes };

/** The proforma of a folio, or null when it has nothing to invoice. */
export async function proformaOf(q: Queryable, folio: FolioRow): Promise<I.entities.Proforma | null> {
  const { charges } = await chargesOf(q, folio);
  if (charges.length === 0) return null;
  const currency = charges[0]!.amount.currency;
  const draft = invoiceOf(
    charges.filter((c) => c.amount.currency === currency),
    currency,
  )!;
  return {
    hotelId: folio.hotelId,
    folioId: folio.id,
    folioNumber: folio.number,
    folioName: folio.name,
    reservationId: folio.reservationId,
    refNumber: folio.refNumber,
    currency,
    recipient: await recipientOf(q, folio.id),
    issuer: await issuerOf(q, folio.hotelId),
    lines: linesOf(draft),
    net: draft.net.toWire(),
    tax: draft.tax.toWire(),
    total: draft.total.toWire(),
    taxSummary: wireTaxes(draft.taxSummary),
  };
}

/**
 * What a document's credit notes took. A scalar subquery, not a join: a page computes it for its own
 * rows only, and the page's count (over every match) never does (invoice_credited serves it).
 */
const CREDITED = '(select coalesce(sum(cn.total), 0) from invoice cn where cn.credited_invoice_id = i.id)';

/** A document's status (INVOICE_STATUSES), from what its credit notes took. */
export const STATUS = `case when i.document_type = 'CREDIT_NOTE' or ${CREDITED} = 0 then 'ISSUED'
  when ${CREDITED} < i.total then 'PARTLY_CREDITED' else 'CREDITED' end`;

/** The history's columns of a document (alias i). */
export const ROW_SELECT = `select i.id, i.hotel_id as "hotelId", i.document_type as "documentType", i.number, i.year,
  i.sequence_number as "sequenceNumber", i.folio_id as "folioId", i.reservation_id as "reservationId",
  v.ref_number as "refNumber", i.credited_invoice_id as "creditedInvoiceId", ci.number as "creditedInvoiceNumber",
  i.currency, i.net::float8 as net, i.tax::float8 as tax, i.total::float8 as total,
  ${CREDITED}::float8 as credited, ${STATUS} as status,
  i.recipient->>'name' as "recipientName", to_char(i.credit_expires_on, 'YYYY-MM-DD') as "creditExpiresOn", i.reason,
  coalesce(trim(u.first_name || ' ' || u.last_name), '') as "issuedBy",
  to_char(i.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "issuedAt"`;

export const ROW_FROM = `from invoice i
  left join reservation v on v.id = i.reservation_id
  left join invoice ci on ci.id = i.credited_invoice_id
  left join app_user u on u.id = i.issued_by`;

/** One issued document with its lines (each with what was credited of it) and its credit notes. */
export async function loadInvoice(q: Queryable, id: number): Promise<I.entities.Invoice> {
  const [row] = await q.query<I.entities.InvoiceRow & { recipient: I.entities.Recipient; issuer: I.entities.Issuer }>(
    `${ROW_SELECT}, i.recipient, i.issuer ${ROW_FROM} where i.id = $1`,
    [id],
  );
  if (!row) throw notFound('Invoice');
  const lines = await q.query<I.entities.InvoiceLine>(
    `select l.id, l.position, l.charge_id as "chargeId", c.source, l.credited_line_id as "creditedLineId", l.description,
            to_char(l.business_date, 'YYYY-MM-DD') as "businessDate", l.net::float8 as net, l.tax::float8 as tax,
            l.amount::float8 as amount, l.tax_lines as "taxLines",
            coalesce((select sum(x.amount) from invoice_line x where x.credited_line_id = l.id), 0)::float8 as credited
       from invoice_line l left join room_charge c on c.id = l.charge_id
      where l.invoice_id = $1 order by l.position`,
    [id],
  );
  const creditNotes = await q.query<I.entities.Invoice['creditNotes'][number]>(
    `select id, number, total::float8 as total, to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "issuedAt"
       from invoice where credited_invoice_id = $1 order by issued_at, id`,
    [id],
  );
  const taxSummary = summariseTaxes(
    lines.flatMap((l) => l.taxLines.map((t) => ({ ...t, amount: Money.fromWire(t.amount, row.currency) }))),
    row.currency,
  );
  return { ...row, lines, creditNotes, taxSummary: wireTaxes(taxSummary) };
}
