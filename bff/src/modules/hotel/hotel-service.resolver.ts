// Hotel services: a hotel's services for the cards and selectors, the administration's paged list
// (/…/hotel-service), and the multipart writes of POST/PUT hotel-service and DELETE hotel-service/{id}.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { hotel, SERVICE_IMAGES } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires, SignedIn } from '../../auth/guards.js';
import { ServiceType } from '../auth/viewer.type.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { assertLevel } from './hotel.access.js';
import { HotelServiceInput } from './hotel.inputs.js';
import { pictureParts } from './hotel.pictures.js';
import { HotelService, HotelServicePage, HotelServicePayload, toHotelService } from './hotel-service.type.js';

const serviceBody = (input: HotelServiceInput) => ({
  hotelId: input.hotelId,
  name: input.name,
  serviceType: input.serviceType,
  active: input.active,
});

const HotelServicePaging = listPaging('HotelServiceSort', hotel.searchHotelServices);
type HotelServicePaging = InstanceType<typeof HotelServicePaging>;

@Resolver()
export class HotelServiceResolver {
  @Query(() => [HotelService], { description: 'The services of a hotel (the cards and selectors)' })
  @SignedIn()
  async services(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<HotelService[]> {
    return (await ctx.loaders.servicesByHotel.load(hotelId)).map(toHotelService);
  }

  @Query(() => HotelServicePage, { description: 'The services of a hotel, paged: name contains, a type' })
  @Requires('HOTEL_SERVICE:VIEW')
  async hotelServicePage(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => HotelServicePaging) paging: HotelServicePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('serviceType', () => ServiceType, { nullable: true }) serviceType: ServiceType | null,
    @Ctx() ctx: BffContext,
  ): Promise<HotelServicePage> {
    const { result, pagination } = await ctx.upstream.call(hotel.searchHotelServices, {
      query: { ...pageQuery(paging), hotelId, name: name ?? undefined, serviceType: serviceType ?? undefined },
    });
    return pageFrom(result.hotelService.map(toHotelService), pagination, paging);
  }

  @Mutation(() => HotelServicePayload, {
    description: 'Adds a service to a hotel, with a Service Manager role holding every right',
  })
  @Requires('HOTEL_SERVICE:ADD')
  async createHotelService(
    @Arg('input', () => HotelServiceInput) input: HotelServiceInput,
    @Ctx() ctx: BffContext,
  ): Promise<HotelServicePayload> {
    await assertLevel(ctx, 'HOTEL_SERVICE', 'ADD');
    const { result, message } = await ctx.upstream.call(hotel.createHotelService, {
      body: serviceBody(input),
      files: pictureParts(SERVICE_IMAGES, input),
    });
    return { message, service: toHotelService(result.hotelService) };
  }

  @Mutation(() => HotelServicePayload, {
    description: 'Changes a service; a picture not sent is kept; the type stays while users are allocated',
  })
  @Requires('HOTEL_SERVICE:EDIT')
  async updateHotelService(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => HotelServiceInput) input: HotelServiceInput,
    @Ctx() ctx: BffContext,
  ): Promise<HotelServicePayload> {
    await assertLevel(ctx, 'HOTEL_SERVICE', 'EDIT');
    const { result, message } = await ctx.upstream.call(hotel.updateHotelService, {
      body: { ...serviceBody(input), id },
      files: pictureParts(SERVICE_IMAGES, input),
    });
    return { message, service: toHotelService(result.hotelService) };
  }

  @Mutation(() => DeletePayload, {
    description: 'Refused while the service has open orders, allocated users, or other records',
  })
  @Requires('HOTEL_SERVICE:DELETE')
  async deleteHotelService(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    await assertLevel(ctx, 'HOTEL_SERVICE', 'DELETE');
    const { message } = await ctx.upstream.call(hotel.deleteHotelService, { params: { id } });
    return { message, id };
  }
}
