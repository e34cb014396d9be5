// A restaurant's settings (designed, issue 10): the paper of its bills and receipts, and the header
// they carry (its hotel's name, address, contact and VAT number).
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantEntities as E } from '@hotel/schema';
import { BillPaper } from './restaurant.enums.js';

@ObjectType({ description: "What heads the restaurant's bills and receipts: its hotel's details" })
export class BillHeader {
  @Field(() => String) hotelTitle!: string;
  @Field(() => String) address!: string;
  @Field(() => String) contactNumber!: string;
  @Field(() => String) email!: string;
  @Field(() => String) vatNumber!: string;
}

@ObjectType({ description: "A restaurant's settings (the defaults until it saves its own)" })
export class RestaurantSetting {
  @Field(() => Int) serviceId!: number;
  @Field(() => BillPaper) billPaper!: BillPaper;
  @Field(() => BillHeader) billHeader!: BillHeader;
  @Field(() => Int, {
    description: "The kitchen's target preparation time in minutes: ticket ages are coloured against it",
  })
  targetPreparationMinutes!: number;
}

@ObjectType()
export class RestaurantSettingPayload {
  @Field(() => String) message!: string;
  @Field(() => RestaurantSetting) restaurantSetting!: RestaurantSetting;
}

export const toRestaurantSetting = (s: E.RestaurantSetting): RestaurantSetting => ({
  serviceId: s.hotelServiceId,
  billPaper: s.billPaper as BillPaper,
  billHeader: s.billHeader,
  targetPreparationMinutes: s.targetPreparationMinutes,
});
