// Attempt counters for sign-in and the forgotten-password code (issue 9, findings 2 and 5), kept in
// the database so every upstream instance counts the same attempts and a check and its count are one
// atomic step (auth/throttle.ts locks the rows it counts). One row per bucket and key: a client's
// address, an account's normalised email, or both. `count` counts within a window that started at
// `window_started`; `last_at` is the last counted attempt (the back-off runs from it); `succeeded_at`
// the last success of this account from this client (a known client).
export default {
  version: 6,
  name: 'auth-throttle',
  sql: `
create table auth_throttle (
  bucket text not null,
  key text not null,
  count integer not null default 0 check (count >= 0),
  window_started timestamptz not null default now(),
  last_at timestamptz,
  succeeded_at timestamptz,
  primary key (bucket, key)
);
create index auth_throttle_last_at on auth_throttle (last_at);

insert into audit_exclusion (table_name, reason) values ('auth_throttle', 'sign-in and code attempts, not business data');
drop table login_failure;
delete from audit_exclusion where table_name = 'login_failure';

-- Codes are argon2id hashes now (salted, slow); a SHA-256 digest of a code still waiting would never
-- verify, so waiting codes end here and their users ask again.
update one_time_code set used_at = now() where used_at is null;
create index one_time_code_user on one_time_code (user_id, id desc);
`,
};
