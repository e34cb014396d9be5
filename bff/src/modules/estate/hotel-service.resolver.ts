// Hotel services (/…/hotel-service): the services of one hotel, and the multipart writes of
// POST/PUT hotel-service and DELETE hotel-service/{id}.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { SERVICE_IMAGES, hotels } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { ServiceType } from '../auth/viewer.type.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs } from '../shared/paging.args.js';
import { callUpstream } from '../shared/upstream-call.js';
import { assertLevel } from './estate.access.js';
import { EstateHotelServiceInput } from './estate.inputs.js';
import { contains, pageOf, type ListSpec } from './estate.list.js';
import { pictureParts } from './estate.pictures.js';
import {
  EstateHotelService,
  EstateHotelServicePage,
  EstateHotelServicePayload,
  toEstateHotelService,
} from './estate.types.js';

const LIST: ListSpec<EstateHotelService> = {
  sorters: {
    name: (s) => s.name,
    serviceType: (s) => s.serviceType,
    active: (s) => s.active,
    id: (s) => s.id,
  },
  defaultSort: 'name',
};

const serviceBody = (input: EstateHotelServiceInput) => ({
  hotelId: input.hotelId,
  name: input.name,
  serviceType: input.serviceType,
  active: input.active,
});

@Resolver()
export class EstateHotelServiceResolver {
  @Query(() => EstateHotelServicePage, { description: 'The services of a hotel, paged: name contains, a type' })
  @Requires('HOTEL_SERVICE:VIEW')
  async estateHotelServices(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('serviceType', () => ServiceType, { nullable: true }) serviceType: ServiceType | null,
    @Ctx() ctx: BffContext,
  ): Promise<EstateHotelServicePage> {
    const { result } = await callUpstream(ctx, hotels.servicesOfHotel, { params: { id: hotelId } });
    const rows = result.hotelService
      .filter((s) => contains(s.name, name) && (serviceType == null || s.serviceType === serviceType))
      .map(toEstateHotelService);
    return pageOf(rows, paging, LIST);
  }

  @Mutation(() => EstateHotelServicePayload, {
    description: 'Adds a service to a hotel, with a Service Manager role holding every right',
  })
  @Requires('HOTEL_SERVICE:ADD')
  async createHotelService(
    @Arg('input', () => EstateHotelServiceInput) input: EstateHotelServiceInput,
    @Ctx() ctx: BffContext,
  ): Promise<EstateHotelServicePayload> {
    await assertLevel(ctx, 'HOTEL_SERVICE', 'ADD');
    const { result, message } = await callUpstream(ctx, hotels.createHotelService, {
      body: serviceBody(input),
      files: pictureParts(SERVICE_IMAGES, input),
    });
    return { message, service: toEstateHotelService(result.hotelService) };
  }

  @Mutation(() => EstateHotelServicePayload, {
    description: 'Changes a service; a picture not sent is kept; the type stays while users are allocated',
  })
  @Requires('HOTEL_SERVICE:EDIT')
  async updateHotelService(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EstateHotelServiceInput) input: EstateHotelServiceInput,
    @Ctx() ctx: BffContext,
  ): Promise<EstateHotelServicePayload> {
    await assertLevel(ctx, 'HOTEL_SERVICE', 'EDIT');
    const { result, message } = await callUpstream(ctx, hotels.updateHotelService, {
      body: { ...serviceBody(input), id },
      files: pictureParts(SERVICE_IMAGES, input),
    });
    return { message, service: toEstateHotelService(result.hotelService) };
  }

  @Mutation(() => DeletePayload, {
    description: 'Refused while the service has open orders, allocated users, or other records',
  })
  @Requires('HOTEL_SERVICE:DELETE')
  async deleteHotelService(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    await assertLevel(ctx, 'HOTEL_SERVICE', 'DELETE');
    const { message } = await callUpstream(ctx, hotels.deleteHotelService, { params: { id } });
    return { message, id };
  }
}
