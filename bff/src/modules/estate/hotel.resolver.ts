// Hotels (/group-admin/hotel, /hotel-admin/hotel, /service-admin/hotel): the hotels of the caller's
// scope (GET hotels answers exactly those), narrowed to a group or one hotel, with their service
// counts; the multipart writes of POST/PUT hotel and DELETE hotel/{id}.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { HOTEL_IMAGES, hotels } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { appError, ErrorCode } from '../../errors.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs } from '../shared/paging.args.js';
import { callUpstream } from '../shared/upstream-call.js';
import { assertLevel } from './estate.access.js';
import { EstateHotelInput } from './estate.inputs.js';
import { contains, pageOf, type ListSpec } from './estate.list.js';
import { pictureParts } from './estate.pictures.js';
import { EstateHotel, EstateHotelPage, EstateHotelPayload, toEstateHotel } from './estate.types.js';

const LIST: ListSpec<EstateHotel> = {
  sorters: {
    name: (h) => h.name,
    title: (h) => h.title,
    prefix: (h) => h.prefix,
    type: (h) => h.type,
    groupTitle: (h) => h.groupTitle,
    serviceCount: (h) => h.serviceCount,
    id: (h) => h.id,
  },
  defaultSort: 'name',
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);

const hotelBody = (input: EstateHotelInput) => ({
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

async function serviceCounts(ctx: BffContext, ids: readonly number[]): Promise<Map<number, number>> {
  const lists = await ctx.loaders.servicesByHotel.loadMany(ids);
  const counts = new Map<number, number>();
  lists.forEach((list, i) => {
    if (list instanceof Error) throw list;
    counts.set(ids[i]!, list.length);
  });
  return counts;
}

@Resolver()
export class EstateHotelResolver {
  @Query(() => EstateHotelPage, {
    description: "The hotels of the caller's scope, paged: of a group, one hotel, name or title contains",
  })
  @Requires('HOTEL:VIEW')
  async estateHotels(
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<EstateHotelPage> {
    const { result } = await callUpstream(ctx, hotels.listHotels, {});
    const found = result.hotel.filter(
      (h) =>
        (groupId == null || h.groupId === groupId) &&
        (hotelId == null || h.id === hotelId) &&
        (contains(h.name, name) || contains(h.title, name)),
    );
    const counts = await serviceCounts(
      ctx,
      found.map((h) => h.id),
    );
    return pageOf(
      found.map((h) => toEstateHotel(h, counts.get(h.id) ?? 0)),
      paging,
      LIST,
    );
  }

  @Mutation(() => EstateHotelPayload, {
    description: 'Adds a hotel to a group (system or group administrators); no prefix: one is made from the name',
  })
  @Requires('HOTEL:ADD')
  async createHotel(
    @Arg('input', () => EstateHotelInput) input: EstateHotelInput,
    @Ctx() ctx: BffContext,
  ): Promise<EstateHotelPayload> {
    await assertLevel(ctx, 'HOTEL', 'ADD');
    const prefix = blankToNull(input.prefix);
    const { result, message } = await callUpstream(ctx, hotels.createHotel, {
      body: { ...hotelBody(input), ...(prefix ? { prefix } : {}) },
      files: pictureParts(HOTEL_IMAGES, input),
    });
    return { message, hotel: toEstateHotel(result.hotel, 0) };
  }

  @Mutation(() => EstateHotelPayload, { description: 'Changes a hotel; a picture not sent is kept, so is the prefix' })
  @Requires('HOTEL:EDIT')
  async updateHotel(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EstateHotelInput) input: EstateHotelInput,
    @Ctx() ctx: BffContext,
  ): Promise<EstateHotelPayload> {
    await assertLevel(ctx, 'HOTEL', 'EDIT');
    let prefix = blankToNull(input.prefix);
    if (!prefix) {
      const current = await ctx.loaders.hotelById.load(id);
      if (!current) throw appError(ErrorCode.NOT_FOUND, 'Hotel not found');
      prefix = current.prefix;
    }
    const { result, message } = await callUpstream(ctx, hotels.updateHotel, {
      body: { ...hotelBody(input), id, prefix },
      files: pictureParts(HOTEL_IMAGES, input),
    });
    const counts = await serviceCounts(ctx, [id]);
    return { message, hotel: toEstateHotel(result.hotel, counts.get(id) ?? 0) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while the hotel has services, users or channels' })
  @Requires('HOTEL:DELETE')
  async deleteHotel(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    await assertLevel(ctx, 'HOTEL', 'DELETE');
    const { message } = await callUpstream(ctx, hotels.deleteHotel, { params: { id } });
    return { message, id };
  }
}
