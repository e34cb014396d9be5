// A restaurant's settings: read by anyone working in it (the upstream checks a view right on one of
// the restaurant's features: waiter, kitchen, invoices or receipts), the paper chosen by the
// invoicing.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurant } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires, SignedIn } from '../../auth/guards.js';
import { BillPaper } from './restaurant.enums.js';
import { RestaurantSetting, RestaurantSettingPayload, toRestaurantSetting } from './setting.type.js';

@Resolver()
export class RestaurantSettingResolver {
  @Query(() => RestaurantSetting, {
    description:
      "A restaurant's settings and the header of its bills; for anyone with a view right on one of its features (waiter, kitchen, invoices, receipts)",
  })
  @SignedIn()
  async restaurantSetting(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantSetting> {
    const { result } = await ctx.upstream.call(restaurant.restaurantSettingOf, { params: { serviceId } });
    return toRestaurantSetting(result.restaurantSetting);
  }

  @Mutation(() => RestaurantSettingPayload, {
    description:
      "Saves the restaurant's settings: the paper of its bills and receipts, and the kitchen's target preparation time",
  })
  @Requires('RESTAURANT_INVOICE:EDIT', { service: 'serviceId' })
  async saveRestaurantSetting(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('billPaper', () => BillPaper) billPaper: BillPaper,
    @Arg('targetPreparationMinutes', () => Int) targetPreparationMinutes: number,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantSettingPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.updateRestaurantSetting, {
      params: { serviceId },
      body: { billPaper, targetPreparationMinutes },
    });
    return { message, restaurantSetting: toRestaurantSetting(result.restaurantSetting) };
  }

  @Mutation(() => RestaurantSettingPayload, { description: 'Chooses the paper of the restaurant’s bills and receipts' })
  @Requires('RESTAURANT_INVOICE:EDIT', { service: 'serviceId' })
  async setBillPaper(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('billPaper', () => BillPaper) billPaper: BillPaper,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantSettingPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.updateRestaurantSetting, {
      params: { serviceId },
      body: { billPaper },
    });
    return { message, restaurantSetting: toRestaurantSetting(result.restaurantSetting) };
  }
}
