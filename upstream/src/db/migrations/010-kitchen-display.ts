// The kitchen display beyond the spec (issue 10):
// - a cancellation the kitchen must see: an item the waiter withdraws while it awaits the kitchen
//   (NEW) is marked cancel_unseen; its order stays on the chef's new-order carousel, the item
//   ribboned CANCELLED, until the chef acknowledges it (or accepts the order), so an order never
//   vanishes silently from the kitchen;
// - the restaurant's target preparation time (restaurant_setting, the row bill printing made),
//   against which each ticket's age is coloured;
// - the chef's bumps (Accept Order, Prepare, Ready, Ready to serve), so the last one can be recalled
//   for a short time (domain RECALL_WINDOW_SECONDS); recalled_at marks it undone, once.
export default {
  version: 10,
  name: 'kitchen-display',
  sql: `
alter table ordered_item add column cancel_unseen boolean not null default false;
create index ordered_item_cancel_unseen on ordered_item (order_id) where cancel_unseen;

create table if not exists restaurant_setting (
  hotel_service_id integer primary key references hotel_service(id) on delete cascade,
  updated_at timestamptz not null default now()
);
alter table restaurant_setting add column if not exists target_preparation_minutes integer not null default 15
  check (target_preparation_minutes between 1 and 240);

create table kitchen_bump (
  id serial primary key,
  order_id integer not null references restaurant_order(id),
  hotel_service_id integer not null references hotel_service(id),
  kind text not null check (kind in ('ACCEPT', 'PREPARE', 'READY', 'RELEASE')),
  ticket_id integer references kitchen_ticket(id),
  item_ids integer[] not null,
  bumped_by integer not null references app_user(id),
  bumped_at timestamptz not null default now(),
  recalled_at timestamptz
);
create index kitchen_bump_by on kitchen_bump (hotel_service_id, bumped_by, id desc);
create index kitchen_bump_order on kitchen_bump (order_id, id desc);
`,
};
