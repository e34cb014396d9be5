// Guest profiles and inquiries (core-platform §2 /guest, /create-inquiry, /inquiries; §3 Guest profile).
//
// - A guest is a hotel's profile; its passport image is a row of `image` (bytea, as every uploaded
//   picture), but unlike logos it is only ever read through GET guest/{id} with GUEST at VIEW.
// - A reservation may name its guest (guest_id): the guest's stays. A reservation booked from an
//   inquiry names it (inquiry_id), and an inquiry names the reservation it became: both unique, so an
//   inquiry is booked at most once whatever races (the booking itself is also answered once by the
//   reservation's idempotency key, `inquiry-{id}`).
// - An inquiry's rooms are per room type: how many, with the guests in each and their price.
export default {
  version: 13,
  name: 'guests-and-inquiries',
  sql: `
create table guest (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  first_name text not null,
  last_name text not null default '',
  id_number text not null default '',
  nationality text not null default '',
  email text not null default '',
  phone_number text not null default '',
  address text not null default '',
  city text not null default '',
  guest_type text not null default 'INDIVIDUAL' check (guest_type in ('INDIVIDUAL', 'CORPORATE', 'VIP')),
  passport_image uuid references image(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index guest_hotel_first_name on guest (hotel_id, lower(first_name));

create table inquiry (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  guest_id integer references guest(id),
  guest_name text not null,
  guest_email text not null default '',
  guest_phone text not null default '',
  channel_id integer not null,
  resident boolean not null,
  vat_applicable boolean not null,
  check_in_date date not null,
  check_out_date date not null,
  currency text not null check (currency in ('LKR', 'USD')),
  total numeric(12, 2) not null check (total >= 0),
  status text not null default 'OPEN' check (status in ('OPEN', 'CONVERTED', 'LOST')),
  notes text not null default '',
  reservation_id integer unique references reservation(id),
  created_by integer references app_user(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint inquiry_dates_check check (check_out_date > check_in_date),
  constraint inquiry_channel_fk foreign key (channel_id, hotel_id) references channel (id, hotel_id),
  constraint inquiry_converted_check check ((status = 'CONVERTED') = (reservation_id is not null))
);
create index inquiry_hotel_status on inquiry (hotel_id, status);

create table inquiry_room (
  id serial primary key,
  inquiry_id integer not null references inquiry(id) on delete cascade,
  position integer not null,
  hotel_id integer not null,
  room_type_id integer not null,
  stay_type_id integer not null,
  count integer not null check (count between 1 and 20),
  adults integer not null check (adults between 1 and 20),
  children integer not null default 0 check (children between 0 and 20),
  child_ages integer[] not null default '{}',
  total numeric(12, 2) not null check (total >= 0),
  constraint inquiry_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id),
  constraint inquiry_room_stay_type_fk foreign key (stay_type_id, room_type_id) references stay_type (id, room_type_id),
  unique (inquiry_id, position)
);

alter table reservation
  add column guest_id integer references guest(id),
  add column inquiry_id integer references inquiry(id);
create unique index reservation_inquiry_key on reservation (inquiry_id) where inquiry_id is not null;
create index reservation_guest on reservation (guest_id) where guest_id is not null;
`,
};
