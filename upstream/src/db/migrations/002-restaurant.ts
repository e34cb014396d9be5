// Restaurant (tables, menu, orders, kitchen tickets, taxes) and the minimal front office the room
// bill needs (rooms, reservations, checked-in rooms, room charges).
//
// The rules that must hold under concurrent requests are constraints, not checks in code:
// - a table has at most one open allocation (table_allocation_open_key): two waiters taking one
//   table at once, exactly one wins;
// - an allocation has at most one open order (restaurant_order_open_key): a double-clicked Order
//   makes one order;
// - an order has at most one open (PLACED) ticket per type (kitchen_ticket_open_key), where new
//   lines join until the kitchen accepts it;
// - ticket numbers are unique per service and type, drawn from ticket_counter in the same
//   transaction;
// - a room has at most one checked-in stay, and an order posts at most one room charge.
export default {
  version: 2,
  name: 'restaurant',
  sql: `
-- ------------------------------------------------------------------------------- front office
-- Rooms and stays, as much as charging a restaurant bill to a checked-in guest needs. The
-- reservations module grows these tables; room_charge is what front office invoices later.

create table room (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  room_no text not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index room_no_key on room (hotel_id, lower(room_no));

create table reservation (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  ref_number text not null,
  guest_name text not null,
  status text not null check (status in ('RESERVED', 'CHECKED_IN', 'CANCELLED', 'CHECKED_OUT')),
  check_in_date date not null,
  check_out_date date not null,
  resident boolean not null default true,
  vat_applicable boolean not null default false,
  vat_registry_applicable boolean not null default false,
  created_at timestamptz not null default now(),
  check (check_out_date >= check_in_date)
);
create unique index reservation_ref_key on reservation (hotel_id, ref_number);

create table reserved_room (
  id serial primary key,
  reservation_id integer not null references reservation(id),
  room_id integer not null references room(id),
  status text not null check (status in ('BOOKED', 'CHECKEDIN', 'CHECKEDOUT', 'CANCELLED'))
);
create unique index reserved_room_in_house_key on reserved_room (room_id) where status = 'CHECKEDIN';
create index reserved_room_reservation on reserved_room (reservation_id);

-- A charge posted to a guest's room by another outlet (the restaurant's ROOM_BILL completion).
-- Front office puts uninvoiced charges on the guest's invoice at check-out and then sets
-- invoiced_at; the amount is the outlet's total including its taxes, in LKR.
create table room_charge (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  reservation_id integer not null references reservation(id),
  reserved_room_id integer not null references reserved_room(id),
  source text not null check (source in ('RESTAURANT')),
  source_reference integer not null,
  description text not null,
  amount numeric(12, 2) not null check (amount >= 0),
  currency text not null default 'LKR',
  posted_by integer references app_user(id),
  created_at timestamptz not null default now(),
  invoiced_at timestamptz
);
create unique index room_charge_source_key on room_charge (source, source_reference);
create index room_charge_reserved_room on room_charge (reserved_room_id) where invoiced_at is null;

-- ------------------------------------------------------------------------------- tables

create table table_category (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  name text not null,
  created_at timestamptz not null default now()
);
create unique index table_category_name_key on table_category (hotel_service_id, lower(name));

create table restaurant_table (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  table_category_id integer references table_category(id),
  number text not null,
  seats integer not null default 4 check (seats > 0),
  -- Held by an administrator: shown RESERVED and not allocatable.
  reserved boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index restaurant_table_number_key on restaurant_table (hotel_service_id, lower(number));

create table restaurant_vat_registry (
  id serial primary key,
  hotel_id integer references hotel(id),
  group_id integer references app_group(id),
  name text not null,
  address text not null,
  vat_number text not null,
  email text not null,
  registry_type jsonb not null default '["RESTAURANT"]',
  only_this_hotel_view boolean not null default false,
  created_at timestamptz not null default now()
);

create table table_allocation (
  id serial primary key,
  table_id integer not null references restaurant_table(id),
  hotel_service_id integer not null references hotel_service(id),
  waiter_id integer not null references app_user(id),
  payment_method text not null default 'OTHER' check (payment_method in ('CASH', 'ROOM_BILL', 'OTHER')),
  reserved_room_id integer references reserved_room(id),
  room_number text,
  remarks text not null default '',
  customer_name text not null default '',
  vat_applicable boolean not null default false,
  vat_registry_id integer references restaurant_vat_registry(id),
  allocated_at timestamptz not null default now(),
  released_at timestamptz,
  check (payment_method <> 'ROOM_BILL' or reserved_room_id is not null)
);
create unique index table_allocation_open_key on table_allocation (table_id) where released_at is null;
create index table_allocation_waiter on table_allocation (hotel_service_id, waiter_id) where released_at is null;

-- ------------------------------------------------------------------------------- menu

create table food_category (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  parent_id integer references food_category(id),
  title text not null,
  image uuid references image(id),
  expanded boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  check (parent_id is null or parent_id <> id)
);
create unique index food_category_title_key on food_category (hotel_service_id, coalesce(parent_id, 0), lower(title));

create table food_item (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  category_id integer references food_category(id),
  name text not null,
  image uuid references image(id),
  price numeric(12, 2) not null check (price >= 0),
  active boolean not null default true,
  item_type text not null check (item_type in ('FOOD', 'BEVERAGE', 'CUSTOM_DISH')),
  created_by integer references app_user(id),
  created_at timestamptz not null default now()
);
create index food_item_category on food_item (hotel_service_id, category_id);

create table restaurant_tax (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  name text not null,
  rate numeric(6, 3) not null check (rate >= 0),
  sequence integer not null default 1,
  vat boolean not null default false,
  social_security_contribution_levy boolean not null default false,
  -- The row giving the service charge rate: applied on the subtotal, before the taxes.
  service_charge boolean not null default false,
  active boolean not null default true,
  check (not social_security_contribution_levy or rate < 100)
);
create unique index restaurant_tax_name_key on restaurant_tax (hotel_service_id, lower(name));

-- ------------------------------------------------------------------------------- orders

create table restaurant_order (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  table_allocation_id integer not null references table_allocation(id),
  table_id integer not null references restaurant_table(id),
  waiter_id integer not null references app_user(id),
  order_status text not null check (order_status in ('PLACED', 'REQUEST_CONFIRMATION', 'ACCEPTED', 'BEING_PREPARED',
    'READY_TO_SERVE', 'SERVED', 'COMPLETED', 'REJECTED', 'CANCELLED')),
  order_time text not null check (order_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  guest_name text not null default '',
  phone_no text not null default '',
  customer_name text not null default '',
  remarks text not null default '',
  guest_type text not null default 'INSIDE' check (guest_type in ('INSIDE', 'OUTSIDE')),
  order_type text not null default 'DINE' check (order_type in ('DINE', 'TAKEAWAY')),
  vat_applicable boolean not null default false,
  vat_registry_id integer references restaurant_vat_registry(id),
  -- Set on completion: how it was paid and the bill as charged (later tax changes leave it alone).
  payment_method text check (payment_method in ('CASH', 'ROOM_BILL')),
  bill jsonb,
  total_charge numeric(12, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  cancelled_at timestamptz
);
create unique index restaurant_order_open_key on restaurant_order (table_allocation_id)
  where order_status not in ('COMPLETED', 'CANCELLED');
create index restaurant_order_service on restaurant_order (hotel_service_id, order_status);

create table ticket_counter (
  hotel_service_id integer not null references hotel_service(id),
  ticket_type text not null check (ticket_type in ('KOT', 'BOT')),
  last_number integer not null,
  primary key (hotel_service_id, ticket_type)
);

create table kitchen_ticket (
  id serial primary key,
  order_id integer not null references restaurant_order(id),
  hotel_service_id integer not null references hotel_service(id),
  ticket_type text not null check (ticket_type in ('KOT', 'BOT')),
  ticket_number integer not null,
  ticket_status text not null check (ticket_status in ('PLACED', 'ACCEPTED', 'BEING_PREPARED', 'READY_TO_SERVE',
    'SERVED', 'CANCELLED')),
  created_at timestamptz not null default now()
);
create unique index kitchen_ticket_number_key on kitchen_ticket (hotel_service_id, ticket_type, ticket_number);
create unique index kitchen_ticket_open_key on kitchen_ticket (order_id, ticket_type) where ticket_status = 'PLACED';

create table ordered_item (
  id serial primary key,
  order_id integer not null references restaurant_order(id),
  ticket_id integer not null references kitchen_ticket(id),
  item_id integer not null references food_item(id),
  -- Name and price as ordered: a later menu change does not rewrite an open bill.
  name text not null,
  price numeric(12, 2) not null check (price >= 0),
  item_type text not null check (item_type in ('FOOD', 'BEVERAGE', 'CUSTOM_DISH')),
  quantity integer not null check (quantity >= 1),
  remarks text not null default '' check (char_length(remarks) <= 60),
  status text not null check (status in ('NEW', 'ACCEPTED', 'BEING_PREPARED', 'READY_TO_SERVE', 'SERVED', 'REJECTED',
    'CANCELLED')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ordered_item_order on ordered_item (order_id);
create index ordered_item_ticket on ordered_item (ticket_id);

create table item_rejection (
  id serial primary key,
  ordered_item_id integer not null references ordered_item(id),
  reason text not null check (reason <> ''),
  rejected_by integer references app_user(id),
  rejected_at timestamptz not null default now()
);
create unique index item_rejection_item_key on item_rejection (ordered_item_id);
`,
};
