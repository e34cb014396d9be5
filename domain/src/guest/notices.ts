// Success notices of guest profiles and inquiries.
import type { Catalogue } from '../messages/message.js';

export const GUEST_NOTICES = {
  GUEST_CREATED: 'Guest created successfully',
  GUEST_UPDATED: 'Guest updated successfully',
  GUEST_DELETED: 'Guest deleted successfully',
  INQUIRY_CREATED: 'Inquiry created successfully',
  INQUIRY_CONVERTED: 'Inquiry converted to a reservation',
  INQUIRY_LOST: 'Inquiry marked as lost',
} as const satisfies Catalogue;
