// Channel, seasonal and day prices, the rate grid and the online rate changer's rows: amounts in LKR
// for residents and USD for non-residents, the channel, room type and stay type (and season) they are
// for resolved through the request's per-hotel loaders.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PRICE_RULES, type PriceRule as Rule } from '@hotel/domain';
import type { pricing as P } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';

export const PriceRule = Object.fromEntries(PRICE_RULES.map((r) => [r, r])) as { [K in Rule]: K };
registerEnumType(PriceRule, {
  name: 'PriceRule',
  description: 'What set a night’s price: a day price wins over a seasonal price, which wins over the channel price',
});

/** What every price row carries; its channel, room type and stay type are resolved fields. */
@ObjectType({ description: 'What every price row carries' })
abstract class PriceFields {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => Money, { description: 'LKR, for residents' }) residentRate!: number;
  @Field(() => Money, { description: 'USD, for non-residents' }) nonResidentRate!: number;
  channelId!: number;
  roomTypeId!: number;
  stayTypeId!: number;
}

@ObjectType({ description: 'The base rate of a channel, room type and stay type' })
export class ChannelPrice extends PriceFields {}

@ObjectType({ description: 'The rate of a season: it wins over the channel price on the season’s nights' })
export class SeasonalPrice extends PriceFields {
  seasonId!: number;
}

@ObjectType({ description: 'The rate of one date: it wins over the seasonal and channel price' })
export class DayPrice extends PriceFields {
  @Field(() => String, { description: 'YYYY-MM-DD' }) priceDate!: string;
}

const priceFields = (p: P.entities.ChannelPrice) => ({
  id: p.id,
  hotelId: p.hotelId,
  residentRate: p.residentRate,
  nonResidentRate: p.nonResidentRate,
  channelId: p.channelId,
  roomTypeId: p.roomTypeId,
  stayTypeId: p.stayTypeId,
});
export const toChannelPrice = (p: P.entities.ChannelPrice): ChannelPrice => priceFields(p);
export const toSeasonalPrice = (p: P.entities.SeasonalPrice): SeasonalPrice => ({
  ...priceFields(p),
  seasonId: p.seasonId,
});
export const toDayPrice = (p: P.entities.DayPrice): DayPrice => ({ ...priceFields(p), priceDate: p.priceDate });

@ObjectType()
export class ChannelPricePage extends PageOf(ChannelPrice) {}
@ObjectType()
export class SeasonalPricePage extends PageOf(SeasonalPrice) {}
@ObjectType()
export class DayPricePage extends PageOf(DayPrice) {}
@ObjectType()
export class ChannelPricePayload {
  @Field(() => String) message!: string;
  @Field(() => ChannelPrice) channelPrice!: ChannelPrice;
}
@ObjectType()
export class SeasonalPricePayload {
  @Field(() => String) message!: string;
  @Field(() => SeasonalPrice) seasonalPrice!: SeasonalPrice;
}
@ObjectType()
export class DayPricePayload {
  @Field(() => String) message!: string;
  @Field(() => DayPrice) dayPrice!: DayPrice;
}

@InputType({ description: 'A price: its channel, room type and stay type, in LKR and USD (and its season or date)' })
export class PriceInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) channelId!: number;
  @Field(() => Int) roomTypeId!: number;
  @Field(() => Int) stayTypeId!: number;
  @Field(() => Money) residentRate!: number;
  @Field(() => Money) nonResidentRate!: number;
  @Field(() => Int, { nullable: true, description: 'Seasonal prices: the season' }) seasonId?: number | null;
  @Field(() => String, { nullable: true, description: 'Day prices: the date (YYYY-MM-DD)' }) priceDate?: string | null;
}
export const priceBody = (i: PriceInput) => ({
  hotelId: i.hotelId,
  channelId: i.channelId,
  roomTypeId: i.roomTypeId,
  stayTypeId: i.stayTypeId,
  residentRate: i.residentRate,
  nonResidentRate: i.nonResidentRate,
});

@ObjectType({ description: 'One channel, room type and stay type over consecutive nights' })
export class RateGridRow {
  @Field(() => String, { description: 'The first night; one entry per night follows' }) fromDate!: string;
  @Field(() => [PriceRule], { nullable: 'items', description: 'Null where nothing prices the night' })
  rules!: (Rule | null)[];
  @Field(() => [Money], { nullable: 'items' }) residentRates!: (number | null)[];
  @Field(() => [Money], { nullable: 'items' }) nonResidentRates!: (number | null)[];
  hotelId!: number;
  channelId!: number;
  roomTypeId!: number;
  stayTypeId!: number;
}
export const toRateGridRow = (hotelId: number, r: P.entities.RateGridRow): RateGridRow => ({
  hotelId,
  fromDate: r.fromDate,
  rules: r.rules,
  residentRates: r.residentRates,
  nonResidentRates: r.nonResidentRates,
  channelId: r.channelId,
  roomTypeId: r.roomTypeId,
  stayTypeId: r.stayTypeId,
});

export enum RateChangeDirection {
  RAISE = 'RAISE',
  LOWER = 'LOWER',
}
registerEnumType(RateChangeDirection, { name: 'RateChangeDirection' });
export enum RateChangeType {
  PERCENTAGE = 'PERCENTAGE',
  AMOUNT = 'AMOUNT',
}
registerEnumType(RateChangeType, { name: 'RateChangeType' });

@InputType({ description: 'Raise or lower the online prices for dates, by a percentage or an amount per currency' })
export class RateChangeInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) fromDate!: string;
  @Field(() => String) toDate!: string;
  @Field(() => [Int], { defaultValue: [], description: 'None: every channel that sells online' }) channelIds!: number[];
  @Field(() => [Int], { defaultValue: [], description: 'None: every room type' }) roomTypeIds!: number[];
  @Field(() => RateChangeDirection) direction!: RateChangeDirection;
  @Field(() => RateChangeType) changeType!: RateChangeType;
  @Field(() => Float, { nullable: true }) percent?: number | null;
  @Field(() => Money, { nullable: true, description: 'LKR, on resident prices' }) residentAmount?: number | null;
  @Field(() => Money, { nullable: true, description: 'USD, on non-resident prices' }) nonResidentAmount?: number | null;
}

@ObjectType({ description: 'A night whose price the change sets: now and after' })
export class RateChangeRow {
  @Field(() => String) date!: string;
  @Field(() => PriceRule, { description: 'The rule that sets the night now' }) rule!: Rule;
  @Field(() => Money) residentRate!: number;
  @Field(() => Money) nonResidentRate!: number;
  @Field(() => Money) newResidentRate!: number;
  @Field(() => Money) newNonResidentRate!: number;
  hotelId!: number;
  channelId!: number;
  roomTypeId!: number;
  stayTypeId!: number;
}
export const toRateChangeRow = (hotelId: number, r: P.entities.RateChangeRow): RateChangeRow => ({
  hotelId,
  date: r.date,
  rule: r.rule,
  residentRate: r.residentRate,
  nonResidentRate: r.nonResidentRate,
  newResidentRate: r.newResidentRate,
  newNonResidentRate: r.newNonResidentRate,
  channelId: r.channelId,
  roomTypeId: r.roomTypeId,
  stayTypeId: r.stayTypeId,
});
@ObjectType()
export class RateChangePayload {
  @Field(() => String) message!: string;
  @Field(() => [RateChangeRow]) changes!: RateChangeRow[];
}
