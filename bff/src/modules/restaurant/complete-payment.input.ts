import { Field, InputType, Int } from 'type-graphql';
import { PaymentMethod } from './restaurant.enums.js';

@InputType({ description: "The VAT registry customer of the Prepare Invoice dialog ('Vat register customer ?')" })
export class VatCustomerInput {
  @Field(() => Int, { nullable: true, description: 'A registry entry that was looked up' }) id?: number | null;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) email!: string;
  @Field(() => Int, { nullable: true }) groupId?: number | null;
  @Field(() => Boolean, { nullable: true }) onlyThisHotelView?: boolean | null;
}

@InputType({ description: 'Completes payment of a fully served order; the table becomes free' })
export class CompletePaymentInput {
  @Field(() => Int) orderId!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => PaymentMethod, { description: 'CASH or ROOM_BILL' }) paymentMethod!: PaymentMethod;
  @Field(() => VatCustomerInput, { nullable: true, description: 'Given when the guest is a VAT registry customer' })
  vatCustomer?: VatCustomerInput | null;
}
