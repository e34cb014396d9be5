// Housekeeping's side of the stores and per-store purchase order numbers (issue 14):
// - a trolley carries a standard set of items (trolley_item: one row per item, a positive standard
//   quantity); the housekeeping request starts from it;
// - each store (INVENTORY service) numbers its purchase orders in its own gapless series:
//   store_document_series holds the last number per store and document type; the BEFORE INSERT
//   trigger takes the next one with an upsert, so the series row stays locked until the inserting
//   transaction ends — two parallel orders cannot get the same number and a rolled-back order
//   leaves no gap (the unique index purchase_order_number_key is the backstop). Existing orders are
//   numbered in id order per store.
export default {
  version: 24,
  name: 'housekeeping-stock',
  sql: `
create table trolley_item (
  id serial primary key,
  trolley_id integer not null references trolley(id) on delete cascade,
  item_id integer not null references inventory_item(id),
  quantity numeric(12, 3) not null check (quantity > 0)
);
create unique index trolley_item_key on trolley_item (trolley_id, item_id);

create table store_document_series (
  hotel_service_id integer not null references hotel_service(id),
  document_type text not null check (document_type in ('PURCHASE_ORDER')),
  last_number integer not null check (last_number > 0),
  primary key (hotel_service_id, document_type)
);
create function next_store_document_number(p_service integer, p_type text) returns integer
language sql as $$
  insert into store_document_series (hotel_service_id, document_type, last_number) values (p_service, p_type, 1)
  on conflict (hotel_service_id, document_type) do update set last_number = store_document_series.last_number + 1
  returning last_number
$$;

alter table purchase_order add column number integer;
update purchase_order p set number = n.rn
  from (select id, row_number() over (partition by hotel_service_id order by id)::int as rn from purchase_order) n
 where n.id = p.id;
insert into store_document_series (hotel_service_id, document_type, last_number)
  select hotel_service_id, 'PURCHASE_ORDER', max(number) from purchase_order group by hotel_service_id;
create function purchase_order_number() returns trigger language plpgsql as $$
begin
  new.number := next_store_document_number(new.hotel_service_id, 'PURCHASE_ORDER');
  return new;
end $$;
create trigger purchase_order_number before insert on purchase_order
  for each row execute function purchase_order_number();
alter table purchase_order alter column number set not null;
alter table purchase_order add constraint purchase_order_number_positive check (number > 0);
create unique index purchase_order_number_key on purchase_order (hotel_service_id, number);
`,
};
