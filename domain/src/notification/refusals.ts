// Refusals of channels and channel requests (core-platform §2 notifications, §8).
import type { Catalogue } from '../messages/message.js';

export const NOTIFICATION_REFUSALS = {
  CHANNEL_CODE_TAKEN: 'A channel with this code already exists for the hotel',
  CHANNEL_IN_USE: 'This channel is still in use and cannot be deleted',
  CHANNEL_REQUEST_ANSWERED: 'This channel request has already been answered',
} as const satisfies Catalogue;

export type NotificationRefusalReason = keyof typeof NOTIFICATION_REFUSALS;
