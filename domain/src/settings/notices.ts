// What the booking rules and hotel settings say when a write succeeds (discounts, minimum nights,
// standard times, payment, reservation and mail configuration, CC mails, terms, promotions, room
// blocks, the idle timeout): key → English text, answered by the upstream and translated by key in
// the web.
import type { Catalogue } from '../messages/message.js';

export const SETTINGS_NOTICES = {
  DISCOUNT_CREATED: 'Discount created',
  DISCOUNT_UPDATED: 'Discount updated',
  DISCOUNT_DELETED: 'Discount deleted',
  MINIMUM_NIGHT_CREATED: 'Minimum night created',
  MINIMUM_NIGHT_UPDATED: 'Minimum night updated',
  MINIMUM_NIGHT_DELETED: 'Minimum night deleted',
  STANDARD_TIME_UPDATED: 'Standard time updated',
  PAYMENT_CONFIG_SAVED: 'Payment configuration saved',
  PAYMENT_TIMEOUT_SAVED: 'Payment timeout saved',
  RESERVATION_CONFIG_SAVED: 'Reservation configuration saved',
  MAIL_CONFIG_SAVED: 'Mail configuration saved',
  CC_MAIL_ADDED: 'CC mail address added',
  CC_MAIL_UPDATED: 'CC mail address updated',
  CC_MAIL_REMOVED: 'CC mail address removed',
  TERM_ADDED: 'Term added',
  TERM_UPDATED: 'Term updated',
  TERM_REMOVED: 'Term removed',
  PROMOTION_CREATED: 'Promotion created',
  PROMOTION_UPDATED: 'Promotion updated',
  PROMOTION_DELETED: 'Promotion deleted',
  ROOM_BLOCKED: 'Room blocked',
  ROOM_BLOCK_UPDATED: 'Room block updated',
  ROOM_BLOCK_REMOVED: 'Room block removed',
  IDLE_TIME_UPDATED: 'Idle time updated',
  IDLE_TIME_DEFAULT_RESTORED: 'The group uses the default idle time again',
} as const satisfies Catalogue;

export type SettingsNotice = keyof typeof SETTINGS_NOTICES;
