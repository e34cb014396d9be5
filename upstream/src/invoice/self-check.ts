// The daily self-check of a hotel's journal (issue 13; docs/invoicing.md "Daily self-check"): read-only
// queries over the documents as they are stored, so a change made around the application (direct SQL,
// a restored backup) is found as well as a bug. Each finding names its series and document (or folio).
//
// - every series (invoice, credit note, receipt, refund; per year): no number missing between 1 and its
//   last (the larger of its highest document and document_series.last_number), no number twice;
// - every document sealed, its hash the hash of its content and its predecessor's hash (migration
//   023's document_content and document_hash, the very functions that sealed it), and its previous hash
//   its predecessor's hash;
// - an invoice's totals the sums of its lines, each line's net and tax its amount;
// - every invoiced charge on a line of its invoice at its amount; per folio, the charges equal the
//   invoiced lines plus the open (uninvoiced) charges;
// - no line credited above its amount; a receipt's refunded amount its refunds' allocations (and never
//   above its amount); a refund's amount the sum of its allocations.
import { documentNumber, type SelfCheckFinding as Code } from '@hotel/domain';
import type { invoice as I } from '@hotel/schema';
import type { Queryable } from '../db/database.js';

type SelfCheck = I.journalEntities.SelfCheck;
type Finding = I.journalEntities.SelfCheckFinding;

/** The findings the answer lists; the count says how many there were in all. */
export const LISTED_FINDINGS = 200;

/** The hotel's numbered documents, one row each (alias d: series, id, year, seq, number, hashes). */
const DOCS = `docs as materialized (
  select document_type as series, id, year, sequence_number as seq, number, previous_hash, hash
    from invoice where hotel_id = $1
  union all select 'RECEIPT', id, year, sequence_number, number, previous_hash, hash from receipt where hotel_id = $1
  union all select 'REFUND', id, year, sequence_number, number, previous_hash, hash from refund where hotel_id = $1)`;

interface Row {
  finding: Code;
  series: Finding['series'];
  year: number | null;
  recordId: number | null;
  number: string | null;
  expected: string | null;
  actual: string | null;
}

const FINDINGS_SQL = `with ${DOCS},
  last as (
    select s.series, s.year, greatest(max(s.last), 0) as last from (
      select series, year, max(seq) as last from docs group by series, year
      union all select document_type, year, last_number from document_series where hotel_id = $1) s
    group by s.series, s.year)
  select 'SERIES_GAP' as finding, l.series, l.year, null::int as "recordId", n::text as number,
         null as expected, null as actual, 1 as o, n as k
    from last l cross join lateral generate_series(1, l.last) n
   where not exists (select 1 from docs d where d.series = l.series and d.year = l.year and d.seq = n)
  union all
  select 'SERIES_DUPLICATE', series, year, min(id), min(number), '1', count(*)::text, 2, seq
    from docs group by series, year, seq having count(*) > 1
  union all
  select case when h.hash is null then 'DOCUMENT_NOT_SEALED'
              when h.previous_hash is distinct from h.before then 'CHAIN_BROKEN'
              else 'HASH_MISMATCH' end,
         h.series, h.year, h.id, h.number,
         case when h.hash is null then null when h.previous_hash is distinct from h.before then h.before
              else h.recomputed end,
         case when h.hash is null then null when h.previous_hash is distinct from h.before then h.previous_hash
              else h.hash end,
         3, h.seq
    from (select d.*, p.hash as before, document_hash(d.previous_hash, document_content(d.series, d.id)) as recomputed
            from docs d left join docs p on p.series = d.series and p.year = d.year and p.seq = d.seq - 1) h
   where h.hash is null or h.previous_hash is distinct from h.before or h.hash <> h.recomputed
  union all
  select 'DOCUMENT_TOTALS', i.document_type, i.year, i.id, i.number,
         coalesce(sum(l.net), 0) || ' + ' || coalesce(sum(l.tax), 0) || ' = ' || coalesce(sum(l.amount), 0),
         i.net || ' + ' || i.tax || ' = ' || i.total, 4, i.sequence_number
    from invoice i left join invoice_line l on l.invoice_id = i.id
   where i.hotel_id = $1
   group by i.id
  having i.net <> coalesce(sum(l.net), 0) or i.tax <> coalesce(sum(l.tax), 0) or i.total <> coalesce(sum(l.amount), 0)
      or i.net + i.tax <> i.total or bool_or(l.net + l.tax <> l.amount)
  union all
  select 'CHARGE_NOT_ON_INVOICE', i.document_type, i.year, i.id, i.number,
         c.id || ': ' || c.amount, coalesce(l.amount::text, '—'), 5, c.id
    from room_charge c join invoice i on i.id = c.invoice_id
    left join invoice_line l on l.charge_id = c.id and l.invoice_id = c.invoice_id
   where c.hotel_id = $1 and (l.id is null or l.amount <> c.amount)
  union all
  select 'CHARGE_NOT_ON_INVOICE', i.document_type, i.year, i.id, i.number,
         l.charge_id || ': ' || i.number, coalesce(c.invoice_id::text, '—'), 5, l.charge_id
    from invoice_line l join invoice i on i.id = l.invoice_id left join room_charge c on c.id = l.charge_id
   where i.hotel_id = $1 and l.charge_id is not null and c.invoice_id is distinct from l.invoice_id
  union all
  select 'FOLIO_BALANCE', null, null, f.id, f.name, b.charged::text, (b.invoiced + b.open)::text, 6, f.id
    from folio f cross join lateral (
      select coalesce((select sum(amount) from room_charge where folio_id = f.id), 0) as charged,
             coalesce((select sum(l.amount) from invoice_line l join invoice i on i.id = l.invoice_id
                        where i.folio_id = f.id and i.document_type = 'INVOICE' and l.charge_id is not null), 0) as invoiced,
             coalesce((select sum(amount) from room_charge where folio_id = f.id and invoice_id is null), 0) as open) b
   where f.hotel_id = $1 and b.charged <> b.invoiced + b.open
  union all
  select 'CREDIT_ABOVE_LINE', i.document_type, i.year, i.id, i.number, l.amount::text, sum(x.amount)::text, 7, l.id
    from invoice_line l join invoice i on i.id = l.invoice_id join invoice_line x on x.credited_line_id = l.id
   where i.hotel_id = $1 group by i.id, l.id having sum(x.amount) > l.amount
  union all
  select 'RECEIPT_REFUNDED', 'RECEIPT', r.year, r.id, r.number,
         coalesce((select sum(a.amount) from refund_allocation a where a.receipt_id = r.id), 0)::text || ' ≤ ' || r.amount,
         r.refunded::text, 8, r.sequence_number
    from receipt r
   where r.hotel_id = $1 and (r.refunded > r.amount
      or r.refunded <> coalesce((select sum(a.amount) from refund_allocation a where a.receipt_id = r.id), 0))
  union all
  select 'REFUND_ALLOCATIONS', 'REFUND', d.year, d.id, d.number,
         coalesce((select sum(a.amount) from refund_allocation a where a.refund_id = d.id), 0)::text, d.amount::text,
         9, d.sequence_number
    from refund d
   where d.hotel_id = $1 and d.amount <> coalesce((select sum(a.amount) from refund_allocation a where a.refund_id = d.id), 0)
  order by o, series, year, k`;

/** Runs the self-check of a hotel's journal now. */
export async function selfCheckOf(q: Queryable, hotelId: number): Promise<SelfCheck> {
  const rows = await q.query<Row>(
    `select finding, series, year, "recordId", number, expected, actual from (${FINDINGS_SQL}) f`,
    [hotelId],
  );
  const series = await q.query<SelfCheck['series'][number]>(
    `with ${DOCS}
     select series, year, count(*)::int as documents, max(seq)::int as "lastNumber"
       from docs group by series, year order by year desc, series`,
    [hotelId],
  );
  const [counts] = await q.query<{ charges: number; folios: number; checkedAt: string }>(
    `select (select count(*) from room_charge where hotel_id = $1)::int as charges,
            (select count(*) from folio where hotel_id = $1)::int as folios,
            to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "checkedAt"`,
    [hotelId],
  );
  const findings = rows.slice(0, LISTED_FINDINGS).map((r): Finding => {
    const series = r.series ?? null;
    const number = r.finding === 'SERIES_GAP' && series ? gapNumber(series, r.year, r.number) : r.number;
    return { ...r, series, number };
  });
  return {
    hotelId,
    checkedAt: counts!.checkedAt,
    ok: rows.length === 0,
    findingCount: rows.length,
    findings,
    series,
    charges: counts!.charges,
    folios: counts!.folios,
  };
}

/** A gap's missing number as the document would have carried it. */
function gapNumber(series: NonNullable<Finding['series']>, year: number | null, n: string | null): string | null {
  return year !== null && n !== null ? documentNumber(series, year, Number(n)) : n;
}
