// What channel writes and the answer to a channel request say when they succeed: key → English
// text, answered by the upstream and translated by key in the web.
import type { Catalogue } from '../messages/message.js';

export const NOTIFICATION_NOTICES = {
  CHANNEL_CREATED: 'Channel created',
  CHANNEL_UPDATED: 'Channel updated',
  CHANNEL_DELETED: 'Channel deleted',
  CHANNEL_REQUEST_ACCEPTED: 'Channel request accepted',
  CHANNEL_REQUEST_REJECTED: 'Channel request rejected',
} as const satisfies Catalogue;

export type NotificationNotice = keyof typeof NOTIFICATION_NOTICES;
