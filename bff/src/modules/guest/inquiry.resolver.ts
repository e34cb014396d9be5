// Inquiries through GraphQL (core-platform §2 /create-inquiry, /inquiries): quote, list, read, convert
// to a reservation in one step (booked once however often it is sent), and lose.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { inquiry as I } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { toReservation } from '../reservation/reservation.type.js';
import {
  Inquiry,
  InquiryConversion,
  InquiryInput,
  InquiryPage,
  InquiryPayload,
  InquiryStatus,
} from './inquiry.type.js';

const InquiryPaging = listPaging('InquirySort', I.searchInquiries);
type InquiryPaging = InstanceType<typeof InquiryPaging>;

@Resolver(() => Inquiry)
export class InquiryResolver {
  @Query(() => InquiryPage, { description: "The hotel's inquiries, newest first unless asked" })
  @Requires('INQUIRY:VIEW', { hotel: 'hotelId' })
  async inquiries(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => InquiryPaging) paging: InquiryPaging,
    @Arg('guestName', () => String, { nullable: true }) guestName: string | null,
    @Arg('statuses', () => [InquiryStatus], { nullable: true }) statuses: I.entities.InquiryStatus[] | null,
    @Ctx() ctx: BffContext,
  ): Promise<InquiryPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchInquiries, {
      query: {
        ...pageQuery(paging),
        hotelId,
        guestName: guestName ?? undefined,
        ...(statuses?.length ? { statuses: statuses.join(',') } : {}),
      },
    });
    return pageFrom(result.inquiry, pagination, paging);
  }

  @Query(() => Inquiry, { description: 'One inquiry with its rooms' })
  @Requires('INQUIRY:VIEW', { hotel: 'hotelId' })
  async inquiry(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<Inquiry> {
    return (await ctx.upstream.call(I.inquiryById, { params: { id } })).result.inquiry;
  }

  @Mutation(() => InquiryPayload, { description: 'Prices a quote on the server and keeps it open' })
  @Requires('INQUIRY:ADD', { hotel: 'input.hotelId' })
  async createInquiry(
    @Arg('input', () => InquiryInput) input: InquiryInput,
    @Ctx() ctx: BffContext,
  ): Promise<InquiryPayload> {
    const { result, message } = await ctx.upstream.call(I.createInquiry, { body: input });
    return { message, inquiry: result.inquiry };
  }

  @Mutation(() => InquiryConversion, {
    description: 'Books an open inquiry as a reservation (needs RESERVATION:ADD too); a second call answers the same',
  })
  @Requires('INQUIRY:EDIT', { hotel: 'hotelId' })
  async convertInquiry(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<InquiryConversion> {
    const { result, message } = await ctx.upstream.call(I.convertInquiry, { params: { id } });
    return { message, inquiry: result.inquiry, reservation: toReservation(result.reservation) };
  }

  @Mutation(() => InquiryPayload, { description: 'Closes an open inquiry the guest declined' })
  @Requires('INQUIRY:EDIT', { hotel: 'hotelId' })
  async loseInquiry(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<InquiryPayload> {
    const { result, message } = await ctx.upstream.call(I.loseInquiry, { params: { id } });
    return { message, inquiry: result.inquiry };
  }
}
