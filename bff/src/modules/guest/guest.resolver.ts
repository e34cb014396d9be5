// Guests through GraphQL (core-platform §2 /guest): the paged search with the spec's filters, one
// guest with the passport image and stays, the multipart writes, and the spreadsheet of a search.
import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import { guest as G } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { pictureParts } from '../hotel/hotel.pictures.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { Guest, GuestInput, GuestPage, GuestPayload, GuestSpreadsheet, GuestType, toGuestRow } from './guest.type.js';

const GuestPaging = listPaging('GuestSort', G.searchGuests);
type GuestPaging = InstanceType<typeof GuestPaging>;

@ArgsType()
class GuestFilters {
  @Field(() => String, { nullable: true }) idNumber?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) nationality?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => GuestType, { nullable: true }) guestType?: G.entities.GuestType | null;
}

const filtersOf = (f: GuestFilters) => ({
  idNumber: f.idNumber ?? undefined,
  firstName: f.firstName ?? undefined,
  lastName: f.lastName ?? undefined,
  nationality: f.nationality ?? undefined,
  email: f.email ?? undefined,
  phoneNumber: f.phoneNumber ?? undefined,
  address: f.address ?? undefined,
  city: f.city ?? undefined,
  guestType: f.guestType ?? undefined,
});

const bodyOf = ({ passportImage: _image, ...input }: GuestInput) => input;

@Resolver(() => Guest)
export class GuestResolver {
  @Query(() => GuestPage, { description: "The hotel's guests, by first name ascending unless asked" })
  @Requires('GUEST:VIEW', { hotel: 'hotelId' })
  async guests(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => GuestPaging) paging: GuestPaging,
    @Args(() => GuestFilters) filters: GuestFilters,
    @Ctx() ctx: BffContext,
  ): Promise<GuestPage> {
    const { result, pagination } = await ctx.upstream.call(G.searchGuests, {
      query: { ...pageQuery(paging), hotelId, ...filtersOf(filters) },
    });
    return pageFrom(result.guest.map(toGuestRow), pagination, paging);
  }

  @Query(() => GuestSpreadsheet, { description: 'Every guest of the search, in its order, as an .xlsx file' })
  @Requires('GUEST:VIEW', { hotel: 'hotelId' })
  async guestSpreadsheet(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => GuestPaging) paging: GuestPaging,
    @Args(() => GuestFilters) filters: GuestFilters,
    @Ctx() ctx: BffContext,
  ): Promise<GuestSpreadsheet> {
    const { page: _page, size: _size, ...sort } = pageQuery(paging);
    const file = await ctx.upstream.download(G.downloadGuests, { query: { hotelId, ...sort, ...filtersOf(filters) } });
    return { filename: 'guests.xlsx', contentType: file.contentType, base64: file.body.toString('base64') };
  }

  @Query(() => Guest, { description: 'One guest with the passport image and the stays' })
  @Requires('GUEST:VIEW', { hotel: 'hotelId' })
  async guest(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<Guest> {
    return (await ctx.upstream.call(G.guestById, { params: { id } })).result.guest;
  }

  @Mutation(() => GuestPayload, { description: 'Adds a guest profile, with a passport image when given' })
  @Requires('GUEST:ADD', { hotel: 'input.hotelId' })
  async createGuest(@Arg('input', () => GuestInput) input: GuestInput, @Ctx() ctx: BffContext): Promise<GuestPayload> {
    const { result, message } = await ctx.upstream.call(G.createGuest, {
      body: bodyOf(input),
      files: pictureParts(G.entities.GUEST_IMAGES, input),
    });
    return { message, guest: result.guest };
  }

  @Mutation(() => GuestPayload, { description: 'Changes a guest profile; a passport image not sent is kept' })
  @Requires('GUEST:EDIT', { hotel: 'input.hotelId' })
  async updateGuest(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => GuestInput) input: GuestInput,
    @Ctx() ctx: BffContext,
  ): Promise<GuestPayload> {
    const { result, message } = await ctx.upstream.call(G.updateGuest, {
      body: { ...bodyOf(input), id },
      files: pictureParts(G.entities.GUEST_IMAGES, input),
    });
    return { message, guest: result.guest };
  }

  @Mutation(() => DeletePayload, { description: 'Deletes a guest without stays' })
  @Requires('GUEST:DELETE', { hotel: 'hotelId' })
  async deleteGuest(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(G.deleteGuest, { params: { id } });
    return { message, id };
  }
}
