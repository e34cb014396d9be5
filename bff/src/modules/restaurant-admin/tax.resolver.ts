// The service's taxes and service charge.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs, pageQuery } from '../shared/paging.args.js';
import { assertAdminService, callAdmin } from './restaurant-admin.access.js';
import { RestaurantTaxInput, RestaurantTaxPage, RestaurantTaxPayload, toRestaurantTax } from './tax.type.js';

const taxBody = (input: RestaurantTaxInput) => ({
  name: input.name,
  rate: input.rate,
  sequence: input.sequence,
  vat: input.vat,
  socialSecurityContributionLevy: input.socialSecurityContributionLevy,
  serviceCharge: input.serviceCharge,
  active: input.active,
  hotelServiceId: input.serviceId,
});

@Resolver()
export class TaxAdminResolver {
  @Query(() => RestaurantTaxPage, { description: "The restaurant's taxes and service charge, by sequence" })
  @Requires('RESTAURANT_TAX:VIEW')
  async restaurantTaxes(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTaxPage> {
    await assertAdminService(ctx, serviceId, 'RESTAURANT_TAX:VIEW');
    const { result, pagination } = await callAdmin(ctx, A.searchRestaurantTaxes, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined, active: active ?? undefined },
    });
    return {
      items: result.tax.map(toRestaurantTax),
      total: pagination?.totalRecords ?? result.tax.length,
      page: paging.page,
    };
  }

  @Mutation(() => RestaurantTaxPayload, { description: 'Adds a tax; open bills use it at once' })
  @Requires('RESTAURANT_TAX:ADD')
  async createRestaurantTax(
    @Arg('input', () => RestaurantTaxInput) input: RestaurantTaxInput,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTaxPayload> {
    await assertAdminService(ctx, input.serviceId, 'RESTAURANT_TAX:ADD');
    const { result, message } = await callAdmin(ctx, A.createRestaurantTax, { body: taxBody(input) });
    return { message, tax: toRestaurantTax(result.tax) };
  }

  @Mutation(() => RestaurantTaxPayload, { description: 'Changes a tax; completed bills keep what they charged' })
  @Requires('RESTAURANT_TAX:EDIT')
  async updateRestaurantTax(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RestaurantTaxInput) input: RestaurantTaxInput,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTaxPayload> {
    await assertAdminService(ctx, input.serviceId, 'RESTAURANT_TAX:EDIT');
    const { result, message } = await callAdmin(ctx, A.updateRestaurantTax, { body: { ...taxBody(input), id } });
    return { message, tax: toRestaurantTax(result.tax) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused for a tax on completed bills (deactivate it)' })
  @Requires('RESTAURANT_TAX:DELETE')
  async deleteRestaurantTax(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    await assertAdminService(ctx, serviceId, 'RESTAURANT_TAX:DELETE');
    const { message } = await callAdmin(ctx, A.deleteRestaurantTax, { params: { id } });
    return { message, id };
  }
}
