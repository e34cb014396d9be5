// Refusals of guest profiles and inquiries (core-platform §2 /guest, /create-inquiry, /inquiries, §3
// Guest profile): the passport image's limits and an inquiry's steps taken out of turn.
import type { Catalogue } from '../messages/message.js';

/** The passport image's limits: a photo or scan, not a document of any kind. */
export const PASSPORT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PASSPORT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const GUEST_REFUSALS = {
  PASSPORT_IMAGE_TOO_LARGE: 'The passport image is larger than 2 MB',
  PASSPORT_IMAGE_TYPE: 'The passport image must be a PNG, JPEG or WebP picture',
  FIRST_NAME_REQUIRED: 'First name is required',
  GUEST_HAS_STAYS: 'The guest has stays and cannot be deleted',
  /** {{status}}: the inquiry's status. */
  INQUIRY_NOT_OPEN: 'Only an open inquiry can be changed (this one is {{status}})',
  INQUIRY_ROOM_COUNT: 'Rooms per type are from 1 to 20',
} as const satisfies Catalogue;

export type GuestRefusalReason = keyof typeof GUEST_REFUSALS;
