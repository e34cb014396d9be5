// A hotel's notifications and its sales channels. A channel created as NEW_PENDING is a request to
// sell the hotel's rooms: it leaves a mention notification (type 4) and is announced live on the
// channel-creation topic; the hotel answers it once (accept → ACTIVE, reject → REJECTED). A mention
// is listed only while its channel is still pending, so an answered request leaves the bell.
//
// Channel writes need the CHANNEL feature on the hotel (see requireHotelFeature); reads need the
// hotel in the caller's scope.
import { Feature } from '@hotel/domain';
import {
  channelCreationTopic,
  notifications,
  type Channel,
  type ChannelRequestMessage,
  type Notification,
} from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { findHotel } from '../hotels/hotels.routes.js';
import { requireHotelFeature } from '../permissions/require-permission.js';
import { containsPattern } from '../reference/reference.routes.js';

const CODE_TAKEN = 'A channel with this code already exists for the hotel';
export const MENTION = 4;
const MAX_NOTIFICATIONS = 200;

interface ChannelRow {
  id: number;
  code: string;
  name: string;
  country: string;
  channel_type: Channel['channelTypeName'];
  group_id: number;
  hotel_id: number;
  channel_status: Channel['channelStatus'];
  created_at: Date | string;
}

interface NotificationRow {
  id: number;
  type: number;
  description: string;
  user_icon: string | null;
  user_name: string;
  channel_id: number | null;
  hotel_id: number;
  created_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

const toChannel = (r: ChannelRow): Channel => ({
  id: r.id,
  code: r.code,
  name: r.name,
  country: r.country,
  channelTypeName: r.channel_type,
  groupId: r.group_id,
  hotelId: r.hotel_id,
  channelStatus: r.channel_status,
  createdAt: iso(r.created_at),
});

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  type: r.type,
  description: r.description,
  userIcon: r.user_icon,
  userName: r.user_name,
  channelId: r.channel_id,
  hotelId: r.hotel_id,
  createdAt: iso(r.created_at),
});

const CHANNEL_SELECT =
  'select id, code, name, country, channel_type, group_id, hotel_id, channel_status, created_at from channel c';
const SORT_COLUMNS = { id: 'c.id', name: 'lower(c.name)', code: 'lower(c.code)' } as const;

async function findChannel(db: Queryable, id: number): Promise<ChannelRow | null> {
  const [row] = await db.query<ChannelRow>(`${CHANNEL_SELECT} where c.id = $1`, [id]);
  return row ?? null;
}

export function notificationsRoutes({ db, publisher }: AppContext): RouteBinding[] {
  describeConstraint('channel_code_key', CODE_TAKEN);

  const assertCodeFree = async (tx: Queryable, hotelId: number, code: string, id: number | null) => {
    const [taken] = await tx.query(
      'select 1 from channel where hotel_id = $1 and lower(code) = lower($2) and id <> $3',
      [hotelId, code, id ?? 0],
    );
    if (taken) throw conflict(CODE_TAKEN);
  };

  /** The hotel a channel belongs to, which must exist and be in the channel's group. */
  const channelHotel = async (hotelId: number, groupId: number) => {
    const hotel = await findHotel(db, hotelId);
    if (!hotel) throw notFound('Hotel');
    if (hotel.groupId !== groupId) throw invalid('groupId', 'The hotel is not in this group');
    return hotel;
  };

  return [
    route(notifications.hotelNotifications, async ({ params, query, principal }) => {
      requireUser(principal);
      if (!(await findHotel(db, params.hotelId))) throw notFound('Hotel');
      requireInScope(await scopeOf(db, principal), 'hotel', params.hotelId);
      const rows = await db.query<NotificationRow>(
        `select n.id, n.type, n.description, n.user_icon, n.user_name, n.channel_id, n.hotel_id, n.created_at
           from notification n left join channel c on c.id = n.channel_id
          where n.hotel_id = $1 and ($2::int is null or n.group_id = $2)
            and (n.type <> $3 or c.channel_status = 'NEW_PENDING')
          order by n.created_at desc, n.id desc
          limit $4`,
        [params.hotelId, query.groupId ?? null, MENTION, MAX_NOTIFICATIONS],
      );
      return { result: { notification: rows.map(toNotification) } };
    }),

    route(notifications.createChannel, async ({ body, principal }) => {
      const hotel = await channelHotel(body.hotelId, body.groupId);
      await requireHotelFeature(db, principal, body.hotelId, Feature.CHANNEL, 'ADD');
      const channel = await db.transaction(async (tx) => {
        await assertCodeFree(tx, body.hotelId, body.code, null);
        const [row] = await tx.query<ChannelRow>(
          `insert into channel (code, name, country, channel_type, group_id, hotel_id, channel_status)
           values ($1, $2, $3, $4, $5, $6, $7)
           returning id, code, name, country, channel_type, group_id, hotel_id, channel_status, created_at`,
          [body.code, body.name, body.country, body.channelTypeName, body.groupId, body.hotelId, body.channelStatus],
        );
        if (body.channelStatus === 'NEW_PENDING') {
          await tx.query(
            `insert into notification (hotel_id, group_id, type, description, user_icon, user_name, channel_id)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              hotel.id,
              hotel.groupId,
              MENTION,
              `${body.name} requests to sell rooms of ${hotel.name}`,
              hotel.cardLogo,
              body.name,
              row!.id,
            ],
          );
        }
        return toChannel(row!);
      });
      if (channel.channelStatus === 'NEW_PENDING') {
        const message: ChannelRequestMessage = {
          channelName: channel.name,
          hotelName: hotel.name,
          hotelCardLogo: hotel.cardLogo,
          channelId: channel.id,
          hotelId: hotel.id,
        };
        // Only after the commit: a listener that refetches must find the request. The request is
        // stored either way; a broker hiccup costs the live toast, never the request.
        await publisher.publish(channelCreationTopic('HOTEL', hotel.id), message).catch((err: unknown) => {
          console.warn('[notifications] could not publish the channel request', err);
        });
      }
      return { result: { channel }, message: 'Channel created' };
    }),

    route(notifications.updateChannel, async ({ body, principal }) => {
      const current = await findChannel(db, body.id);
      if (!current) throw notFound('Channel');
      await requireHotelFeature(db, principal, current.hotel_id, Feature.CHANNEL, 'EDIT');
      await channelHotel(body.hotelId, body.groupId);
      if (body.hotelId !== current.hotel_id)
        await requireHotelFeature(db, principal, body.hotelId, Feature.CHANNEL, 'EDIT');
      const channel = await db.transaction(async (tx) => {
        await assertCodeFree(tx, body.hotelId, body.code, body.id);
        const [row] = await tx.query<ChannelRow>(
          `update channel set code = $2, name = $3, country = $4, channel_type = $5, group_id = $6, hotel_id = $7,
                  channel_status = $8
            where id = $1
            returning id, code, name, country, channel_type, group_id, hotel_id, channel_status, created_at`,
          [
            body.id,
            body.code,
            body.name,
            body.country,
            body.channelTypeName,
            body.groupId,
            body.hotelId,
            body.channelStatus,
          ],
        );
        if (!row) throw notFound('Channel');
        await tx.query('update notification set hotel_id = $2, group_id = $3 where channel_id = $1', [
          body.id,
          body.hotelId,
          body.groupId,
        ]);
        return toChannel(row);
      });
      return { result: { channel }, message: 'Channel updated' };
    }),

    route(notifications.deleteChannel, async ({ params, principal }) => {
      const current = await findChannel(db, params.id);
      if (!current) throw notFound('Channel');
      await requireHotelFeature(db, principal, current.hotel_id, Feature.CHANNEL, 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query('delete from notification where channel_id = $1', [params.id]);
        try {
          await tx.query('delete from channel where id = $1', [params.id]);
        } catch (err) {
          // Reservations and other records that name the channel keep it alive.
          if ((err as { code?: string }).code === '23503')
            throw conflict('This channel is still in use and cannot be deleted');
          throw err;
        }
      });
      return { result: {}, message: 'Channel deleted' };
    }),

    route(notifications.searchChannels, async ({ query, principal }) => {
      requireUser(principal);
      const scope = await scopeOf(db, principal);
      const where = `($1::boolean or c.hotel_id = any($2::int[]))
        and ($3::text is null or c.code ilike $3) and ($4::text is null or c.name ilike $4)
        and ($5::text is null or c.country ilike $5) and ($6::text is null or c.channel_type = $6)
        and ($7::int is null or c.group_id = $7) and ($8::int is null or c.hotel_id = $8)
        and ($9::text is null or c.channel_status = $9)`;
      const params = [
        scope.all,
        scope.hotelIds,
        containsPattern(query.code),
        containsPattern(query.name),
        containsPattern(query.country),
        query.channelTypeName ?? null,
        query.groupId ?? null,
        query.hotelId ?? null,
        query.channelStatus ?? null,
      ];
      const order = `${SORT_COLUMNS[query.sortField]} ${query.direction === 'ASC' ? 'asc' : 'desc'}, c.id desc`;
      const rows = await db.query<ChannelRow>(
        `${CHANNEL_SELECT} where ${where} order by ${order} limit $10 offset $11`,
        [...params, query.size, query.page * query.size],
      );
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from channel c where ${where}`,
        params,
      );
      return {
        result: { channel: rows.map(toChannel) },
        pagination: {
          pageNumber: query.page,
          pageSize: query.size,
          totalRecords: count?.total ?? 0,
        },
      };
    }),

    route(notifications.searchChannelsOnly, async ({ query, principal }) => {
      requireUser(principal);
      const scope = await scopeOf(db, principal);
      const rows = await db.query<ChannelRow>(
        `${CHANNEL_SELECT}
          where ($1::boolean or c.hotel_id = any($2::int[])) and ($3::text is null or c.name ilike $3)
            and ($4::int is null or c.hotel_id = $4)
          order by lower(c.name), c.id limit 50`,
        [scope.all, scope.hotelIds, containsPattern(query.name), query.hotelId ?? null],
      );
      return { result: { channel: rows.map(toChannel) } };
    }),

    route(notifications.answerChannelRequest, async ({ params, query, principal }) => {
      const current = await findChannel(db, params.channelId);
      if (!current || current.hotel_id !== params.hotelId) throw notFound('Channel');
      await requireHotelFeature(db, principal, params.hotelId, Feature.CHANNEL, 'EDIT');
      const status = query.acceptChannel ? 'ACTIVE' : 'REJECTED';
      const channel = await db.transaction(async (tx) => {
        // The status condition makes the answer single: of two racing answers, one updates nothing.
        const [row] = await tx.query<ChannelRow>(
          `update channel set channel_status = $3 where id = $1 and hotel_id = $2 and channel_status = 'NEW_PENDING'
            returning id, code, name, country, channel_type, group_id, hotel_id, channel_status, created_at`,
          [params.channelId, params.hotelId, status],
        );
        if (!row) throw conflict('This channel request has already been answered');
        return toChannel(row);
      });
      return {
        result: { channel },
        message: query.acceptChannel ? 'Channel request accepted' : 'Channel request rejected',
      };
    }),
  ];
}
