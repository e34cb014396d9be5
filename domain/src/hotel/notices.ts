// What the estate's administration says when a write succeeds (groups, hotels, services): key →
// English text. The upstream answers the text as the envelope's message; the web shows the
// translation of its key (web/src/graphql/notices.ts).
import type { Catalogue } from '../messages/message.js';

export const HOTEL_NOTICES = {
  GROUP_CREATED: 'Group created',
  GROUP_UPDATED: 'Group updated',
  GROUP_DELETED: 'Group deleted',
  HOTEL_CREATED: 'Hotel created',
  HOTEL_UPDATED: 'Hotel updated',
  HOTEL_DELETED: 'Hotel deleted',
  SERVICE_CREATED: 'Service created',
  SERVICE_UPDATED: 'Service updated',
  SERVICE_DELETED: 'Service deleted',
} as const satisfies Catalogue;

export type HotelNotice = keyof typeof HOTEL_NOTICES;
