// Promotions of a hotel: paged search over code and name, add, change, remove.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { PromotionInput, PromotionPage, PromotionPayload, toPromotion } from './promotion.type.js';

const PromotionPaging = listPaging('PromotionSort', settings.searchPromotions);
type PromotionPaging = InstanceType<typeof PromotionPaging>;

@Resolver()
export class PromotionResolver {
  @Query(() => PromotionPage, { description: "A hotel's promotions, newest first (search: code or name contains)" })
  @Requires('PROMOTION:VIEW')
  async promotions(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => PromotionPaging) paging: PromotionPaging,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<PromotionPage> {
    const { result, pagination } = await ctx.upstream.call(settings.searchPromotions, {
      query: { hotelId, ...pageQuery(paging), ...(search?.trim() ? { name: search.trim() } : {}) },
    });
    return pageFrom(result.promotion.map(toPromotion), pagination, paging);
  }

  @Mutation(() => PromotionPayload)
  @Requires('PROMOTION:ADD')
  async createPromotion(
    @Arg('input', () => PromotionInput) input: PromotionInput,
    @Ctx() ctx: BffContext,
  ): Promise<PromotionPayload> {
    const { result, message } = await ctx.upstream.call(settings.createPromotion, { body: input });
    return { message, promotion: toPromotion(result.promotion) };
  }

  @Mutation(() => PromotionPayload)
  @Requires('PROMOTION:EDIT')
  async updatePromotion(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PromotionInput) input: PromotionInput,
    @Ctx() ctx: BffContext,
  ): Promise<PromotionPayload> {
    const { result, message } = await ctx.upstream.call(settings.updatePromotion, { body: { ...input, id } });
    return { message, promotion: toPromotion(result.promotion) };
  }

  @Mutation(() => DeletePayload)
  @Requires('PROMOTION:DELETE')
  async deletePromotion(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(settings.deletePromotion, { params: { id } });
    return { message, id };
  }
}
