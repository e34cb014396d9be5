// A hotel's sales channels (core-platform §2 Channels, §7; §9 channel types, search sorted by id
// descending). A channel created as NEW_PENDING is a request to sell the hotel's rooms: it leaves a
// mention notification (type 4) and is announced live on the channel-creation topic; the hotel answers
// it from the bell (notification.routes). A channel with prices cannot be deleted; which of a hotel's
// active channels sell online is set in one call.
//
// Every call needs the CHANNEL feature on the hotel (requireHotelFeature): VIEW to read, ADD, EDIT and
// DELETE to write. Scope alone is not enough: a search lists the hotels where CHANNEL VIEW is held.
import { Feature, NOTIFICATION_NOTICES, CHANNEL_NOTICES } from '@hotel/domain';
import { channel as C, channelCreationTopic, type ChannelRequestMessage } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireUser } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, conflictOn, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { findHotel } from '../hotel/hotel.routes.js';
import { MENTION } from '../notification/notification.routes.js';
import { storeNotification } from '../notification/notification-store.js';
import { hotelsWithFeature, requireHotelFeature } from '../permission/require-permission.js';
import { CHANNEL_COLUMNS, CHANNEL_RETURNING, findChannel, toChannel, type ChannelRow } from './channel-store.js';

const SORT: SortColumnsOf<typeof C.searchChannels> = {
  id: 'c.id',
  name: 'lower(c.name)',
  code: 'lower(c.code)',
};
const PRICE_COUNT = `(select count(*)::int from channel_price p where p.channel_id = $1)
  + (select count(*)::int from seasonal_price p where p.channel_id = $1)
  + (select count(*)::int from day_price p where p.channel_id = $1)`;

export function channelRoutes({ db, publisher }: AppContext): RouteBinding[] {
  describeConstraint('channel_code_key', 'CHANNEL_CODE_TAKEN', 'code');

  const assertCodeFree = async (tx: Queryable, hotelId: number, code: string, id: number | null) => {
    const [taken] = await tx.query(
      'select 1 from channel where hotel_id = $1 and lower(code) = lower($2) and id <> $3',
      [hotelId, code, id ?? 0],
    );
    if (taken) throw conflictOn('code', 'CHANNEL_CODE_TAKEN');
  };

  /** The hotel a channel belongs to, which must exist and be in the channel's group. */
  const channelHotel = async (hotelId: number, groupId: number) => {
    const hotel = await findHotel(db, hotelId);
    if (!hotel) throw notFound('Hotel');
    if (hotel.groupId !== groupId) throw invalid('groupId', 'HOTEL_NOT_IN_GROUP');
    return hotel;
  };

  const activeChannels = async (q: Queryable, hotelId: number) =>
    (
      await q.query<ChannelRow>(
        `select ${CHANNEL_COLUMNS} from channel c where c.hotel_id = $1 and c.channel_status = 'ACTIVE'
          order by lower(c.name), c.id`,
        [hotelId],
      )
    ).map(toChannel);

  return [
    route(C.createChannel, async ({ body, principal }) => {
      const hotel = await channelHotel(body.hotelId, body.groupId);
      await requireHotelFeature(db, principal, body.hotelId, Feature.CHANNEL, 'ADD');
      const channel = await db.transaction(async (tx) => {
        await assertCodeFree(tx, body.hotelId, body.code, null);
        const [row] = await tx.query<ChannelRow>(
          `insert into channel (code, name, country, channel_type, group_id, hotel_id, channel_status)
           values ($1, $2, $3, $4, $5, $6, $7) ${CHANNEL_RETURNING}`,
          [body.code, body.name, body.country, body.channelTypeName, body.groupId, body.hotelId, body.channelStatus],
        );
        if (body.channelStatus === 'NEW_PENDING') {
          await storeNotification(tx, {
            hotelId: hotel.id,
            groupId: hotel.groupId,
            type: MENTION,
            message: { key: 'CHANNEL_REQUESTED', params: { channel: body.name, hotel: hotel.name } },
            userIcon: hotel.cardLogo,
            userName: body.name,
            channelId: row!.id,
          });
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
          console.warn('[channels] could not publish the channel request', err);
        });
      }
      return { result: { channel }, message: NOTIFICATION_NOTICES.CHANNEL_CREATED };
    }),

    route(C.updateChannel, async ({ body, principal }) => {
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
                  channel_status = $8, online = online and $8 = 'ACTIVE'
            where id = $1 ${CHANNEL_RETURNING}`,
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
      return { result: { channel }, message: NOTIFICATION_NOTICES.CHANNEL_UPDATED };
    }),

    route(C.deleteChannel, async ({ params, principal }) => {
      const current = await findChannel(db, params.id);
      if (!current) throw notFound('Channel');
      await requireHotelFeature(db, principal, current.hotel_id, Feature.CHANNEL, 'DELETE');
      await db.transaction(async (tx) => {
        // Locked: a price for the channel written meanwhile waits, then finds it gone.
        await tx.query('select id from channel where id = $1 for update', [params.id]);
        const [{ n }] = (await tx.query<{ n: number }>(`select ${PRICE_COUNT} as n`, [params.id])) as [{ n: number }];
        if (n > 0) throw conflict('CHANNEL_HAS_PRICES', { count: n });
        await tx.query('delete from notification where channel_id = $1', [params.id]);
        try {
          await tx.query('delete from channel where id = $1', [params.id]);
        } catch (err) {
          // Reservations and other records that name the channel keep it alive.
          if ((err as { code?: string }).code === '23503') throw conflict('CHANNEL_IN_USE');
          throw err;
        }
      });
      return { result: {}, message: NOTIFICATION_NOTICES.CHANNEL_DELETED };
    }),

    route(C.searchChannels, async ({ query, principal }) => {
      requireUser(principal);
      // Asked for one hotel: refused without CHANNEL VIEW there; otherwise the hotels where it is held.
      if (query.hotelId !== undefined) {
        if (!(await findHotel(db, query.hotelId))) throw notFound('Hotel');
        await requireHotelFeature(db, principal, query.hotelId, Feature.CHANNEL, 'VIEW');
      }
      const scope = await hotelsWithFeature(db, principal, Feature.CHANNEL, 'VIEW');
      const { rows, pagination } = await pageOf<ChannelRow>(db, {
        select: `select ${CHANNEL_COLUMNS}`,
        from: `from channel c where ($1::boolean or c.hotel_id = any($2::int[]))
          and ($3::text is null or c.code ilike $3 escape '\\') and ($4::text is null or c.name ilike $4 escape '\\')
          and ($5::text is null or c.country ilike $5 escape '\\') and ($6::text is null or c.channel_type = $6)
          and ($7::int is null or c.group_id = $7) and ($8::int is null or c.hotel_id = $8)
          and ($9::text is null or c.channel_status = $9)`,
        params: [
          scope.all,
          scope.hotelIds,
          containsText(query.code),
          containsText(query.name),
          containsText(query.country),
          query.channelTypeName ?? null,
          query.groupId ?? null,
          query.hotelId ?? null,
          query.channelStatus ?? null,
        ],
        sort: SORT,
        id: 'c.id',
        query,
      });
      return { result: { channel: rows.map(toChannel) }, pagination };
    }),

    route(C.searchChannelsOnly, async ({ query, principal }) => {
      requireUser(principal);
      const scope = await hotelsWithFeature(db, principal, Feature.CHANNEL, 'VIEW');
      const rows = await db.query<ChannelRow>(
        `select ${CHANNEL_COLUMNS} from channel c
          where ($1::boolean or c.hotel_id = any($2::int[])) and ($3::text is null or c.name ilike $3 escape '\\')
            and ($4::int is null or c.hotel_id = $4)
          order by lower(c.name), c.id limit 50`,
        [scope.all, scope.hotelIds, containsText(query.name), query.hotelId ?? null],
      );
      return { result: { channel: rows.map(toChannel) } };
    }),

    route(C.onlineChannels, async ({ params, principal }) => {
      await requireHotelFeature(db, principal, params.hotelId, Feature.CHANNEL, 'VIEW');
      return { result: { channel: await activeChannels(db, params.hotelId) } };
    }),

    route(C.setOnlineChannels, async ({ body, principal }) => {
      await requireHotelFeature(db, principal, body.hotelId, Feature.CHANNEL, 'EDIT');
      const channel = await db.transaction(async (tx) => {
        const active = await activeChannels(tx, body.hotelId);
        const known = new Set(active.map((c) => c.id));
        if (body.channelIds.some((id) => !known.has(id))) throw invalid('channelIds', 'ONLINE_CHANNEL_NOT_ACTIVE');
        await tx.query('update channel set online = (id = any($2::int[])) where hotel_id = $1', [
          body.hotelId,
          body.channelIds,
        ]);
        return activeChannels(tx, body.hotelId);
      });
      return { result: { channel }, message: CHANNEL_NOTICES.ONLINE_CHANNELS_SAVED };
    }),
  ];
}
