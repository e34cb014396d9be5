// Invoicing (issue 13): the stay's accounts (folios), documents numbered without gaps, invoices that
// never change, receipts and refunds that can never exceed what was paid.
//
// The rules the product must never break are the database's, so no code path and no race can:
// - a charge belongs to one folio (room_charge.folio_id). A reservation's folio 1 is the guest's and is
//   made on the first charge (room_charge_folio trigger), so the restaurant's room bill and the night
//   audit post as before; the desk opens more (the company pays the room, the guest the extras) and
//   moves uninvoiced charges between them. A walk-in customer's folio has no reservation.
// - charges outside room nights: ADDITIONAL (minibar, laundry, transport) and EVENT (a function dinner),
//   posted to a stay or to a walk-in folio. Room nights and restaurant bills always name the booked room.
// - documents are numbered per hotel, document type and year (document_series): the number is taken by
//   an upsert that locks the series row until the issuing transaction ends, so a rolled-back issue
//   gives its number back and two issuers wait for each other: gapless and unique
//   (invoice_number_key, receipt_number_key, refund_number_key).
// - an issued invoice or credit note, its lines and the charges it invoiced are final: update and delete
//   are refused by triggers (document_is_final, charge_is_final). Its recipient and the hotel's identity
//   are frozen on it (recipient, issuer). A correction is a credit note that names the invoice.
// - a receipt's refunded amount never exceeds its amount (receipt_refund_within_amount): a refund adds
//   to it with an update the check guards, so concurrent refunds of the same receipt cannot overdraw it.
export default {
  version: 16,
  name: 'invoicing',
  sql: `
create table folio (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  reservation_id integer references reservation(id),
  number integer not null default 1 check (number > 0),
  name text not null,
  vat_registry_id integer references restaurant_vat_registry(id),
  created_by integer references app_user(id),
  created_at timestamptz not null default now(),
  check (reservation_id is not null or number = 1)
);
create unique index folio_reservation_number_key on folio (reservation_id, number) where reservation_id is not null;
create index folio_hotel on folio (hotel_id);
insert into folio (hotel_id, reservation_id, number, name)
  select v.hotel_id, v.id, 1, v.guest_name from reservation v
   where exists (select 1 from room_charge c where c.reservation_id = v.id);

create table document_series (
  hotel_id integer not null references hotel(id),
  document_type text not null check (document_type in ('INVOICE', 'CREDIT_NOTE', 'RECEIPT', 'REFUND')),
  year integer not null check (year between 2000 and 2999),
  last_number integer not null check (last_number > 0),
  primary key (hotel_id, document_type, year)
);
-- Takes the next number of a series; call it inside the transaction that writes the document.
create function next_document_number(p_hotel integer, p_type text, p_year integer) returns integer
language sql as $$
  insert into document_series (hotel_id, document_type, year, last_number) values (p_hotel, p_type, p_year, 1)
  on conflict (hotel_id, document_type, year) do update set last_number = document_series.last_number + 1
  returning last_number
$$;

create table invoice (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  document_type text not null check (document_type in ('INVOICE', 'CREDIT_NOTE')),
  year integer not null,
  sequence_number integer not null check (sequence_number > 0),
  number text not null,
  folio_id integer references folio(id),
  reservation_id integer references reservation(id),
  credited_invoice_id integer references invoice(id),
  currency text not null check (currency in ('LKR', 'USD')),
  net numeric(12, 2) not null,
  tax numeric(12, 2) not null,
  total numeric(12, 2) not null,
  recipient jsonb not null,
  issuer jsonb not null,
  credit_expires_on date,
  reason text not null default '',
  issued_by integer references app_user(id),
  issued_at timestamptz not null default now(),
  check ((document_type = 'CREDIT_NOTE') = (credited_invoice_id is not null)),
  check (document_type = 'CREDIT_NOTE' or credit_expires_on is null)
);
create unique index invoice_number_key on invoice (hotel_id, document_type, year, sequence_number);
create index invoice_hotel_issued on invoice (hotel_id, issued_at desc);
create index invoice_reservation on invoice (reservation_id) where reservation_id is not null;
create index invoice_credited on invoice (credited_invoice_id) where credited_invoice_id is not null;

create table invoice_line (
  id serial primary key,
  invoice_id integer not null references invoice(id),
  position integer not null check (position > 0),
  charge_id integer references room_charge(id),
  credited_line_id integer references invoice_line(id),
  description text not null,
  business_date date,
  quantity numeric(12, 3) not null default 1,
  net numeric(12, 2) not null,
  tax numeric(12, 2) not null default 0,
  amount numeric(12, 2) not null,
  tax_lines jsonb not null default '[]'
);
create unique index invoice_line_position_key on invoice_line (invoice_id, position);
-- A charge is invoiced once; a credit note's lines point at the invoice lines they correct.
create unique index invoice_line_charge_key on invoice_line (charge_id) where charge_id is not null;

alter table room_charge
  add column folio_id integer references folio(id),
  add column invoice_id integer references invoice(id),
  alter column reservation_id drop not null,
  alter column reserved_room_id drop not null;
alter table room_charge drop constraint room_charge_source_check;
alter table room_charge add constraint room_charge_source_check
  check (source in ('RESTAURANT', 'ROOM_NIGHT', 'ADDITIONAL', 'EVENT'));
alter table room_charge add constraint room_charge_stay_sources_name_a_room
  check (source in ('ADDITIONAL', 'EVENT') or (reservation_id is not null and reserved_room_id is not null));
update room_charge c set folio_id = f.id from folio f where f.reservation_id = c.reservation_id and f.number = 1;
create index room_charge_folio on room_charge (folio_id) where invoice_id is null;

create function room_charge_folio() returns trigger language plpgsql as $$
begin
  if new.folio_id is null then
    if new.reservation_id is null then
      raise exception 'a charge without a reservation names its folio' using errcode = '23502';
    end if;
    insert into folio (hotel_id, reservation_id, number, name)
      select v.hotel_id, v.id, 1, v.guest_name from reservation v where v.id = new.reservation_id
    on conflict (reservation_id, number) where reservation_id is not null do nothing;
    select f.id into new.folio_id from folio f where f.reservation_id = new.reservation_id and f.number = 1;
  end if;
  return new;
end
$$;
create trigger room_charge_folio before insert on room_charge for each row execute function room_charge_folio();
alter table room_charge alter column folio_id set not null;

create function document_is_final() returns trigger language plpgsql as $$
begin
  raise exception '% is issued and final: correct it with a credit note', tg_table_name using errcode = '55000';
end
$$;
create trigger invoice_is_final before update or delete on invoice for each row execute function document_is_final();
create trigger invoice_line_is_final before update or delete on invoice_line for each row execute function document_is_final();

create function charge_is_final() returns trigger language plpgsql as $$
begin
  if old.invoice_id is not null then
    raise exception 'charge % is invoiced and final', old.id using errcode = '55000';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger charge_is_final before update or delete on room_charge for each row execute function charge_is_final();

create table receipt (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  year integer not null,
  sequence_number integer not null check (sequence_number > 0),
  number text not null,
  folio_id integer not null references folio(id),
  reservation_id integer references reservation(id),
  method text not null check (method in ('CASH', 'CREDITCARD', 'BANKTRANSFER')),
  status text not null check (status in ('PENDING', 'AUTHORISED', 'REJECTED')),
  currency text not null check (currency in ('LKR', 'USD')),
  amount numeric(12, 2) not null check (amount > 0),
  refunded numeric(12, 2) not null default 0 check (refunded >= 0),
  reference text not null default '',
  reject_reason text,
  created_by integer references app_user(id),
  created_at timestamptz not null default now(),
  authorised_at timestamptz,
  rejected_by integer references app_user(id),
  rejected_at timestamptz,
  constraint receipt_refund_within_amount check (refunded <= amount),
  check (status <> 'REJECTED' or (reject_reason is not null and refunded = 0)),
  check (status = 'AUTHORISED' or refunded = 0)
);
create unique index receipt_number_key on receipt (hotel_id, year, sequence_number);
create index receipt_folio on receipt (folio_id);
create index receipt_reservation on receipt (reservation_id) where reservation_id is not null;

create table refund (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  year integer not null,
  sequence_number integer not null check (sequence_number > 0),
  number text not null,
  invoice_id integer not null references invoice(id),
  refund_type text not null check (refund_type in ('FULL_REFUND', 'PARTIAL_REFUND')),
  method text not null check (method in ('CASH', 'CREDITCARD', 'BANKTRANSFER')),
  currency text not null check (currency in ('LKR', 'USD')),
  amount numeric(12, 2) not null check (amount > 0),
  created_by integer references app_user(id),
  created_at timestamptz not null default now()
);
create unique index refund_number_key on refund (hotel_id, year, sequence_number);
create index refund_invoice on refund (invoice_id);

create table refund_allocation (
  refund_id integer not null references refund(id),
  receipt_id integer not null references receipt(id),
  amount numeric(12, 2) not null check (amount > 0),
  primary key (refund_id, receipt_id)
);
create index refund_allocation_receipt on refund_allocation (receipt_id);
create trigger refund_is_final before update or delete on refund for each row execute function document_is_final();
create trigger refund_allocation_is_final before update or delete on refund_allocation for each row execute function document_is_final();
`,
};
