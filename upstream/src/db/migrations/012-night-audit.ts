// The night audit and the stay's account (issue 12).
//
// - A hotel's business date and audit hour (hotel_business_day): the date the front office is working
//   on, closed once a day by the night audit at the hotel's hour (default 03:00 local time), which moves
//   it by one day. Existing hotels start at today; a new hotel gets its row on its first audit.
// - One run per hotel and business date (night_audit_hotel_date_key): the run, its counts and who ran
//   it (a user or the scheduler). Two upstream instances or two desks closing the same date cannot both
//   run: the run locks the hotel's business day row and inserts this row in the same transaction.
// - The stay's account is room_charge (002), the folio invoicing (issue 13) reads: it grows a business
//   date and a kind (source) ROOM_NIGHT beside RESTAURANT. A night is posted once per booked room and
//   date (room_charge_room_night_key); a restaurant bill once per order (room_charge_source_key).
export default {
  version: 12,
  name: 'night-audit',
  sql: `
create table hotel_business_day (
  hotel_id integer primary key references hotel(id),
  business_date date not null,
  audit_hour integer not null default 3 check (audit_hour between 0 and 23)
);
insert into hotel_business_day (hotel_id, business_date)
  select id, (now() at time zone 'Asia/Colombo')::date from hotel;

create table night_audit (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  business_date date not null,
  trigger text not null check (trigger in ('SCHEDULER', 'MANUAL')),
  run_by integer references app_user(id),
  no_shows integer not null default 0 check (no_shows >= 0),
  expired integer not null default 0 check (expired >= 0),
  nights_posted integer not null default 0 check (nights_posted >= 0),
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index night_audit_hotel_date_key on night_audit (hotel_id, business_date);

alter table room_charge drop constraint room_charge_source_check;
alter table room_charge add constraint room_charge_source_check check (source in ('RESTAURANT', 'ROOM_NIGHT'));
-- The hotel's business date when posted (the poster names it); the local calendar date otherwise.
alter table room_charge add column business_date date not null default ((now() at time zone 'Asia/Colombo')::date);
update room_charge set business_date = (created_at at time zone 'Asia/Colombo')::date;
drop index room_charge_source_key;
create unique index room_charge_source_key on room_charge (source, source_reference) where source <> 'ROOM_NIGHT';
create unique index room_charge_room_night_key on room_charge (reserved_room_id, business_date)
  where source = 'ROOM_NIGHT';
create index room_charge_reservation on room_charge (reservation_id);
`,
};
