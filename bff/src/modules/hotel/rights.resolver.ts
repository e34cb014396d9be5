// The writes the caller may make, so the screens show only the buttons that will work.
import { Ctx, Query, Resolver } from 'type-graphql';
import type { BffContext } from '../../context.js';
import { SignedIn } from '../../auth/guards.js';
import { hotelRights, HotelRights } from './hotel.access.js';

@Resolver()
export class HotelRightsResolver {
  @Query(() => HotelRights, {
    description: 'Which adds, edits and deletes of groups, hotels and services the caller may make',
  })
  @SignedIn()
  hotelRights(@Ctx() ctx: BffContext): Promise<HotelRights> {
    return hotelRights(ctx);
  }
}
