// A guest profile (core-platform §3 Guest profile, /guest): its fields, the passport image (a data URL,
// only on one guest), the stays booked for it, what the desk sends, and the spreadsheet of a search.
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GUEST_TYPES } from '@hotel/domain';
import type { guest } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';
import { ReservationStatus } from '../reservation/reservation.type.js';

type Entities = typeof guest.entities;

export const GuestType = Object.fromEntries(GUEST_TYPES.map((s) => [s, s])) as {
  [K in (typeof GUEST_TYPES)[number]]: K;
};
registerEnumType(GuestType, { name: 'GuestType', description: 'INDIVIDUAL, CORPORATE or VIP' });

@ObjectType({ description: 'A stay of a guest: a reservation booked for the profile' })
export class GuestStay {
  @Field(() => Int) reservationId!: number;
  @Field(() => String) refNumber!: string;
  @Field(() => ReservationStatus) status!: Entities['guestStay']['_output']['status'];
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
  @Field(() => String) roomNos!: string;
  @Field(() => String) currency!: string;
  @Field(() => Money) total!: number;
}

@ObjectType({ description: 'A guest profile of a hotel' })
export class Guest {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) idNumber!: string;
  @Field(() => String) nationality!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phoneNumber!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => GuestType) guestType!: Entities['guestRow']['_output']['guestType'];
  @Field(() => Boolean) hasPassportImage!: boolean;
  @Field(() => Int) stayCount!: number;
  @Field(() => String) createdAt!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The passport image as a data URL; only on one guest (guest), null in the list',
  })
  passportImage!: string | null;
  @Field(() => [GuestStay], { description: 'Empty in the list; the stays on one guest' })
  stays!: GuestStay[];
}

export const toGuestRow = (g: Entities['guestRow']['_output']): Guest => ({ ...g, passportImage: null, stays: [] });

@ObjectType()
export class GuestPage extends PageOf(Guest) {}

@ObjectType()
export class GuestPayload {
  @Field(() => String) message!: string;
  @Field(() => Guest) guest!: Guest;
}

@ObjectType({ description: 'A spreadsheet of a search, for the browser to save' })
export class GuestSpreadsheet {
  @Field(() => String) filename!: string;
  @Field(() => String) contentType!: string;
  @Field(() => String, { description: 'The file, base64' }) base64!: string;
}

@InputType()
export class GuestInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String, { defaultValue: '' }) lastName!: string;
  @Field(() => String, { defaultValue: '' }) idNumber!: string;
  @Field(() => String, { defaultValue: '' }) nationality!: string;
  @Field(() => String, { defaultValue: '' }) email!: string;
  @Field(() => String, { defaultValue: '' }) phoneNumber!: string;
  @Field(() => String, { defaultValue: '' }) address!: string;
  @Field(() => String, { defaultValue: '' }) city!: string;
  @Field(() => GuestType, { defaultValue: 'INDIVIDUAL' }) guestType!: Entities['guestRow']['_output']['guestType'];
  @Field(() => String, {
    nullable: true,
    description: 'A new passport image as a data URL (PNG, JPEG or WebP, at most 2 MB); left out: kept',
  })
  passportImage?: string | null;
  @Field(() => Boolean, { defaultValue: false, description: 'Removes the stored passport image' })
  removePassportImage!: boolean;
}
