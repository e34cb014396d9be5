// Every success notice, merged from the areas' catalogues (each beside its rules): the upstream
// answers a write with the text (a handler's message can only be one of them), and the web shows the
// translation of its key; the web's English `notice` namespace is NOTICES itself.
import { ACCESS_NOTICES } from '../access/notices.js';
import { AUDIT_NOTICES } from '../audit/notices.js';
import { AUTH_NOTICES } from '../auth/notices.js';
import { HOTEL_NOTICES } from '../hotel/notices.js';
import { NOTIFICATION_NOTICES } from '../notification/notices.js';
import { PEOPLE_NOTICES } from '../people/notices.js';
import { RESTAURANT_ADMIN_NOTICES } from '../restaurant-admin/notices.js';
import { RESTAURANT_NOTICES } from '../restaurant/notices.js';
import { SETTINGS_NOTICES } from '../settings/notices.js';
import { ROOM_NOTICES } from '../room/notices.js';
import { CHANNEL_NOTICES } from '../channel/notices.js';
import { PRICING_NOTICES } from '../pricing/notices.js';
import { RESERVATION_NOTICES } from '../reservation/notices.js';
import { INVENTORY_NOTICES } from '../inventory/notices.js';
import { RECEIPT_NOTICES } from '../receipt/notices.js';
import { GUEST_NOTICES } from '../guest/notices.js';
import { FOLIO_NOTICES } from '../folio/notices.js';
import { INVOICE_NOTICES } from '../invoice/notices.js';

export const NOTICES = {
  ...AUTH_NOTICES,
  ...HOTEL_NOTICES,
  ...ACCESS_NOTICES,
  ...PEOPLE_NOTICES,
  ...SETTINGS_NOTICES,
  ...AUDIT_NOTICES,
  ...NOTIFICATION_NOTICES,
  ...RESTAURANT_NOTICES,
  ...RESTAURANT_ADMIN_NOTICES,
  ...ROOM_NOTICES,
  ...CHANNEL_NOTICES,
  ...PRICING_NOTICES,
  ...RESERVATION_NOTICES,
  ...INVENTORY_NOTICES,
  ...GUEST_NOTICES,
  ...FOLIO_NOTICES,
  ...INVOICE_NOTICES,
  ...RECEIPT_NOTICES,
} as const;
export type Notice = keyof typeof NOTICES;
/** A success notice's English text: what a write may answer as its message. */
export type NoticeText = (typeof NOTICES)[Notice];

/** Every area's catalogue, for the test that no key is defined twice. */
export const NOTICE_CATALOGUES = {
  AUTH_NOTICES,
  HOTEL_NOTICES,
  ACCESS_NOTICES,
  PEOPLE_NOTICES,
  SETTINGS_NOTICES,
  AUDIT_NOTICES,
  NOTIFICATION_NOTICES,
  RESTAURANT_NOTICES,
  RESTAURANT_ADMIN_NOTICES,
  ROOM_NOTICES,
  CHANNEL_NOTICES,
  PRICING_NOTICES,
  RESERVATION_NOTICES,
  INVENTORY_NOTICES,
  GUEST_NOTICES,
  FOLIO_NOTICES,
  INVOICE_NOTICES,
  RECEIPT_NOTICES,
} as const;

const BY_TEXT = new Map<string, Notice>((Object.keys(NOTICES) as Notice[]).map((key) => [NOTICES[key], key]));

/** The notice whose English text this is (texts are unique, a test keeps them so); null for another text. */
export function noticeOfText(text: string): Notice | null {
  return BY_TEXT.get(text) ?? null;
}
