// Purchasing of the stores (issue 14): suppliers, unit types and conversions, purchase orders and
// their lines, goods received notes, trolleys and trolley requests.
// - a unit conversion can never close a cycle: the trigger locks the service's row (so two
//   conversions of one service are checked one after the other) and refuses when the new target
//   already reaches the source;
// - a purchase order line's received quantity never exceeds what was ordered: a CHECK, and the
//   GRN's UPDATE is conditional on the open quantity; each GRN line is a GRN stock movement written
//   in the same transaction;
// - a trolley request is decided once (status REQUEST → ISSUED or REFUSED, conditional update);
//   its issue is an ISSUE movement per item.
export default {
  version: 21,
  name: 'purchasing',
  sql: `
create table supplier (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  name text not null,
  contact_person text not null default '',
  phone text not null default '',
  email text not null default '',
  address text not null default '',
  active boolean not null default true
);
create unique index supplier_name_key on supplier (hotel_service_id, lower(name));

create table inventory_unit_type (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  name text not null
);
create unique index inventory_unit_type_name_key on inventory_unit_type (hotel_service_id, lower(name));
alter table inventory_unit add column unit_type_id integer references inventory_unit_type(id);

create table unit_conversion (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  from_unit_id integer not null references inventory_unit(id),
  to_unit_id integer not null references inventory_unit(id),
  factor numeric(12, 3) not null check (factor > 0),
  constraint unit_conversion_not_self check (from_unit_id <> to_unit_id)
);
create unique index unit_conversion_pair_key on unit_conversion (least(from_unit_id, to_unit_id), greatest(from_unit_id, to_unit_id));

create function unit_conversion_no_cycle() returns trigger language plpgsql as $$
begin
  perform 1 from hotel_service where id = new.hotel_service_id for update;
  if exists (
    with recursive reach(unit_id) as (
      select new.to_unit_id
      union
      select c.to_unit_id from unit_conversion c join reach r on c.from_unit_id = r.unit_id
    )
    select 1 from reach where unit_id = new.from_unit_id
  ) then
    raise exception 'unit conversion cycle' using errcode = '23514', constraint = 'unit_conversion_no_cycle';
  end if;
  return new;
end $$;
create trigger unit_conversion_no_cycle before insert or update on unit_conversion
  for each row execute function unit_conversion_no_cycle();

create table purchase_order (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  supplier_id integer not null references supplier(id),
  status text not null default 'DRAFT' check (status in ('DRAFT', 'SENT', 'PARTLY_RECEIVED', 'RECEIVED', 'CLOSED')),
  currency text not null default 'LKR' check (currency in ('LKR', 'USD')),
  expected_date date,
  note text not null default '',
  created_by integer references app_user(id),
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index purchase_order_service on purchase_order (hotel_service_id, id);

create table purchase_order_line (
  id serial primary key,
  purchase_order_id integer not null references purchase_order(id) on delete cascade,
  item_id integer not null references inventory_item(id),
  unit_id integer references inventory_unit(id),
  factor numeric(12, 3) not null default 1 check (factor > 0),
  quantity numeric(12, 3) not null check (quantity > 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  received numeric(12, 3) not null default 0,
  constraint purchase_order_line_received check (received >= 0 and received <= quantity)
);
create index purchase_order_line_order on purchase_order_line (purchase_order_id, id);

create table grn (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  purchase_order_id integer references purchase_order(id),
  supplier_id integer references supplier(id),
  location_id integer not null references inventory_location(id),
  note text not null default '',
  created_by integer references app_user(id),
  created_at timestamptz not null default now()
);
create index grn_service on grn (hotel_service_id, id);
create index grn_purchase_order on grn (purchase_order_id);

create table grn_line (
  id serial primary key,
  grn_id integer not null references grn(id),
  purchase_order_line_id integer references purchase_order_line(id),
  item_id integer not null references inventory_item(id),
  quantity numeric(12, 3) not null check (quantity > 0),
  stock_quantity numeric(12, 3) not null check (stock_quantity > 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  movement_id integer not null references stock_movement(id)
);

create table trolley (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  trolley_no text not null
);
create unique index trolley_no_key on trolley (hotel_id, lower(trolley_no));

create table trolley_request (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  trolley_id integer not null references trolley(id),
  status text not null default 'REQUEST' check (status in ('REQUEST', 'ISSUED', 'REFUSED')),
  location_id integer references inventory_location(id),
  refusal_reason text not null default '',
  requested_by integer references app_user(id),
  request_date timestamptz not null default now(),
  decided_by integer references app_user(id),
  accept_date timestamptz,
  constraint trolley_request_refusal_reason check (status <> 'REFUSED' or refusal_reason <> '')
);
create index trolley_request_service on trolley_request (hotel_service_id, status, id);

create table trolley_request_item (
  id serial primary key,
  trolley_request_id integer not null references trolley_request(id) on delete cascade,
  item_id integer not null references inventory_item(id),
  quantity numeric(12, 3) not null check (quantity > 0),
  movement_id integer references stock_movement(id)
);
`,
};
