// Opaque bearer tokens: issued by oauth/token, looked up on every call, revoked on logout and on a
// password change, and when a user's token has not been used for longer than their idle timeout
// (migration 007: idle_setting_of): the server enforces the idle logout, not only the app.
import { IDLE_TIMEOUT_SECONDS, type UserLevel } from '@hotel/domain';
import type { Database, Queryable } from '../db/database.js';
import { digest, randomToken } from './passwords.js';
import type { Principal } from './principal.js';

export interface IssuedTokens {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token?: string;
}

export async function issueTokens(
  db: Queryable,
  opts: { userId: number | null; clientId: string; accessSeconds: number; refreshSeconds: number | null },
): Promise<IssuedTokens> {
  const access = randomToken();
  const refresh = opts.refreshSeconds ? randomToken() : null;
  await db.query(
    `insert into oauth_token (access_hash, refresh_hash, user_id, client_id, expires_at, refresh_expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5), case when $2::text is null then null else now() + make_interval(secs => $6) end)`,
    [
      digest(access),
      refresh ? digest(refresh) : null,
      opts.userId,
      opts.clientId,
      opts.accessSeconds,
      opts.refreshSeconds ?? 0,
    ],
  );
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: opts.accessSeconds,
    ...(refresh ? { refresh_token: refresh } : {}),
  };
}

interface TokenRow {
  user_id: number | null;
  client_id: string;
  user_level: UserLevel | null;
  group_id: number | null;
  hotel_id: number | null;
  idle: boolean;
  stale: boolean;
}

/** How often a token's last use is written: the idle timeout is judged to within this. */
export const TOUCH_SECONDS = 15;
/** The idle timeout of a user no setting covers (core §9), in SQL for the token checks. */
const IDLE_SECONDS_OF = (user: string) =>
  `coalesce((select setting_seconds from idle_setting_of(${user})), ${IDLE_TIMEOUT_SECONDS.default})`;

export async function principalFromToken(db: Queryable, token: string): Promise<Principal | null> {
  const hash = digest(token);
  const [row] = await db.query<TokenRow>(
    `select t.user_id, t.client_id, u.user_level, u.group_id, u.hotel_id,
            t.user_id is not null and t.last_used_at < now() - make_interval(secs => ${IDLE_SECONDS_OF('t.user_id')}) as idle,
            t.last_used_at < now() - make_interval(secs => $2) as stale
       from oauth_token t left join app_user u on u.id = t.user_id
      where t.access_hash = $1 and not t.revoked and t.expires_at > now()
        and (t.user_id is null or u.active)`,
    [hash, TOUCH_SECONDS],
  );
  if (!row) return null;
  if (row.idle) {
    // Idle past the user's timeout: the token ends here, whatever the timeout is later set to.
    await db.query('update oauth_token set revoked = true where access_hash = $1', [hash]);
    return null;
  }
  if (row.stale) await db.query('update oauth_token set last_used_at = now() where access_hash = $1', [hash]);
  return {
    kind: row.user_id === null ? 'service' : 'user',
    userId: row.user_id,
    clientId: row.client_id,
    level: row.user_level,
    groupId: row.group_id,
    hotelId: row.hotel_id,
  };
}

/** Trades a refresh token for new tokens; the old pair is revoked in the same transaction. */
export async function refreshTokens(
  db: Database,
  refreshToken: string,
  clientId: string,
  accessSeconds: number,
  refreshSeconds: number,
): Promise<IssuedTokens | null> {
  return db.transaction(async (tx) => {
    // A session idle past its timeout is not renewed either.
    const [row] = await tx.query<{ access_hash: string; user_id: number }>(
      `update oauth_token set revoked = true
        where refresh_hash = $1 and client_id = $2 and not revoked and refresh_expires_at > now()
          and last_used_at >= now() - make_interval(secs => ${IDLE_SECONDS_OF('user_id')})
        returning access_hash, user_id`,
      [digest(refreshToken), clientId],
    );
    if (!row) return null;
    return issueTokens(tx, { userId: row.user_id, clientId, accessSeconds, refreshSeconds });
  });
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query('update oauth_token set revoked = true where access_hash = $1', [digest(token)]);
}

export async function revokeAllTokensOf(db: Queryable, userId: number): Promise<void> {
  await db.query('update oauth_token set revoked = true where user_id = $1 and not revoked', [userId]);
}
