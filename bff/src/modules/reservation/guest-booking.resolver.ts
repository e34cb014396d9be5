// The guest's own page (/manage-reservation): public on purpose, the one proof being the booking's
// reference number and e-mail together. The upstream judges the proof, counts the attempts per client
// (the BFF forwards the browser's address) and answers a wrong e-mail like an unknown reference.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { reservation as R } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Public } from '../../auth/guards.js';
import { Money } from '../../scalars.js';
import { GuestBooking, GuestBookingPayload } from './guest-booking.type.js';

@Resolver(() => GuestBooking)
export class GuestBookingResolver {
  @Query(() => GuestBooking, {
    description:
      'A booking found by its reference number and the e-mail it was booked with; either one wrong is BOOKING_NOT_FOUND',
  })
  @Public()
  async guestBooking(
    @Arg('refNumber', () => String) refNumber: string,
    @Arg('email', () => String) email: string,
    @Ctx() ctx: BffContext,
  ): Promise<GuestBooking> {
    const { result } = await ctx.upstream.call(R.findBooking, { body: { refNumber, email } });
    return result.booking;
  }

  @Mutation(() => GuestBookingPayload, {
    description: 'The guest cancels their booking: the same proof, the version shown and the fee confirmed',
  })
  @Public()
  async cancelGuestBooking(
    @Arg('refNumber', () => String) refNumber: string,
    @Arg('email', () => String) email: string,
    @Arg('version', () => Int) version: number,
    @Arg('fee', () => Money, { description: 'The fee guestBooking showed' }) fee: number,
    @Ctx() ctx: BffContext,
  ): Promise<GuestBookingPayload> {
    const { result, message } = await ctx.upstream.call(R.cancelBooking, { body: { refNumber, email, version, fee } });
    return { message, booking: result.booking };
  }
}
