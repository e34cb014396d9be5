// Promotions of a hotel: paged search over code and name, add, change, remove.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { admin } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs } from '../shared/paging.args.js';
import { callSettings } from './settings.access.js';
import { PromotionInput, PromotionPage, PromotionPayload, toPromotion } from './promotion.type.js';

@Resolver()
export class PromotionResolver {
  @Query(() => PromotionPage, { description: "A hotel's promotions, newest first (search: code or name contains)" })
  @Requires('PROMOTION:VIEW')
  async promotions(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<PromotionPage> {
    const { result, pagination } = await callSettings(ctx, admin.searchPromotions, {
      query: { hotelId, page: paging.page, size: paging.size, ...(search?.trim() ? { name: search.trim() } : {}) },
    });
    return {
      items: result.promotion.map(toPromotion),
      total: pagination?.totalRecords ?? result.promotion.length,
      page: paging.page,
    };
  }

  @Mutation(() => PromotionPayload)
  @Requires('PROMOTION:ADD')
  async createPromotion(
    @Arg('input', () => PromotionInput) input: PromotionInput,
    @Ctx() ctx: BffContext,
  ): Promise<PromotionPayload> {
    const { result, message } = await callSettings(ctx, admin.createPromotion, { body: input });
    return { message, promotion: toPromotion(result.promotion) };
  }

  @Mutation(() => PromotionPayload)
  @Requires('PROMOTION:EDIT')
  async updatePromotion(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PromotionInput) input: PromotionInput,
    @Ctx() ctx: BffContext,
  ): Promise<PromotionPayload> {
    const { result, message } = await callSettings(ctx, admin.updatePromotion, { body: { ...input, id } });
    return { message, promotion: toPromotion(result.promotion) };
  }

  @Mutation(() => DeletePayload)
  @Requires('PROMOTION:DELETE')
  async deletePromotion(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await callSettings(ctx, admin.deletePromotion, { params: { id } });
    return { message, id };
  }
}
