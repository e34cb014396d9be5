// A hotel's promotions (designed; /hotel-admin/promotions): a code taking a percentage or an amount
// off bookings over a date range, for web and/or direct bookings.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ResultOf, settings as admin } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

export enum PromotionDiscountType {
  PERCENTAGE = 'PERCENTAGE',
  AMOUNT = 'AMOUNT',
}
registerEnumType(PromotionDiscountType, { name: 'PromotionDiscountType' });

@ObjectType({ description: 'A promotion code of a hotel (codes are unique per hotel)' })
export class Promotion {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => PromotionDiscountType) discountType!: PromotionDiscountType;
  @Field(() => Float) discountValue!: number;
  @Field(() => String, { description: 'YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) endDate!: string;
  @Field(() => Boolean) web!: boolean;
  @Field(() => Boolean) direct!: boolean;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType()
export class PromotionPage extends PageOf(Promotion) {}

@InputType({
  description:
    "Code 2-30 letters, digits, dashes or underscores; a percentage at most 100; end not before start; web and/or direct ('Please select Reservation Type!')",
})
export class PromotionInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { defaultValue: '' }) description!: string;
  @Field(() => PromotionDiscountType) discountType!: PromotionDiscountType;
  @Field(() => Float) discountValue!: number;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => Boolean) web!: boolean;
  @Field(() => Boolean) direct!: boolean;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@ObjectType()
export class PromotionPayload {
  @Field(() => String) message!: string;
  @Field(() => Promotion) promotion!: Promotion;
}

type Upstream = ResultOf<typeof admin.createPromotion>['promotion'];
export const toPromotion = (p: Upstream): Promotion => ({
  ...p,
  discountType: p.discountType as PromotionDiscountType,
});
