// An inquiry (core-platform §2 /create-inquiry, /inquiries): a quote for dates, guests and room types,
// priced on the server, and its status (OPEN, CONVERTED, LOST; EXPIRED once its arrival date passed).
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { INQUIRY_STATUSES } from '@hotel/domain';
import type { guest } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';
import { Reservation } from '../reservation/reservation.type.js';

type Entities = typeof guest.entities;

export const InquiryStatus = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, s])) as {
  [K in (typeof INQUIRY_STATUSES)[number]]: K;
};
registerEnumType(InquiryStatus, {
  name: 'InquiryStatus',
  description: 'OPEN (may be booked or lost), CONVERTED (booked once), LOST (declined), EXPIRED (arrival date passed)',
});

@ObjectType({ description: 'Rooms of one type an inquiry asks for, with their price' })
export class InquiryRoom {
  @Field(() => Int) roomTypeId!: number;
  @Field(() => String) roomTypeName!: string;
  @Field(() => Int) stayTypeId!: number;
  @Field(() => String) stayTypeName!: string;
  @Field(() => Int) count!: number;
  @Field(() => Int, { description: 'Adults in each room' }) adults!: number;
  @Field(() => Int, { description: 'Children in each room' }) children!: number;
  @Field(() => [Int]) childAges!: number[];
  @Field(() => Money, { description: 'All `count` rooms for the stay, taxes included' }) total!: number;
}

@ObjectType({ description: 'A quote for a stay, priced by the pricing engine' })
export class Inquiry {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, { nullable: true }) guestId!: number | null;
  @Field(() => String) guestName!: string;
  @Field(() => String) guestEmail!: string;
  @Field(() => String) guestPhone!: string;
  @Field(() => Int) channelId!: number;
  @Field(() => String) channelName!: string;
  @Field(() => Boolean) resident!: boolean;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
  @Field(() => Int) nights!: number;
  @Field(() => InquiryStatus) status!: Entities['inquiry']['_output']['status'];
  @Field(() => String) currency!: string;
  @Field(() => Money) total!: number;
  @Field(() => String) notes!: string;
  @Field(() => Int, { nullable: true, description: 'The reservation it became' }) reservationId!: number | null;
  @Field(() => String, { nullable: true }) refNumber!: string | null;
  @Field(() => Int) roomCount!: number;
  @Field(() => [InquiryRoom]) rooms!: InquiryRoom[];
  @Field(() => String) createdAt!: string;
}

@ObjectType()
export class InquiryPage extends PageOf(Inquiry) {}

@ObjectType()
export class InquiryPayload {
  @Field(() => String) message!: string;
  @Field(() => Inquiry) inquiry!: Inquiry;
}

@ObjectType()
export class InquiryConversion {
  @Field(() => String) message!: string;
  @Field(() => Inquiry) inquiry!: Inquiry;
  @Field(() => Reservation) reservation!: Reservation;
}

@InputType()
export class InquiryRoomInput {
  @Field(() => Int) roomTypeId!: number;
  @Field(() => Int) stayTypeId!: number;
  @Field(() => Int, { description: 'Rooms of this type, 1 to 20' }) count!: number;
  @Field(() => Int, { description: 'Adults in each room' }) adults!: number;
  @Field(() => Int, { defaultValue: 0 }) children!: number;
  @Field(() => [Int], { defaultValue: [] }) childAges!: number[];
}

@InputType()
export class InquiryInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, { nullable: true }) guestId?: number | null;
  @Field(() => String) guestName!: string;
  @Field(() => String, { defaultValue: '' }) guestEmail!: string;
  @Field(() => String, { defaultValue: '' }) guestPhone!: string;
  @Field(() => Int) channelId!: number;
  @Field(() => Boolean, { description: 'Resident (true) or Non-Resident (false)' }) resident!: boolean;
  @Field(() => Boolean, { nullable: true }) vatApplicable?: boolean | null;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
  @Field(() => [InquiryRoomInput]) rooms!: InquiryRoomInput[];
  @Field(() => String, { defaultValue: '' }) notes!: string;
}
