// The inventory (issue 14): the item master and the stock ledger of an INVENTORY service.
// - item_category is one tree: a main category (level 0), its categories (1) and their sub
//   categories (2); names unique among siblings.
// - stock_movement is the ledger (opening, GRN, transfer out/in, issue, adjustment), each row with
//   the location's balance after it; stock_on_hand is the running figure per item and location,
//   changed in the same transaction as the movement. It can never go negative: a CHECK, and the
//   issuing UPDATE is conditional on enough being there, so parallel issues cannot oversell.
// - opening stock is entered once per item and location (a partial unique index).
export default {
  version: 14,
  name: 'inventory',
  sql: `
create table inventory_location (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  name text not null
);
create unique index inventory_location_name_key on inventory_location (hotel_service_id, lower(name));

create table inventory_unit (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  name text not null
);
create unique index inventory_unit_name_key on inventory_unit (hotel_service_id, lower(name));

create table item_category (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  parent_id integer references item_category(id),
  level integer not null check (level between 0 and 2),
  name text not null
);
create unique index item_category_name_key on item_category (hotel_service_id, coalesce(parent_id, 0), lower(name));

create table inventory_item (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  name text not null,
  category_id integer references item_category(id),
  unit_id integer references inventory_unit(id),
  add_on boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index inventory_item_name_key on inventory_item (hotel_service_id, lower(name));

create table item_reorder_level (
  item_id integer not null references inventory_item(id) on delete cascade,
  location_id integer not null references inventory_location(id) on delete cascade,
  reorder_level numeric(12, 3) not null check (reorder_level >= 0),
  primary key (item_id, location_id)
);

create table stock_on_hand (
  item_id integer not null references inventory_item(id),
  location_id integer not null references inventory_location(id),
  quantity numeric(12, 3) not null default 0,
  constraint stock_on_hand_not_negative check (quantity >= 0),
  primary key (item_id, location_id)
);

create table stock_movement (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  item_id integer not null references inventory_item(id),
  location_id integer not null references inventory_location(id),
  kind text not null check (kind in ('OPENING', 'GRN', 'TRANSFER_OUT', 'TRANSFER_IN', 'ISSUE', 'ADJUSTMENT')),
  quantity numeric(12, 3) not null check (quantity <> 0),
  balance numeric(12, 3) not null check (balance >= 0),
  transfer_id integer,
  note text not null default '',
  created_by integer references app_user(id),
  created_at timestamptz not null default now()
);
create index stock_movement_service on stock_movement (hotel_service_id, id);
create index stock_movement_item on stock_movement (item_id, location_id, created_at);
create unique index stock_movement_opening_key on stock_movement (item_id, location_id) where kind = 'OPENING';
create sequence stock_transfer_seq;
`,
};
