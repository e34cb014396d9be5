// A booking as its guest sees it on /manage-reservation (schema: guestBooking): the hotel, the stay,
// the rooms by type, the total and status, and what cancelling costs today. A type of its own, not
// the desk's Reservation with fields hidden: the guest's page must never be able to ask for the
// desk's fields (ids, room numbers, notes, phone).
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { reservationEntities } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { ReservationStatus } from './reservation.type.js';

@ObjectType({ description: "The hotel of a guest's booking" })
export class GuestBookingHotel {
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) contactNumber!: string;
  @Field(() => String) email!: string;
}

@ObjectType({ description: 'A room of a guest’s booking, by its type' })
export class GuestBookingRoom {
  @Field(() => String) roomTypeName!: string;
  @Field(() => String, { nullable: true }) stayTypeName!: string | null;
  @Field(() => Int) adults!: number;
  @Field(() => Int) children!: number;
}

@ObjectType({ description: "What cancelling a guest's booking costs today under the hotel's policy" })
export class GuestCancellation {
  @Field(() => String, { nullable: true }) policyName!: string | null;
  @Field(() => Int, { nullable: true, description: 'Days before arrival; null once the arrival date passed' })
  daysBefore!: number | null;
  @Field(() => Boolean) noShow!: boolean;
  @Field(() => Float) percent!: number;
  @Field(() => Money) total!: number;
  @Field(() => Money, { description: 'Send it back with the cancellation' }) fee!: number;
}

@ObjectType({ description: 'A booking as its guest sees it (found by reference number and e-mail)' })
export class GuestBooking {
  @Field(() => String) refNumber!: string;
  @Field(() => ReservationStatus) status!: reservationEntities.ReservationStatus;
  @Field(() => String) guestName!: string;
  @Field(() => GuestBookingHotel) hotel!: GuestBookingHotel;
  @Field(() => String, { description: 'YYYY-MM-DD' }) checkInDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) checkOutDate!: string;
  @Field(() => Int) nights!: number;
  @Field(() => String, { description: 'LKR for residents, USD for non-residents' }) currency!: string;
  @Field(() => Money) total!: number;
  @Field(() => Money, { nullable: true, description: 'What cancelling cost, once cancelled' })
  cancellationFee!: number | null;
  @Field(() => Int, { description: 'Send it back with the cancellation' }) version!: number;
  @Field(() => [GuestBookingRoom]) rooms!: GuestBookingRoom[];
  @Field(() => GuestCancellation, { nullable: true, description: 'Null when it can no longer be cancelled' })
  cancellation!: GuestCancellation | null;
}

@ObjectType()
export class GuestBookingPayload {
  @Field(() => String) message!: string;
  @Field(() => GuestBooking) booking!: GuestBooking;
}
