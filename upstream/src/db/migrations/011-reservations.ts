// Reservations: the stays the front desk books, changes, checks in and out and cancels, grown from
// the minimal reservation and reserved_room tables the restaurant's room bill needed (002).
//
// The states the product must never hold are constraints, so concurrent requests cannot reach them:
// - a room night is sold once (reserved_room_no_double_booking): an exclusion constraint over the room
//   and the stay's nights (daterange [check-in, check-out)) for every booked room that occupies it
//   (BOOKED, CHECKEDIN). It needs btree_gist for the room's equality; PGlite loads its btree_gist
//   contrib extension (db/database.ts), PostgreSQL ships it;
// - a booking request is answered once (reservation_idempotency_key): one reservation per hotel and
//   idempotency key, so a retry or a second click finds the first;
// - a booked room is a room of the reservation's hotel (composite foreign key on (room_id, hotel_id)),
//   of its room type, and its stay type one of that room type;
// - every change raises the version and keeps the state it saved (reservation_revision), so a desk
//   saving a stale copy is told what changed since.
export default {
  version: 11,
  name: 'reservations',
  sql: `
create extension if not exists btree_gist;

alter table reservation drop constraint reservation_status_check;
alter table reservation add constraint reservation_status_check
  check (status in ('RESERVED', 'CHECKED_IN', 'NOT_PAID', 'CHECKED_OUT', 'EXPIRED', 'CANCELLED'));
alter table reservation
  add column guest_email text not null default '',
  add column guest_phone text not null default '',
  add column channel_id integer,
  add column reservation_type_id integer references reservation_type(id),
  add column currency text not null default 'LKR' check (currency in ('LKR', 'USD')),
  add column total numeric(12, 2) not null default 0 check (total >= 0),
  add column cancellation_fee numeric(12, 2) check (cancellation_fee >= 0),
  add column cancellation_reason text not null default '',
  add column notes text not null default '',
  add column version integer not null default 1 check (version > 0),
  add column idempotency_key text,
  add column request_hash text,
  add column created_by integer references app_user(id),
  add column updated_at timestamptz not null default now(),
  add column checked_in_at timestamptz,
  add column checked_out_at timestamptz,
  add column cancelled_at timestamptz,
  add constraint reservation_channel_fk foreign key (channel_id, hotel_id) references channel (id, hotel_id);
create unique index reservation_idempotency_key on reservation (hotel_id, idempotency_key)
  where idempotency_key is not null;
create index reservation_hotel_dates on reservation (hotel_id, check_in_date, check_out_date);
create index reservation_hotel_status on reservation (hotel_id, status);

-- A booked room carries its own hotel, type, guests, nights and price; the room itself may be
-- assigned later (room_id null until then).
alter table reserved_room
  add column hotel_id integer,
  add column room_type_id integer,
  add column stay_type_id integer,
  add column adults integer not null default 1 check (adults between 1 and 20),
  add column children integer not null default 0 check (children between 0 and 20),
  add column child_ages integer[] not null default '{}',
  add column check_in_date date,
  add column check_out_date date,
  add column total numeric(12, 2) not null default 0 check (total >= 0),
  add column price_lines jsonb not null default '[]';
update reserved_room rr
   set hotel_id = v.hotel_id, room_type_id = r.room_type_id,
       check_in_date = v.check_in_date,
       check_out_date = greatest(v.check_out_date, v.check_in_date + 1)
  from reservation v, room r
 where v.id = rr.reservation_id and r.id = rr.room_id;
alter table reserved_room
  alter column hotel_id set not null,
  alter column room_type_id set not null,
  alter column check_in_date set not null,
  alter column check_out_date set not null,
  alter column room_id drop not null,
  add constraint reserved_room_dates_check check (check_out_date > check_in_date),
  -- A booked or in-house room always names its room, so the constraint below sees every room night sold.
  add constraint reserved_room_occupies_a_room check (room_id is not null or status not in ('BOOKED', 'CHECKEDIN')),
  add constraint reserved_room_room_fk foreign key (room_id, hotel_id) references room (id, hotel_id),
  add constraint reserved_room_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id),
  add constraint reserved_room_stay_type_fk foreign key (stay_type_id, room_type_id) references stay_type (id, room_type_id),
  add constraint reserved_room_no_double_booking exclude using gist (
    room_id with =,
    daterange(check_in_date, check_out_date, '[)') with &&)
    where (room_id is not null and status in ('BOOKED', 'CHECKEDIN'));
create index reserved_room_room_dates on reserved_room (room_id, check_in_date);

-- The state each version of a reservation saved, for "what changed since you opened it".
create table reservation_revision (
  reservation_id integer not null references reservation(id),
  version integer not null,
  state jsonb not null,
  changed_by integer references app_user(id),
  changed_at timestamptz not null default now(),
  primary key (reservation_id, version)
);
`,
};
