// The availability search through GraphQL: for the desk's reservation form (and the inquiry), the room
// types free for the stay and the party, their free rooms and each stay type's price. RESERVATION at
// VIEW on the hotel; the upstream judges the hotel again.
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { isRefusalReason } from '@hotel/domain';
import { reservation as R } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { AvailableRoomTypePage } from './availability.type.js';

const AvailabilityPaging = listPaging('AvailabilitySort', R.searchAvailability);
type AvailabilityPaging = InstanceType<typeof AvailabilityPaging>;

@Resolver()
export class AvailabilityResolver {
  @Query(() => AvailableRoomTypePage, {
    description:
      'Room types with a room free on every night of [checkInDate, checkOutDate) that holds the party, each with its free rooms and the price of each stay type (with a channel); showMore: every active room type',
  })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async availability(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('checkInDate', () => String) checkInDate: string,
    @Arg('checkOutDate', () => String) checkOutDate: string,
    @Arg('adults', () => Int, { defaultValue: 1 }) adults: number,
    @Arg('childAges', () => [Int], { defaultValue: [] }) childAges: number[],
    @Arg('resident', () => Boolean, { defaultValue: true }) resident: boolean,
    @Arg('channelId', () => Int, { nullable: true }) channelId: number | null,
    @Arg('showMore', () => Boolean, { defaultValue: false }) showMore: boolean,
    @Args(() => AvailabilityPaging) paging: AvailabilityPaging,
    @Ctx() ctx: BffContext,
  ): Promise<AvailableRoomTypePage> {
    const { result, pagination } = await ctx.upstream.call(R.searchAvailability, {
      query: {
        ...pageQuery(paging),
        hotelId,
        checkInDate,
        checkOutDate,
        adultCount: adults,
        childCount: childAges.length,
        idList: childAges.join(','),
        resident,
        ...(channelId ? { channelId } : {}),
        showMore,
      },
    });
    return pageFrom(
      result.roomTypes.map((type) => ({
        ...type,
        stayTypes: type.stayTypes.map((stayType) => ({
          ...stayType,
          reason: stayType.reason && isRefusalReason(stayType.reason) ? stayType.reason : null,
        })),
      })),
      pagination,
      paging,
    );
  }
}
