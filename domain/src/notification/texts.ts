// What a notification in the bell says, by key (core-platform §2 notifications): the upstream stores
// key and values with each notification (and the English text as its description), and the web
// shows the translation of the key in the user's language.
import type { Catalogue } from '../messages/message.js';

export const NOTIFICATION_TEXTS = {
  /** {{channel}}: the channel's name; {{hotel}}: the hotel's. */
  CHANNEL_REQUESTED: '{{channel}} requests to sell rooms of {{hotel}}',
  /** {{channel}}: the channel's name. */
  CHANNEL_CONNECTED: '{{channel}} channel connected',
  NIGHT_AUDIT_COMPLETED: 'Night audit completed for yesterday',
} as const satisfies Catalogue;

export type NotificationKey = keyof typeof NOTIFICATION_TEXTS;
export const NOTIFICATION_KEYS = Object.keys(NOTIFICATION_TEXTS) as NotificationKey[];
