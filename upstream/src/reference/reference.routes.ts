// Reference data every screen reads (countries, currencies), the idle-logout setting, and the
// uploaded images. Images are immutable (a new upload gets a new id), so they are cached for a year.
import { Feature, SETTINGS_NOTICES } from '@hotel/domain';
import { reference } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireUser } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { containsText } from '../db/paging.js';
import { loadImage } from '../hotel/images.js';
import { requireAdminRight } from '../permission/admin-right.js';

interface IdleRow {
  id: number;
  seconds: number;
  group_id: number | null;
}
const toIdle = (r: IdleRow) => ({ id: r.id, seconds: r.seconds, groupId: r.group_id });

/** A group's setting: its own row, or the default it inherits. */
const groupIdleTime = async (db: Queryable, groupId: number) =>
  (
    await db.query<IdleRow>(
      `select id, seconds, group_id from idle_time where group_id = $1 or group_id is null
        order by group_id nulls last limit 1`,
      [groupId],
    )
  ).map(toIdle);

export function referenceRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(reference.searchCountries, async ({ query }) => {
      const country = await db.query<{ id: number; name: string }>(
        `select id, name from country where $1::text is null or name ilike $1 order by name`,
        [containsText(query.name)],
      );
      return { result: { country } };
    }),

    route(reference.searchCurrencies, async ({ query }) => {
      const currency = await db.query<{ id: number; name: string; prefix: string; symbol: string }>(
        `select id, name, prefix, symbol from currency
          where ($1::text is null or name ilike $1) and ($2::text is null or prefix ilike $2)
            and ($3::text is null or symbol = $3)
          order by id`,
        [containsText(query.name), containsText(query.prefix), query.symbol?.trim() || null],
      );
      return { result: { currency } };
    }),

    // The idle logout (migration 007): the caller's own — the row the server judges their tokens by —
    // or, for the settings page, a group's. Writing a group's needs SYSTEM_CONFIG on the whole group
    // (a group-wide administrator of it); the default of every group is an ADMIN's.
    route(reference.idleTimes, async ({ query, principal }) => {
      requireUser(principal);
      if (query.groupId !== undefined) {
        const [group] = await db.query('select 1 from app_group where id = $1', [query.groupId]);
        if (!group) throw notFound('Group');
        await requireAdminRight(db, principal, { group: query.groupId }, Feature.SYSTEM_CONFIG, 'VIEW');
        return { result: { IdleTimeOut: await groupIdleTime(db, query.groupId) } };
      }
      const own = await db.query<IdleRow>(
        'select setting_id as id, setting_seconds as seconds, setting_group as group_id from idle_setting_of($1)',
        [principal.userId],
      );
      return { result: { IdleTimeOut: own.map(toIdle) } };
    }),

    route(reference.updateIdleTime, async ({ body, principal }) => {
      if (body.groupId === null) {
        await requireAdminRight(db, principal, 'system', Feature.SYSTEM_CONFIG, 'EDIT');
        await db.query('update idle_time set seconds = $1 where group_id is null', [body.seconds]);
        return {
          result: {
            IdleTimeOut: (
              await db.query<IdleRow>('select id, seconds, group_id from idle_time where group_id is null')
            ).map(toIdle),
          },
          message: SETTINGS_NOTICES.IDLE_TIME_UPDATED,
        };
      }
      const [group] = await db.query('select 1 from app_group where id = $1', [body.groupId]);
      if (!group) throw notFound('Group');
      await requireAdminRight(db, principal, { group: body.groupId }, Feature.SYSTEM_CONFIG, 'EDIT');
      await db.query(
        `insert into idle_time (group_id, seconds) values ($1, $2)
         on conflict (group_id) where group_id is not null do update set seconds = excluded.seconds`,
        [body.groupId, body.seconds],
      );
      return {
        result: { IdleTimeOut: await groupIdleTime(db, body.groupId) },
        message: SETTINGS_NOTICES.IDLE_TIME_UPDATED,
      };
    }),

    route(reference.deleteGroupIdleTime, async ({ params, principal }) => {
      const [group] = await db.query('select 1 from app_group where id = $1', [params.groupId]);
      if (!group) throw notFound('Group');
      await requireAdminRight(db, principal, { group: params.groupId }, Feature.SYSTEM_CONFIG, 'EDIT');
      await db.query('delete from idle_time where group_id = $1', [params.groupId]);
      return {
        result: { IdleTimeOut: await groupIdleTime(db, params.groupId) },
        message: SETTINGS_NOTICES.IDLE_TIME_DEFAULT_RESTORED,
      };
    }),

    route(reference.image, async ({ params, reply }) => {
      const image = await loadImage(db, params.id);
      if (!image) throw notFound('Image');
      await reply
        .code(200)
        .header('content-type', image.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An uploaded SVG opened directly must not run scripts on our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength));
      return { result: undefined };
    }),
  ];
}
