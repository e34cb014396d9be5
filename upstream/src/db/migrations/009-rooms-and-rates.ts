// Rooms, rates and policies: what a hotel sells (room types, rooms and what they carry, stay types,
// pax, seasons, holidays, reservation types), who sells it (guides and drivers beside the channels,
// which channels sell online), and at what price (channel, seasonal and day prices, offers, the
// hotel's taxes, child and cancellation policies, exchange rates).
//
// The states the product must never hold are constraints, so concurrent writes cannot reach them:
// - a hotel's seasons never overlap (season_no_overlap), nor a child policy's age bands
//   (child_policy_band_no_overlap): exclusion constraints. PGlite has no btree_gist, so the hotel
//   (or policy) id is compared as a one-value int4range, which gist indexes natively;
// - a room number is used once per hotel (room_no_key, from the restaurant's migration);
// - every record that names another of the catalogue names one of the same hotel (composite foreign
//   keys on (id, hotel_id)), and a stay type the room type it belongs to;
// - a room type with rooms, and a channel, room type, stay type or season with prices, cannot be
//   deleted (foreign keys without cascade); prices, rates and percentages are never negative, and an
//   exchange rate is more than zero (checks);
// - one price per channel × room type × stay type (and season, and date).
export default {
  version: 9,
  name: 'rooms-and-rates',
  sql: `
-- ------------------------------------------------------------------------------- room catalogue

create table room_type (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  description text not null default '',
  max_adults integer not null check (max_adults between 1 and 20),
  max_children integer not null check (max_children between 0 and 20),
  image uuid references image(id),
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index room_type_name_key on room_type (hotel_id, lower(name));
create unique index room_type_hotel_key on room_type (id, hotel_id);

create table room_area (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  description text not null default '',
  active boolean not null default true
);
create unique index room_area_name_key on room_area (hotel_id, lower(name));
create unique index room_area_hotel_key on room_area (id, hotel_id);

create table view_type (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  description text not null default '',
  active boolean not null default true
);
create unique index view_type_name_key on view_type (hotel_id, lower(name));
create unique index view_type_hotel_key on view_type (id, hotel_id);

create table amenity (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  description text not null default '',
  active boolean not null default true
);
create unique index amenity_name_key on amenity (hotel_id, lower(name));
create unique index amenity_hotel_key on amenity (id, hotel_id);

-- Rooms made before room types existed become the hotel's 'Standard' rooms.
insert into room_type (hotel_id, name, max_adults, max_children)
  select distinct hotel_id, 'Standard', 2, 1 from room;

alter table room
  add column room_type_id integer,
  add column floor integer not null default 0 check (floor between -5 and 200),
  add column room_area_id integer,
  add column view_type_id integer,
  add column max_adults integer not null default 2 check (max_adults between 1 and 20),
  add column max_children integer not null default 1 check (max_children between 0 and 20),
  add column out_of_order_from date,
  add column out_of_order_to date;

update room r set room_type_id = t.id from room_type t where t.hotel_id = r.hotel_id and t.name = 'Standard';

alter table room
  alter column room_type_id set not null,
  add constraint room_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id),
  add constraint room_room_area_fk foreign key (room_area_id, hotel_id) references room_area (id, hotel_id),
  add constraint room_view_type_fk foreign key (view_type_id, hotel_id) references view_type (id, hotel_id),
  add constraint room_out_of_order_check check (
    (out_of_order_from is null) = (out_of_order_to is null) and out_of_order_to >= out_of_order_from);
create index room_room_type on room (room_type_id);
create unique index room_hotel_key on room (id, hotel_id);

create table room_amenity (
  room_id integer not null references room(id) on delete cascade,
  amenity_id integer not null,
  hotel_id integer not null,
  primary key (room_id, amenity_id),
  constraint room_amenity_room_fk foreign key (room_id, hotel_id) references room (id, hotel_id) on delete cascade,
  constraint room_amenity_amenity_fk foreign key (amenity_id, hotel_id) references amenity (id, hotel_id)
);
create index room_amenity_amenity on room_amenity (amenity_id);

create table stay_type (
  id serial primary key,
  hotel_id integer not null,
  room_type_id integer not null,
  name text not null,
  meal_plan text not null check (meal_plan in ('RO', 'BB', 'HB', 'FB')),
  max_adults integer not null check (max_adults between 1 and 20),
  max_children integer not null check (max_children between 0 and 20),
  description text not null default '',
  active boolean not null default true,
  constraint stay_type_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id)
    on delete cascade
);
create unique index stay_type_name_key on stay_type (room_type_id, lower(name));
create unique index stay_type_room_type_key on stay_type (id, room_type_id);

create table pax (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  adults integer not null check (adults between 1 and 20),
  rate_percent numeric(7, 2) not null check (rate_percent > 0 and rate_percent <= 1000),
  active boolean not null default true
);
create unique index pax_name_key on pax (hotel_id, lower(name));
create unique index pax_adults_key on pax (hotel_id, adults);

create table season (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  start_date date not null,
  end_date date not null,
  check (end_date >= start_date),
  constraint season_no_overlap exclude using gist (
    int4range(hotel_id, hotel_id, '[]') with &&,
    daterange(start_date, end_date, '[]') with &&)
);
create unique index season_name_key on season (hotel_id, lower(name));
create unique index season_hotel_key on season (id, hotel_id);

create table holiday_config (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  holiday_date date not null,
  name text not null
);
create unique index holiday_config_date_key on holiday_config (hotel_id, holiday_date);

create table reservation_type (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  description text not null default '',
  image uuid references image(id),
  active boolean not null default true
);
create unique index reservation_type_name_key on reservation_type (hotel_id, lower(name));

-- ------------------------------------------------------------------------------- channels

alter table channel add column online boolean not null default false;
create unique index channel_hotel_key on channel (id, hotel_id);

create table guide (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  kind text not null check (kind in ('GUIDE', 'DRIVER')),
  name text not null,
  phone text not null default '',
  email text not null default '',
  license_number text not null default '',
  commission_percent numeric(5, 2) not null default 0 check (commission_percent between 0 and 100),
  active boolean not null default true
);
create unique index guide_name_key on guide (hotel_id, kind, lower(name));

-- ------------------------------------------------------------------------------- prices

create table channel_price (
  id serial primary key,
  hotel_id integer not null,
  channel_id integer not null,
  room_type_id integer not null,
  stay_type_id integer not null,
  resident_rate numeric(12, 2) not null check (resident_rate >= 0),
  non_resident_rate numeric(12, 2) not null check (non_resident_rate >= 0),
  constraint channel_price_channel_fk foreign key (channel_id, hotel_id) references channel (id, hotel_id),
  constraint channel_price_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id),
  constraint channel_price_stay_type_fk foreign key (stay_type_id, room_type_id) references stay_type (id, room_type_id)
);
create unique index channel_price_key on channel_price (channel_id, room_type_id, stay_type_id);
create index channel_price_hotel on channel_price (hotel_id);

create table seasonal_price (
  id serial primary key,
  hotel_id integer not null,
  season_id integer not null,
  channel_id integer not null,
  room_type_id integer not null,
  stay_type_id integer not null,
  resident_rate numeric(12, 2) not null check (resident_rate >= 0),
  non_resident_rate numeric(12, 2) not null check (non_resident_rate >= 0),
  constraint seasonal_price_season_fk foreign key (season_id, hotel_id) references season (id, hotel_id),
  constraint seasonal_price_channel_fk foreign key (channel_id, hotel_id) references channel (id, hotel_id),
  constraint seasonal_price_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id),
  constraint seasonal_price_stay_type_fk foreign key (stay_type_id, room_type_id) references stay_type (id, room_type_id)
);
create unique index seasonal_price_key on seasonal_price (season_id, channel_id, room_type_id, stay_type_id);
create index seasonal_price_hotel on seasonal_price (hotel_id);

create table day_price (
  id serial primary key,
  hotel_id integer not null,
  price_date date not null,
  channel_id integer not null,
  room_type_id integer not null,
  stay_type_id integer not null,
  resident_rate numeric(12, 2) not null check (resident_rate >= 0),
  non_resident_rate numeric(12, 2) not null check (non_resident_rate >= 0),
  constraint day_price_channel_fk foreign key (channel_id, hotel_id) references channel (id, hotel_id),
  constraint day_price_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id),
  constraint day_price_stay_type_fk foreign key (stay_type_id, room_type_id) references stay_type (id, room_type_id)
);
create unique index day_price_key on day_price (channel_id, room_type_id, stay_type_id, price_date);
create index day_price_hotel_date on day_price (hotel_id, price_date);

create table offer_price (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  offer_type text not null check (offer_type in ('DATES', 'STAY_LENGTH', 'EARLY_BOOKING')),
  discount_percent numeric(5, 2) not null check (discount_percent > 0 and discount_percent <= 100),
  from_date date,
  to_date date,
  min_nights integer check (min_nights >= 1),
  min_days_before integer check (min_days_before >= 1),
  room_type_id integer,
  channel_id integer,
  active boolean not null default true,
  check (to_date >= from_date),
  check (offer_type <> 'DATES' or (from_date is not null and to_date is not null)),
  check (offer_type <> 'STAY_LENGTH' or min_nights is not null),
  check (offer_type <> 'EARLY_BOOKING' or min_days_before is not null),
  constraint offer_price_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id)
    on delete cascade,
  constraint offer_price_channel_fk foreign key (channel_id, hotel_id) references channel (id, hotel_id)
    on delete cascade
);
create unique index offer_price_name_key on offer_price (hotel_id, lower(name));

-- ------------------------------------------------------------------------------- policies

create table hotel_tax (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  rate numeric(7, 3) not null check (rate >= 0),
  sequence integer not null check (sequence between 1 and 99),
  vat boolean not null default false,
  social_security_contribution_levy boolean not null default false,
  active boolean not null default true,
  check (not (vat and social_security_contribution_levy)),
  check (not social_security_contribution_levy or rate < 100)
);
create unique index hotel_tax_name_key on hotel_tax (hotel_id, lower(name));

create table child_policy (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  room_type_id integer,
  name text not null,
  valid_from date not null,
  constraint child_policy_room_type_fk foreign key (room_type_id, hotel_id) references room_type (id, hotel_id)
    on delete cascade
);
create unique index child_policy_start_key on child_policy (hotel_id, coalesce(room_type_id, 0), valid_from);

create table child_policy_band (
  id serial primary key,
  child_policy_id integer not null references child_policy(id) on delete cascade,
  from_age integer not null check (from_age between 0 and 17),
  to_age integer not null check (to_age between 0 and 17),
  charge text not null check (charge in ('FREE', 'CHILD_RATE', 'ADULT')),
  rate_percent numeric(5, 2) not null default 0 check (rate_percent between 0 and 100),
  check (to_age >= from_age),
  constraint child_policy_band_no_overlap exclude using gist (
    int4range(child_policy_id, child_policy_id, '[]') with &&,
    int4range(from_age, to_age, '[]') with &&)
);

create table cancellation_policy (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  valid_from date not null,
  no_show_percent numeric(5, 2) not null check (no_show_percent between 0 and 100)
);
create unique index cancellation_policy_start_key on cancellation_policy (hotel_id, valid_from);

create table cancellation_tier (
  id serial primary key,
  cancellation_policy_id integer not null references cancellation_policy(id) on delete cascade,
  min_days_before integer not null check (min_days_before between 0 and 365),
  charge_percent numeric(5, 2) not null check (charge_percent between 0 and 100)
);
create unique index cancellation_tier_days_key on cancellation_tier (cancellation_policy_id, min_days_before);

create table currency_exchange_rate (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  currency_prefix text not null check (currency_prefix in ('USD', 'BTC', 'ETH')),
  rate numeric(20, 8) not null check (rate > 0),
  start_date date not null
);
create unique index currency_exchange_rate_start_key on currency_exchange_rate (hotel_id, currency_prefix, start_date);
`,
};
