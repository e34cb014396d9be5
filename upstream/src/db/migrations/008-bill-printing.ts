// Printed bills (issue 10): each restaurant chooses the paper its bills and receipts are printed on,
// a whole A4 page or an 80 mm receipt roll, among its settings (one row per restaurant; a service
// without a row uses the defaults). The kitchen display keeps its own settings in the same row,
// hence "if not exists".
export default {
  version: 8,
  name: 'bill-printing',
  sql: `
create table if not exists restaurant_setting (
  hotel_service_id integer primary key references hotel_service(id) on delete cascade,
  updated_at timestamptz not null default now()
);
alter table restaurant_setting add column if not exists bill_paper text not null default 'A4'
  check (bill_paper in ('A4', 'RECEIPT_80MM'));
`,
};
