// A not-paid stay's payment deadline (issue 12, "Not paid and expired").
//
// - reservation.payment_due_at: when a NOT_PAID stay's payment is due. The night audit expires a
//   not-paid stay only once this has passed (before, every not-paid stay older than the payment
//   timeout expired at the first audit, the demo's future ones included).
// - Set by the database when a stay becomes NOT_PAID without one: now plus the hotel's payment timeout
//   (payment_timeout.seconds, 960 when the hotel has none — the domain's default), so every path that
//   makes a not-paid stay (a booking, the demo, a later change) gets the same deadline. A writer may
//   name its own (the demo's stays due in days).
// - Existing not-paid stays keep the deadline they had: their booking time plus the timeout.
export default {
  version: 17,
  name: 'payment-due',
  sql: `
alter table reservation add column payment_due_at timestamptz;
update reservation v
   set payment_due_at = v.created_at + coalesce((select seconds from payment_timeout pt where pt.hotel_id = v.hotel_id), 960)
                                       * interval '1 second'
 where v.status = 'NOT_PAID';

create function reservation_payment_due() returns trigger language plpgsql as $$
begin
  if new.status = 'NOT_PAID' and new.payment_due_at is null then
    new.payment_due_at := now() + coalesce((select seconds from payment_timeout where hotel_id = new.hotel_id), 960)
                                  * interval '1 second';
  end if;
  return new;
end $$;
create trigger reservation_payment_due before insert or update of status, payment_due_at on reservation
  for each row execute function reservation_payment_due();
create index reservation_not_paid_due on reservation (hotel_id, payment_due_at) where status = 'NOT_PAID';
`,
};
