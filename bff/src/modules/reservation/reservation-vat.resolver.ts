// The reservation VAT dialog through GraphQL: read with RESERVATION at VIEW, update with RESERVATION
// at EDIT on the hotel; the upstream judges the reservation's own hotel again.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { reservation as R, restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import {
  ReservationVat,
  ReservationVatInput,
  ReservationVatPayload,
  ReservationVatRegistry,
} from './reservation-vat.type.js';

@Resolver(() => ReservationVat)
export class ReservationVatResolver {
  @Query(() => ReservationVat, { description: "A reservation's VAT details (the VAT dialog)" })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async reservationVat(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationVat> {
    const { result } = await ctx.upstream.call(R.reservationVatInfo, { params: { id } });
    return result.reservationVat;
  }

  @Query(() => ReservationVatRegistry, {
    nullable: true,
    description: "The VAT registry customer the desk may see with this e-mail (the VAT dialog's lookup), or null",
  })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async reservationVatLookup(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('email', () => String) email: string,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationVatRegistry | null> {
    const { result } = await ctx.upstream.call(A.findVatRegistry, { query: { email } });
    const found = result.vatRegistry;
    return found ? { email: found.email, vatNumber: found.vatNumber, name: found.name, address: found.address } : null;
  }

  @Mutation(() => ReservationVatPayload, {
    description: "Sets a reservation's VAT registry customer (kept in the hotel's VAT registry)",
  })
  @Requires('RESERVATION:EDIT', { hotel: 'input.hotelId' })
  async updateReservationVat(
    @Arg('input', () => ReservationVatInput) input: ReservationVatInput,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationVatPayload> {
    const { result, message } = await ctx.upstream.call(R.updateReservationVat, { body: { ...input } });
    return { message, reservationVat: result.reservationVat };
  }
}
