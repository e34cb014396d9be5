// The inquiry lead types of each hotel (hotel-setting/lead-type): where an inquiry came from (walk-in,
// phone, travel agent, …), named once per hotel. The audit trigger is attached by migrate() like on
// every table, so each write is recorded with the hotel it belongs to.
export default {
  version: 4,
  name: 'lead-types',
  sql: `
create table lead_type (
  id serial primary key,
  hotel_id integer not null references hotel(id),
  name text not null check (name <> ''),
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index lead_type_name_key on lead_type (hotel_id, lower(name));
`,
};
