// A hotel's notifications, and the answer to a channel request. A channel created as NEW_PENDING (the
// channel area) is a request to sell the hotel's rooms: it leaves a mention notification (type 4) and
// is announced live on the channel-creation topic; the hotel answers it once (accept → ACTIVE, reject
// → REJECTED). A mention is listed only while its channel is still pending, so an answered request
// leaves the bell.
//
// Reading the bell needs CHANNEL VIEW on the hotel, answering a request CHANNEL EDIT (see
// requireHotelFeature): scope alone is not enough — a user working in two hotels reads the channel
// requests only of the hotel where they hold CHANNEL.
import { Feature, NOTIFICATION_NOTICES, NOTIFICATION_TEXTS, type NotificationKey } from '@hotel/domain';
import { type Notification, notification } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireUser } from '../auth/scope.js';
import { conflict, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { findHotel } from '../hotel/hotel.routes.js';
import { requireHotelFeature } from '../permission/require-permission.js';
import { CHANNEL_RETURNING, findChannel, toChannel, type ChannelRow } from '../channel/channel-store.js';

export const MENTION = 4;
const MAX_NOTIFICATIONS = 200;

interface NotificationRow {
  id: number;
  type: number;
  description: string;
  message_key: string | null;
  message_params: Record<string, string | number> | string | null;
  user_icon: string | null;
  user_name: string;
  channel_id: number | null;
  hotel_id: number;
  created_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isNotificationKey = (key: string | null): key is NotificationKey =>
  key !== null && Object.prototype.hasOwnProperty.call(NOTIFICATION_TEXTS, key);

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  type: r.type,
  description: r.description,
  messageKey: isNotificationKey(r.message_key) ? r.message_key : null,
  messageParams: typeof r.message_params === 'string' ? JSON.parse(r.message_params) : (r.message_params ?? {}),
  userIcon: r.user_icon,
  userName: r.user_name,
  channelId: r.channel_id,
  hotelId: r.hotel_id,
  createdAt: iso(r.created_at),
});

export function notificationRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(notification.hotelNotifications, async ({ params, query, principal }) => {
      requireUser(principal);
      if (!(await findHotel(db, params.hotelId))) throw notFound('Hotel');
      await requireHotelFeature(db, principal, params.hotelId, Feature.CHANNEL, 'VIEW');
      const rows = await db.query<NotificationRow>(
        `select n.id, n.type, n.description, n.message_key, n.message_params, n.user_icon, n.user_name, n.channel_id, n.hotel_id, n.created_at
           from notification n left join channel c on c.id = n.channel_id
          where n.hotel_id = $1 and ($2::int is null or n.group_id = $2)
            and (n.type <> $3 or c.channel_status = 'NEW_PENDING')
          order by n.created_at desc, n.id desc
          limit $4`,
        [params.hotelId, query.groupId ?? null, MENTION, MAX_NOTIFICATIONS],
      );
      return { result: { notification: rows.map(toNotification) } };
    }),

    route(notification.answerChannelRequest, async ({ params, query, principal }) => {
      const current = await findChannel(db, params.channelId);
      if (!current || current.hotel_id !== params.hotelId) throw notFound('Channel');
      await requireHotelFeature(db, principal, params.hotelId, Feature.CHANNEL, 'EDIT');
      const status = query.acceptChannel ? 'ACTIVE' : 'REJECTED';
      const channel = await db.transaction(async (tx) => {
        // The status condition makes the answer single: of two racing answers, one updates nothing.
        const [row] = await tx.query<ChannelRow>(
          `update channel set channel_status = $3 where id = $1 and hotel_id = $2 and channel_status = 'NEW_PENDING'
            ${CHANNEL_RETURNING}`,
          [params.channelId, params.hotelId, status],
        );
        if (!row) throw conflict('CHANNEL_REQUEST_ANSWERED');
        return toChannel(row);
      });
      return {
        result: { channel },
        message: query.acceptChannel
          ? NOTIFICATION_NOTICES.CHANNEL_REQUEST_ACCEPTED
          : NOTIFICATION_NOTICES.CHANNEL_REQUEST_REJECTED,
      };
    }),
  ];
}
