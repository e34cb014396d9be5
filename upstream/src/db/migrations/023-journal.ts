// The journal made tamper-evident, refunds that credit, and the daily self-check (issue 13, "A daily
// self-check" and "Beyond the anchors"; docs/invoicing.md "Hash chain").
//
// - Every numbered document (invoice, credit note, receipt, refund: each series of migration 016) stores
//   the hash of the document before it in its series (previous_hash; null for a series' first) and its
//   own: sha256 over previous_hash, '|' and the canonical text of its frozen content
//   (document_content: a jsonb object, whose text form is deterministic; amounts keep their scale,
//   times are UTC to the microsecond). The issuing transaction calls seal_document after writing the
//   document and its lines: it holds the series row's lock (next_document_number), so the previous
//   document is committed and sealed, and no other document of the series is being written.
// - Sealing is the one change a final document takes: invoice_is_final and refund_is_final let an
//   update through only when it sets the hash of a row that has none and changes nothing else.
// - A document written around the routes (a test's or a seed's direct SQL) stays unsealed: the
//   self-check names it (DOCUMENT_NOT_SEALED).
// - Existing documents are sealed here, series by series in number order.
// - refund.credit_note_id: the credit note a refund issued (docs/invoicing-receipts.md "Refund and
//   credit note"); night_audit.self_check: the self-check's result after the night's run.
// - invoice_recipient_trgm: the history's recipient contains-search by trigram (pg_trgm).
export default {
  version: 23,
  name: 'journal',
  sql: `
create extension if not exists pg_trgm;
create index invoice_recipient_trgm on invoice using gin ((recipient->>'name') gin_trgm_ops);

alter table invoice add column previous_hash text, add column hash text;
alter table receipt add column previous_hash text, add column hash text;
alter table refund add column previous_hash text, add column hash text,
  add column credit_note_id integer references invoice(id);
create unique index refund_credit_note_key on refund (credit_note_id) where credit_note_id is not null;
alter table night_audit add column self_check jsonb;

-- The canonical content of a document: what was frozen when it was issued, nothing that may change.
create function document_content(p_type text, p_id integer) returns text language plpgsql stable as $$
declare
  content jsonb;
begin
  if p_type in ('INVOICE', 'CREDIT_NOTE') then
    select jsonb_build_object(
             'id', i.id, 'hotel', i.hotel_id, 'type', i.document_type, 'year', i.year, 'seq', i.sequence_number,
             'number', i.number, 'folio', i.folio_id, 'reservation', i.reservation_id,
             'credited', i.credited_invoice_id, 'currency', i.currency, 'net', i.net, 'tax', i.tax,
             'total', i.total, 'recipient', i.recipient, 'issuer', i.issuer,
             'expires', to_char(i.credit_expires_on, 'YYYY-MM-DD'), 'reason', i.reason, 'by', i.issued_by,
             'at', to_char(i.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
             'lines', (select coalesce(jsonb_agg(jsonb_build_object(
                         'position', l.position, 'charge', l.charge_id, 'creditedLine', l.credited_line_id,
                         'description', l.description, 'date', to_char(l.business_date, 'YYYY-MM-DD'),
                         'quantity', l.quantity, 'net', l.net, 'tax', l.tax, 'amount', l.amount,
                         'taxLines', l.tax_lines) order by l.position), '[]'::jsonb)
                         from invoice_line l where l.invoice_id = i.id))
      into content from invoice i where i.id = p_id and i.document_type = p_type;
  elsif p_type = 'RECEIPT' then
    select jsonb_build_object(
             'id', r.id, 'hotel', r.hotel_id, 'year', r.year, 'seq', r.sequence_number, 'number', r.number,
             'folio', r.folio_id, 'reservation', r.reservation_id, 'method', r.method, 'currency', r.currency,
             'amount', r.amount, 'reference', r.reference, 'by', r.created_by,
             'at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
      into content from receipt r where r.id = p_id;
  elsif p_type = 'REFUND' then
    select jsonb_build_object(
             'id', d.id, 'hotel', d.hotel_id, 'year', d.year, 'seq', d.sequence_number, 'number', d.number,
             'invoice', d.invoice_id, 'type', d.refund_type, 'method', d.method, 'currency', d.currency,
             'amount', d.amount, 'by', d.created_by, 'key', d.idempotency_key, 'creditNote', d.credit_note_id,
             'at', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
             'allocations', (select coalesce(jsonb_agg(jsonb_build_object('receipt', a.receipt_id, 'amount', a.amount)
                               order by a.receipt_id), '[]'::jsonb)
                               from refund_allocation a where a.refund_id = d.id))
      into content from refund d where d.id = p_id;
  end if;
  return content::text;
end
$$;

create function document_hash(p_previous text, p_content text) returns text language sql immutable as $$
  select encode(sha256(convert_to(coalesce(p_previous, '') || '|' || coalesce(p_content, ''), 'UTF8')), 'hex')
$$;

-- Seals a document: its previous document's hash (the same series, number - 1) and its own.
create function seal_document(p_type text, p_id integer) returns text language plpgsql as $$
declare
  previous text;
  sealed text;
begin
  if p_type in ('INVOICE', 'CREDIT_NOTE') then
    select p.hash into previous from invoice i join invoice p on p.hotel_id = i.hotel_id
       and p.document_type = i.document_type and p.year = i.year and p.sequence_number = i.sequence_number - 1
     where i.id = p_id;
    sealed := document_hash(previous, document_content(p_type, p_id));
    update invoice set previous_hash = previous, hash = sealed where id = p_id and hash is null;
  elsif p_type = 'RECEIPT' then
    select p.hash into previous from receipt i join receipt p on p.hotel_id = i.hotel_id
       and p.year = i.year and p.sequence_number = i.sequence_number - 1 where i.id = p_id;
    sealed := document_hash(previous, document_content(p_type, p_id));
    update receipt set previous_hash = previous, hash = sealed where id = p_id and hash is null;
  else
    select p.hash into previous from refund i join refund p on p.hotel_id = i.hotel_id
       and p.year = i.year and p.sequence_number = i.sequence_number - 1 where i.id = p_id;
    sealed := document_hash(previous, document_content(p_type, p_id));
    update refund set previous_hash = previous, hash = sealed where id = p_id and hash is null;
  end if;
  return sealed;
end
$$;

-- Final documents take one update: their seal.
create or replace function document_is_final() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and tg_table_name in ('invoice', 'refund') then
    if to_jsonb(old)->>'hash' is null and to_jsonb(new)->>'hash' is not null
       and (to_jsonb(new) - 'hash' - 'previous_hash') = (to_jsonb(old) - 'hash' - 'previous_hash') then
      return new;
    end if;
  end if;
  raise exception '% is issued and final: correct it with a credit note', tg_table_name using errcode = '55000';
end
$$;

-- A receipt's frozen part (what its hash covers) never changes once sealed; its status and refunded may.
create function receipt_is_sealed() returns trigger language plpgsql as $$
begin
  if old.hash is not null and (new.hash is distinct from old.hash or new.previous_hash is distinct from old.previous_hash
     or new.amount <> old.amount or new.currency <> old.currency or new.number <> old.number
     or new.folio_id <> old.folio_id or new.method <> old.method or new.reference <> old.reference) then
    raise exception 'receipt % is sealed: its amount, method and number are final', old.number using errcode = '55000';
  end if;
  return new;
end
$$;
create trigger receipt_is_sealed before update on receipt for each row execute function receipt_is_sealed();

do $$
declare
  d record;
begin
  for d in select document_type as t, id from invoice order by hotel_id, document_type, year, sequence_number loop
    perform seal_document(d.t, d.id);
  end loop;
  for d in select id from receipt order by hotel_id, year, sequence_number loop
    perform seal_document('RECEIPT', d.id);
  end loop;
  for d in select id from refund order by hotel_id, year, sequence_number loop
    perform seal_document('REFUND', d.id);
  end loop;
end
$$;
`,
};
