// Channel, seasonal and day prices, the rate grid and the online rate changer (core-platform §2
// /channel/channel-price, seasonal-price, day-price, /room/online-rate-changer), with the relations
// every price row shows resolved once per request per hotel.
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, type ClassType } from 'type-graphql';
import { pricing as P } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { Channel } from '../channel/channel.type.js';
import { RoomType } from '../room/room-type.type.js';
import { Season, StayType } from '../room/stay-type.type.js';
import { channelOf, roomTypeOf, seasonOf, stayTypeOf } from '../room/room.relations.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  ChannelPrice,
  ChannelPricePage,
  ChannelPricePayload,
  DayPrice,
  DayPricePage,
  DayPricePayload,
  PriceInput,
  RateChangeInput,
  RateChangePayload,
  RateChangeRow,
  RateGridRow,
  SeasonalPrice,
  SeasonalPricePage,
  SeasonalPricePayload,
  priceBody,
  toChannelPrice,
  toDayPrice,
  toRateChangeRow,
  toRateGridRow,
  toSeasonalPrice,
} from './price.type.js';

interface PricedKey {
  hotelId: number;
  channelId: number;
  roomTypeId: number;
  stayTypeId: number;
}

/** The channel, room type and stay type a priced row is for, on every type that has them. */
function keyRelations<T extends PricedKey>(type: ClassType<T>) {
  @Resolver(() => type)
  class KeyRelations {
    @FieldResolver(() => Channel)
    channel(@Root() row: T, @Ctx() ctx: BffContext): Promise<Channel> {
      return channelOf(ctx, row.hotelId, row.channelId);
    }

    @FieldResolver(() => RoomType)
    roomType(@Root() row: T, @Ctx() ctx: BffContext): Promise<RoomType> {
      return roomTypeOf(ctx, row.hotelId, row.roomTypeId);
    }

    @FieldResolver(() => StayType)
    stayType(@Root() row: T, @Ctx() ctx: BffContext): Promise<StayType> {
      return stayTypeOf(ctx, row.hotelId, row.stayTypeId);
    }
  }
  return KeyRelations;
}

export const ChannelPriceRelations = keyRelations(ChannelPrice);
export const DayPriceRelations = keyRelations(DayPrice);
export const RateGridRelations = keyRelations(RateGridRow);
export const RateChangeRelations = keyRelations(RateChangeRow);

const ChannelPricePaging = listPaging('ChannelPriceSort', P.searchChannelPrices);
type ChannelPricePaging = InstanceType<typeof ChannelPricePaging>;
const SeasonalPricePaging = listPaging('SeasonalPriceSort', P.searchSeasonalPrices);
type SeasonalPricePaging = InstanceType<typeof SeasonalPricePaging>;
const DayPricePaging = listPaging('DayPriceSort', P.searchDayPrices);
type DayPricePaging = InstanceType<typeof DayPricePaging>;

@Resolver(() => SeasonalPrice)
export class SeasonalPriceRelations extends keyRelations(SeasonalPrice) {
  @FieldResolver(() => Season)
  season(@Root() row: SeasonalPrice, @Ctx() ctx: BffContext): Promise<Season> {
    return seasonOf(ctx, row.hotelId, row.seasonId);
  }
}

const filters = (
  hotelId: number,
  f: { channelId: number | null; roomTypeId: number | null; stayTypeId: number | null },
) => ({
  hotelId,
  channelId: f.channelId ?? undefined,
  roomTypeId: f.roomTypeId ?? undefined,
  stayTypeId: f.stayTypeId ?? undefined,
});

@Resolver()
export class PriceResolver {
  @Query(() => ChannelPricePage, { description: 'Base rates per channel × room type × stay type' })
  @Requires('CHANNEL:VIEW', { hotel: 'hotelId' })
  async channelPrices(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => ChannelPricePaging) paging: ChannelPricePaging,
    @Arg('channelId', () => Int, { nullable: true }) channelId: number | null,
    @Arg('roomTypeId', () => Int, { nullable: true }) roomTypeId: number | null,
    @Arg('stayTypeId', () => Int, { nullable: true }) stayTypeId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<ChannelPricePage> {
    const { result, pagination } = await ctx.upstream.call(P.searchChannelPrices, {
      query: { ...pageQuery(paging), ...filters(hotelId, { channelId, roomTypeId, stayTypeId }) },
    });
    return pageFrom(result.channelPrice.map(toChannelPrice), pagination, paging);
  }

  @Mutation(() => ChannelPricePayload, { description: 'One base rate per combination' })
  @Requires('CHANNEL:ADD', { hotel: 'input.hotelId' })
  async createChannelPrice(@Arg('input', () => PriceInput) input: PriceInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(P.createChannelPrice, { body: priceBody(input) });
    return { message, channelPrice: toChannelPrice(result.channelPrice) };
  }

  @Mutation(() => ChannelPricePayload)
  @Requires('CHANNEL:EDIT', { hotel: 'input.hotelId' })
  async updateChannelPrice(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PriceInput) input: PriceInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(P.updateChannelPrice, { body: { ...priceBody(input), id } });
    return { message, channelPrice: toChannelPrice(result.channelPrice) };
  }

  @Mutation(() => DeletePayload)
  @Requires('CHANNEL:DELETE', { hotel: 'hotelId' })
  async deleteChannelPrice(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(P.deleteChannelPrice, { params: { id } });
    return { message, id };
  }

  @Query(() => SeasonalPricePage, { description: 'Rates per season (they win over the base rate)' })
  @Requires('CHANNEL:VIEW', { hotel: 'hotelId' })
  async seasonalPrices(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => SeasonalPricePaging) paging: SeasonalPricePaging,
    @Arg('seasonId', () => Int, { nullable: true }) seasonId: number | null,
    @Arg('channelId', () => Int, { nullable: true }) channelId: number | null,
    @Arg('roomTypeId', () => Int, { nullable: true }) roomTypeId: number | null,
    @Arg('stayTypeId', () => Int, { nullable: true }) stayTypeId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<SeasonalPricePage> {
    const { result, pagination } = await ctx.upstream.call(P.searchSeasonalPrices, {
      query: {
        ...pageQuery(paging),
        ...filters(hotelId, { channelId, roomTypeId, stayTypeId }),
        seasonId: seasonId ?? undefined,
      },
    });
    return pageFrom(result.seasonalPrice.map(toSeasonalPrice), pagination, paging);
  }

  @Mutation(() => SeasonalPricePayload)
  @Requires('CHANNEL:ADD', { hotel: 'input.hotelId' })
  async createSeasonalPrice(@Arg('input', () => PriceInput) input: PriceInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(P.createSeasonalPrice, {
      body: { ...priceBody(input), seasonId: input.seasonId ?? 0 },
    });
    return { message, seasonalPrice: toSeasonalPrice(result.seasonalPrice) };
  }

  @Mutation(() => SeasonalPricePayload)
  @Requires('CHANNEL:EDIT', { hotel: 'input.hotelId' })
  async updateSeasonalPrice(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PriceInput) input: PriceInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(P.updateSeasonalPrice, {
      body: { ...priceBody(input), seasonId: input.seasonId ?? 0, id },
    });
    return { message, seasonalPrice: toSeasonalPrice(result.seasonalPrice) };
  }

  @Mutation(() => DeletePayload)
  @Requires('CHANNEL:DELETE', { hotel: 'hotelId' })
  async deleteSeasonalPrice(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(P.deleteSeasonalPrice, { params: { id } });
    return { message, id };
  }

  @Query(() => DayPricePage, { description: 'Rates of single dates (they win over seasonal and base rates)' })
  @Requires('CHANNEL:VIEW', { hotel: 'hotelId' })
  async dayPrices(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => DayPricePaging) paging: DayPricePaging,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('channelId', () => Int, { nullable: true }) channelId: number | null,
    @Arg('roomTypeId', () => Int, { nullable: true }) roomTypeId: number | null,
    @Arg('stayTypeId', () => Int, { nullable: true }) stayTypeId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<DayPricePage> {
    const { result, pagination } = await ctx.upstream.call(P.searchDayPrices, {
      query: {
        ...pageQuery(paging),
        ...filters(hotelId, { channelId, roomTypeId, stayTypeId }),
        fromDate: fromDate || undefined,
        toDate: toDate || undefined,
      },
    });
    return pageFrom(result.dayPrice.map(toDayPrice), pagination, paging);
  }

  @Mutation(() => DayPricePayload)
  @Requires('CHANNEL:ADD', { hotel: 'input.hotelId' })
  async createDayPrice(@Arg('input', () => PriceInput) input: PriceInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(P.createDayPrice, {
      body: { ...priceBody(input), priceDate: input.priceDate ?? '' },
    });
    return { message, dayPrice: toDayPrice(result.dayPrice) };
  }

  @Mutation(() => DayPricePayload)
  @Requires('CHANNEL:EDIT', { hotel: 'input.hotelId' })
  async updateDayPrice(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PriceInput) input: PriceInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(P.updateDayPrice, {
      body: { ...priceBody(input), priceDate: input.priceDate ?? '', id },
    });
    return { message, dayPrice: toDayPrice(result.dayPrice) };
  }

  @Mutation(() => DeletePayload)
  @Requires('CHANNEL:DELETE', { hotel: 'hotelId' })
  async deleteDayPrice(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(P.deleteDayPrice, { params: { id } });
    return { message, id };
  }

  @Query(() => [RateGridRow], {
    description: 'Every night’s price from fromDate to toDate (at most 366 days) and the rule that set it',
  })
  @Requires('CHANNEL:VIEW', { hotel: 'hotelId' })
  async rateGrid(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('fromDate', () => String) fromDate: string,
    @Arg('toDate', () => String) toDate: string,
    @Arg('channelIds', () => [Int], { nullable: true }) channelIds: number[] | null,
    @Arg('roomTypeId', () => Int, { nullable: true }) roomTypeId: number | null,
    @Arg('stayTypeId', () => Int, { nullable: true }) stayTypeId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<RateGridRow[]> {
    const { result } = await ctx.upstream.call(P.rateGrid, {
      params: { hotelId },
      query: {
        fromDate,
        toDate,
        ...(channelIds?.length ? { channelId: channelIds } : {}),
        roomTypeId: roomTypeId ?? undefined,
        stayTypeId: stayTypeId ?? undefined,
      },
    });
    return result.rateGrid.map((row) => toRateGridRow(hotelId, row));
  }

  @Query(() => [RateChangeRow], { description: 'What a change of the online prices would write, before saving it' })
  @Requires('ROOM:VIEW', { hotel: 'input.hotelId' })
  async rateChangePreview(
    @Arg('input', () => RateChangeInput) input: RateChangeInput,
    @Ctx() ctx: BffContext,
  ): Promise<RateChangeRow[]> {
    const { result } = await ctx.upstream.call(P.previewRateChange, { body: input });
    return result.rateChange.map((row) => toRateChangeRow(input.hotelId, row));
  }

  @Mutation(() => RateChangePayload, { description: 'Saves the change: each changed night becomes a day price' })
  @Requires('ROOM:EDIT', { hotel: 'input.hotelId' })
  async applyRateChange(
    @Arg('input', () => RateChangeInput) input: RateChangeInput,
    @Ctx() ctx: BffContext,
  ): Promise<RateChangePayload> {
    const { result, message } = await ctx.upstream.call(P.applyRateChange, { body: input });
    return { message, changes: result.rateChange.map((row) => toRateChangeRow(input.hotelId, row)) };
  }
}
