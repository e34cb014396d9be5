// The reservation VAT dialog (operations §2 Refund and VAT, §3 Reservation VAT update and info): whether
// VAT applies to the stay, and the VAT registry customer its invoices name.
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The VAT registry customer a reservation names' })
export class ReservationVatRegistry {
  @Field(() => String) email!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
}

@ObjectType({ description: 'Reservation VAT info: vatRegistryResponse is null until the desk sets it' })
export class ReservationVat {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) refNumber!: string;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => ReservationVatRegistry, { nullable: true }) vatRegistryResponse!: ReservationVatRegistry | null;
}

@ObjectType()
export class ReservationVatPayload {
  @Field(() => String) message!: string;
  @Field(() => ReservationVat) reservationVat!: ReservationVat;
}

@InputType({ description: 'Reservation VAT update: the e-mail, VAT number, name and address are required' })
export class ReservationVatInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) reservationId!: number;
  @Field(() => String) email!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
}
