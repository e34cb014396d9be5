// Replenishment in one step and stock counts (issue 14, "Beyond the anchors").
// - an item may have a picture (an uploaded image, as menu items have);
// - an item may name its preferred supplier and the unit it is bought in (a case of 24); the
//   replenishment orders whole purchase units from that supplier;
// - one replenishment request (its key, made when the preview opens) creates its draft orders
//   once: replenishment_run's primary key makes a second, parallel or repeated request with the
//   same key wait for the first and then find its orders instead of writing new ones;
// - a stock count of a location remembers what the ledger said of each item when it started
//   (expected); posting locks the location's on-hand rows and refuses when any differs from the
//   expected figure (stock moved since), else writes one ADJUSTMENT per difference, all in one
//   transaction, and is decided once (status OPEN → POSTED, conditional update).
export default {
  version: 25,
  name: 'stock-replenishment-counts',
  sql: `
alter table inventory_item
  add column preferred_supplier_id integer references supplier(id),
  add column purchase_unit_id integer references inventory_unit(id),
  add column image uuid references image(id);

create table replenishment_run (
  request_key uuid primary key,
  hotel_service_id integer not null references hotel_service(id),
  created_by integer references app_user(id),
  created_at timestamptz not null default now()
);
alter table purchase_order add column replenishment_key uuid references replenishment_run(request_key);
create unique index purchase_order_replenishment_key on purchase_order (replenishment_key, supplier_id)
  where replenishment_key is not null;

create table stock_count (
  id serial primary key,
  hotel_service_id integer not null references hotel_service(id),
  location_id integer not null references inventory_location(id),
  status text not null default 'OPEN' check (status in ('OPEN', 'POSTED')),
  reason text not null default '',
  created_by integer references app_user(id),
  created_at timestamptz not null default now(),
  posted_by integer references app_user(id),
  posted_at timestamptz,
  constraint stock_count_reason check (status = 'OPEN' or length(trim(reason)) > 0)
);
create index stock_count_service on stock_count (hotel_service_id, id);

create table stock_count_line (
  stock_count_id integer not null references stock_count(id) on delete cascade,
  item_id integer not null references inventory_item(id),
  expected numeric(12, 3) not null check (expected >= 0),
  counted numeric(12, 3) check (counted >= 0),
  primary key (stock_count_id, item_id)
);

create index stock_on_hand_location on stock_on_hand (location_id, item_id);
create index item_reorder_level_location on item_reorder_level (location_id, item_id);
`,
};
