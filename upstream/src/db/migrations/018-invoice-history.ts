// The invoice history's first page without sorting the hotel's every document (issue 13's benchmark:
// 50,000 documents). The page orders by issued_at descending with nulls last and the id as tiebreak
// (db/paging.ts), an order invoice_hotel_issued (016's, nulls first) cannot give.
export default {
  version: 18,
  name: 'invoice-history',
  sql: `
drop index invoice_hotel_issued;
create index invoice_hotel_issued on invoice (hotel_id, issued_at desc nulls last, id desc);
`,
};
