// Success notices of reservations.
import type { Catalogue } from '../messages/message.js';

export const RESERVATION_NOTICES = {
  RESERVATION_CREATED: 'Reservation created successfully',
  RESERVATION_UPDATED: 'Reservation updated successfully',
  RESERVATION_CHECKED_IN: 'Guest checked in successfully',
  RESERVATION_CHECKED_OUT: 'Guest checked out successfully',
  RESERVATION_CANCELLED: 'Reservation cancelled successfully',
  RESERVATION_ROOM_ASSIGNED: 'Room assigned successfully',
  RESERVATION_ROOM_TYPE_CHANGED: 'Room type changed successfully',
  NIGHT_AUDIT_DONE: 'Night audit completed',
  NIGHT_AUDIT_HOUR_SAVED: 'Night audit hour saved',
  RESERVATION_VAT_UPDATED: 'VAT details updated successfully',
} as const satisfies Catalogue;
