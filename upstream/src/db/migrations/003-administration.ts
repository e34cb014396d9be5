// Administration: the audit log and its triggers, roles at every level, employees, standard time,
// user discounts, minimum nights and the hotel settings (payment, payment timeout, reservation, mail,
// CC mail, terms, promotions, room blocks of the front office's rooms from migration 002).
//
// The audit log is written by the database itself: an AFTER ROW trigger on every business table
// records each insert, update and delete in the same transaction as the write, so no handler has
// code for it and a rolled-back write leaves no row. The actor comes from transaction-local settings
// (app.actor_user_id, app.actor_email) that the upstream's Database sets for a request's writes.
// audit_attach_all() attaches the trigger to every table of the schema not in audit_exclusion; it
// runs here and again at the end of every migrate(), so the tables of any later migration are
// covered without that migration knowing (it may also call audit_attach('its_table') itself).
export default {
  version: 3,
  name: 'administration',
  sql: `
create table audit_exclusion (
  table_name text primary key,
  reason text not null
);
insert into audit_exclusion (table_name, reason) values
  ('oauth_token', 'session secrets'),
  ('login_failure', 'sign-in attempts, not business data'),
  ('one_time_code', 'secrets'),
  ('password_reset_token', 'secrets'),
  ('email_verification', 'secrets'),
  ('mail_outbox', 'mail bodies carry codes and links'),
  ('schema_migrations', 'bookkeeping'),
  ('audit_log', 'the log itself'),
  ('audit_exclusion', 'bookkeeping'),
  ('image', 'image bytes');

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_user_id integer,
  actor_email text,
  hotel_id integer,
  groups_id integer,
  entity text not null,
  entity_id text,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  before jsonb,
  after jsonb
);
create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_hotel on audit_log (hotel_id, at desc);
create index audit_log_groups on audit_log (groups_id, at desc);
create index audit_log_actor on audit_log (actor_user_id, at desc);
create index audit_log_entity on audit_log (entity, at desc);

create function audit_strip(row_data jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(row_data)
   where key not in ('password_hash', 'data') and key not like '%token%' and key not like '%hash%'
$$;

create function audit_int(row_data jsonb, name text) returns integer language sql immutable as $$
  select case when jsonb_typeof(row_data -> name) = 'number' then (row_data ->> name)::numeric::integer end
$$;

create function audit_row() returns trigger language plpgsql as $$
declare
  old_data jsonb := case when tg_op <> 'INSERT' then audit_strip(to_jsonb(old)) end;
  new_data jsonb := case when tg_op <> 'DELETE' then audit_strip(to_jsonb(new)) end;
  subject jsonb := coalesce(new_data, old_data);
  before_data jsonb := old_data;
  after_data jsonb := new_data;
  key_values text[] := '{}';
  v_hotel integer := audit_int(subject, 'hotel_id');
  v_group integer := coalesce(audit_int(subject, 'groups_id'), audit_int(subject, 'group_id'));
  i integer;
begin
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_data -> o.key)
      into before_data, after_data
      from jsonb_each(old_data) o
     where (new_data -> o.key) is distinct from o.value;
    if before_data is null then
      return null;
    end if;
  end if;
  for i in 0 .. tg_nargs - 1 loop
    key_values := key_values || (subject ->> tg_argv[i]);
  end loop;
  if tg_table_name = 'hotel' then
    v_hotel := audit_int(subject, 'id');
  elsif tg_table_name = 'app_group' then
    v_group := audit_int(subject, 'id');
  end if;
  if v_hotel is null and audit_int(subject, 'service_id') is not null then
    select s.hotel_id into v_hotel from hotel_service s where s.id = audit_int(subject, 'service_id');
  end if;
  if v_hotel is null and audit_int(subject, 'service_role_id') is not null then
    select s.hotel_id into v_hotel
      from service_role r join hotel_service s on s.id = r.service_id
     where r.id = audit_int(subject, 'service_role_id');
  end if;
  if v_group is null and v_hotel is not null then
    select h.group_id into v_group from hotel h where h.id = v_hotel;
  end if;
  insert into audit_log (actor_user_id, actor_email, hotel_id, groups_id, entity, entity_id, action, before, after)
  values (nullif(current_setting('app.actor_user_id', true), '')::integer,
          nullif(current_setting('app.actor_email', true), ''),
          v_hotel, v_group, tg_table_name, nullif(array_to_string(key_values, ':'), ''), tg_op,
          before_data, after_data);
  return null;
end
$$;

create function audit_attach(target regclass) returns void language plpgsql as $$
declare
  key_args text;
begin
  select string_agg(quote_literal(a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum))
    into key_args
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
   where i.indrelid = target and i.indisprimary;
  execute format('drop trigger if exists audit_row on %s', target);
  execute format('create trigger audit_row after insert or update or delete on %s for each row execute function audit_row(%s)',
                 target, coalesce(key_args, ''));
end
$$;

create function audit_attach_all() returns integer language plpgsql as $$
declare
  t record;
  attached integer := 0;
begin
  for t in
    select c.oid::regclass as rel, c.relname,
           exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit_row') as has_trigger
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p')
  loop
    if exists (select 1 from audit_exclusion e where e.table_name = t.relname) then
      if t.has_trigger then
        execute format('drop trigger audit_row on %s', t.rel);
      end if;
    elsif not t.has_trigger then
      perform audit_attach(t.rel);
      attached := attached + 1;
    end if;
  end loop;
  return attached;
end
$$;

create table app_role (
  id serial primary key,
  name text not null,
  description text not null default '',
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index app_role_name_key on app_role (lower(name));

create table groups_role (
  id serial primary key,
  groups_id integer not null references app_group(id),
  name text not null,
  description text not null default '',
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index groups_role_name_key on groups_role (groups_id, lower(name));

create table hotel_role (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null,
  description text not null default '',
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index hotel_role_name_key on hotel_role (hotel_id, lower(name));

alter table service_role add column description text not null default '';
alter table service_role add column active boolean not null default true;

create table user_role (
  user_id integer primary key references app_user(id) on delete cascade,
  role_id integer references app_role(id),
  groups_role_id integer references groups_role(id),
  hotel_role_id integer references hotel_role(id)
);

create table employee (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  first_name text not null,
  last_name text not null,
  email text not null default '',
  phone text not null default '',
  designation text not null default '',
  service_id integer references hotel_service(id),
  service_role_id integer references service_role(id),
  user_id integer references app_user(id) on delete set null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index employee_email_key on employee (hotel_id, lower(email)) where email <> '';
create unique index employee_user_key on employee (hotel_id, user_id);
create index employee_hotel on employee (hotel_id);

create table standard_time_config (
  id serial primary key,
  hotel_id integer references hotel(id),
  check_in_time time not null,
  check_out_time time not null
);
create unique index standard_time_config_hotel_key on standard_time_config (coalesce(hotel_id, 0));
insert into standard_time_config (hotel_id, check_in_time, check_out_time) values (null, '14:00', '12:00');

create table user_discount (
  id serial primary key,
  user_id integer not null references app_user(id) on delete cascade,
  name text not null default '',
  discount numeric(5, 2) not null check (discount between 0 and 100),
  hotel_id integer references hotel(id),
  groups_id integer references app_group(id),
  check ((hotel_id is null) <> (groups_id is null))
);
create unique index user_discount_hotel_key on user_discount (user_id, hotel_id) where hotel_id is not null;
create unique index user_discount_group_key on user_discount (user_id, groups_id) where groups_id is not null;

create table minimum_night_config (
  id serial primary key,
  hotel_id integer references hotel(id),
  groups_id integer references app_group(id),
  start_date date not null,
  end_date date not null,
  always boolean not null default false,
  num_of_days integer not null check (num_of_days >= 2),
  direct boolean not null default false,
  web boolean not null default false,
  check ((hotel_id is null) <> (groups_id is null)),
  check (end_date >= start_date),
  check (direct or web)
);
create index minimum_night_config_hotel on minimum_night_config (hotel_id, start_date);

create table payment_config (
  hotel_id integer primary key references hotel(id),
  payment_gateway text not null default 'NONE',
  merchant_id text not null default '',
  merchant_name text not null default '',
  return_url text not null default '',
  card_payment boolean not null default true,
  cash_payment boolean not null default true,
  bank_transfer boolean not null default false,
  advance_payment_percentage numeric(5, 2) not null default 0
);

create table payment_timeout (
  hotel_id integer primary key references hotel(id),
  seconds integer not null check (seconds >= 60)
);

create table reservation_config (
  hotel_id integer primary key references hotel(id),
  online_booking boolean not null default true,
  advance_payment_required boolean not null default false,
  hold_unpaid_minutes integer not null default 60,
  max_rooms_per_booking integer not null default 10,
  same_day_booking boolean not null default true
);

create table mail_config (
  hotel_id integer primary key references hotel(id),
  sender_name text not null default '',
  sender_email text not null default '',
  reply_to_email text not null default '',
  reservation_mail boolean not null default true,
  invoice_mail boolean not null default true,
  receipt_mail boolean not null default true,
  cancellation_mail boolean not null default true
);

create table cc_mail_config (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  mail_type text not null,
  email text not null
);
create unique index cc_mail_config_key on cc_mail_config (hotel_id, mail_type, lower(email));

create table term_condition (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  term_type text not null,
  title text not null,
  description text not null,
  sequence integer not null default 0,
  active boolean not null default true
);

create table promotion (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  code text not null,
  name text not null,
  description text not null default '',
  discount_type text not null check (discount_type in ('PERCENTAGE', 'AMOUNT')),
  discount_value numeric(12, 2) not null check (discount_value >= 0),
  start_date date not null,
  end_date date not null,
  web boolean not null default true,
  direct boolean not null default true,
  active boolean not null default true,
  check (end_date >= start_date)
);
create unique index promotion_code_key on promotion (hotel_id, lower(code));

create table room_block (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  room_id integer not null references room(id),
  start_date date not null,
  end_date date not null,
  reason text not null default '',
  active boolean not null default true,
  check (end_date >= start_date)
);
create index room_block_hotel on room_block (hotel_id, start_date);
create index room_block_room on room_block (room_id, start_date);

select audit_attach_all();
`,
};
