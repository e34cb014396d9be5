// The stay's account grows additional billing and events (issue 13; docs/folio.md).
//
// - additional_charge: the pricing of an ADDITIONAL (minibar, laundry, transport) or EVENT (a function
//   or banquet: its date, covers and venue) charge; its room_charge row (source_reference = its id)
//   carries the amount with taxes, the folio and the invoice. Posted once, never changed or deleted
//   (document_is_final).
// - nothing posted is deleted: an uninvoiced additional or event charge is voided by a counter-posting,
//   a second additional_charge naming it (voids_id, once: additional_charge_voided_once) whose
//   room_charge has the opposite amount on the same folio. So room_charge.amount may be negative for
//   these two sources only. An invoiced charge is corrected by a credit note instead.
export default {
  version: 20,
  name: 'folio',
  sql: `
create table additional_charge (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  kind text not null check (kind in ('ADDITIONAL', 'EVENT')),
  quantity numeric(12, 3) not null check (quantity > 0),
  unit_price numeric(12, 2) not null,
  net numeric(12, 2) not null,
  tax numeric(12, 2) not null,
  tax_lines jsonb not null default '[]',
  event_date date,
  covers integer check (covers between 1 and 10000),
  venue text not null default '',
  voids_id integer references additional_charge(id),
  void_reason text,
  created_at timestamptz not null default now(),
  check (kind = 'EVENT' or (event_date is null and covers is null)),
  check ((voids_id is null) = (void_reason is null))
);
create unique index additional_charge_voided_once on additional_charge (voids_id) where voids_id is not null;
create trigger additional_charge_is_final before update or delete on additional_charge
  for each row execute function document_is_final();

alter table room_charge drop constraint room_charge_amount_check;
alter table room_charge add constraint room_charge_amount_check
  check (amount >= 0 or source in ('ADDITIONAL', 'EVENT'));
create index room_charge_additional on room_charge (hotel_id, source, id) where source in ('ADDITIONAL', 'EVENT');
create index room_charge_folio_all on room_charge (folio_id);
`,
};
