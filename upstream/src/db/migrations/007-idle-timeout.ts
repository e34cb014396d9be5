// The idle logout per group (issue 9, finding 3). idle_time's row without a group is the top level's
// default; a group may have its own row. A user's idle timeout is the strictest of the groups they
// work in (their own group, and the groups of the services they are allocated to), each group's own
// value or else the default; a user of no group (ADMIN) has the default. idle_setting_of() answers the
// row that decides it, so the upstream's answer to the app and its check of every token read one rule.
//
// The server enforces it: oauth_token.last_used_at is the token's last use (auth/tokens.ts touches it
// at most every 15 seconds), and a user's token unused for longer than their idle timeout is refused.
export default {
  version: 7,
  name: 'idle-timeout',
  sql: `
alter table idle_time add column group_id integer references app_group(id) on delete cascade;
delete from idle_time where group_id is null and id <> (select min(id) from idle_time where group_id is null);
insert into idle_time (seconds) select 1800 where not exists (select 1 from idle_time);
create unique index idle_time_group on idle_time (group_id) where group_id is not null;
create unique index idle_time_default on idle_time ((group_id is null)) where group_id is null;

create function idle_setting_of(uid integer) returns table (setting_id integer, setting_seconds integer, setting_group integer)
language sql stable as $$
  with groups as (
    select u.group_id as gid from app_user u where u.id = uid and u.group_id is not null
    union
    select h.group_id from user_allocation a join hotel_service s on s.id = a.service_id join hotel h on h.id = s.hotel_id
     where a.user_id = uid
  ), candidates as (
    select t.id as cid, t.seconds as cseconds, t.group_id as cgroup from groups g join idle_time t on t.group_id = g.gid
    union all
    select d.id, d.seconds, d.group_id from idle_time d
     where d.group_id is null
       and (not exists (select 1 from groups)
            or exists (select 1 from groups g where not exists (select 1 from idle_time t where t.group_id = g.gid)))
  )
  select cid, cseconds, cgroup from candidates order by cseconds, cgroup nulls last limit 1
$$;

alter table oauth_token add column last_used_at timestamptz not null default now();
`,
};
