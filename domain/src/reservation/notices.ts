// Success notices of reservations.
import type { Catalogue } from '../messages/message.js';

export const RESERVATION_NOTICES = {
  RESERVATION_CREATED: 'Reservation created successfully',
  RESERVATION_UPDATED: 'Reservation updated successfully',
  RESERVATION_CHECKED_IN: 'Guest checked in successfully',
  RESERVATION_CHECKED_OUT: 'Guest checked out successfully',
  RESERVATION_CANCELLED: 'Reservation cancelled successfully',
  RESERVATION_ROOM_ASSIGNED: 'Room assigned successfully',
} as const satisfies Catalogue;
