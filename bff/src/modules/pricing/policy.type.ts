// Offers, the hotel's taxes, child and cancellation policies and currency exchange rates.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CHILD_CHARGES, EXCHANGE_CURRENCIES, OFFER_TYPES, type ChildCharge as Charge } from '@hotel/domain';
import type { pricing as P } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

export const OfferType = Object.fromEntries(OFFER_TYPES.map((t) => [t, t])) as {
  [K in (typeof OFFER_TYPES)[number]]: K;
};
registerEnumType(OfferType, {
  name: 'OfferType',
  description:
    'DATES: nights in a range; STAY_LENGTH: stays of at least minNights; EARLY_BOOKING: booked minDaysBefore ahead',
});

@ObjectType({ description: 'A percentage off the nights of a stay; each night takes the best offer that applies' })
export class OfferPrice {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => OfferType) offerType!: (typeof OFFER_TYPES)[number];
  @Field(() => Float) discountPercent!: number;
  @Field(() => String, { nullable: true }) fromDate!: string | null;
  @Field(() => String, { nullable: true }) toDate!: string | null;
  @Field(() => Int, { nullable: true }) minNights!: number | null;
  @Field(() => Int, { nullable: true }) minDaysBefore!: number | null;
  @Field(() => Boolean) active!: boolean;
  roomTypeId!: number | null;
  channelId!: number | null;
}
export const toOfferPrice = (o: P.entities.OfferPrice): OfferPrice => ({
  id: o.id,
  hotelId: o.hotelId,
  name: o.name,
  offerType: o.offerType,
  discountPercent: o.discountPercent,
  fromDate: o.fromDate,
  toDate: o.toDate,
  minNights: o.minNights,
  minDaysBefore: o.minDaysBefore,
  active: o.active,
  roomTypeId: o.roomTypeId,
  channelId: o.channelId,
});
@ObjectType()
export class OfferPricePage extends PageOf(OfferPrice) {}
@ObjectType()
export class OfferPricePayload {
  @Field(() => String) message!: string;
  @Field(() => OfferPrice) offerPrice!: OfferPrice;
}
@InputType()
export class OfferPriceInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => OfferType) offerType!: (typeof OFFER_TYPES)[number];
  @Field(() => Float) discountPercent!: number;
  @Field(() => String, { nullable: true }) fromDate?: string | null;
  @Field(() => String, { nullable: true }) toDate?: string | null;
  @Field(() => Int, { nullable: true }) minNights?: number | null;
  @Field(() => Int, { nullable: true }) minDaysBefore?: number | null;
  @Field(() => Int, { nullable: true }) roomTypeId?: number | null;
  @Field(() => Int, { nullable: true }) channelId?: number | null;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}
export const offerBody = (i: OfferPriceInput) => ({
  ...i,
  fromDate: i.fromDate || null,
  toDate: i.toDate || null,
  minNights: i.minNights ?? null,
  minDaysBefore: i.minDaysBefore ?? null,
  roomTypeId: i.roomTypeId ?? null,
  channelId: i.channelId ?? null,
});

@ObjectType({
  description:
    'A tax of the hotel: by sequence, VAT only on VAT-applicable stays, the levy grossed up by rate/(100-rate)',
})
export class HotelTax {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => Float, { description: 'Percent, zero or more' }) rate!: number;
  @Field(() => Int) sequence!: number;
  @Field(() => Boolean) vat!: boolean;
  @Field(() => Boolean) socialSecurityContributionLevy!: boolean;
  @Field(() => Boolean) active!: boolean;
}
@ObjectType()
export class HotelTaxPage extends PageOf(HotelTax) {}
@ObjectType()
export class HotelTaxPayload {
  @Field(() => String) message!: string;
  @Field(() => HotelTax) tax!: HotelTax;
}
@InputType()
export class HotelTaxInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => Float) rate!: number;
  @Field(() => Int) sequence!: number;
  @Field(() => Boolean, { defaultValue: false }) vat!: boolean;
  @Field(() => Boolean, { defaultValue: false }) socialSecurityContributionLevy!: boolean;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

export const ChildCharge = Object.fromEntries(CHILD_CHARGES.map((c) => [c, c])) as { [K in Charge]: K };
registerEnumType(ChildCharge, {
  name: 'ChildCharge',
  description: 'FREE; CHILD_RATE: a percentage of the night’s room rate; ADULT: counted and charged as an adult',
});

@ObjectType({ description: 'Children of these ages (both included) are charged so' })
export class AgeBand {
  @Field(() => Int) fromAge!: number;
  @Field(() => Int) toAge!: number;
  @Field(() => ChildCharge) charge!: Charge;
  @Field(() => Float) ratePercent!: number;
}
@InputType()
export class AgeBandInput {
  @Field(() => Int) fromAge!: number;
  @Field(() => Int) toAge!: number;
  @Field(() => ChildCharge) charge!: Charge;
  @Field(() => Float, { defaultValue: 0 }) ratePercent!: number;
}
@ObjectType({ description: 'How children are charged from a date, in the whole hotel or one room type' })
export class ChildPolicy {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) validFrom!: string;
  @Field(() => [AgeBand]) bands!: AgeBand[];
  roomTypeId!: number | null;
}
export const toChildPolicy = (p: P.entities.ChildPolicy): ChildPolicy => ({
  id: p.id,
  hotelId: p.hotelId,
  name: p.name,
  validFrom: p.validFrom,
  bands: p.bands,
  roomTypeId: p.roomTypeId,
});
@ObjectType()
export class ChildPolicyPayload {
  @Field(() => String) message!: string;
  @Field(() => ChildPolicy) childPolicy!: ChildPolicy;
}
@InputType()
export class ChildPolicyInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, { nullable: true, description: 'None: the whole hotel' }) roomTypeId?: number | null;
  @Field(() => String) name!: string;
  @Field(() => String) validFrom!: string;
  @Field(() => [AgeBandInput]) bands!: AgeBandInput[];
}

@ObjectType({ description: 'Cancelling at least minDaysBefore days before arrival costs chargePercent of the stay' })
export class CancellationTier {
  @Field(() => Int) minDaysBefore!: number;
  @Field(() => Float) chargePercent!: number;
}
@InputType()
export class CancellationTierInput {
  @Field(() => Int) minDaysBefore!: number;
  @Field(() => Float) chargePercent!: number;
}
@ObjectType({ description: 'The fee for cancelling, by days before arrival, and for a no-show, from a date' })
export class CancellationPolicy {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) validFrom!: string;
  @Field(() => Float) noShowPercent!: number;
  @Field(() => [CancellationTier], { description: 'Most days before arrival first' }) tiers!: CancellationTier[];
}
@ObjectType()
export class CancellationPolicyPayload {
  @Field(() => String) message!: string;
  @Field(() => CancellationPolicy) cancellationPolicy!: CancellationPolicy;
}
@InputType()
export class CancellationPolicyInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) validFrom!: string;
  @Field(() => Float) noShowPercent!: number;
  @Field(() => [CancellationTierInput]) tiers!: CancellationTierInput[];
}

export const ExchangeCurrency = Object.fromEntries(EXCHANGE_CURRENCIES.map((c) => [c, c])) as {
  [K in (typeof EXCHANGE_CURRENCIES)[number]]: K;
};
registerEnumType(ExchangeCurrency, { name: 'ExchangeCurrency', description: 'A currency kept against LKR' });

@ObjectType({ description: 'How many LKR one unit of the currency is worth from startDate on' })
export class CurrencyRate {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => ExchangeCurrency) currency!: (typeof EXCHANGE_CURRENCIES)[number];
  @Field(() => Float) rate!: number;
  @Field(() => String) startDate!: string;
}
export const toCurrencyRate = (r: P.entities.CurrencyExchangeRate): CurrencyRate => ({
  id: r.id,
  hotelId: r.hotelId,
  currency: r.currencyPrefix,
  rate: r.rate,
  startDate: r.startDate,
});
@ObjectType()
export class CurrencyRatePage extends PageOf(CurrencyRate) {}
@ObjectType()
export class CurrencyRatePayload {
  @Field(() => String) message!: string;
  @Field(() => CurrencyRate) rate!: CurrencyRate;
}
@InputType()
export class CurrencyRateInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => ExchangeCurrency) currency!: (typeof EXCHANGE_CURRENCIES)[number];
  @Field(() => Float) rate!: number;
  @Field(() => String) startDate!: string;
}
export const CURRENCY_FIELDS = { currencyPrefix: 'currency' };
