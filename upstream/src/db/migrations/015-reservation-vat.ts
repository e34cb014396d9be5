// The reservation's VAT registry customer (operations §2 Refund and VAT, §3 Reservation VAT update
// and info): the stay names one customer of the hotel's VAT registry, the same registry the
// restaurant's VAT customers are kept in (002 restaurant_vat_registry; registryType tells them apart).
export default {
  version: 15,
  name: 'reservation-vat',
  sql: `
alter table reservation add column vat_registry_id integer references restaurant_vat_registry(id);
create index reservation_vat_registry on reservation (vat_registry_id) where vat_registry_id is not null;
`,
};
