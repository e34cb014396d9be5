// Stay types, pax, seasons, holidays and reservation types of a hotel (core-platform §2 Rooms).
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { room } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { hotelWritesResolver } from '../shared/hotel-writes.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { pictureFile } from '../shared/picture.js';
import { RoomType } from './room-type.type.js';
import { roomTypeOf } from './room.relations.js';
import {
  Holiday,
  HolidayInput,
  HolidayPayload,
  MealPlan,
  PaxInput,
  PaxPage,
  PaxPayload,
  ReservationTypeInput,
  ReservationTypePage,
  ReservationTypePayload,
  SeasonInput,
  SeasonPage,
  SeasonPayload,
  StayType,
  StayTypeInput,
  StayTypePage,
  StayTypePayload,
  stayTypeBody,
  toReservationType,
  toStayType,
} from './stay-type.type.js';

/** The stay type's name is `stayType` in the contract (and so in its sort). */
const STAY_TYPE_FIELDS = { stayType: 'name' };

const StayTypePaging = listPaging('StayTypeSort', room.searchStayTypes);
type StayTypePaging = InstanceType<typeof StayTypePaging>;
const PaxPaging = listPaging('PaxSort', room.searchPax);
type PaxPaging = InstanceType<typeof PaxPaging>;
const SeasonPaging = listPaging('SeasonSort', room.searchSeasons);
type SeasonPaging = InstanceType<typeof SeasonPaging>;
const ReservationTypePaging = listPaging('ReservationTypeSort', room.searchReservationTypes);
type ReservationTypePaging = InstanceType<typeof ReservationTypePaging>;

@Resolver(() => StayType)
export class StayTypeResolver {
  @Query(() => StayTypePage, { description: "The hotel's stay types, by the spec's stay type filters" })
  @Requires('ROOM:VIEW', { hotel: 'hotelId' })
  async stayTypes(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => StayTypePaging) paging: StayTypePaging,
    @Arg('roomTypeId', () => Int, { nullable: true }) roomTypeId: number | null,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('roomTypeName', () => String, { nullable: true }) roomTypeName: string | null,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Arg('mealPlan', () => MealPlan, { nullable: true }) mealPlan: room.entities.MealPlan | null,
    @Arg('maxAdults', () => Int, { nullable: true, description: 'At least' }) maxAdults: number | null,
    @Arg('maxChildren', () => Int, { nullable: true, description: 'At least' }) maxChildren: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<StayTypePage> {
    const { result, pagination } = await ctx.upstream.call(room.searchStayTypes, {
      query: {
        ...pageQuery(paging),
        hotelId,
        roomTypeId: roomTypeId ?? undefined,
        stayType: name ?? undefined,
        roomTypeName: roomTypeName ?? undefined,
        description: description ?? undefined,
        mealPlan: mealPlan ?? undefined,
        maxAdults: maxAdults ?? undefined,
        maxChildren: maxChildren ?? undefined,
      },
    });
    return pageFrom(result.stayType.map(toStayType), pagination, paging);
  }

  @Mutation(() => StayTypePayload)
  @Requires('ROOM:ADD', { hotel: 'input.hotelId' })
  async createStayType(
    @Arg('input', () => StayTypeInput) input: StayTypeInput,
    @Ctx() ctx: BffContext,
  ): Promise<StayTypePayload> {
    const { result, message } = await ctx.upstream.call(
      room.createStayType,
      { body: stayTypeBody(input) },
      STAY_TYPE_FIELDS,
    );
    return { message, stayType: toStayType(result.stayType) };
  }

  @Mutation(() => StayTypePayload)
  @Requires('ROOM:EDIT', { hotel: 'input.hotelId' })
  async updateStayType(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => StayTypeInput) input: StayTypeInput,
    @Ctx() ctx: BffContext,
  ): Promise<StayTypePayload> {
    const { result, message } = await ctx.upstream.call(
      room.updateStayType,
      { body: { ...stayTypeBody(input), id } },
      STAY_TYPE_FIELDS,
    );
    return { message, stayType: toStayType(result.stayType) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while it has prices' })
  @Requires('ROOM:DELETE', { hotel: 'hotelId' })
  async deleteStayType(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(room.deleteStayType, { params: { id } });
    return { message, id };
  }

  @FieldResolver(() => RoomType)
  roomType(@Root() s: StayType, @Ctx() ctx: BffContext): Promise<RoomType> {
    return roomTypeOf(ctx, s.hotelId, s.roomTypeId);
  }
}

@Resolver()
export class OccupancyResolver {
  @Query(() => PaxPage, { name: 'pax', description: "The hotel's occupancies used in pricing, by adults" })
  @Requires('ROOM:VIEW', { hotel: 'hotelId' })
  async paxList(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => PaxPaging) paging: PaxPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<PaxPage> {
    const { result, pagination } = await ctx.upstream.call(room.searchPax, {
      query: { ...pageQuery(paging), hotelId, name: name ?? undefined },
    });
    return pageFrom(result.pax, pagination, paging);
  }

  @Query(() => SeasonPage, { description: "The hotel's seasons, by start date" })
  @Requires('SEASON:VIEW', { hotel: 'hotelId' })
  async seasons(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => SeasonPaging) paging: SeasonPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<SeasonPage> {
    const { result, pagination } = await ctx.upstream.call(room.searchSeasons, {
      query: { ...pageQuery(paging), hotelId, name: name ?? undefined },
    });
    return pageFrom(result.season, pagination, paging);
  }

  @Query(() => [Holiday], { description: "The hotel's holidays by date (of one year when given)" })
  @Requires('ROOM:VIEW', { hotel: 'hotelId' })
  async holidays(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('year', () => Int, { nullable: true }) year: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<Holiday[]> {
    const { result } = await ctx.upstream.call(room.holidaysOfHotel, {
      params: { id: hotelId },
      query: year ? { year } : {},
    });
    return result.holidayConfig;
  }

  @Query(() => ReservationTypePage, { description: "The hotel's reservation types" })
  @Requires('ROOM:VIEW', { hotel: 'hotelId' })
  async reservationTypes(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => ReservationTypePaging) paging: ReservationTypePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationTypePage> {
    const { result, pagination } = await ctx.upstream.call(room.searchReservationTypes, {
      query: { ...pageQuery(paging), hotelId, name: name ?? undefined, active: active ?? undefined },
    });
    return pageFrom(result.reservationType.map(toReservationType), pagination, paging);
  }

  @Mutation(() => ReservationTypePayload, { description: 'Adds a reservation type; the picture is a data URL' })
  @Requires('ROOM:ADD', { hotel: 'input.hotelId' })
  async createReservationType(
    @Arg('input', () => ReservationTypeInput) input: ReservationTypeInput,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationTypePayload> {
    const { image, ...body } = input;
    const file = pictureFile('image', image);
    const { result, message } = await ctx.upstream.call(
      room.createReservationType,
      { body, files: file ? { reservationTypeImage: file } : {} },
      { reservationTypeImage: 'image' },
    );
    return { message, reservationType: toReservationType(result.reservationType) };
  }

  @Mutation(() => ReservationTypePayload, { description: 'Changes a reservation type; a picture replaces its own' })
  @Requires('ROOM:EDIT', { hotel: 'input.hotelId' })
  async updateReservationType(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReservationTypeInput) input: ReservationTypeInput,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationTypePayload> {
    const { image, ...body } = input;
    const file = pictureFile('image', image);
    const { result, message } = await ctx.upstream.call(
      room.updateReservationType,
      { params: { id }, body, files: file ? { reservationTypeImage: file } : {} },
      { reservationTypeImage: 'image' },
    );
    return { message, reservationType: toReservationType(result.reservationType) };
  }

  @Mutation(() => DeletePayload)
  @Requires('ROOM:DELETE', { hotel: 'hotelId' })
  async deleteReservationType(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(room.deleteReservationType, { params: { id } });
    return { message, id };
  }
}

export const PaxWritesResolver = hotelWritesResolver({
  name: 'Pax',
  feature: 'ROOM',
  input: PaxInput,
  payload: PaxPayload,
  descriptions: { create: 'Adds an occupancy (one per number of adults)' },
  create: async (ctx, body) => {
    const { result, message } = await ctx.upstream.call(room.createPax, { body });
    return { message, pax: result.pax };
  },
  update: async (ctx, id, input) => {
    const { result, message } = await ctx.upstream.call(room.updatePax, { body: { ...input, id } });
    return { message, pax: result.pax };
  },
  remove: async (ctx, id) => (await ctx.upstream.call(room.deletePax, { params: { id } })).message,
});

export const SeasonWritesResolver = hotelWritesResolver({
  name: 'Season',
  feature: 'SEASON',
  input: SeasonInput,
  payload: SeasonPayload,
  descriptions: {
    create: "Refused when the dates overlap another of the hotel's seasons",
    remove: 'Refused while it has seasonal prices',
  },
  create: async (ctx, body) => {
    const { result, message } = await ctx.upstream.call(room.createSeason, { body });
    return { message, season: result.season };
  },
  update: async (ctx, id, input) => {
    const { result, message } = await ctx.upstream.call(room.updateSeason, { body: { ...input, id } });
    return { message, season: result.season };
  },
  remove: async (ctx, id) => (await ctx.upstream.call(room.deleteSeason, { params: { id } })).message,
});

export const HolidayWritesResolver = hotelWritesResolver({
  name: 'Holiday',
  feature: 'ROOM',
  input: HolidayInput,
  payload: HolidayPayload,
  descriptions: { create: 'Marks a date as a holiday (once per date)' },
  create: async (ctx, body) => {
    const { result, message } = await ctx.upstream.call(room.createHoliday, { body });
    return { message, holiday: result.holidayConfig };
  },
  update: async (ctx, id, input) => {
    const { result, message } = await ctx.upstream.call(room.updateHoliday, { body: { ...input, id } });
    return { message, holiday: result.holidayConfig };
  },
  remove: async (ctx, id) => (await ctx.upstream.call(room.deleteHoliday, { params: { id } })).message,
});
