// Reading the stay's account: charges (room_charge with their additional pricing and void links),
// the receipts and refunds against a folio (read-only: receipts and refunds are the receipt module's),
// and each folio's statement made by the domain's folioStatement.
import { Money, folioStatement, toCurrency, type Currency, type FolioPosting } from '@hotel/domain';
import type { folio as F } from '@hotel/schema';
import type { Queryable } from '../db/database.js';
import { businessDay } from '../restaurant-admin/business-day.js';

type Charge = F.entities.Charge;
type Folio = F.entities.Folio;
type FolioEntry = F.entities.FolioEntry;

/** A charge's columns, money and quantities as text, read exactly by toCharge. */
export interface ChargeRow extends Omit<Charge, 'quantity' | 'unitPrice' | 'net' | 'tax' | 'amount'> {
  quantity: string | null;
  unitPrice: string | null;
  net: string | null;
  tax: string | null;
  amount: string;
}

export const CHARGE_SELECT = `
  select c.id, c.hotel_id as "hotelId", c.folio_id as "folioId", c.reservation_id as "reservationId",
         c.reserved_room_id as "reservedRoomId", coalesce(r.room_no, '') as "roomNo",
         to_char(c.business_date, 'YYYY-MM-DD') as "businessDate", c.source as kind, c.description,
         a.quantity::text as quantity, a.unit_price::text as "unitPrice", a.net::text as net, a.tax::text as tax,
         c.amount::text as amount, c.currency,
         (c.invoice_id is not null or c.invoiced_at is not null) as invoiced, c.invoice_id as "invoiceId",
         to_char(a.event_date, 'YYYY-MM-DD') as "eventDate", a.covers,
         case when a.kind = 'EVENT' then a.venue end as venue,
         vc.id as "voidsChargeId", vb.id as "voidedByChargeId", f.name as "billedTo",
         case when c.posted_by is null then null
              else coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) end as "postedBy",
         to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "postedAt"`;

export const CHARGE_FROM = `
    from room_charge c
    join folio f on f.id = c.folio_id
    left join reserved_room rr on rr.id = c.reserved_room_id
    left join room r on r.id = rr.room_id
    left join additional_charge a on c.source in ('ADDITIONAL', 'EVENT') and a.id = c.source_reference
    left join room_charge vc on a.voids_id is not null and vc.source = c.source and vc.source_reference = a.voids_id
    left join additional_charge av on av.voids_id = a.id
    left join room_charge vb on av.id is not null and vb.source = c.source and vb.source_reference = av.id
    left join app_user u on u.id = c.posted_by`;

export function toCharge(row: ChargeRow): Charge {
  const currency = toCurrency(row.currency);
  const wire = (v: string | null) => (v === null ? null : Money.fromWire(v, currency).toWire());
  return {
    ...row,
    quantity: row.quantity === null ? null : Number(row.quantity),
    unitPrice: wire(row.unitPrice),
    net: wire(row.net),
    tax: wire(row.tax),
    amount: Money.fromWire(row.amount, currency).toWire(),
  };
}

export async function chargesById(db: Queryable, ids: readonly number[]): Promise<Charge[]> {
  const rows = await db.query<ChargeRow>(`${CHARGE_SELECT} ${CHARGE_FROM} where c.id = any($1::int[]) order by c.id`, [
    ids,
  ]);
  return rows.map(toCharge);
}

interface FolioRow {
  id: number;
  hotelId: number;
  reservationId: number | null;
  number: number;
  name: string;
  vatRegistryId: number | null;
  vatNumber: string | null;
  currency: string;
}

const FOLIO_SELECT = `
  select f.id, f.hotel_id as "hotelId", f.reservation_id as "reservationId", f.number, f.name,
         f.vat_registry_id as "vatRegistryId", g.vat_number as "vatNumber",
         coalesce(v.currency, (select c.currency from room_charge c where c.folio_id = f.id order by c.id limit 1), 'LKR')
           as currency
    from folio f
    left join reservation v on v.id = f.reservation_id
    left join restaurant_vat_registry g on g.id = f.vat_registry_id`;

interface PaymentRow {
  kind: 'RECEIPT' | 'REFUND';
  id: number;
  folioId: number;
  date: string;
  at: string;
  description: string;
  amount: string;
  status: 'PENDING' | 'AUTHORISED' | 'REJECTED' | null;
  method: string;
}

/** The folios with their statements, by the folios' rows. */
async function withStatements(db: Queryable, folios: readonly FolioRow[]): Promise<Folio[]> {
  if (folios.length === 0) return [];
  const ids = folios.map((f) => f.id);
  const [charges, payments] = await Promise.all([
    db.query<ChargeRow>(`${CHARGE_SELECT} ${CHARGE_FROM} where c.folio_id = any($1::int[])`, [ids]),
    db.query<PaymentRow>(
      `select 'RECEIPT' as kind, r.id, r.folio_id as "folioId",
              to_char(${businessDay('r.created_at')}, 'YYYY-MM-DD') as date,
              to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
              r.number as description, r.amount::text as amount, r.status, r.method
         from receipt r where r.folio_id = any($1::int[])
       union all
       select 'REFUND', d.id, r.folio_id,
              to_char(${businessDay('d.created_at')}, 'YYYY-MM-DD'),
              to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
              d.number, sum(a.amount)::text, null, d.method
         from refund_allocation a
         join refund d on d.id = a.refund_id
         join receipt r on r.id = a.receipt_id
        where r.folio_id = any($1::int[])
        group by d.id, r.folio_id`,
      [ids],
    ),
  ]);
  return folios.map((f) => {
    const currency: Currency = toCurrency(f.currency);
    type Posting = FolioPosting<Currency> & { entry: Omit<FolioEntry, 'counted' | 'balance'> };
    const postings: Posting[] = [
      ...charges
        .filter((c) => c.folioId === f.id)
        .map((row) => {
          const charge = toCharge(row);
          return {
            kind: 'CHARGE' as const,
            id: charge.id,
            date: charge.businessDate,
            at: charge.postedAt,
            amount: Money.fromWire(row.amount, currency),
            entry: {
              kind: 'CHARGE' as const,
              id: charge.id,
              date: charge.businessDate,
              at: charge.postedAt,
              description: charge.description,
              amount: charge.amount,
              status: null,
              method: null,
              charge,
            },
          };
        }),
      ...payments
        .filter((p) => p.folioId === f.id)
        .map((p) => ({
          kind: p.kind,
          id: p.id,
          date: p.date,
          at: p.at,
          amount: Money.fromWire(p.amount, currency),
          ...(p.status ? { status: p.status } : {}),
          entry: {
            kind: p.kind,
            id: p.id,
            date: p.date,
            at: p.at,
            description: p.description,
            amount: Money.fromWire(p.amount, currency).toWire(),
            status: p.status,
            method: p.method,
            charge: null,
          },
        })),
    ];
    const statement = folioStatement(currency, postings);
    return {
      ...f,
      currency,
      charges: statement.charges.toWire(),
      paid: statement.paid.toWire(),
      refunded: statement.refunded.toWire(),
      balance: statement.balance.toWire(),
      entries: statement.lines.map((l) => ({ ...l.posting.entry, counted: l.counted, balance: l.balance.toWire() })),
    };
  });
}

export async function foliosOfReservation(db: Queryable, reservationId: number): Promise<Folio[]> {
  const rows = await db.query<FolioRow>(`${FOLIO_SELECT} where f.reservation_id = $1 order by f.number`, [
    reservationId,
  ]);
  return withStatements(db, rows);
}

export async function folioById(db: Queryable, id: number): Promise<Folio | null> {
  const rows = await db.query<FolioRow>(`${FOLIO_SELECT} where f.id = $1`, [id]);
  return (await withStatements(db, rows))[0] ?? null;
}
