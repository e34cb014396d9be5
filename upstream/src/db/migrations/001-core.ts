// Core platform: groups, hotels, services, the feature catalogue, roles, users and their sessions,
// one-time codes, the mail outbox, settings, channels and notifications.
export default {
  version: 1,
  name: 'core',
  sql: `
create table image (
  id uuid primary key,
  content_type text not null,
  data bytea not null,
  created_at timestamptz not null default now()
);

create table app_group (
  id serial primary key,
  name text not null,
  address text not null default '',
  contact_person text not null default '',
  email text not null default '',
  active boolean not null default true,
  contact_numbers jsonb not null default '[]',
  card_logo uuid references image(id),
  card_image uuid references image(id),
  side_bar_image uuid references image(id),
  created_at timestamptz not null default now()
);
create unique index app_group_name_key on app_group (lower(name));

create table hotel (
  id serial primary key,
  group_id integer not null references app_group(id),
  title text not null,
  name text not null,
  type text not null default 'HOTEL',
  address text not null default '',
  contact_number text not null default '',
  email text not null default '',
  contact_numbers jsonb not null default '[]',
  prefix text not null,
  beds_property_id text,
  vat_applicable boolean not null default false,
  company_registration_number text not null default '',
  company_registration_address text not null default '',
  vat_number text not null default '',
  web_address text not null default '',
  card_image uuid references image(id),
  card_logo uuid references image(id),
  side_bar_image uuid references image(id),
  title_image uuid references image(id),
  header_logo uuid references image(id),
  side_bar_logo uuid references image(id),
  group_header_logo uuid references image(id),
  website_logo uuid references image(id),
  background_image uuid references image(id),
  created_at timestamptz not null default now()
);
create unique index hotel_prefix_key on hotel (prefix);
create unique index hotel_name_key on hotel (group_id, lower(name));

create table hotel_service (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  service_type text not null check (service_type in ('HOTEL', 'RESTAURANT', 'HOUSEKEEPING', 'INVENTORY')),
  active boolean not null default true,
  card_image uuid references image(id),
  card_logo uuid references image(id),
  created_at timestamptz not null default now()
);
create unique index hotel_service_name_key on hotel_service (hotel_id, lower(name));

create table feature (
  id serial primary key,
  prefix text not null unique,
  name text not null,
  scope text not null,
  active boolean not null default true
);

create table service_role (
  id serial primary key,
  service_id integer not null references hotel_service(id),
  name text not null,
  created_at timestamptz not null default now()
);
create unique index service_role_name_key on service_role (service_id, lower(name));

create table service_role_permission (
  service_role_id integer not null references service_role(id) on delete cascade,
  feature_id integer not null references feature(id),
  status smallint not null check (status between 0 and 3),
  primary key (service_role_id, feature_id)
);

create table app_user (
  id serial primary key,
  first_name text not null,
  last_name text not null,
  email text not null,
  password_hash text not null,
  img_url text,
  user_level text not null check (user_level in ('ADMIN', 'GROUP', 'HOTEL', 'SERVICE', 'USER')),
  active boolean not null default true,
  email_verified boolean not null default false,
  group_id integer references app_group(id),
  hotel_id integer references hotel(id),
  created_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now()
);
create unique index app_user_email_key on app_user (lower(email));

create table user_allocation (
  user_id integer not null references app_user(id) on delete cascade,
  service_id integer not null references hotel_service(id),
  service_role_id integer not null references service_role(id),
  primary key (user_id, service_id)
);

create table oauth_token (
  access_hash text primary key,
  refresh_hash text unique,
  user_id integer references app_user(id) on delete cascade,
  client_id text not null,
  expires_at timestamptz not null,
  refresh_expires_at timestamptz,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
create index oauth_token_user on oauth_token (user_id);

create table login_failure (
  id serial primary key,
  username text not null,
  at timestamptz not null default now()
);
create index login_failure_username on login_failure (username, at);

create table one_time_code (
  id serial primary key,
  user_id integer not null references app_user(id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0
);

create table password_reset_token (
  token_hash text primary key,
  user_id integer not null references app_user(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table email_verification (
  token_hash text primary key,
  user_id integer not null references app_user(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table mail_outbox (
  id serial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);

create table idle_time (
  id serial primary key,
  seconds integer not null check (seconds >= 60)
);

create table country (
  id serial primary key,
  name text not null unique
);

create table currency (
  id serial primary key,
  name text not null,
  prefix text not null unique,
  symbol text not null
);

create table channel (
  id serial primary key,
  code text not null,
  name text not null,
  country text not null default '',
  channel_type text not null check (channel_type in ('OTA', 'TA', 'WEB', 'DIRECT')),
  group_id integer not null references app_group(id),
  hotel_id integer not null references hotel(id),
  channel_status text not null check (channel_status in ('NEW_PENDING', 'ACTIVE', 'REJECTED', 'INACTIVE')),
  created_at timestamptz not null default now()
);
create unique index channel_code_key on channel (hotel_id, lower(code));

create table notification (
  id serial primary key,
  hotel_id integer not null references hotel(id) on delete cascade,
  group_id integer not null references app_group(id),
  type smallint not null check (type between 0 and 4),
  description text not null,
  user_icon text,
  user_name text not null default '',
  channel_id integer references channel(id) on delete set null,
  created_at timestamptz not null default now()
);
create index notification_hotel on notification (hotel_id, created_at desc);
`,
};
