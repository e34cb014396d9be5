import type { reservation } from '@hotel/schema';

export type Reservation = reservation.entities.Reservation;
export type ReservedRoom = reservation.entities.ReservedRoom;
