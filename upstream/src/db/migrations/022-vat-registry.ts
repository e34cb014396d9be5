// One VAT registry of business customers for the hotel and its restaurant (issue 13, operations §3 VAT
// registry, §7 vat-registry/*). The registry is the table the restaurant started
// (002 restaurant_vat_registry, its name kept): the front office's pages, the reservation's VAT
// customer (015 reservation.vat_registry_id), a folio's (016 folio.vat_registry_id) and the restaurant's
// orders and tables all name a row of it; registry_type says which areas use a customer.
//
// What this adds:
// - one customer per VAT number and hotel, guaranteed by the database (vat_registry_hotel_number_key,
//   ignoring case and surrounding blanks): two parallel registrations of the same number make one row.
//   Rows made before the rule that share a number are merged into the oldest one first (every reference
//   moved to it, its registry types the union), so the index can be built.
// - the registry types a customer already serves, filled in from what names it (RESERVATION for a stay's
//   customer), so the front office sees where each is used.
export default {
  version: 22,
  name: 'vat-registry',
  sql: `
create table vat_registry_merge as
  select r.id, first_value(r.id) over (partition by r.hotel_id, lower(btrim(r.vat_number)) order by r.id) as keep
    from restaurant_vat_registry r
   where r.hotel_id is not null;
delete from vat_registry_merge where id = keep;

update restaurant_vat_registry k
   set registry_type = (select jsonb_agg(distinct t order by t)
                          from restaurant_vat_registry r, jsonb_array_elements_text(r.registry_type) t
                         where r.id = k.id or r.id in (select m.id from vat_registry_merge m where m.keep = k.id))
 where k.id in (select keep from vat_registry_merge);
update reservation x set vat_registry_id = m.keep from vat_registry_merge m where x.vat_registry_id = m.id;
update folio x set vat_registry_id = m.keep from vat_registry_merge m where x.vat_registry_id = m.id;
update restaurant_order x set vat_registry_id = m.keep from vat_registry_merge m where x.vat_registry_id = m.id;
update table_allocation x set vat_registry_id = m.keep from vat_registry_merge m where x.vat_registry_id = m.id;
delete from restaurant_vat_registry r using vat_registry_merge m where r.id = m.id;
drop table vat_registry_merge;

create unique index vat_registry_hotel_number_key on restaurant_vat_registry (hotel_id, lower(btrim(vat_number)));

update restaurant_vat_registry r set registry_type = r.registry_type || '["RESERVATION"]'::jsonb
 where not r.registry_type @> '["RESERVATION"]'::jsonb
   and exists (select 1 from reservation v where v.vat_registry_id = r.id);
`,
};
