// Offers, the hotel's taxes (tax master), child and cancellation policies, exchange rates and the price
// check (core-platform §2 Rooms → offer-price, Other entries).
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pricing as P } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { Channel } from '../channel/channel.type.js';
import { RoomType } from '../room/room-type.type.js';
import { channelOf, roomTypeOf } from '../room/room.relations.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { PriceCheck, PriceCheckInput, toPriceCheck } from './price-check.type.js';
import {
  CURRENCY_FIELDS,
  CancellationPolicy,
  CancellationPolicyInput,
  CancellationPolicyPayload,
  ChildPolicy,
  ChildPolicyInput,
  ChildPolicyPayload,
  CurrencyRateInput,
  CurrencyRatePage,
  CurrencyRatePayload,
  HotelTaxInput,
  HotelTaxPage,
  HotelTaxPayload,
  OfferPrice,
  OfferPriceInput,
  OfferPricePage,
  OfferPricePayload,
  offerBody,
  toChildPolicy,
  toCurrencyRate,
  toOfferPrice,
} from './policy.type.js';

const OfferPricePaging = listPaging('OfferPriceSort', P.searchOfferPrices);
type OfferPricePaging = InstanceType<typeof OfferPricePaging>;
const HotelTaxPaging = listPaging('HotelTaxSort', P.searchHotelTaxes);
type HotelTaxPaging = InstanceType<typeof HotelTaxPaging>;
const CurrencyRatePaging = listPaging('CurrencyRateSort', P.searchCurrencyRates);
type CurrencyRatePaging = InstanceType<typeof CurrencyRatePaging>;

@Resolver(() => OfferPrice)
export class OfferPriceResolver {
  @Query(() => OfferPricePage, { description: "The hotel's offers" })
  @Requires('ROOM:VIEW', { hotel: 'hotelId' })
  async offerPrices(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => OfferPricePaging) paging: OfferPricePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<OfferPricePage> {
    const { result, pagination } = await ctx.upstream.call(P.searchOfferPrices, {
      query: { ...pageQuery(paging), hotelId, name: name ?? undefined, active: active ?? undefined },
    });
    return pageFrom(result.offerPrice.map(toOfferPrice), pagination, paging);
  }

  @Mutation(() => OfferPricePayload)
  @Requires('ROOM:ADD', { hotel: 'input.hotelId' })
  async createOfferPrice(@Arg('input', () => OfferPriceInput) input: OfferPriceInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(P.createOfferPrice, { body: offerBody(input) });
    return { message, offerPrice: toOfferPrice(result.offerPrice) };
  }

  @Mutation(() => OfferPricePayload)
  @Requires('ROOM:EDIT', { hotel: 'input.hotelId' })
  async updateOfferPrice(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => OfferPriceInput) input: OfferPriceInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(P.updateOfferPrice, { body: { ...offerBody(input), id } });
    return { message, offerPrice: toOfferPrice(result.offerPrice) };
  }

  @Mutation(() => DeletePayload)
  @Requires('ROOM:DELETE', { hotel: 'hotelId' })
  async deleteOfferPrice(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(P.deleteOfferPrice, { params: { id } });
    return { message, id };
  }

  @FieldResolver(() => RoomType, { nullable: true, description: 'Only this room type; null: every one' })
  async roomType(@Root() o: OfferPrice, @Ctx() ctx: BffContext): Promise<RoomType | null> {
    return o.roomTypeId === null ? null : roomTypeOf(ctx, o.hotelId, o.roomTypeId);
  }

  @FieldResolver(() => Channel, { nullable: true, description: 'Only this channel; null: every one' })
  async channel(@Root() o: OfferPrice, @Ctx() ctx: BffContext): Promise<Channel | null> {
    return o.channelId === null ? null : channelOf(ctx, o.hotelId, o.channelId);
  }
}

@Resolver()
export class HotelTaxResolver {
  @Query(() => HotelTaxPage, { description: "The hotel's taxes (tax master), by sequence" })
  @Requires('TAX:VIEW', { hotel: 'hotelId' })
  async hotelTaxes(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => HotelTaxPaging) paging: HotelTaxPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<HotelTaxPage> {
    const { result, pagination } = await ctx.upstream.call(P.searchHotelTaxes, {
      query: { ...pageQuery(paging), hotelId, name: name ?? undefined, active: active ?? undefined },
    });
    return pageFrom(result.tax, pagination, paging);
  }

  @Mutation(() => HotelTaxPayload)
  @Requires('TAX:ADD', { hotel: 'input.hotelId' })
  async createHotelTax(@Arg('input', () => HotelTaxInput) input: HotelTaxInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(P.createHotelTax, { body: input });
    return { message, tax: result.tax };
  }

  @Mutation(() => HotelTaxPayload)
  @Requires('TAX:EDIT', { hotel: 'input.hotelId' })
  async updateHotelTax(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => HotelTaxInput) input: HotelTaxInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(P.updateHotelTax, { body: { ...input, id } });
    return { message, tax: result.tax };
  }

  @Mutation(() => DeletePayload)
  @Requires('TAX:DELETE', { hotel: 'hotelId' })
  async deleteHotelTax(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(P.deleteHotelTax, { params: { id } });
    return { message, id };
  }
}

@Resolver(() => ChildPolicy)
export class ChildPolicyResolver {
  @Query(() => [ChildPolicy], { description: "The hotel's child policies, newest first" })
  @Requires('CHILD_POLICY:VIEW', { hotel: 'hotelId' })
  async childPolicies(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<ChildPolicy[]> {
    const { result } = await ctx.upstream.call(P.childPolicies, { query: { hotelId } });
    return result.childPolicy.map(toChildPolicy);
  }

  @Query(() => ChildPolicy, { nullable: true, description: 'The policy in force: a room type’s before the hotel’s' })
  @Requires('CHILD_POLICY:VIEW', { hotel: 'hotelId' })
  async currentChildPolicy(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('roomTypeId', () => Int, { nullable: true }) roomTypeId: number | null,
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<ChildPolicy | null> {
    const { result } = await ctx.upstream.call(P.currentChildPolicy, {
      query: { hotelId, roomTypeId: roomTypeId ?? undefined, date: date || undefined },
    });
    return result.childPolicy && toChildPolicy(result.childPolicy);
  }

  @Mutation(() => ChildPolicyPayload, { description: 'Age bands that never overlap' })
  @Requires('CHILD_POLICY:ADD', { hotel: 'input.hotelId' })
  async createChildPolicy(@Arg('input', () => ChildPolicyInput) input: ChildPolicyInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(P.createChildPolicy, { body: input });
    return { message, childPolicy: toChildPolicy(result.childPolicy) };
  }

  @Mutation(() => ChildPolicyPayload)
  @Requires('CHILD_POLICY:EDIT', { hotel: 'input.hotelId' })
  async updateChildPolicy(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ChildPolicyInput) input: ChildPolicyInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(P.updateChildPolicy, { body: { ...input, id } });
    return { message, childPolicy: toChildPolicy(result.childPolicy) };
  }

  @Mutation(() => DeletePayload, { description: 'Deletes a child policy' })
  @Requires('CHILD_POLICY:DELETE', { hotel: 'hotelId' })
  async deleteChildPolicy(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(P.deleteChildPolicies, { params: { ids: String(id) } });
    return { message, id };
  }

  @FieldResolver(() => RoomType, { nullable: true, description: 'Null: the whole hotel' })
  async roomType(@Root() p: ChildPolicy, @Ctx() ctx: BffContext): Promise<RoomType | null> {
    return p.roomTypeId === null ? null : roomTypeOf(ctx, p.hotelId, p.roomTypeId);
  }
}

@Resolver()
export class CancellationPolicyResolver {
  @Query(() => [CancellationPolicy], { description: "The hotel's cancellation policies, newest first" })
  @Requires('CANCELLATION_POLICY:VIEW', { hotel: 'hotelId' })
  async cancellationPolicies(
    @Arg('hotelId', () => Int) hotelId: number,
    @Ctx() ctx: BffContext,
  ): Promise<CancellationPolicy[]> {
    const { result } = await ctx.upstream.call(P.cancellationPolicies, { query: { hotelId } });
    return result.cancellationPolicy;
  }

  @Query(() => CancellationPolicy, { nullable: true, description: 'The policy in force today (or on date)' })
  @Requires('CANCELLATION_POLICY:VIEW', { hotel: 'hotelId' })
  async currentCancellationPolicy(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<CancellationPolicy | null> {
    const { result } = await ctx.upstream.call(P.currentCancellationPolicy, {
      query: { hotelId, date: date || undefined },
    });
    return result.cancellationPolicy;
  }

  @Mutation(() => CancellationPolicyPayload)
  @Requires('CANCELLATION_POLICY:ADD', { hotel: 'input.hotelId' })
  async createCancellationPolicy(
    @Arg('input', () => CancellationPolicyInput) input: CancellationPolicyInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(P.createCancellationPolicy, { body: input });
    return { message, cancellationPolicy: result.cancellationPolicy };
  }

  @Mutation(() => CancellationPolicyPayload)
  @Requires('CANCELLATION_POLICY:EDIT', { hotel: 'input.hotelId' })
  async updateCancellationPolicy(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CancellationPolicyInput) input: CancellationPolicyInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(P.updateCancellationPolicy, { body: { ...input, id } });
    return { message, cancellationPolicy: result.cancellationPolicy };
  }

  @Mutation(() => DeletePayload)
  @Requires('CANCELLATION_POLICY:DELETE', { hotel: 'hotelId' })
  async deleteCancellationPolicy(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(P.deleteCancellationPolicy, { params: { id } });
    return { message, id };
  }
}

@Resolver()
export class CurrencyRateResolver {
  @Query(() => CurrencyRatePage, { description: 'Exchange rates against LKR, newest start first unless sorted' })
  @Requires('CURRENCY_RATE:VIEW', { hotel: 'hotelId' })
  async currencyRates(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => CurrencyRatePaging) paging: CurrencyRatePaging,
    @Arg('currencyPrefix', () => String, { nullable: true, description: 'Currencies starting with it' })
    currencyPrefix: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<CurrencyRatePage> {
    const { result, pagination } = await ctx.upstream.call(P.searchCurrencyRates, {
      query: { ...pageQuery(paging), hotelId, currencyPrefix: currencyPrefix ?? undefined },
    });
    return pageFrom(result.currencyExchangeRate.map(toCurrencyRate), pagination, paging);
  }

  @Mutation(() => CurrencyRatePayload, { description: 'A rate of more than zero, from its start date' })
  @Requires('CURRENCY_RATE:ADD', { hotel: 'input.hotelId' })
  async createCurrencyRate(@Arg('input', () => CurrencyRateInput) input: CurrencyRateInput, @Ctx() ctx: BffContext) {
    const { currency, ...rest } = input;
    const { result, message } = await ctx.upstream.call(
      P.createCurrencyRate,
      { body: { ...rest, currencyPrefix: currency } },
      CURRENCY_FIELDS,
    );
    return { message, rate: toCurrencyRate(result.currencyExchangeRate) };
  }

  @Mutation(() => CurrencyRatePayload)
  @Requires('CURRENCY_RATE:EDIT', { hotel: 'input.hotelId' })
  async updateCurrencyRate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CurrencyRateInput) input: CurrencyRateInput,
    @Ctx() ctx: BffContext,
  ) {
    const { currency, ...rest } = input;
    const { result, message } = await ctx.upstream.call(
      P.updateCurrencyRate,
      { body: { ...rest, currencyPrefix: currency, id } },
      CURRENCY_FIELDS,
    );
    return { message, rate: toCurrencyRate(result.currencyExchangeRate) };
  }

  @Mutation(() => DeletePayload)
  @Requires('CURRENCY_RATE:DELETE', { hotel: 'hotelId' })
  async deleteCurrencyRate(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(P.deleteCurrencyRate, { params: { id } });
    return { message, id };
  }

  @Query(() => PriceCheck, {
    description: 'A stay priced by the one pricing engine: each night’s rule, children, offers, taxes, the total',
  })
  @Requires('CHANNEL:VIEW', { hotel: 'input.hotelId' })
  async priceCheck(
    @Arg('input', () => PriceCheckInput) input: PriceCheckInput,
    @Ctx() ctx: BffContext,
  ): Promise<PriceCheck> {
    const { result } = await ctx.upstream.call(P.checkPrice, { body: input });
    return toPriceCheck(result.priceCheck);
  }
}
