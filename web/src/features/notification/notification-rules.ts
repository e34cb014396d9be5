// Constants and small readings of the notification data (core §3 Notification, §7, §9).

import type { HotelNotificationsQuery } from '../../graphql/hooks.gen';

export type HotelNotification = HotelNotificationsQuery['notifications'][number];

/** Notification.type: 0 info, 1 success, 2 warning, 3 error, 4 mention (a channel request). */
export const NotificationType = { INFO: 0, SUCCESS: 1, WARNING: 2, ERROR: 3, MENTION: 4 } as const;

/** The badge shows "10+" above this count (core §9). */
export const BADGE_OVERFLOW = 10;
/** The popover list's maximum height (core §9). */
export const POPOVER_MAX_HEIGHT = '25rem';
/** Pending channel requests: fetched with page size 200, at most 10 shown (core §7, operations §9). */
export const PENDING_FETCH_LIMIT = 200;
export const PENDING_SHOWN_LIMIT = 10;

export function badgeLabel(count: number): string {
  return count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : String(count);
}

/** A mention that carries a channel: a request the user may accept or reject. */
export function isChannelRequest(
  notification: HotelNotification,
): notification is HotelNotification & { channelId: number } {
  return notification.type === NotificationType.MENTION && notification.channelId != null;
}

/**
 * The pending channel requests (status NEW_PENDING). The schema has no channel search, so the
 * pending list is read from the hotel's mention notifications, newest first, capped at 200.
 */
export function pendingRequests(notifications: readonly HotelNotification[]): HotelNotification[] {
  return notifications
    .filter(isChannelRequest)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, PENDING_FETCH_LIMIT);
}
