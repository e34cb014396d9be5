// Groups, hotels and services for the top-level cards and the selectors.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { hotels } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { SignedIn } from '../../auth/guards.js';
import { Group, Hotel, HotelService, toGroup, toHotel, toHotelService } from './hotel.type.js';

@Resolver()
export class HotelResolver {
  @Query(() => [Group])
  @SignedIn()
  async groups(@Ctx() ctx: BffContext): Promise<Group[]> {
    const { result } = await ctx.upstream.call(hotels.listGroups, { token: ctx.token });
    return result.group.map(toGroup);
  }

  @Query(() => [Hotel])
  @SignedIn()
  async hotels(
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<Hotel[]> {
    if (groupId) return (await ctx.loaders.hotelsByGroup.load(groupId)).map(toHotel);
    const { result } = await ctx.upstream.call(hotels.listHotels, { token: ctx.token });
    return result.hotel.map(toHotel);
  }

  @Query(() => [HotelService])
  @SignedIn()
  async services(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<HotelService[]> {
    return (await ctx.loaders.servicesByHotel.load(hotelId)).map(toHotelService);
  }
}
