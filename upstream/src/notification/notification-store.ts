// Writing a notification: its text by key with the values it shows (the domain's NOTIFICATION_TEXTS),
// and the English text as the documented `description`. Every writer — the channel requests, the
// demo data — goes through here, so no notification is stored without its key.
import { fillMessage, NOTIFICATION_TEXTS, type Message, type NotificationKey } from '@hotel/domain';
import type { Queryable } from '../db/database.js';

export interface NewNotification {
  hotelId: number;
  groupId: number;
  /** 0 info, 1 success, 2 warning, 3 error, 4 mention (a channel request). */
  type: number;
  message: Message<NotificationKey>;
  userName: string;
  userIcon?: string | null;
  channelId?: number | null;
  /** How long ago it happened (the demo's history); now when absent. */
  ageSeconds?: number;
}

export async function storeNotification(db: Queryable, n: NewNotification): Promise<void> {
  const params = n.message.params ?? {};
  await db.query(
    `insert into notification (hotel_id, group_id, type, description, message_key, message_params, user_icon, user_name,
                               channel_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(secs => $10))`,
    [
      n.hotelId,
      n.groupId,
      n.type,
      fillMessage(NOTIFICATION_TEXTS[n.message.key], params),
      n.message.key,
      JSON.stringify(params),
      n.userIcon ?? null,
      n.userName,
      n.channelId ?? null,
      n.ageSeconds ?? 0,
    ],
  );
}
