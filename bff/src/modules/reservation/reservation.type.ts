// A reservation with its booked rooms (core-platform §2 /reservation, /reservations), what the desk
// sends to book and change it, the cancellation fee it is shown first, and the live change of a stay.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RESERVATION_STATUSES, RESERVED_ROOM_STATUSES } from '@hotel/domain';
import { reservationEntities, type reservation } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { LiveEventKind } from '../notification/notification.type.js';
import { PageOf } from '../shared/paging.args.js';

type Entities = typeof reservation.entities;

export const ReservationStatus = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, s])) as {
  [K in (typeof RESERVATION_STATUSES)[number]]: K;
};
registerEnumType(ReservationStatus, {
  name: 'ReservationStatus',
  description:
    'Status ids 1 RESERVED, 2 CHECKED_IN, 3 NOT_PAID, 5 EXPIRED (the active list) and 4 CHECKED_OUT, 6 CANCELLED (the history)',
});

export const ReservedRoomStatus = Object.fromEntries(RESERVED_ROOM_STATUSES.map((s) => [s, s])) as {
  [K in (typeof RESERVED_ROOM_STATUSES)[number]]: K;
};
registerEnumType(ReservedRoomStatus, {
  name: 'ReservedRoomStatus',
  description: 'BOOKED and CHECKEDIN hold the room; CHECKEDOUT and CANCELLED have let it go',
});

export const ReservationChangeKind = Object.fromEntries(
  reservationEntities.reservationChange.options.map((s) => [s, s]),
) as {
  [K in reservationEntities.ReservationChange]: K;
};
registerEnumType(ReservationChangeKind, { name: 'ReservationChangeKind', description: 'What a change did to a stay' });

@ObjectType({
  description:
    'A reserved room as its reservation holds it (type, stay type, guests, nights, price); the waiter’s in-house lookup is ReservedRoom',
})
export class BookedRoom {
  @Field(() => Int) id!: number;
  @Field(() => Int) roomTypeId!: number;
  @Field(() => String) roomTypeName!: string;
  @Field(() => Int, { nullable: true }) stayTypeId!: number | null;
  @Field(() => String, { nullable: true }) stayTypeName!: string | null;
  @Field(() => Int, { nullable: true }) roomId!: number | null;
  @Field(() => String, { nullable: true }) roomNo!: string | null;
  @Field(() => Int) adults!: number;
  @Field(() => Int) children!: number;
  @Field(() => [Int]) childAges!: number[];
  @Field(() => ReservedRoomStatus) status!: reservationEntities.ReservedRoom['status'];
  @Field(() => String, { description: 'YYYY-MM-DD' }) checkInDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) checkOutDate!: string;
  @Field(() => Money, { description: "The room's price for the stay, taxes included" }) total!: number;
}

@ObjectType({
  description: 'A reservation: guest, stay, channel, rooms, the price made on the server, and its version',
})
export class Reservation {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) refNumber!: string;
  @Field(() => ReservationStatus) status!: reservationEntities.ReservationStatus;
  @Field(() => Int, { description: 'The spec’s status id' }) statusId!: number;
  @Field(() => Int, { nullable: true, description: "The guest's profile" }) guestId!: number | null;
  @Field(() => String) guestName!: string;
  @Field(() => String) guestEmail!: string;
  @Field(() => String) guestPhone!: string;
  @Field(() => Int, { nullable: true }) channelId!: number | null;
  @Field(() => String, { nullable: true }) channelName!: string | null;
  @Field(() => Int, { nullable: true }) reservationTypeId!: number | null;
  @Field(() => String, { nullable: true }) reservationTypeName!: string | null;
  @Field(() => Boolean) resident!: boolean;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
  @Field(() => Int, { description: 'The date difference rounded up' }) nights!: number;
  @Field(() => String, { description: 'LKR for residents, USD for non-residents' }) currency!: string;
  @Field(() => Money) total!: number;
  @Field(() => Money, { nullable: true }) cancellationFee!: number | null;
  @Field(() => String, {
    description: "Why it was cancelled: the desk's or guest's words, or NO_SHOW when the night audit marked it",
  })
  cancellationReason!: string;
  @Field(() => String) notes!: string;
  @Field(() => Int, { description: 'Send it back with a change: a stale one is refused with what changed' })
  version!: number;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  @Field(() => [BookedRoom], { description: 'Empty in the list; the booked rooms on a single reservation' })
  rooms!: BookedRoom[];
  @Field(() => Int) roomCount!: number;
  @Field(() => String, { description: 'The assigned room numbers' }) roomNos!: string;
}

export const toReservation = (r: Entities['reservation']['_output']): Reservation => ({
  ...r,
  roomCount: r.rooms.filter((room) => room.checkInDate === r.checkInDate).length,
  roomNos: [...new Set(r.rooms.map((room) => room.roomNo).filter((n): n is string => n !== null))].sort().join(', '),
});

export const toReservationRow = (r: Entities['reservationRow']['_output']): Reservation => ({ ...r, rooms: [] });

@ObjectType()
export class ReservationPage extends PageOf(Reservation) {}

@ObjectType()
export class ReservationPayload {
  @Field(() => String) message!: string;
  @Field(() => Reservation) reservation!: Reservation;
}

@ObjectType({ description: 'What cancelling costs today under the cancellation policy (shown before confirming)' })
export class CancellationPreview {
  @Field(() => Int) reservationId!: number;
  @Field(() => Int) version!: number;
  @Field(() => String, { nullable: true }) policyName!: string | null;
  @Field(() => Int, { nullable: true, description: 'Days before arrival; null once the arrival date passed' })
  daysBefore!: number | null;
  @Field(() => Boolean) noShow!: boolean;
  @Field(() => Float) percent!: number;
  @Field(() => String) currency!: string;
  @Field(() => Money) total!: number;
  @Field(() => Money, { description: 'Send it back with the cancellation' }) fee!: number;
}

@ObjectType({ description: 'A room free for a room type change' })
export class FreeRoom {
  @Field(() => Int) id!: number;
  @Field(() => String) roomNo!: string;
}

@ObjectType({
  description:
    "What moving a booked room to another room type costs for the nights to come, and that type's free rooms",
})
export class RoomTypeChangePreview {
  @Field(() => Int) reservationId!: number;
  @Field(() => Int) reservedRoomId!: number;
  @Field(() => Int) roomTypeId!: number;
  @Field(() => String) roomTypeName!: string;
  @Field(() => Int) stayTypeId!: number;
  @Field(() => String) stayTypeName!: string;
  @Field(() => String, { description: 'The first night moved: the business date in house, else the arrival' })
  fromDate!: string;
  @Field(() => String) toDate!: string;
  @Field(() => Int) nights!: number;
  @Field(() => String) currency!: string;
  @Field(() => Money, { description: 'Those nights in the booked type' }) currentPrice!: number;
  @Field(() => Money, { description: 'Those nights in the new type, by the pricing engine' }) newPrice!: number;
  @Field(() => Money, { description: 'Send it back with the change' }) difference!: number;
  @Field(() => Money) newTotal!: number;
  @Field(() => [FreeRoom]) freeRooms!: FreeRoom[];
}

@InputType()
export class ReservedRoomInput {
  @Field(() => Int) roomTypeId!: number;
  @Field(() => Int) stayTypeId!: number;
  @Field(() => Int, { nullable: true, description: 'The room; left out: the first free room of the type' })
  roomId?: number | null;
  @Field(() => Int) adults!: number;
  @Field(() => Int, { defaultValue: 0 }) children!: number;
  @Field(() => [Int], { defaultValue: [] }) childAges!: number[];
}

@InputType()
export class ReservationInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, {
    nullable: true,
    description: "The guest's profile; left out when booking: the hotel's guest with this e-mail, or a new one",
  })
  guestId?: number | null;
  @Field(() => String) guestName!: string;
  @Field(() => String, { defaultValue: '' }) guestEmail!: string;
  @Field(() => String, { defaultValue: '' }) guestPhone!: string;
  @Field(() => Int) channelId!: number;
  @Field(() => Int, { nullable: true }) reservationTypeId?: number | null;
  @Field(() => Boolean, { description: 'Resident (true) or Non-Resident (false)' }) resident!: boolean;
  @Field(() => Boolean, { nullable: true }) vatApplicable?: boolean | null;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
  @Field(() => [ReservedRoomInput]) rooms!: ReservedRoomInput[];
  @Field(() => String, { defaultValue: '' }) notes!: string;
}

@ObjectType({ description: 'The room nights a change took (held) or gave back' })
export class ReservationRoomNights {
  @Field(() => Int) roomId!: number;
  @Field(() => String) roomNo!: string;
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => Boolean) held!: boolean;
}

@ObjectType({
  description:
    "A committed change of a hotel's stays (/reservation/{hotelId}): repaint the nights, refetch the row. RESYNC: refetch everything.",
})
export class ReservationEvent {
  @Field(() => LiveEventKind) kind!: LiveEventKind;
  @Field(() => Int, { nullable: true }) reservationId!: number | null;
  @Field(() => String, { nullable: true }) refNumber!: string | null;
  @Field(() => ReservationChangeKind, { nullable: true }) change!: reservationEntities.ReservationChange | null;
  @Field(() => ReservationStatus, { nullable: true }) status!: reservationEntities.ReservationStatus | null;
  @Field(() => String, { nullable: true }) checkInDate!: string | null;
  @Field(() => String, { nullable: true }) checkOutDate!: string | null;
  @Field(() => [ReservationRoomNights]) rooms!: ReservationRoomNights[];
  @Field(() => Int, { nullable: true }) version!: number | null;
}
