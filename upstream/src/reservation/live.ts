// Live updates of a hotel's stays on /reservation/{hotelId}: collected while a change runs, sent only
// after its transaction committed (a rolled-back change is never announced; a broker hiccup costs the
// nudge, never the change).
import { reservationTopic, type reservationEntities } from '@hotel/schema';
import type { Reservation } from './types.js';
import type { TopicPublisher } from '../stomp/publisher.js';

type Change = reservationEntities.ReservationChange;
type RoomNights = reservationEntities.ReservationRoomNights;

export class ReservationLive {
  private readonly messages: reservationEntities.ReservationChangeMessage[] = [];

  /**
   * A committed change of `after`: `released` are the room nights it gave back (a cancellation, a
   * move, changed dates); the nights the stay holds now are read off its occupying rooms.
   */
  change(after: Reservation, change: Change, released: readonly RoomNights[] = []): this {
    const held: RoomNights[] = after.rooms
      .filter((r) => r.roomId !== null && r.roomNo !== null && (r.status === 'BOOKED' || r.status === 'CHECKEDIN'))
      .map((r) => ({ roomId: r.roomId!, roomNo: r.roomNo!, from: r.checkInDate, to: r.checkOutDate, held: true }));
    this.messages.push({
      reservationId: after.id,
      hotelId: after.hotelId,
      refNumber: after.refNumber,
      change,
      status: after.status,
      checkInDate: after.checkInDate,
      checkOutDate: after.checkOutDate,
      rooms: [...released.map((r) => ({ ...r, held: false })), ...held],
      version: after.version,
      changedAt: new Date().toISOString(),
    });
    return this;
  }

  async publish(publisher: TopicPublisher): Promise<void> {
    for (const m of this.messages) {
      await publisher.publish(reservationTopic(m.hotelId), m).catch((err: unknown) => {
        console.warn('[reservation] could not publish a live update', m.reservationId, err);
      });
    }
  }
}

/** The room nights a reservation holds, as given back when it lets them go. */
export function nightsOf(r: Reservation): RoomNights[] {
  return r.rooms
    .filter(
      (room) =>
        room.roomId !== null && room.roomNo !== null && (room.status === 'BOOKED' || room.status === 'CHECKEDIN'),
    )
    .map((room) => ({
      roomId: room.roomId!,
      roomNo: room.roomNo!,
      from: room.checkInDate,
      to: room.checkOutDate,
      held: false,
    }));
}
