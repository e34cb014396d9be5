// Hotels: the hotels of the caller's scope for the cards and pickers, the administration's paged
// list (/group-admin/hotel, /hotel-admin/hotel, /service-admin/hotel: GET hotels answers exactly the
// caller's scope) narrowed to a group or one hotel, with each hotel's service count; the multipart
// writes of POST/PUT hotel and DELETE hotel/{id}.
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { hotel, HOTEL_IMAGES } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires, SignedIn } from '../../auth/guards.js';
import { ErrorCode, refusalError } from '../../errors.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { assertLevel } from './hotel.access.js';
import { HotelInput } from './hotel.inputs.js';
import { pictureParts } from './hotel.pictures.js';
import { Hotel, HotelPage, HotelPayload, toHotel } from './hotel.type.js';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);

const hotelBody = (input: HotelInput) => ({
  groupId: input.groupId,
  title: input.title,
  name: input.name,
  type: input.type,
  address: input.address,
  contactNumber: input.contactNumber,
  email: input.email,
  contactNumbersList: input.contactNumbersList,
  bedsPropertyId: blankToNull(input.bedsPropertyId),
  vatApplicable: input.vatApplicable,
  companyRegistrationNumber: input.companyRegistrationNumber,
  companyRegistrationAddress: input.companyRegistrationAddress,
  vatNumber: input.vatNumber,
  webAddress: input.webAddress,
});

const HotelPaging = listPaging('HotelSort', hotel.searchHotels);
type HotelPaging = InstanceType<typeof HotelPaging>;

@Resolver(() => Hotel)
export class HotelResolver {
  @Query(() => [Hotel], { description: "The hotels of the caller's scope, or of one group (the cards and pickers)" })
  @SignedIn()
  async hotels(
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<Hotel[]> {
    if (groupId) return (await ctx.loaders.hotelsByGroup.load(groupId)).map(toHotel);
    const { result } = await ctx.upstream.call(hotel.listHotels);
    return result.hotel.map(toHotel);
  }

  @Query(() => HotelPage, {
    description: "The hotels of the caller's scope, paged: of a group, one hotel, name or title contains",
  })
  @Requires('HOTEL:VIEW')
  async hotelPage(
    @Args(() => HotelPaging) paging: HotelPaging,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<HotelPage> {
    const { result, pagination } = await ctx.upstream.call(hotel.searchHotels, {
      query: {
        ...pageQuery(paging),
        groupId: groupId ?? undefined,
        hotelId: hotelId ?? undefined,
        name: name ?? undefined,
      },
    });
    return pageFrom(
      result.hotel.map((h) => ({ ...toHotel(h), serviceCount: h.serviceCount })),
      pagination,
      paging,
    );
  }

  @Mutation(() => HotelPayload, {
    description: 'Adds a hotel to a group (system or group administrators); no prefix: one is made from the name',
  })
  @Requires('HOTEL:ADD')
  async createHotel(@Arg('input', () => HotelInput) input: HotelInput, @Ctx() ctx: BffContext): Promise<HotelPayload> {
    await assertLevel(ctx, 'HOTEL', 'ADD');
    const prefix = blankToNull(input.prefix);
    const { result, message } = await ctx.upstream.call(hotel.createHotel, {
      body: { ...hotelBody(input), ...(prefix ? { prefix } : {}) },
      files: pictureParts(HOTEL_IMAGES, input),
    });
    return { message, hotel: toHotel(result.hotel) };
  }

  @Mutation(() => HotelPayload, { description: 'Changes a hotel; a picture not sent is kept, so is the prefix' })
  @Requires('HOTEL:EDIT')
  async updateHotel(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => HotelInput) input: HotelInput,
    @Ctx() ctx: BffContext,
  ): Promise<HotelPayload> {
    await assertLevel(ctx, 'HOTEL', 'EDIT');
    let prefix = blankToNull(input.prefix);
    if (!prefix) {
      const current = await ctx.loaders.hotelById.load(id);
      if (!current) throw refusalError(ErrorCode.NOT_FOUND, 'NOT_FOUND', { what: 'Hotel' });
      prefix = current.prefix;
    }
    const { result, message } = await ctx.upstream.call(hotel.updateHotel, {
      body: { ...hotelBody(input), id, prefix },
      files: pictureParts(HOTEL_IMAGES, input),
    });
    return { message, hotel: toHotel(result.hotel) };
  }

  @FieldResolver(() => Int, { description: 'Services of the hotel; a hotel with services is not deleted' })
  @Requires('HOTEL:VIEW')
  async serviceCount(@Root() hotel: Hotel & { serviceCount?: number }, @Ctx() ctx: BffContext): Promise<number> {
    // The paged search counts them already; other hotels ask the loader.
    return hotel.serviceCount ?? (await ctx.loaders.servicesByHotel.load(hotel.id)).length;
  }

  @Mutation(() => DeletePayload, { description: 'Refused while the hotel has services, users or channels' })
  @Requires('HOTEL:DELETE')
  async deleteHotel(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    await assertLevel(ctx, 'HOTEL', 'DELETE');
    const { message } = await ctx.upstream.call(hotel.deleteHotel, { params: { id } });
    return { message, id };
  }
}
