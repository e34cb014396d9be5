// The service's taxes and its service charge.
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { restaurantAdmin as A } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({
  description:
    'A tax of the restaurant (or its service charge): applied by sequence, VAT only on VAT orders, the levy grossed up. One named on completed bills is deactivated, not deleted.',
})
export class RestaurantTax {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Float, { description: 'Percent, zero or more' }) rate!: number;
  @Field(() => Int) sequence!: number;
  @Field(() => Boolean) vat!: boolean;
  @Field(() => Boolean, { description: 'The social security contribution levy: rate grossed up by rate/(100-rate)' })
  socialSecurityContributionLevy!: boolean;
  @Field(() => Boolean, { description: 'The service charge, on the subtotal before the taxes' })
  serviceCharge!: boolean;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Boolean) onCompletedBills!: boolean;
}

@ObjectType()
export class RestaurantTaxPage extends PageOf(RestaurantTax) {}

@ObjectType()
export class RestaurantTaxPayload {
  @Field(() => String) message!: string;
  @Field(() => RestaurantTax) tax!: RestaurantTax;
}

@InputType()
export class RestaurantTaxInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) name!: string;
  @Field(() => Float) rate!: number;
  @Field(() => Int) sequence!: number;
  @Field(() => Boolean, { defaultValue: false }) vat!: boolean;
  @Field(() => Boolean, { defaultValue: false }) socialSecurityContributionLevy!: boolean;
  @Field(() => Boolean, { defaultValue: false }) serviceCharge!: boolean;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

export const toRestaurantTax = (t: A.RestaurantTax): RestaurantTax => ({
  id: t.id,
  name: t.name,
  rate: t.rate,
  sequence: t.sequence,
  vat: t.vat,
  socialSecurityContributionLevy: t.socialSecurityContributionLevy,
  serviceCharge: t.serviceCharge,
  active: t.active,
  onCompletedBills: t.onCompletedBills,
});
