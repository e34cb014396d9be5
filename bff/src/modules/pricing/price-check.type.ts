// The price check: a stay priced by the domain engine upstream, night by night.
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { ChildCharge as Charge, PriceRule as Rule } from '@hotel/domain';
import type { pricing as P } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { ChildCharge } from './policy.type.js';
import { PriceRule } from './price.type.js';

@InputType()
export class PriceCheckInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) channelId!: number;
  @Field(() => Int) roomTypeId!: number;
  @Field(() => Int) stayTypeId!: number;
  @Field(() => Boolean, { description: 'Residents pay in LKR, non-residents in USD' }) resident!: boolean;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
  @Field(() => Int) adults!: number;
  @Field(() => [Int], { defaultValue: [] }) childAges!: number[];
  @Field(() => Boolean, { nullable: true, description: 'Whether VAT applies; the hotel’s registration when null' })
  vat?: boolean | null;
  @Field(() => String, { nullable: true, description: 'The booking day for early-booking offers; today when null' })
  bookingDate?: string | null;
}

@ObjectType({ description: 'One night of the stay and the rule that set its price' })
export class PricedNight {
  @Field(() => String) date!: string;
  @Field(() => PriceRule) rule!: Rule;
  @Field(() => String, { nullable: true }) seasonName!: string | null;
  @Field(() => Money, { description: 'The rule’s base rate' }) baseRate!: number;
  @Field(() => Money, { description: 'The base rate for the occupancy (pax)' }) room!: number;
  @Field(() => Money) children!: number;
  @Field(() => String, { nullable: true }) offerName!: string | null;
  @Field(() => Float, { nullable: true }) discountPercent!: number | null;
  @Field(() => Money) discount!: number;
  @Field(() => Money) amount!: number;
}

@ObjectType()
export class PricedChild {
  @Field(() => Int) age!: number;
  @Field(() => ChildCharge) charge!: Charge;
  @Field(() => Float) ratePercent!: number;
}

@ObjectType({ description: 'A tax line: the levy’s rate grossed up, the configured one in originRate' })
export class PricedTax {
  @Field(() => String) name!: string;
  @Field(() => Int) sequence!: number;
  @Field(() => Float) originRate!: number;
  @Field(() => Float) rate!: number;
  @Field(() => Money) amount!: number;
}

@ObjectType({ description: 'The total shown in another currency at the rate of the check-in date' })
export class PriceEquivalent {
  @Field(() => String) currency!: string;
  @Field(() => String, { description: 'Exact decimal text (8 decimals for BTC and ETH)' }) amount!: string;
  @Field(() => String, { description: 'LKR per unit' }) rate!: string;
  @Field(() => String, { nullable: true }) rateStartDate!: string | null;
}

@ObjectType({ description: 'A stay priced from the catalogue: the nights, then the taxes by sequence' })
export class PriceCheck {
  @Field(() => String, { description: 'LKR for a resident, USD for a non-resident' }) currency!: string;
  @Field(() => Int) nights!: number;
  @Field(() => String) paxName!: string;
  @Field(() => Int) countedAdults!: number;
  @Field(() => [PricedChild]) children!: PricedChild[];
  @Field(() => String, { nullable: true }) childPolicyName!: string | null;
  @Field(() => Boolean) vat!: boolean;
  @Field(() => [PricedNight]) lines!: PricedNight[];
  @Field(() => Money) subtotal!: number;
  @Field(() => [PricedTax]) taxes!: PricedTax[];
  @Field(() => Money) totalTax!: number;
  @Field(() => Money) total!: number;
  @Field(() => [PriceEquivalent]) equivalents!: PriceEquivalent[];
}
export const toPriceCheck = (p: P.entities.PriceCheck): PriceCheck => p;
