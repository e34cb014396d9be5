// The service's taxes and service charge.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
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

const RestaurantTaxPaging = listPaging('RestaurantTaxSort', A.searchRestaurantTaxes);
type RestaurantTaxPaging = InstanceType<typeof RestaurantTaxPaging>;

@Resolver()
export class TaxAdminResolver {
  @Query(() => RestaurantTaxPage, { description: "The restaurant's taxes and service charge, by sequence" })
  @Requires('RESTAURANT_TAX:VIEW', { service: 'serviceId' })
  async restaurantTaxes(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => RestaurantTaxPaging) paging: RestaurantTaxPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTaxPage> {
    const { result, pagination } = await ctx.upstream.call(A.searchRestaurantTaxes, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined, active: active ?? undefined },
    });
    return pageFrom(result.tax.map(toRestaurantTax), pagination, paging);
  }

  @Mutation(() => RestaurantTaxPayload, { description: 'Adds a tax; open bills use it at once' })
  @Requires('RESTAURANT_TAX:ADD', { service: 'input.serviceId' })
  async createRestaurantTax(
    @Arg('input', () => RestaurantTaxInput) input: RestaurantTaxInput,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTaxPayload> {
    const { result, message } = await ctx.upstream.call(A.createRestaurantTax, { body: taxBody(input) });
    return { message, tax: toRestaurantTax(result.tax) };
  }

  @Mutation(() => RestaurantTaxPayload, { description: 'Changes a tax; completed bills keep what they charged' })
  @Requires('RESTAURANT_TAX:EDIT', { service: 'input.serviceId' })
  async updateRestaurantTax(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RestaurantTaxInput) input: RestaurantTaxInput,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTaxPayload> {
    const { result, message } = await ctx.upstream.call(A.updateRestaurantTax, { body: { ...taxBody(input), id } });
    return { message, tax: toRestaurantTax(result.tax) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused for a tax on completed bills (deactivate it)' })
  @Requires('RESTAURANT_TAX:DELETE', { service: 'serviceId' })
  async deleteRestaurantTax(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(A.deleteRestaurantTax, { params: { id } });
    return { message, id };
  }
}
