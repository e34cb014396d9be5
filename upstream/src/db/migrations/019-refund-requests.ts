// A refund asked once (issue 13: a refund is one idempotent transaction): the dialog sends a key made
// once per refund it opens, and a retry or a second click with the same key answers the first refund
// instead of taking the receipts' balances again (refund_idempotency_key).
export default {
  version: 19,
  name: 'refund-requests',
  sql: `
alter table refund add column idempotency_key text;
create unique index refund_idempotency_key on refund (hotel_id, idempotency_key) where idempotency_key is not null;
`,
};
